import { describe, expect, it } from "vitest";
import { ReportGranularity, ReportPreset, ReportRangeError, addDays, localDateOf, parseLocalDate, resolveRange, startOfLocalDay } from "./report-range.js";

const DHAKA = "Asia/Dhaka"; // UTC+6, no daylight saving
const NEW_YORK = "America/New_York";

describe("report ranges", () => {
  // 2026-03-10 20:30 UTC is already 2026-03-11 02:30 in Dhaka.
  const now = new Date("2026-03-10T20:30:00Z");

  it("counts days in the shop's time zone", () => {
    expect(localDateOf(now, DHAKA)).toBe("2026-03-11");
    expect(localDateOf(now, "UTC")).toBe("2026-03-10");
    expect(startOfLocalDay("2026-03-11", DHAKA).toISOString()).toBe("2026-03-10T18:00:00.000Z");
  });

  it("finds local midnight across daylight-saving changes", () => {
    // New York moved to UTC-4 on 2026-03-08; midnight that day was still UTC-5.
    expect(startOfLocalDay("2026-03-08", NEW_YORK).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfLocalDay("2026-03-09", NEW_YORK).toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(startOfLocalDay("2026-11-01", NEW_YORK).toISOString()).toBe("2026-11-01T04:00:00.000Z");
    expect(startOfLocalDay("2026-11-02", NEW_YORK).toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });

  it("makes a week today and the six days before, compared with the seven before that", () => {
    const range = resolveRange({ preset: ReportPreset.WEEK }, DHAKA, now);
    expect(range.current).toMatchObject({ firstDay: "2026-03-05", lastDay: "2026-03-11", days: 7 });
    expect(range.current.from.toISOString()).toBe("2026-03-04T18:00:00.000Z");
    expect(range.current.to.toISOString()).toBe("2026-03-11T18:00:00.000Z");
    expect(range.previous).toMatchObject({ firstDay: "2026-02-26", lastDay: "2026-03-04", days: 7 });
    expect(range.previous!.to).toEqual(range.current.from);
    expect(range.granularity).toBe(ReportGranularity.DAY);
  });

  it("picks a chart granularity from the length", () => {
    expect(resolveRange({ preset: ReportPreset.MONTH }, DHAKA, now).granularity).toBe(ReportGranularity.DAY);
    expect(resolveRange({ preset: ReportPreset.CUSTOM, from: "2026-01-01", to: "2026-03-01" }, DHAKA, now).granularity).toBe(ReportGranularity.WEEK);
    expect(resolveRange({ preset: ReportPreset.YEAR }, DHAKA, now)).toMatchObject({ granularity: ReportGranularity.MONTH, current: { days: 365 } });
  });

  it("runs all time from the first day with data and compares it with nothing", () => {
    const range = resolveRange({ preset: ReportPreset.ALL }, DHAKA, now, "2025-12-31");
    expect(range.current).toMatchObject({ firstDay: "2025-12-31", lastDay: "2026-03-11", days: 71 });
    expect(range.previous).toBeNull();
    expect(resolveRange({ preset: ReportPreset.ALL }, DHAKA, now, null).current).toMatchObject({ firstDay: "2026-03-11", days: 1 });
  });

  it("takes custom days, both included, and compares them with as many days before", () => {
    const range = resolveRange({ preset: ReportPreset.CUSTOM, from: "2026-02-01", to: "2026-02-28" }, DHAKA, now);
    expect(range.current).toMatchObject({ days: 28 });
    expect(range.previous).toMatchObject({ firstDay: "2026-01-04", lastDay: "2026-01-31", days: 28 });
  });

  it("refuses custom ranges that are not real, ordered, past and at most ten years", () => {
    const custom = (from: string | null, to: string | null) => () => resolveRange({ preset: ReportPreset.CUSTOM, from, to }, DHAKA, now);
    expect(custom(null, "2026-01-01")).toThrow(ReportRangeError);
    expect(custom("2026-02-30", "2026-03-01")).toThrow(/first day/);
    expect(custom("2026-03-01", "2026-02-01")).toThrow(/before the first day/);
    expect(custom("2026-04-01", "2026-04-02")).toThrow(/future/);
    expect(custom("2000-01-01", "2026-01-01")).toThrow(/ten years/);
    expect(custom("2026-1-01", "2026-01-02")).toThrow(ReportRangeError);
  });

  it("parses and moves calendar dates", () => {
    expect(parseLocalDate("2024-02-29")).toBe("2024-02-29");
    expect(parseLocalDate("2025-02-29")).toBeUndefined();
    expect(parseLocalDate("2025-02-28\u0000")).toBeUndefined();
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });
});
