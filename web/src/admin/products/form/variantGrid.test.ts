import { CATALOG_LIMITS } from "@shop/common";
import { describe, expect, it } from "vitest";
import type { VariantRow } from "./productForm";
import {
  addOptionValues,
  adjustAll,
  bulkAmountProblem,
  combinationKey,
  combinations,
  optionsOf,
  setAll,
  toggleCombination,
  variantsForOptions,
} from "./variantGrid";

const row = (color: string, size: string, extra: Partial<VariantRow> = {}): VariantRow => ({
  color,
  size,
  additionalPrice: "",
  stock: "0",
  sku: "",
  ...extra,
});
const keys = (rows: readonly VariantRow[]) => rows.map((r) => `${r.color}/${r.size}`);

describe("the options builder's grid", () => {
  it("makes every combination, colour by colour", () => {
    expect(combinations({ colors: ["Red", "Blue"], sizes: ["S", "M", "L"] }).map((c) => `${c.color}/${c.size}`)).toEqual([
      "Red/S",
      "Red/M",
      "Red/L",
      "Blue/S",
      "Blue/M",
      "Blue/L",
    ]);
    expect(combinations({ colors: ["Red"], sizes: [] })).toEqual([]);
  });

  it("reads the options of stored variants, each value once in first-seen order (any case)", () => {
    expect(optionsOf([row("Red", "M"), row("blue", "S"), row("red", "S"), row(" Blue ", "m")])).toEqual({
      colors: ["Red", "blue"],
      sizes: ["M", "S"],
    });
  });

  it("adds typed values, several at once by commas, refusing repeats and over-long ones", () => {
    expect(addOptionValues("sizes", ["S"], " M, L ,, s ")).toEqual({ values: ["S", "M", "L"], problem: "s is already a size." });
    expect(addOptionValues("colors", [], "Red")).toEqual({ values: ["Red"] });
    expect(addOptionValues("colors", [], "x".repeat(51)).problem).toBe("A colour has at most 50 characters.");
  });

  it("adds no value past a grid of CATALOG_LIMITS.variants: a thousand sizes pasted for ten colours make 200 rows, not 10,000", () => {
    const sizes = Array.from({ length: 1_000 }, (_, i) => `S${i}`).join(",");
    const added = addOptionValues("sizes", [], sizes, 10);
    expect(added.values).toHaveLength(20);
    expect(added.problem).toBe("A product has at most 200 variants (colours × sizes): no more sizes fit.");
    expect(combinations({ colors: Array.from({ length: 10 }, (_, i) => `C${i}`), sizes: added.values })).toHaveLength(CATALOG_LIMITS.variants);
    // Already at the limit: nothing more, and a repeat still says it is one.
    expect(addOptionValues("colors", ["Red"], "Blue", 200)).toEqual({ values: ["Red"], problem: "A product has at most 200 variants (colours × sizes): no more colours fit." });
    expect(addOptionValues("colors", ["Red"], "red", 200).problem).toBe("red is already a colour.");
    // No other option yet: up to the limit itself.
    expect(addOptionValues("colors", [], Array.from({ length: 300 }, (_, i) => `C${i}`).join(",")).values).toHaveLength(200);
  });

  it("adds rows for a new value and removes the rows of a removed one, keeping the others as they were", () => {
    const before = { colors: ["Red", "Blue"], sizes: ["S", "M"] };
    const variants = [row("Red", "S", { stock: "4", sku: "R-S" }), row("Red", "M"), row("Blue", "S"), row("Blue", "M", { additionalPrice: "50.00" })];

    const withL = variantsForOptions(before, { ...before, sizes: ["S", "M", "L"] }, variants);
    expect(keys(withL)).toEqual(["Red/S", "Red/M", "Red/L", "Blue/S", "Blue/M", "Blue/L"]);
    expect(withL[0]).toEqual(row("Red", "S", { stock: "4", sku: "R-S" }));
    expect(withL[2]).toEqual(row("Red", "L"));
    expect(withL[4]?.additionalPrice).toBe("50.00");

    const withoutRed = variantsForOptions(before, { colors: ["Blue"], sizes: ["S", "M"] }, variants);
    expect(keys(withoutRed)).toEqual(["Blue/S", "Blue/M"]);
  });

  it("keeps a combination the owner took out of the grid out when another value is added", () => {
    const options = { colors: ["Red", "Blue"], sizes: ["S", "M"] };
    const variants = toggleCombination(options, [row("Red", "S"), row("Red", "M"), row("Blue", "S"), row("Blue", "M")], combinationKey(row("Blue", "M")));
    expect(keys(variants)).toEqual(["Red/S", "Red/M", "Blue/S"]);
    const next = variantsForOptions(options, { colors: ["Red", "Blue", "Green"], sizes: ["S", "M"] }, variants);
    expect(keys(next)).toEqual(["Red/S", "Red/M", "Blue/S", "Green/S", "Green/M"]);
    expect(keys(toggleCombination(options, variants, combinationKey(row("Blue", "M"))))).toEqual(["Red/S", "Red/M", "Blue/S", "Blue/M"]);
  });

  it("follows a value's new spelling without losing its rows (the server matches any case)", () => {
    const next = variantsForOptions({ colors: ["red"], sizes: ["S"] }, { colors: ["Red"], sizes: ["S"] }, [row("red", "S", { stock: "3" })]);
    expect(next).toEqual([row("Red", "S", { stock: "3" })]);
  });

  it("sets and adjusts price and stock for the chosen rows or all, never below 0", () => {
    const variants = [row("Red", "S", { additionalPrice: "10.50", stock: "3" }), row("Red", "M", { stock: "1" }), row("Blue", "S", { stock: "x" })];
    expect(setAll(variants, null, "stock", " 7 ").map((r) => r.stock)).toEqual(["7", "7", "7"]);
    const redM = new Set([combinationKey(row("Red", "M"))]);
    expect(setAll(variants, redM, "additionalPrice", "20").map((r) => r.additionalPrice)).toEqual(["10.50", "20", ""]);
    expect(adjustAll(variants, null, "stock", -2).map((r) => r.stock)).toEqual(["1", "0", "x"]);
    expect(adjustAll(variants, null, "additionalPrice", 0.1).map((r) => r.additionalPrice)).toEqual(["10.60", "0.10", "0.10"]);
    expect(adjustAll(variants, redM, "additionalPrice", -5).map((r) => r.additionalPrice)).toEqual(["10.50", "", ""]);
  });

  it("checks a bulk amount with the variant's own rules", () => {
    expect(bulkAmountProblem("stock", "")).toBe("Enter the stock.");
    expect(bulkAmountProblem("stock", "1.5")).toBe("Stock is a whole number from 0 to 1,000,000.");
    expect(bulkAmountProblem("additionalPrice", "12.345")).toMatch(/at most two decimals/u);
    expect(bulkAmountProblem("additionalPrice", "12.34")).toBeUndefined();
  });
});
