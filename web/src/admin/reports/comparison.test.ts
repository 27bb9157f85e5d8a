import { describe, expect, it } from "vitest";
import { compare } from "./comparison";

describe("a figure against the previous period", () => {
  it("says the change as a signed percentage", () => {
    expect(compare({ current: 125, previous: 100, change: 0.25 }, "previous 7 days", "en")).toEqual({ trend: "up", text: "+25% vs previous 7 days" });
    expect(compare({ current: 50, previous: 100, change: -0.5 }, "previous 30 days", "en")).toEqual({ trend: "down", text: "-50% vs previous 30 days" });
    expect(compare({ current: 103, previous: 100, change: 0.03 }, "yesterday", "en").text).toBe("+3% vs yesterday");
    expect(compare({ current: 100.5, previous: 100, change: 0.005 }, "yesterday", "en").text).toBe("+0.5% vs yesterday");
  });

  it("has no percentage when the previous period had none", () => {
    expect(compare({ current: 3, previous: 0, change: null }, "previous 7 days", "en")).toEqual({ trend: "up", text: "Up from none in previous 7 days" });
    expect(compare({ current: 3, previous: 0, change: null }, "yesterday", "en").text).toBe("Up from none yesterday");
    expect(compare({ current: 0, previous: 0, change: null }, "yesterday", "en")).toEqual({ trend: "flat", text: "No change vs yesterday" });
    expect(compare({ current: 4, previous: 4, change: 0 }, "yesterday", "en")).toEqual({ trend: "flat", text: "No change vs yesterday" });
  });

  it("says nothing without a previous period", () => {
    expect(compare({ current: 4, previous: null, change: null }, "", "en")).toEqual({ trend: null, text: "" });
  });
});
