/**
 * The sign-in, registration and password-reset forms' own checks, run before anything is sent
 * to Firebase. Messages follow spec §5 ("Invalid email address") and the shop's password rule.
 */
import { passwordProblem } from "./passwordRule";

export const DISPLAY_NAME_MAX = 100;

/** A basic address pattern (spec §5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;

export interface SignInValues {
  email: string;
  password: string;
}

export interface RegisterValues extends SignInValues {
  displayName: string;
}

export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

/** What is wrong with an email field, or undefined. */
export function emailProblem(email: string): string | undefined {
  const text = email.trim();
  if (text === "") return "Please enter your email address.";
  return EMAIL_PATTERN.test(text) && text.length <= 320 ? undefined : "Invalid email address";
}

/** What is wrong with a display name, or undefined. */
export function displayNameProblem(name: string, required: boolean): string | undefined {
  const text = name.trim();
  if (text === "") return required ? "Please enter your name." : undefined;
  return text.length > DISPLAY_NAME_MAX ? `A name has at most ${String(DISPLAY_NAME_MAX)} characters.` : undefined;
}

/** Sign-in asks only for something in each field: the password rule is for new passwords. */
export function validateSignInForm(values: SignInValues): FormErrors<SignInValues> {
  const errors: FormErrors<SignInValues> = {};
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  if (values.password === "") errors.password = "Please enter your password.";
  return errors;
}

export function validateRegisterForm(values: RegisterValues): FormErrors<RegisterValues> {
  const errors: FormErrors<RegisterValues> = {};
  const displayName = displayNameProblem(values.displayName, true);
  if (displayName) errors.displayName = displayName;
  const email = emailProblem(values.email);
  if (email) errors.email = email;
  const password = passwordProblem(values.password);
  if (password) errors.password = password;
  return errors;
}

export function hasFormErrors<Values>(errors: FormErrors<Values>): boolean {
  return Object.values(errors).some((message) => message !== undefined);
}
