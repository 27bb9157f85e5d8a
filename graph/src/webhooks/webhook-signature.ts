import { createHmac, randomBytes } from "node:crypto";

/**
 * Signing webhook deliveries the Standard Webhooks way (https://www.standardwebhooks.com,
 * docs/webhooks.md): the secret is `whsec_` and the base64 of random bytes, the key is those
 * bytes, and `webhook-signature` is `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, one for
 * each secret in use, space-separated (during a rotation the old secret signs too).
 */

export const WEBHOOK_SECRET_PREFIX = "whsec_";

/** How many of a secret's first characters are shown to recognise it (`whsec_Ab3dEf`). */
const RECOGNISABLE_LENGTH = 12;

/** A new subscription secret: `whsec_` and the base64 of 32 random bytes. */
export function newWebhookSecret(): { secret: string; prefix: string } {
  const secret = WEBHOOK_SECRET_PREFIX + randomBytes(32).toString("base64");
  return { secret, prefix: secretPrefixOf(secret) };
}

export const secretPrefixOf = (secret: string) => secret.slice(0, RECOGNISABLE_LENGTH);

/** The HMAC key of a secret: the bytes its base64 part encodes. */
function keyOf(secret: string): Buffer {
  if (!secret.startsWith(WEBHOOK_SECRET_PREFIX)) throw new Error("A webhook secret starts with whsec_.");
  return Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), "base64");
}

/** One `v1,<base64>` signature of a message with one secret. */
export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  return "v1," + createHmac("sha256", keyOf(secret)).update(`${id}.${timestamp}.${body}`, "utf8").digest("base64");
}

/** The three headers of one delivery; `secrets` in order (the current one first). */
export function webhookHeaders(secrets: readonly string[], id: string, timestamp: number, body: string): Record<string, string> {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": secrets.map((secret) => signatureOf(secret, id, timestamp, body)).join(" "),
  };
}
