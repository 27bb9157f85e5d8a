import { createHash, randomBytes } from "node:crypto";

/** Every app token starts with this; a Firebase ID token (a JWT, `eyJ…`) never does. */
export const APP_TOKEN_PREFIX = "shopapp_";

/** How many of a token's first characters are kept to recognise it (`shopapp_Xy3k`). */
const RECOGNISABLE_LENGTH = 12;

/** `shopapp_` and 43 characters of base64url: 32 random bytes, so guessing one is hopeless and a fast hash is enough. */
export function newAppToken(): { token: string; hash: string; prefix: string } {
  const token = APP_TOKEN_PREFIX + randomBytes(32).toString("base64url");
  return { token, hash: appTokenHash(token), prefix: token.slice(0, RECOGNISABLE_LENGTH) };
}

/** What the database keeps of a token: its SHA-256, in hex. */
export function appTokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** The app token of an `Authorization: Bearer shopapp_…` header, or null for anything else. */
export function appTokenOf(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? "");
  return match?.[1]?.startsWith(APP_TOKEN_PREFIX) ? match[1] : null;
}
