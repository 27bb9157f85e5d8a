/**
 * The contact form's values and the mutation's input. Its rules are common's `contactRules`, the
 * same the server applies to `ContactMessageInput`.
 */
import type { ContactMessageInput } from "../gql/graphql";

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: "", email: "", phone: "", subject: "", message: "" };

/** The mutation's input: trimmed, with an empty phone sent as null. */
export function toContactInput(values: ContactFormValues): ContactMessageInput {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: phone || null,
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}
