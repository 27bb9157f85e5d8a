import { describe, expect, it } from "vitest";
import { rendersOnServer } from "./serverRendering";

describe("rendersOnServer", () => {
  it("renders the catalog, the content pages and other paths on the server (the server sends its own 404s empty)", () => {
    for (const path of ["/", "/product-category", "/product-category/bags", "/products/a-bag", "/privacy-policy", "/contact-us", "/no-such-page"]) {
      expect(rendersOnServer(path), path).toBe(true);
    }
  });

  it("leaves the pages of the browser's own state and of a sign-in to the browser, in any case", () => {
    for (const path of ["/shopping-cart", "/wishlist", "/checkout", "/order-confirmation", "/my-orders", "/login", "/register", "/my-profile", "/update-profile", "/admin-dashboard/products", "/Checkout/"]) {
      expect(rendersOnServer(path), path).toBe(false);
    }
  });
});
