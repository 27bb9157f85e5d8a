import { describe, expect, it } from "vitest";
import { change, comparedAmount, comparedCount } from "./compare.js";

describe("comparing with the previous period", () => {
  it("is the relative change, null without a previous figure to divide by", () => {
    expect(change(125, 100)).toBe(0.25);
    expect(change(50, 100)).toBe(-0.5);
    expect(change(10, 0)).toBeNull();
    expect(change(10, null)).toBeNull();
  });

  it("takes minor units and answers major units", () => {
    expect(comparedAmount(123_450, 100_000)).toEqual({ current: 1_234.5, previous: 1_000, change: 0.2345 });
    expect(comparedAmount(0, null)).toEqual({ current: 0, previous: null, change: null });
    expect(comparedCount(3, 2)).toEqual({ current: 3, previous: 2, change: 0.5 });
  });
});
