/**
 * What to tell a person when signing in, registering or resetting a password fails: one human
 * message per Firebase Auth error code (docs/behaviour.md#messages lists the provider's codes; the rest are the
 * email-and-password ones). Every auth screen shows its errors through this module.
 */

/** Our own code for "the server has no sign-in configured" (`authConfig` is null). */
export const SIGN_IN_UNAVAILABLE = "shop/sign-in-unavailable";

/** Shown for any code not listed below. */
export const AUTH_FALLBACK_MESSAGE = "Something went wrong while signing in. Please try again.";

const INCORRECT_CREDENTIALS = "Email or password is incorrect.";

/** Messages by code, without the `auth/` prefix. */
const MESSAGES: Readonly<Record<string, string>> = {
  // The provider's codes (docs/behaviour.md#messages).
  "web-storage-unsupported":
    "Your browser is blocking the storage that sign-in needs. Allow cookies and site data for this shop (or leave private browsing) and try again.",
  "cancelled-popup-request": "The sign-in window was replaced by a newer one.",
  "popup-closed-by-user": "Google sign-in was cancelled.",
  "popup-blocked": "Your browser blocked the sign-in window. Allow pop-ups for this site and try again.",
  "unauthorized-domain": "Sign-in is not enabled for this web address. Please use the shop's main address.",
  "network-request-failed": "We could not reach the sign-in service. Check your connection and try again.",
  "internal-error": AUTH_FALLBACK_MESSAGE,
  "invalid-api-key": "Sign-in is not set up correctly on this shop (invalid API key). Please contact the shop.",
  "auth-domain-config-required": "Sign-in is not set up correctly on this shop (no auth domain). Please contact the shop.",
  "invalid-auth-event": "The sign-in window sent back an answer we could not use. Please try again.",
  // Email and password.
  "wrong-password": INCORRECT_CREDENTIALS,
  "user-not-found": INCORRECT_CREDENTIALS,
  // With email-enumeration protection Firebase reports both of the above as invalid-credential.
  "invalid-credential": INCORRECT_CREDENTIALS,
  "invalid-login-credentials": INCORRECT_CREDENTIALS,
  "email-already-in-use": "An account with this email already exists. Sign in instead, or reset your password.",
  "weak-password": "This password is too weak. Use at least 8 characters.",
  "too-many-requests": "Too many attempts. Please wait a few minutes and try again, or reset your password.",
  "invalid-email": "Invalid email address",
  "missing-email": "Please enter your email address.",
  "missing-password": "Please enter your password.",
  "user-disabled": "This account has been disabled. Please contact the shop.",
  "account-exists-with-different-credential":
    "An account with this email already exists. Sign in with your email and password instead.",
  "operation-not-allowed": "This way of signing in is turned off for this shop.",
  "user-token-expired": "Your session has expired. Please sign in again.",
  [SIGN_IN_UNAVAILABLE]: "Sign-in is not available on this shop right now. Please try again later.",
};

/** Codes that only mean the person dismissed a popup: no error to show (a quiet note at most). */
const QUIET_CODES = new Set(["popup-closed-by-user", "cancelled-popup-request"]);

/** The error's code without the `auth/` prefix, or undefined when it has none. */
export function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  const { code } = error as { code: unknown };
  if (typeof code !== "string") return undefined;
  return code.startsWith("auth/") ? code.slice("auth/".length) : code;
}

/** The message for a failed auth call (a FirebaseError or anything else). */
export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return code !== undefined && Object.hasOwn(MESSAGES, code) ? MESSAGES[code]! : AUTH_FALLBACK_MESSAGE;
}

/** True when a popup sign-in was merely cancelled (closed, or replaced by a newer popup). */
export function isCancelledPopup(error: unknown): boolean {
  const code = authErrorCode(error);
  return code !== undefined && QUIET_CODES.has(code);
}
