import { describe, expect, it } from "vitest";
import { SLUG_PATTERN, slugify } from "./slug.js";

describe("slugify", () => {
  it("makes lowercase hyphenated ASCII slugs", () => {
    expect(slugify("Classic Cotton Shirt")).toBe("classic-cotton-shirt");
    expect(slugify("Men's Fashion")).toBe("mens-fashion");
    expect(slugify("Home & Living")).toBe("home-living");
    expect(slugify("  Café  Crème ")).toBe("cafe-creme");
    expect(slugify("---")).toBe("");
  });

  it("makes slugs that fit the slug pattern", () => {
    for (const name of ["Classic Cotton Shirt", "  Café  Crème ", "A -- B"]) expect(SLUG_PATTERN.test(slugify(name))).toBe(true);
    for (const bad of ["Upper", "two--hyphens", "-edge", "sp ace"]) expect(SLUG_PATTERN.test(bad)).toBe(false);
  });
});
