import { IsEmail, IsOptional, IsString, Length, Matches, MaxLength } from "class-validator";
import { Field, InputType } from "type-graphql";
import type { NewContactMessage } from "./contact.service.js";

/** The contact form. Limits match the columns; text is trimmed by the service. */
@InputType()
export class ContactMessageInput implements NewContactMessage {
  @Field(() => String)
  @IsString()
  @Matches(/\S/, { message: "Please enter your name." })
  @Length(1, 100, { message: "A name has at most 100 characters." })
  name: string;

  @Field(() => String)
  @IsEmail({}, { message: "Invalid email address" })
  @MaxLength(200)
  email: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Matches(/^\+?[0-9][0-9 -]{5,28}$/, { message: "Enter a phone number of digits, spaces or dashes." })
  phone?: string | null;

  @Field(() => String)
  @IsString()
  @Matches(/\S/, { message: "Please enter a subject." })
  @Length(1, 150, { message: "A subject has at most 150 characters." })
  subject: string;

  @Field(() => String)
  @IsString()
  @Matches(/\S/, { message: "Please write a message." })
  @Length(10, 5000, { message: "A message has 10 to 5,000 characters." })
  message: string;
}
