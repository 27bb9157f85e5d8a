import { describe, expect, it } from "vitest";
import {
  DEFAULT_REPORT_PARAMS,
  bucketLabel,
  customRangeProblems,
  exportRangeParams,
  formatDays,
  parseReportParams,
  reportRangeInput,
  serializeReportParams,
} from "./reportParams";

const parse = (query: string) => parseReportParams(new URLSearchParams(query));

describe("the sales report's URL", () => {
  it("reads a preset and writes it back, the week left out", () => {
    expect(parse("range=year")).toEqual({ preset: "YEAR", from: null, to: null });
    expect(serializeReportParams(parse("range=year")).toString()).toBe("range=year");
    expect(serializeReportParams(DEFAULT_REPORT_PARAMS).toString()).toBe("");
    expect(parse("")).toEqual(DEFAULT_REPORT_PARAMS);
  });

  it("keeps custom days, and only for a custom range", () => {
    const query = "range=custom&from=2026-03-01&to=2026-03-07";
    expect(parse(query)).toEqual({ preset: "CUSTOM", from: "2026-03-01", to: "2026-03-07" });
    expect(serializeReportParams(parse(query)).toString()).toBe(query);
    expect(parse("range=month&from=2026-03-01&to=2026-03-07")).toEqual({ preset: "MONTH", from: null, to: null });
  });

  it("gives invalid values their defaults", () => {
    expect(parse("range=decade")).toEqual(DEFAULT_REPORT_PARAMS);
    expect(parse("range=custom&from=2026-02-30&to=soon")).toEqual({ preset: "CUSTOM", from: null, to: null });
  });
});

describe("the report's range", () => {
  it("asks for a preset, or for custom days once both are chosen", () => {
    expect(reportRangeInput({ preset: "ALL", from: null, to: null })).toEqual({ preset: "ALL" });
    expect(reportRangeInput({ preset: "CUSTOM", from: "2026-03-01", to: null })).toBeNull();
    expect(reportRangeInput({ preset: "CUSTOM", from: "2026-03-01", to: "2026-03-07" })).toEqual({ preset: "CUSTOM", from: "2026-03-01", to: "2026-03-07" });
  });

  it("passes the same range to the CSV exports", () => {
    expect(exportRangeParams({ preset: "WEEK" }).toString()).toBe("preset=WEEK");
    expect(exportRangeParams({ preset: "CUSTOM", from: "2026-03-01", to: "2026-03-07" }).toString()).toBe("preset=CUSTOM&from=2026-03-01&to=2026-03-07");
  });

  it("checks custom days as typed", () => {
    expect(customRangeProblems("", "")).toEqual({ from: "Choose the first day.", to: "Choose the last day." });
    expect(customRangeProblems("2026-02-30", "2026-03-07")).toEqual({ from: "Enter a date such as 2026-03-01." });
    expect(customRangeProblems("2026-03-08", "2026-03-07")).toEqual({ to: "The last day cannot be before the first." });
    expect(customRangeProblems("2026-03-07", "2026-03-07")).toEqual({});
  });
});

describe("the report's dates in words", () => {
  it("names a period by its days", () => {
    // ICU versions differ in the spaces around the dash.
    expect(formatDays("2026-03-01", "2026-03-07", "en-GB")).toMatch(/^1\s?–\s?7 Mar 2026$/u);
    expect(formatDays("2026-02-28", "2026-03-06", "en-GB")).toMatch(/^28 Feb\s?–\s?6 Mar 2026$/u);
    expect(formatDays("2026-03-01", "2026-03-01", "en-GB")).toBe("1 Mar 2026");
  });

  it("names a chart bucket by its granularity", () => {
    expect(bucketLabel("2026-03-02", "DAY", "en-GB")).toBe("2 Mar");
    expect(bucketLabel("2026-03-02", "WEEK", "en-GB")).toBe("Week of 2 Mar");
    expect(bucketLabel("2026-03-01", "MONTH", "en-GB")).toBe("Mar 2026");
  });
});
