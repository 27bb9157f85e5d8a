/**
 * The rules for what people type into the shop's forms, in one place: the browser checks them
 * before sending, and the server checks the same rules on its inputs (GraphQL and REST), so a
 * message is the same wherever a mistake is caught. See docs/api.md, "Field errors".
 *
 * A rule takes the raw value and answers with the message for what is wrong, or `undefined`
 * when the value is fine. Values are trimmed before they are checked (the server stores them
 * trimmed), except passwords.
 */

/** What is wrong with a value, in words for the person typing it; undefined when it is fine. */
export type FieldRule = (value: string | null | undefined) => string | undefined;

/** A form's rules, field by field. */
export type FieldRules<Field extends string = string> = Readonly<Record<Field, FieldRule>>;

interface TextRuleOptions {
  /** The message when the field is empty; without it the field may be left empty. */
  required?: string;
  /** At least this many characters (after trimming). */
  min?: readonly [length: number, message: string];
  /** At most this many characters (after trimming). */
  max?: readonly [length: number, message: string];
  pattern?: readonly [pattern: RegExp, message: string];
  /** Any further check of a non-empty value. */
  check?: (text: string) => string | undefined;
}

/** A rule for a text field, from its parts; checked in the order required, min, max, pattern, check. */
export function textRule({ required, min, max, pattern, check }: TextRuleOptions): FieldRule {
  return (value) => {
    const text = value?.trim() ?? "";
    if (text === "") return required;
    if (min && text.length < min[0]) return min[1];
    if (max && text.length > max[0]) return max[1];
    if (pattern && !pattern[0].test(text)) return pattern[1];
    return check?.(text);
  };
}

/** The first problem with each field of `values`; empty when every rule passes. */
export function checkFields<Field extends string>(
  rules: FieldRules<Field>,
  values: Readonly<Partial<Record<Field, string | null | undefined>>>,
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const problem = rules[field](values[field]);
    if (problem !== undefined) problems[field] = problem;
  }
  return problems;
}

export const FIELD_LIMITS = {
  name: 100,
  /** Long enough for any real address (RFC 5321 allows 320 at most). */
  email: 320,
  /** The contact form keeps shorter addresses (its column). */
  contactEmail: 200,
  phone: 30,
  addressMin: 5,
  address: 500,
  notes: 1000,
  subject: 150,
  messageMin: 10,
  message: 5000,
  photoURL: 500,
  passwordMin: 8,
} as const;

/** Digits, spaces and dashes with an optional leading +: 7 to 30 characters. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,28}$/u;
/** Something@domain.tld: a basic check; the address is proven only by writing to it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

export const FIELD_MESSAGES = {
  name: "Please enter your name.",
  nameTooLong: "A name has at most 100 characters.",
  phone: "Enter a phone number of digits, spaces or dashes.",
  email: "Please enter your email address.",
  emailForOrder: "Please enter your email so we can reach you.",
  emailInvalid: "Invalid email address",
  address: "Please enter the delivery address.",
  addressTooLong: "An address has at most 500 characters.",
  notes: "Notes have at most 1,000 characters.",
  subject: "Please enter a subject.",
  subjectTooLong: "A subject has at most 150 characters.",
  message: "Please write a message.",
  messageLength: "A message has 10 to 5,000 characters.",
  url: "Invalid URL",
  photoURLTooLong: "A photo URL has at most 500 characters.",
  password: "Please enter your password.",
  newPassword: "Please choose a password.",
  passwordTooShort: `Use at least ${String(FIELD_LIMITS.passwordMin)} characters.`,
  deliveryZone: "Choose a delivery zone.",
} as const;

/** The password rule as the form states it under the field. */
export const PASSWORD_RULE_TEXT = `At least ${String(FIELD_LIMITS.passwordMin)} characters.`;

/** True for an http(s) URL with a host; what a photo or link field accepts. */
export function isHttpUrl(text: string): boolean {
  if (/\s/u.test(text) || !/^https?:\/\/[^\s/$.?#]/iu.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const nameMax = [FIELD_LIMITS.name, FIELD_MESSAGES.nameTooLong] as const;
const phonePattern = [PHONE_PATTERN, FIELD_MESSAGES.phone] as const;
const emailChecks = {
  max: [FIELD_LIMITS.email, FIELD_MESSAGES.emailInvalid],
  pattern: [EMAIL_PATTERN, FIELD_MESSAGES.emailInvalid],
} as const;

/** The building blocks: one rule per kind of field. */
export const fieldRules = {
  name: textRule({ required: FIELD_MESSAGES.name, max: nameMax }),
  optionalName: textRule({ max: nameMax }),
  phone: textRule({ required: FIELD_MESSAGES.phone, pattern: phonePattern }),
  optionalPhone: textRule({ pattern: phonePattern }),
  email: textRule({ required: FIELD_MESSAGES.email, ...emailChecks }),
  optionalEmail: textRule({ ...emailChecks }),
  deliveryAddress: textRule({
    required: FIELD_MESSAGES.address,
    min: [FIELD_LIMITS.addressMin, FIELD_MESSAGES.address],
    max: [FIELD_LIMITS.address, FIELD_MESSAGES.addressTooLong],
  }),
  optionalAddress: textRule({ max: [FIELD_LIMITS.address, FIELD_MESSAGES.addressTooLong] }),
  notes: textRule({ max: [FIELD_LIMITS.notes, FIELD_MESSAGES.notes] }),
  optionalUrl: textRule({
    max: [FIELD_LIMITS.photoURL, FIELD_MESSAGES.photoURLTooLong],
    check: (text) => (isHttpUrl(text) ? undefined : FIELD_MESSAGES.url),
  }),
  /** Sign-in asks only for something: the length rule is for new passwords. */
  password: (value) => (value ? undefined : FIELD_MESSAGES.password),
  /** A new password: at least 8 characters, counted as the person sees them (an emoji is one). */
  newPassword: (value) => {
    if (!value) return FIELD_MESSAGES.newPassword;
    return [...value].length < FIELD_LIMITS.passwordMin ? FIELD_MESSAGES.passwordTooShort : undefined;
  },
} satisfies FieldRules;

/** Checkout (`placeOrder`, `POST /api/order`). Email is required of guests only: see `checkoutEmailRule`. */
export const checkoutRules = {
  name: fieldRules.name,
  phone: fieldRules.phone,
  email: fieldRules.optionalEmail,
  address: fieldRules.deliveryAddress,
  notes: fieldRules.notes,
} satisfies FieldRules;

/** The checkout email for a guest (who must leave one) or a customer (whose account has one). */
export function checkoutEmailRule(isGuest: boolean): FieldRule {
  return (value) => (isGuest && !value?.trim() ? FIELD_MESSAGES.emailForOrder : checkoutRules.email(value));
}

/** The contact form (`sendContactMessage`, `POST /api/contact`). */
export const contactRules = {
  name: fieldRules.name,
  email: textRule({
    required: FIELD_MESSAGES.emailInvalid,
    max: [FIELD_LIMITS.contactEmail, FIELD_MESSAGES.emailInvalid],
    pattern: [EMAIL_PATTERN, FIELD_MESSAGES.emailInvalid],
  }),
  phone: fieldRules.optionalPhone,
  subject: textRule({ required: FIELD_MESSAGES.subject, max: [FIELD_LIMITS.subject, FIELD_MESSAGES.subjectTooLong] }),
  message: textRule({
    required: FIELD_MESSAGES.message,
    min: [FIELD_LIMITS.messageMin, FIELD_MESSAGES.messageLength],
    max: [FIELD_LIMITS.message, FIELD_MESSAGES.messageLength],
  }),
} satisfies FieldRules;

/** The profile (`updateProfile`): every field optional; an emptied field removes the value. */
export const profileRules = {
  displayName: fieldRules.optionalName,
  photoURL: fieldRules.optionalUrl,
  phone: fieldRules.optionalPhone,
  address: fieldRules.optionalAddress,
} satisfies FieldRules;

/** Sign-in, registration and password reset (checked in the browser before Firebase is asked). */
export const signInRules = { email: fieldRules.email, password: fieldRules.password } satisfies FieldRules;
export const registerRules = {
  displayName: fieldRules.name,
  email: fieldRules.email,
  password: fieldRules.newPassword,
} satisfies FieldRules;
export const passwordResetRules = { email: fieldRules.email } satisfies FieldRules;
