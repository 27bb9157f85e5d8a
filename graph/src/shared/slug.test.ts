import { describe, expect, it } from "vitest";
import { escapeLike, slugify } from "./slug.js";

describe("slugify", () => {
  it("makes lowercase hyphenated ASCII slugs", () => {
    expect(slugify("Classic Cotton Shirt")).toBe("classic-cotton-shirt");
    expect(slugify("Men's Fashion")).toBe("mens-fashion");
    expect(slugify("Home & Living")).toBe("home-living");
    expect(slugify("  Café  Crème ")).toBe("cafe-creme");
    expect(slugify("---")).toBe("");
  });
});

describe("escapeLike", () => {
  it("escapes LIKE wildcards and the escape character", () => {
    expect(escapeLike("50%_off\\now")).toBe("50\\%\\_off\\\\now");
    expect(escapeLike("plain")).toBe("plain");
  });
});
