import { contactRules } from "@shop/common";
import { Field, InputType } from "type-graphql";
import { FieldRule } from "../shared/field-rule.js";
import type { NewContactMessage } from "./contact.service.js";

/** The contact form, checked with common's `contactRules` (the form's own); text is trimmed by the service. */
@InputType()
export class ContactMessageInput implements NewContactMessage {
  @Field(() => String)
  @FieldRule(contactRules.name)
  name: string;

  @Field(() => String)
  @FieldRule(contactRules.email)
  email: string;

  @Field(() => String, { nullable: true })
  @FieldRule(contactRules.phone)
  phone?: string | null;

  @Field(() => String)
  @FieldRule(contactRules.subject)
  subject: string;

  @Field(() => String)
  @FieldRule(contactRules.message)
  message: string;
}
