import { describe, expect, it } from "vitest";
import { ReportGranularity } from "./report-range.js";
import { bucketOf, bucketsOf } from "./sales-buckets.js";

const period = (firstDay: string, lastDay: string) => ({ firstDay, lastDay, from: new Date(0), to: new Date(0), days: 0 });

describe("report buckets", () => {
  it("starts weeks on Monday and months on the first", () => {
    expect(bucketOf("2026-03-15", ReportGranularity.WEEK)).toBe("2026-03-09");
    expect(bucketOf("2026-03-09", ReportGranularity.WEEK)).toBe("2026-03-09");
    expect(bucketOf("2026-03-01", ReportGranularity.WEEK)).toBe("2026-02-23");
    expect(bucketOf("2026-03-15", ReportGranularity.MONTH)).toBe("2026-03-01");
  });

  it("lists every bucket of a period, the first clamped to the period's first day", () => {
    expect(bucketsOf(period("2026-03-12", "2026-03-14"), ReportGranularity.DAY)).toEqual([
      ["2026-03-12", "2026-03-12"],
      ["2026-03-13", "2026-03-13"],
      ["2026-03-14", "2026-03-14"],
    ]);
    expect(bucketsOf(period("2026-03-12", "2026-03-23"), ReportGranularity.WEEK)).toEqual([
      ["2026-03-09", "2026-03-12"],
      ["2026-03-16", "2026-03-16"],
      ["2026-03-23", "2026-03-23"],
    ]);
    expect(bucketsOf(period("2025-11-20", "2026-02-01"), ReportGranularity.MONTH).map(([key]) => key)).toEqual([
      "2025-11-01",
      "2025-12-01",
      "2026-01-01",
      "2026-02-01",
    ]);
  });
});
