import { describe, expect, it } from "vitest";
import { isAdminPath } from "./isAdminPath";

describe("isAdminPath", () => {
  it("is true for the admin area and everything under it", () => {
    expect(isAdminPath("/admin-dashboard")).toBe(true);
    expect(isAdminPath("/admin-dashboard/")).toBe(true);
    expect(isAdminPath("/admin-dashboard/orders/pending")).toBe(true);
  });

  it("is false elsewhere, including look-alike paths", () => {
    expect(isAdminPath("/")).toBe(false);
    expect(isAdminPath("/products/admin-dashboard")).toBe(false);
    expect(isAdminPath("/admin-dashboards")).toBe(false);
  });
});
