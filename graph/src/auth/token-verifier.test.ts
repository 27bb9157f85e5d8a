import type { DecodedIdToken } from "firebase-admin/auth";
import { describe, expect, it } from "vitest";
import { type IdTokenChecker, verifierOver } from "./token-verifier.js";

/**
 * firebase-admin, as it behaves against a real project: the signature and expiry are checked
 * locally, and a disabled or revoked account is only noticed when `checkRevoked` asks Firebase.
 * (Against the emulator firebase-admin always checks, so the integration tests cannot show this.)
 */
function firebaseWith(account: { disabled?: boolean; revoked?: boolean }): IdTokenChecker {
  return {
    verifyIdToken(_token, checkRevoked = false) {
      if (checkRevoked && account.disabled) return Promise.reject(Object.assign(new Error("disabled"), { code: "auth/user-disabled" }));
      if (checkRevoked && account.revoked) return Promise.reject(Object.assign(new Error("revoked"), { code: "auth/id-token-revoked" }));
      return Promise.resolve({ uid: "u1", email: "A@Shop.test", email_verified: true } as DecodedIdToken);
    },
  };
}

describe("verifierOver", () => {
  it("refuses a token of an account disabled in Firebase", async () => {
    await expect(verifierOver(firebaseWith({ disabled: true })).verify("token")).rejects.toMatchObject({ code: "auth/user-disabled" });
  });

  it("refuses a token whose sessions were revoked", async () => {
    await expect(verifierOver(firebaseWith({ revoked: true })).verify("token")).rejects.toMatchObject({ code: "auth/id-token-revoked" });
  });

  it("reads the claims of a valid token", async () => {
    await expect(verifierOver(firebaseWith({})).verify("token")).resolves.toEqual({
      uid: "u1",
      email: "a@shop.test",
      emailVerified: true,
      name: null,
      picture: null,
    });
  });
});
