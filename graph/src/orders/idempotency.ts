import { phoneKey } from "@shop/common";
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import type { CartLineInput } from "./cart-pricing.js";

/**
 * Idempotency keys for placing orders (decision 009). A key counts only within its caller's
 * scope: a signed-in customer's uid, or for a guest the contact they order with. The database
 * keeps a hash of scope and key (never the key), a fingerprint of the request, and the guest's
 * order token sealed with the key, so that a retry of the same checkout gets the same answer,
 * token included, and nobody else gets anything.
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

/** What the database stores for a key: it cannot be turned back into the key. */
export function idempotencyKeyHash(scope: string, key: string): string {
  return sha256(`${scope}\n${key}`);
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

/** An AES-256-GCM key that only the holder of the idempotency key can derive. */
function sealingKey(scope: string, key: string): Buffer {
  return Buffer.from(hkdfSync("sha256", key, scope, "shop guest order token", 32));
}

/** The guest's order token, sealed with the idempotency key, to hand out again on a retry. */
export function sealGuestToken(token: string, scope: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(scope, key), iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The token sealed by `sealGuestToken`, or null when the scope or key differ (or it was tampered with). */
export function unsealGuestToken(sealed: string, scope: string, key: string): string | null {
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(scope, key), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
