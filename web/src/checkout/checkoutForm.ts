/**
 * The checkout form's rules, the same as the server's (`placeOrder`): a name of 1–100
 * characters, a phone number of digits, spaces or dashes, an email (required for guests so the
 * shop can reach them), a delivery zone, an address of 5–500 characters and notes of at most
 * 1,000. Checked in the browser first; the server's own field error (BAD_USER_INPUT with
 * `extensions.field`) is shown the same way, under its field.
 */
import { serverFieldErrors } from "../shared/errors/serverFieldErrors";
import type { CartLineInput, PlaceOrderInput } from "../gql/graphql";

export interface CheckoutValues {
  name: string;
  phone: string;
  email: string;
  /** The delivery zone's name; "" until one is chosen. */
  deliveryZone: string;
  address: string;
  notes: string;
}

export type CheckoutField = keyof CheckoutValues;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const CHECKOUT_FIELDS: readonly CheckoutField[] = ["name", "phone", "email", "deliveryZone", "address", "notes"];

export const CHECKOUT_LIMITS = {
  name: 100,
  phone: 30,
  email: 320,
  addressMin: 5,
  addressMax: 500,
  notes: 1000,
} as const;

export const EMPTY_CHECKOUT: CheckoutValues = { name: "", phone: "", email: "", deliveryZone: "", address: "", notes: "" };

/** Digits, spaces and dashes, with an optional leading + (the server's rule). */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{5,28}$/u;
/** The server's basic address pattern. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;

export const CHECKOUT_MESSAGES = {
  name: "Please enter your name.",
  nameTooLong: "A name has at most 100 characters.",
  phone: "Enter a phone number of digits, spaces or dashes.",
  emailRequired: "Please enter your email so we can reach you.",
  emailInvalid: "Invalid email address",
  deliveryZone: "Choose a delivery zone.",
  address: "Please enter the delivery address.",
  addressTooLong: "An address has at most 500 characters.",
  notes: "Notes have at most 1,000 characters.",
} as const;

export interface CheckoutRules {
  /** Guests must give an email; a signed-in customer's account email is used otherwise. */
  requireEmail: boolean;
  /** False when the shop has no delivery zones (the server then cannot ship). */
  requireZone: boolean;
}

/** The first problem with each field; empty when the order can be sent. */
export function validateCheckout(values: CheckoutValues, rules: CheckoutRules): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const name = values.name.trim();
  const phone = values.phone.trim();
  const email = values.email.trim();
  const address = values.address.trim();

  if (!name) errors.name = CHECKOUT_MESSAGES.name;
  else if (name.length > CHECKOUT_LIMITS.name) errors.name = CHECKOUT_MESSAGES.nameTooLong;

  if (!PHONE_PATTERN.test(phone)) errors.phone = CHECKOUT_MESSAGES.phone;

  if (!email) {
    if (rules.requireEmail) errors.email = CHECKOUT_MESSAGES.emailRequired;
  } else if (email.length > CHECKOUT_LIMITS.email || !EMAIL_PATTERN.test(email)) {
    errors.email = CHECKOUT_MESSAGES.emailInvalid;
  }

  if (rules.requireZone && !values.deliveryZone) errors.deliveryZone = CHECKOUT_MESSAGES.deliveryZone;

  if (address.length < CHECKOUT_LIMITS.addressMin) errors.address = CHECKOUT_MESSAGES.address;
  else if (address.length > CHECKOUT_LIMITS.addressMax) errors.address = CHECKOUT_MESSAGES.addressTooLong;

  if (values.notes.length > CHECKOUT_LIMITS.notes) errors.notes = CHECKOUT_MESSAGES.notes;
  return errors;
}

export function hasCheckoutErrors(errors: CheckoutErrors): boolean {
  return CHECKOUT_FIELDS.some((field) => errors[field] !== undefined);
}

/** The mutation's input: trimmed, empty optional fields sent as null. */
export function toPlaceOrderInput(values: CheckoutValues, lines: CartLineInput[], idempotencyKey: string): PlaceOrderInput {
  return {
    lines,
    deliveryZone: values.deliveryZone || null,
    name: values.name.trim(),
    phone: values.phone.trim(),
    email: values.email.trim() || null,
    address: values.address.trim(),
    notes: values.notes.trim() || null,
    idempotencyKey,
  };
}

/** What an account knows about its person, to fill in the form. */
export interface CheckoutPrefill {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
}

/** Fills the empty fields from the signed-in account; what the shopper typed is kept. */
export function prefillCheckout(values: CheckoutValues, from: CheckoutPrefill): CheckoutValues {
  const pick = (current: string, known: string | null | undefined) => (current.trim() ? current : (known?.trim() ?? current));
  return {
    ...values,
    name: pick(values.name, from.name),
    email: pick(values.email, from.email),
    phone: pick(values.phone, from.phone),
    address: pick(values.address, from.address),
  };
}


/**
 * The server's field errors for the checkout form (see shared/errors/serverFieldErrors); problems
 * with the cart's lines are not field errors and are left out.
 */
export function checkoutServerErrors(error: unknown): CheckoutErrors {
  return serverFieldErrors(error, CHECKOUT_FIELDS);
}

/**
 * A fresh idempotency key for one checkout visit. `crypto.randomUUID` needs a secure context
 * (https or localhost); a shop served over plain http gets a random hex key instead.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
