import { describe, expect, it } from "vitest";
import { categoryKeyVariants, keyNamesCategory } from "./category.service.js";

const menFashion = { slug: "men-fashion", name: "Men Fashion" };

describe("how a URL names a category", () => {
  it("matches the slug or the name in any case, a hyphen standing for a space", () => {
    expect(categoryKeyVariants(" Men-Fashion ")).toEqual(["men-fashion", "men fashion"]);
    for (const key of ["men-fashion", "Men Fashion", "MEN FASHION", "Men-Fashion"]) expect(keyNamesCategory(key, menFashion), key).toBe(true);
  });

  it("does not take a slug from before a rename, or another key, for the current one", () => {
    expect(keyNamesCategory("mens-wear", menFashion)).toBe(false);
    expect(keyNamesCategory("men", menFashion)).toBe(false);
  });
});
