import { describe, expect, it } from "vitest";
import { SEARCH_MAX_LENGTH } from "./fields.js";
import { searchPath, searchQueryOf, storefrontPage } from "./storefront-routes.js";

describe("storefrontPage", () => {
  it("knows the home page, the fixed pages, categories and products, in their canonical spelling", () => {
    expect(storefrontPage("/")).toEqual({ path: "/", kind: "home", slug: null });
    expect(storefrontPage("/checkout")).toEqual({ path: "/checkout", kind: "page", slug: null });
    expect(storefrontPage("/Checkout/")?.path).toBe("/checkout");
    expect(storefrontPage("/product-category")).toEqual({ path: "/product-category", kind: "category", slug: null });
    expect(storefrontPage("/product-category/mens-fashion")).toEqual({ path: "/product-category/mens-fashion", kind: "category", slug: "mens-fashion" });
    expect(storefrontPage("/PRODUCTS/blue-shirt/")).toEqual({ path: "/products/blue-shirt", kind: "product", slug: "blue-shirt" });
  });

  it("refuses what opens no page: unknown paths, the admin area, extra segments, slugs of no slug's shape", () => {
    for (const path of [
      "",
      "checkout",
      "/wp-login.php",
      "/buy-cheap-pills",
      "/admin-dashboard",
      "/admin-dashboard/orders",
      "/checkout/extra",
      "/products",
      "/products/",
      "/products/Blue-Shirt",
      "/products/blue--shirt",
      "/products/blue%20shirt",
      "/product-category/a/b",
      "//checkout",
    ]) {
      expect(storefrontPage(path), path).toBeNull();
    }
  });
});

describe("searchQueryOf", () => {
  it("reads q trimmed, without NUL characters, at most SEARCH_MAX_LENGTH long", () => {
    expect(searchQueryOf(new URLSearchParams("q=%20red%20shirt%20"))).toBe("red shirt");
    expect(searchQueryOf(new URLSearchParams("q=a%00b"))).toBe("ab");
    expect(searchQueryOf(new URLSearchParams(""))).toBe("");
    expect(searchQueryOf(new URLSearchParams({ q: "x".repeat(SEARCH_MAX_LENGTH + 5) }))).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it("round-trips through searchPath", () => {
    expect(searchQueryOf(new URL(`https://x${searchPath("a & b?")}`).searchParams)).toBe("a & b?");
    expect(searchPath("  ")).toBe("/search");
  });
});
