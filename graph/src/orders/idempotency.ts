import { phoneKey } from "@shop/common";
import { createHash } from "node:crypto";
import type { CartLineInput } from "./cart-pricing.js";

/**
 * Idempotency keys for placing orders (decision 009). A key counts only within its caller's
 * scope: a signed-in customer's uid, or for a guest the contact they order with. The database
 * keeps a hash of scope and key (never the key, shared/idempotency.ts), a fingerprint of the
 * request, and the guest's order token sealed with the key, so that a retry of the same checkout
 * gets the same answer, token included, and nobody else gets anything.
 */

/** What a checkout asked for, normalized: the request's fingerprint is taken over this. */
export interface CheckoutRequest {
  lines: CartLineInput[];
  name: string;
  phone: string;
  email: string | null;
  deliveryZone: string | null;
  district: string | null;
  address: string;
  notes: string | null;
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The caller a key belongs to: a customer, or a guest by the contact they order with. */
export function idempotencyScope(uid: string | null, contact: { phone: string; email: string | null }): string {
  return uid ? `customer:${uid}` : `guest:${phoneKey(contact.phone)}:${contact.email?.toLowerCase() ?? ""}`;
}

/** The request's fingerprint: a retry must ask for exactly the same order. */
export function checkoutFingerprint(request: CheckoutRequest): string {
  const lines = request.lines
    .map((l) => [l.productId, l.color?.toLowerCase() ?? null, l.size?.toLowerCase() ?? null, l.quantity] as const)
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return sha256(
    JSON.stringify([
      lines,
      request.name,
      phoneKey(request.phone),
      request.email?.toLowerCase() ?? null,
      request.deliveryZone?.toLowerCase() ?? null,
      request.district?.toLowerCase() ?? null,
      request.address,
      request.notes,
    ]),
  );
}
