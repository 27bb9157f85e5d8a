import { describe, expect, it } from "vitest";
import { AUTH_FALLBACK_MESSAGE, authErrorCode, authErrorMessage, isCancelledPopup, SIGN_IN_UNAVAILABLE } from "./authErrorMessage";

/** A FirebaseError as the SDK throws it: an Error with a `code` of `auth/…`. */
function firebaseError(code: string): Error & { code: string } {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { code, name: "FirebaseError" });
}

describe("authErrorMessage", () => {
  // docs/behaviour.md#messages: the provider's codes.
  it.each([
    ["auth/web-storage-unsupported", /blocking the storage that sign-in needs/],
    ["auth/cancelled-popup-request", /replaced by a newer one/],
    ["auth/popup-closed-by-user", /^Google sign-in was cancelled\.$/],
    ["auth/popup-blocked", /blocked the sign-in window\. Allow pop-ups/],
    ["auth/unauthorized-domain", /not enabled for this web address/],
    ["auth/network-request-failed", /could not reach the sign-in service/],
    ["auth/internal-error", /^Something went wrong while signing in\. Please try again\.$/],
    ["auth/invalid-api-key", /invalid API key/],
    ["auth/auth-domain-config-required", /no auth domain/],
    ["auth/invalid-auth-event", /answer we could not use/],
  ])("%s", (code, message) => {
    expect(authErrorMessage(firebaseError(code))).toMatch(message);
  });

  // Email and password.
  it.each([
    ["auth/wrong-password", "Email or password is incorrect."],
    ["auth/user-not-found", "Email or password is incorrect."],
    ["auth/invalid-credential", "Email or password is incorrect."],
    ["auth/invalid-login-credentials", "Email or password is incorrect."],
    ["auth/email-already-in-use", "An account with this email already exists. Sign in instead, or reset your password."],
    ["auth/weak-password", "This password is too weak. Use at least 8 characters."],
    ["auth/too-many-requests", "Too many attempts. Please wait a few minutes and try again, or reset your password."],
    ["auth/invalid-email", "Invalid email address"],
    ["auth/user-disabled", "This account has been disabled. Please contact the shop."],
  ])("%s", (code, message) => {
    expect(authErrorMessage(firebaseError(code))).toBe(message);
  });

  it("says sign-in is unavailable when the server has no sign-in configured", () => {
    expect(authErrorMessage({ code: SIGN_IN_UNAVAILABLE })).toBe(
      "Sign-in is not available on this shop right now. Please try again later.",
    );
  });

  it("falls back to a generic message for unknown codes and non-Firebase errors", () => {
    expect(authErrorMessage(firebaseError("auth/something-new"))).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage(new Error("boom"))).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage("boom")).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage(null)).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage({ code: 42 })).toBe(AUTH_FALLBACK_MESSAGE);
  });

  it("does not mistake inherited object keys for codes", () => {
    expect(authErrorMessage({ code: "auth/toString" })).toBe(AUTH_FALLBACK_MESSAGE);
    expect(authErrorMessage({ code: "constructor" })).toBe(AUTH_FALLBACK_MESSAGE);
  });
});

describe("authErrorCode", () => {
  it("strips the auth/ prefix and ignores errors without a string code", () => {
    expect(authErrorCode(firebaseError("auth/popup-blocked"))).toBe("popup-blocked");
    expect(authErrorCode({ code: "popup-blocked" })).toBe("popup-blocked");
    expect(authErrorCode(new Error("x"))).toBeUndefined();
  });
});

describe("isCancelledPopup", () => {
  it("is true only for a closed or replaced popup", () => {
    expect(isCancelledPopup(firebaseError("auth/popup-closed-by-user"))).toBe(true);
    expect(isCancelledPopup(firebaseError("auth/cancelled-popup-request"))).toBe(true);
    expect(isCancelledPopup(firebaseError("auth/popup-blocked"))).toBe(false);
    expect(isCancelledPopup(new Error("x"))).toBe(false);
  });
});
