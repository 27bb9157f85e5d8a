import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Secrets the admin saves (a courier's keys) sealed at rest with AES-256-GCM under the server's
 * key (SECRETS_KEY, decision 063): a random 12-byte iv, the 16-byte tag and the ciphertext, in
 * base64url. `label` binds a sealed value to what it is for (the courier's name), so one row's
 * value cannot be moved into another.
 */
export function seal(plain: string, key: Buffer, label: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(label, "utf8"));
  const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The value `seal` sealed, or null when the key or label differ (SECRETS_KEY changed) or it was tampered with. */
export function unseal(sealed: string, key: Buffer, label: string): string | null {
  const bytes = Buffer.from(sealed, "base64url");
  if (bytes.length < 29) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(label, "utf8"));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
