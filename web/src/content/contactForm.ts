/**
 * The contact form's rules, the same as the server's (`ContactMessageInput`): name 1–100
 * characters, a valid email, an optional phone number, subject 1–150, message 10–5,000.
 * Checked in the browser first so most mistakes never reach the server; the server's own
 * field errors (`extensions.fields` of a BAD_USER_INPUT error) are shown the same way.
 */
import { serverFieldErrors as fieldErrorsFor } from "../shared/errors/serverFieldErrors";
import type { ContactMessageInput } from "../gql/graphql";

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

export const CONTACT_LIMITS = {
  name: 100,
  email: 200,
  subject: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const EMPTY_CONTACT_FORM: ContactFormValues = { name: "", email: "", phone: "", subject: "", message: "" };

/** A basic address pattern (spec §5: message "Invalid email address"). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;
/** Digits, spaces and dashes, with an optional leading + (the server's rule). */
const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,28}$/u;

const FIELDS: readonly ContactField[] = ["name", "email", "phone", "subject", "message"];

/** The first problem with each field, in the server's words; empty when the form can be sent. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const subject = values.subject.trim();
  const message = values.message.trim();

  if (!name) errors.name = "Please enter your name.";
  else if (name.length > CONTACT_LIMITS.name) errors.name = "A name has at most 100 characters.";

  if (!email || email.length > CONTACT_LIMITS.email || !EMAIL_PATTERN.test(email)) errors.email = "Invalid email address";

  if (phone && !PHONE_PATTERN.test(phone)) errors.phone = "Enter a phone number of digits, spaces or dashes.";

  if (!subject) errors.subject = "Please enter a subject.";
  else if (subject.length > CONTACT_LIMITS.subject) errors.subject = "A subject has at most 150 characters.";

  if (!message) errors.message = "Please write a message.";
  else if (message.length < CONTACT_LIMITS.messageMin || message.length > CONTACT_LIMITS.messageMax) {
    errors.message = "A message has 10 to 5,000 characters.";
  }
  return errors;
}

export function hasErrors(errors: ContactFormErrors): boolean {
  return FIELDS.some((field) => errors[field] !== undefined);
}

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


/** The server's field errors for the contact form (see shared/errors/serverFieldErrors). */
export function serverFieldErrors(error: unknown): ContactFormErrors {
  return fieldErrorsFor(error, FIELDS);
}
