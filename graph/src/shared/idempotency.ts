import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";

/**
 * Idempotency keys, the mechanism every retried write shares (decision 009): the database keeps a
 * hash of the caller's scope and the key, never the key, and what a retry must be given again is
 * sealed with the key, so only the caller who holds it can read it. What a scope and a request's
 * fingerprint are belongs to each write (orders/idempotency.ts, ProductService.create).
 */

/** What the database stores for a key: it cannot be turned back into the key. */
export function idempotencyKeyHash(scope: string, key: string): string {
  return createHash("sha256").update(`${scope}\n${key}`).digest("hex");
}

/** An AES-256-GCM key that only the holder of the idempotency key can derive (changing the info string would make stored tokens unreadable). */
function sealingKey(scope: string, key: string): Buffer {
  return Buffer.from(hkdfSync("sha256", key, scope, "shop guest order token", 32));
}

/** A secret (a guest's order token), sealed with the idempotency key, to hand out again on a retry. */
export function sealWithKey(token: string, scope: string, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(scope, key), iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The secret sealed by `sealWithKey`, or null when the scope or key differ (or it was tampered with). */
export function unsealWithKey(sealed: string, scope: string, key: string): string | null {
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
