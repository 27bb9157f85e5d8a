import { describe, expect, it } from "vitest";
import { discountAmountMinor, finalPriceMinor, linesTotalMinor, priceLine, roundAmountMinor } from "./price.js";
import { formatMoney, toMajor, toMinor } from "./money.js";

describe("finalPriceMinor", () => {
  it("applies price − price × discount / 100 (docs/behaviour.md#constants)", () => {
    expect(finalPriceMinor(100_000, 10, "MINOR")).toBe(90_000);
    expect(finalPriceMinor(2_500, 0, "MINOR")).toBe(2_500);
    expect(finalPriceMinor(2_500, 100, "MINOR")).toBe(0);
  });

  it("rounds the final price half-up to the minor unit, not the discount amount", () => {
    // 999 × 85% = 849.15 → 849 (150 off)
    expect(finalPriceMinor(999, 15, "MINOR")).toBe(849);
    expect(discountAmountMinor(999, 15, "MINOR")).toBe(150);
    // 10 × 75% = 7.5 → 8 (half-up on the final price; rounding the discount 2.5 → 3 would give 7)
    expect(finalPriceMinor(10, 25, "MINOR")).toBe(8);
    expect(discountAmountMinor(10, 25, "MINOR")).toBe(2);
    // 30 × 95% = 28.5 → 29; 50 × 95% = 47.5 → 48
    expect(finalPriceMinor(30, 5, "MINOR")).toBe(29);
    expect(finalPriceMinor(50, 5, "MINOR")).toBe(48);
    // 1 × 51% = 0.51 → 1
    expect(finalPriceMinor(1, 49, "MINOR")).toBe(1);
  });

  it("accepts fractional discounts to two decimals", () => {
    // 10000 × 87.5% = 8750
    expect(finalPriceMinor(10_000, 12.5, "MINOR")).toBe(8_750);
    // 333 × 66.67% = 222.0111 → 222 (111 off)
    expect(finalPriceMinor(333, 33.33, "MINOR")).toBe(222);
    expect(discountAmountMinor(333, 33.33, "MINOR")).toBe(111);
  });

  it("adds a variant's additional price before the discount", () => {
    // (1000 + 200) × (1 − 0.1) = 1080, not 1000 × 0.9 + 200 = 1100
    expect(finalPriceMinor(1_000, 10, "MINOR", 200)).toBe(1_080);
  });

  it("stays exact on large amounts", () => {
    expect(finalPriceMinor(999_999_999, 33, "MINOR")).toBe(999_999_999 - 330_000_000);
    expect(finalPriceMinor(999_999_999, 33, "WHOLE")).toBe(670_000_000);
  });

  it("rejects invalid inputs", () => {
    expect(() => finalPriceMinor(-1, 0, "MINOR")).toThrow(RangeError);
    expect(() => finalPriceMinor(10.5, 0, "MINOR")).toThrow(RangeError);
    expect(() => finalPriceMinor(100, -1, "MINOR")).toThrow(RangeError);
    expect(() => finalPriceMinor(100, 101, "MINOR")).toThrow(RangeError);
    expect(() => finalPriceMinor(100, Number.NaN, "MINOR")).toThrow(RangeError);
    expect(() => finalPriceMinor(100, 0, "MINOR", -5)).toThrow(RangeError);
  });
});

describe("whole-unit rounding (priceRounding WHOLE)", () => {
  it("rounds the final price half-up to whole major units", () => {
    // 2,650.37 → 2,650; 2,650.50 → 2,651; 2,650.49 → 2,650
    expect(finalPriceMinor(265_037, 0, "WHOLE")).toBe(265_000);
    expect(finalPriceMinor(265_050, 0, "WHOLE")).toBe(265_100);
    expect(finalPriceMinor(265_049, 0, "WHOLE")).toBe(265_000);
    // 2,945 × 90% = 2,650.50 → 2,651
    expect(finalPriceMinor(294_500, 10, "WHOLE")).toBe(265_100);
  });

  it("rounds once from the exact price, never the rounded cents again", () => {
    // 1.50 × 99.99% = 1.49985 taka: 1.50 to the cent, but 1 taka whole (rounding 1.50 again would give 2)
    expect(finalPriceMinor(150, 0.01, "MINOR")).toBe(150);
    expect(finalPriceMinor(150, 0.01, "WHOLE")).toBe(100);
  });

  it("adds a variant's additional price before discount and rounding", () => {
    // (1,000.00 + 33.33) × 85% = 878.3305 → 878
    expect(finalPriceMinor(100_000, 15, "WHOLE", 3_333)).toBe(87_800);
    expect(priceLine(100_000, 15, 3, "WHOLE", 3_333)).toEqual({
      unitPriceMinor: 103_333,
      finalUnitPriceMinor: 87_800,
      quantity: 3,
      lineTotalMinor: 263_400,
    });
  });

  it("rounds shipping amounts the same way", () => {
    expect(roundAmountMinor(6_050, "WHOLE")).toBe(6_100);
    expect(roundAmountMinor(6_049, "WHOLE")).toBe(6_000);
    expect(roundAmountMinor(6_049, "MINOR")).toBe(6_049);
    expect(roundAmountMinor(0, "WHOLE")).toBe(0);
    expect(() => roundAmountMinor(-1, "WHOLE")).toThrow(RangeError);
  });
});

describe("priceLine and linesTotalMinor", () => {
  it("prices a line and totals lines as Σ discounted price × quantity", () => {
    const a = priceLine(1_000, 10, 3, "MINOR", 200);
    expect(a).toEqual({ unitPriceMinor: 1_200, finalUnitPriceMinor: 1_080, quantity: 3, lineTotalMinor: 3_240 });
    const b = priceLine(550, 0, 2, "MINOR");
    expect(linesTotalMinor([a, b])).toBe(3_240 + 1_100);
    expect(linesTotalMinor([])).toBe(0);
  });

  it("rejects zero, negative and fractional quantities", () => {
    expect(() => priceLine(100, 0, 0, "MINOR")).toThrow(RangeError);
    expect(() => priceLine(100, 0, -2, "MINOR")).toThrow(RangeError);
    expect(() => priceLine(100, 0, 1.5, "MINOR")).toThrow(RangeError);
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

  it("formats with the currency's symbol, and decimals only when the amount has them", () => {
    expect(formatMoney(2650, "BDT", "en-BD")).toBe("৳2,650");
    expect(formatMoney(2650.37, "BDT", "en-BD")).toBe("৳2,650.37");
    expect(formatMoney(2650.5, "BDT", "en-BD")).toBe("৳2,650.50");
    expect(formatMoney(0, "BDT", "en-BD")).toBe("৳0");
    expect(formatMoney(1250, "USD", "en-US")).toBe("$1,250");
    expect(formatMoney(19.9, "USD", "en-US")).toBe("$19.90");
  });
});
