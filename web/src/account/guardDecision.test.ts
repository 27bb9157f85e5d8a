import { describe, expect, it } from "vitest";
import { guardDecision } from "./guardDecision";

const user = { uid: "u1" };

describe("guardDecision", () => {
  it("waits while auth is loading, signed in or not", () => {
    expect(guardDecision({ loading: true, user: null, role: undefined, requireAdmin: false })).toBe("wait");
    expect(guardDecision({ loading: true, user, role: undefined, requireAdmin: true })).toBe("wait");
    expect(guardDecision({ loading: true, user, role: "ADMIN", requireAdmin: true })).toBe("wait");
  });

  it("sends guests to the login page", () => {
    expect(guardDecision({ loading: false, user: null, role: undefined, requireAdmin: false })).toBe("login");
    expect(guardDecision({ loading: false, user: null, role: undefined, requireAdmin: true })).toBe("login");
  });

  it("lets any signed-in person through a signed-in guard", () => {
    expect(guardDecision({ loading: false, user, role: "CUSTOMER", requireAdmin: false })).toBe("allow");
    // Even when the shop's record could not be fetched.
    expect(guardDecision({ loading: false, user, role: undefined, requireAdmin: false })).toBe("allow");
  });

  it("refuses the admin area to anyone but an ADMIN", () => {
    expect(guardDecision({ loading: false, user, role: "CUSTOMER", requireAdmin: true })).toBe("forbidden");
    expect(guardDecision({ loading: false, user, role: null, requireAdmin: true })).toBe("forbidden");
    expect(guardDecision({ loading: false, user, role: undefined, requireAdmin: true })).toBe("forbidden");
    expect(guardDecision({ loading: false, user, role: "ADMIN", requireAdmin: true })).toBe("allow");
  });
});
