// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { findFirebaseSession, hasFirebaseUserIn, isFirebaseUserKey } from "./firebaseSession";

describe("Firebase's kept session", () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("is recognised by Firebase's key for the persisted user", () => {
    expect(isFirebaseUserKey("firebase:authUser:AIzaKey:[DEFAULT]")).toBe(true);
    expect(isFirebaseUserKey("firebase:redirectUser:AIzaKey:[DEFAULT]")).toBe(false);
    expect(isFirebaseUserKey("__sak")).toBe(false);
    expect(isFirebaseUserKey(42)).toBe(false);
  });

  it("is found in local or session storage, where Firebase keeps it without IndexedDB", async () => {
    localStorage.setItem("shop:cart", "[]");
    expect(hasFirebaseUserIn(localStorage)).toBe(false);
    expect(await findFirebaseSession()).toBe(false);

    sessionStorage.setItem("firebase:authUser:AIzaKey:[DEFAULT]", "{}");
    expect(hasFirebaseUserIn(sessionStorage)).toBe(true);
    expect(await findFirebaseSession()).toBe(true);
  });
});
