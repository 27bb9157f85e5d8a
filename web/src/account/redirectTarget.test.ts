import { describe, expect, it } from "vitest";
import { loginPathFor, redirectTarget, safeLocalPath } from "./redirectTarget";

describe("redirectTarget", () => {
  it("follows ?next= to a page of the shop", () => {
    expect(redirectTarget("?next=%2Fmy-profile", null)).toBe("/my-profile");
    expect(redirectTarget("?next=/admin-dashboard/orders?status=PENDING", null)).toBe("/admin-dashboard/orders?status=PENDING");
  });

  it("else follows the router state the guard left", () => {
    expect(redirectTarget("", { from: { pathname: "/update-profile", search: "?a=1", hash: "" } })).toBe("/update-profile?a=1");
  });

  it("prefers ?next= over the router state", () => {
    expect(redirectTarget("?next=/my-profile", { from: { pathname: "/wishlist" } })).toBe("/my-profile");
  });

  it("else goes home", () => {
    expect(redirectTarget("", null)).toBe("/");
    expect(redirectTarget("", { from: { pathname: 42 } })).toBe("/");
  });

  it("never leaves the site", () => {
    for (const next of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "/\t/evil.example"]) {
      expect(redirectTarget(`?${new URLSearchParams({ next }).toString()}`, null)).toBe("/");
    }
    expect(redirectTarget("", { from: { pathname: "//evil.example" } })).toBe("/");
  });

  it("does not loop back to the sign-in pages", () => {
    expect(redirectTarget("?next=/login", null)).toBe("/");
    expect(redirectTarget("?next=/register?x=1", null)).toBe("/");
    expect(redirectTarget("", { from: { pathname: "/login" } })).toBe("/");
  });
});

describe("safeLocalPath", () => {
  it("accepts root-relative paths only", () => {
    expect(safeLocalPath("/my-profile")).toBe("/my-profile");
    expect(safeLocalPath("my-profile")).toBeUndefined();
    expect(safeLocalPath(null)).toBeUndefined();
  });
});

describe("loginPathFor", () => {
  it("carries the page in ?next=", () => {
    expect(loginPathFor("/my-profile")).toBe("/login?next=%2Fmy-profile");
    expect(loginPathFor("/")).toBe("/login");
  });
});
