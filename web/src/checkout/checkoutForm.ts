/**
 * The checkout form: its values, its rules (common's `checkoutRules`, the same the server applies
 * to `placeOrder`, plus the shop's delivery zones) and the mutation's input. The server's own
 * field errors are shown the same way, under their fields (shared/forms).
 */
import { checkoutEmailRule, checkoutRules, FIELD_MESSAGES, type FieldRules } from "@shop/common";
import type { CartLineInput, PlaceOrderInput } from "../gql/graphql";

export interface CheckoutValues {
  name: string;
  phone: string;
  email: string;
  /** The delivery zone's name; "" until one is chosen (the shop's default zone is then taken). */
  deliveryZone: string;
  address: string;
  notes: string;
}

export type CheckoutField = keyof CheckoutValues;

export const EMPTY_CHECKOUT: CheckoutValues = { name: "", phone: "", email: "", deliveryZone: "", address: "", notes: "" };

export interface CheckoutRuleOptions {
  /** Guests must give an email; a signed-in customer's account email is used otherwise. */
  requireEmail: boolean;
  /** False when the shop has no delivery zones (the server then cannot ship). */
  requireZone: boolean;
  /** The zone taken while none is chosen (the shop's default). */
  defaultZone?: string;
}

/** The checkout's field rules: common's, with the email asked of guests only, and a delivery zone. */
export function checkoutFormRules({ requireEmail, requireZone, defaultZone = "" }: CheckoutRuleOptions): FieldRules<CheckoutField> {
  return {
    ...checkoutRules,
    email: checkoutEmailRule(requireEmail),
    deliveryZone: (value) => (requireZone && !(value || defaultZone) ? FIELD_MESSAGES.deliveryZone : undefined),
  };
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
 * A fresh idempotency key for one checkout visit. `crypto.randomUUID` needs a secure context
 * (https or localhost); a shop served over plain http gets a random hex key instead.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `checkout-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
