import { describe, expect, it } from "vitest";
import { documentTitle } from "./title.js";

describe("documentTitle", () => {
  it("is the site name and Home at the root", () => {
    expect(documentTitle("Dhaka Bazaar", "/")).toBe("Dhaka Bazaar | Home");
    expect(documentTitle("Dhaka Bazaar", "")).toBe("Dhaka Bazaar | Home");
  });

  it("uses the last path segment with hyphens as spaces", () => {
    expect(documentTitle("Shop", "/products/classic-cotton-shirt")).toBe("Shop | classic cotton shirt");
    expect(documentTitle("Shop", "/product-category/men-fashion/")).toBe("Shop | men fashion");
    expect(documentTitle("Shop", "/shopping-cart")).toBe("Shop | shopping cart");
  });

  it("decodes escapes and survives malformed ones", () => {
    expect(documentTitle("Shop", "/product-category/Men%20Fashion")).toBe("Shop | Men Fashion");
    expect(documentTitle("Shop", "/products/%E0%A4")).toBe("Shop | %E0%A4");
  });
});
