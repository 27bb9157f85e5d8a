import { describe, expect, it } from "vitest";
import { formatRate, referrerLabel } from "./siteAnalyticsView";

describe("site analytics wording", () => {
  it("shows conversion rates as percentages, and a dash when nothing came before", () => {
    expect(formatRate(2 / 3, "en-US")).toBe("66.7%");
    expect(formatRate(1, "en-US")).toBe("100%");
    expect(formatRate(0.05, "en-US")).toBe("5%");
    expect(formatRate(0, "en-US")).toBe("0%");
    expect(formatRate(null, "en-US")).toBe("—");
  });

  it("names direct visits", () => {
    expect(referrerLabel(null)).toBe("Direct");
    expect(referrerLabel("www.google.com")).toBe("www.google.com");
  });
});
