import { describe, expect, it } from "vitest";
import { discountAmountMinor, finalPriceMinor, linesTotalMinor, priceLine } from "./price.js";
import { formatMoney, toMajor, toMinor } from "./money.js";

describe("finalPriceMinor", () => {
  it("applies price − price × discount / 100 (docs/behaviour.md#constants)", () => {
    expect(finalPriceMinor(100_000, 10)).toBe(90_000);
    expect(finalPriceMinor(2_500, 0)).toBe(2_500);
    expect(finalPriceMinor(2_500, 100)).toBe(0);
  });

  it("rounds half-up to the minor unit", () => {
    // 999 × 15% = 149.85 → 150 off
    expect(discountAmountMinor(999, 15)).toBe(150);
    // 10 × 25% = 2.5 → 3 off (half-up, not banker's)
    expect(discountAmountMinor(10, 25)).toBe(3);
    // 30 × 5% = 1.5 → 2; 50 × 5% = 2.5 → 3
    expect(discountAmountMinor(30, 5)).toBe(2);
    expect(discountAmountMinor(50, 5)).toBe(3);
    // 1 × 49% = 0.49 → 0
    expect(discountAmountMinor(1, 49)).toBe(0);
  });

  it("accepts fractional discounts to two decimals", () => {
    // 10000 × 12.5% = 1250
    expect(finalPriceMinor(10_000, 12.5)).toBe(8_750);
    // 333 × 33.33% = 110.9889 → 111
    expect(discountAmountMinor(333, 33.33)).toBe(111);
  });

  it("adds a variant's additional price before the discount", () => {
    // (1000 + 200) × (1 − 0.1) = 1080, not 1000 × 0.9 + 200 = 1100
    expect(finalPriceMinor(1_000, 10, 200)).toBe(1_080);
  });

  it("stays exact on large amounts", () => {
    expect(finalPriceMinor(999_999_999, 33)).toBe(999_999_999 - 330_000_000);
  });

  it("rejects invalid inputs", () => {
    expect(() => finalPriceMinor(-1, 0)).toThrow(RangeError);
    expect(() => finalPriceMinor(10.5, 0)).toThrow(RangeError);
    expect(() => finalPriceMinor(100, -1)).toThrow(RangeError);
    expect(() => finalPriceMinor(100, 101)).toThrow(RangeError);
    expect(() => finalPriceMinor(100, Number.NaN)).toThrow(RangeError);
    expect(() => finalPriceMinor(100, 0, -5)).toThrow(RangeError);
  });
});

describe("priceLine and linesTotalMinor", () => {
  it("prices a line and totals lines as Σ discounted price × quantity", () => {
    const a = priceLine(1_000, 10, 3, 200);
    expect(a).toEqual({ unitPriceMinor: 1_200, finalUnitPriceMinor: 1_080, quantity: 3, lineTotalMinor: 3_240 });
    const b = priceLine(550, 0, 2);
    expect(linesTotalMinor([a, b])).toBe(3_240 + 1_100);
    expect(linesTotalMinor([])).toBe(0);
  });

  it("rejects zero, negative and fractional quantities", () => {
    expect(() => priceLine(100, 0, 0)).toThrow(RangeError);
    expect(() => priceLine(100, 0, -2)).toThrow(RangeError);
    expect(() => priceLine(100, 0, 1.5)).toThrow(RangeError);
  });
});

describe("money conversion", () => {
  it("converts major to minor half-up without float drift", () => {
    expect(toMinor(12.5)).toBe(1_250);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(19.99)).toBe(1_999);
    expect(toMinor(0)).toBe(0);
    expect(() => toMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("converts minor to major", () => {
    expect(toMajor(1_999)).toBe(19.99);
    expect(toMajor(5)).toBe(0.05);
  });

  it("formats with Intl for the shop's currency and locale", () => {
    expect(formatMoney(1250, "BDT", "en")).toContain("1,250.00");
    expect(formatMoney(1250, "USD", "en-US")).toBe("$1,250.00");
  });
});
