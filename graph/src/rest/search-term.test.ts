import { describe, expect, it } from "vitest";
import { categoryKeyVariants } from "../catalog/category.service.js";
import { decodeSearchTerm } from "./catalog.routes.js";

describe("decodeSearchTerm", () => {
  it("decodes a term that still holds percent-escapes after the first decoding", () => {
    expect(decodeSearchTerm("Classic%20Cotton")).toBe("Classic Cotton");
    expect(decodeSearchTerm("50%25")).toBe("50%");
  });

  it("leaves a plain term, and a malformed escape, as they are", () => {
    expect(decodeSearchTerm("Classic Cotton")).toBe("Classic Cotton");
    expect(decodeSearchTerm("100% cotton")).toBe("100% cotton");
    expect(decodeSearchTerm("%E0%A4%A")).toBe("%E0%A4%A");
  });
});

describe("categoryKeyVariants", () => {
  it("lowercases and lets a hyphen stand for a space", () => {
    expect(categoryKeyVariants("Men-Fashion")).toEqual(["men-fashion", "men fashion"]);
    expect(categoryKeyVariants("  Men Fashion ")).toEqual(["men fashion"]);
  });
});
