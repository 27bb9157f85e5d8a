import { describe, expect, it } from "vitest";
import { authStart } from "./authStart";

describe("authStart", () => {
  it("settles a guest without Firebase when the hint says nobody is signed in here", () => {
    expect(authStart({ hint: "signedOut", clientRequested: false })).toBe("guest");
  });

  it("loads Firebase when a session may exist in this browser", () => {
    expect(authStart({ hint: "signedIn", clientRequested: false })).toBe("load");
  });

  it("loads Firebase when a screen asked for it, whatever the hint", () => {
    expect(authStart({ hint: "signedOut", clientRequested: true })).toBe("load");
    expect(authStart({ hint: "unknown", clientRequested: true })).toBe("load");
    expect(authStart({ hint: "signedIn", clientRequested: true })).toBe("load");
  });

  it("settles as a guest and looks for a session Firebase kept when the hint was never recorded", () => {
    expect(authStart({ hint: "unknown", clientRequested: false })).toBe("check");
  });
});
