/**
 * The sales report's period as it lives in the URL: `/admin-dashboard/sales-report?range=&from=&to=`,
 * so a reload or a shared link shows the same report. Parsing never fails: an unknown range is
 * the week, and `from`/`to` count only for a custom range. The server resolves the days in the
 * shop's time zone and checks a custom range (docs/api.md#reports); the days here are only passed on.
 */
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import { parseDay } from "../list-page/listParams";
import type { ReportPreset, ReportRangeInput } from "../gql/graphql";

export const SALES_REPORT_PATH = `${ADMIN_ROOT}/sales-report`;

/** The range chooser's options, in order; the first is the default. */
export const PRESET_OPTIONS: readonly { preset: ReportPreset; param: string; label: string; description: string }[] = [
  { preset: "WEEK", param: "week", label: "Week", description: "The last 7 days" },
  { preset: "MONTH", param: "month", label: "Month", description: "The last 30 days" },
  { preset: "YEAR", param: "year", label: "Year", description: "The last 365 days" },
  { preset: "ALL", param: "all", label: "All time", description: "Since the first order" },
  { preset: "CUSTOM", param: "custom", label: "Custom", description: "Days you choose" },
];

export interface ReportParams {
  preset: ReportPreset;
  /** CUSTOM only: the first and last day (`YYYY-MM-DD`, both included); null until chosen. */
  from: string | null;
  to: string | null;
}

export const DEFAULT_REPORT_PARAMS: ReportParams = { preset: "WEEK", from: null, to: null };

export function parseReportParams(search: URLSearchParams): ReportParams {
  const preset = PRESET_OPTIONS.find((option) => option.param === search.get("range")?.trim().toLowerCase())?.preset ?? DEFAULT_REPORT_PARAMS.preset;
  if (preset !== "CUSTOM") return { preset, from: null, to: null };
  return { preset, from: parseDay(search.get("from")), to: parseDay(search.get("to")) };
}

export function serializeReportParams(params: ReportParams): URLSearchParams {
  const search = new URLSearchParams();
  const option = PRESET_OPTIONS.find((candidate) => candidate.preset === params.preset);
  if (option && params.preset !== DEFAULT_REPORT_PARAMS.preset) search.set("range", option.param);
  if (params.preset === "CUSTOM") {
    if (params.from) search.set("from", params.from);
    if (params.to) search.set("to", params.to);
  }
  return search;
}

/** The report query's range; null for a custom range whose days are not both chosen yet. */
export function reportRangeInput(params: ReportParams): ReportRangeInput | null {
  if (params.preset !== "CUSTOM") return { preset: params.preset };
  return params.from && params.to ? { preset: "CUSTOM", from: params.from, to: params.to } : null;
}

/** The query string the CSV exports take: the same range as the report's (`preset`, `from`, `to`). */
export function exportRangeParams(range: ReportRangeInput): URLSearchParams {
  const search = new URLSearchParams({ preset: range.preset });
  if (range.from) search.set("from", range.from);
  if (range.to) search.set("to", range.to);
  return search;
}

export interface CustomRangeProblems {
  from?: string;
  to?: string;
}

/** What is wrong with custom days as typed, before asking the server (which checks them again). */
export function customRangeProblems(from: string, to: string): CustomRangeProblems {
  const problems: CustomRangeProblems = {};
  const first = parseDay(from);
  const last = parseDay(to);
  if (!from.trim()) problems.from = "Choose the first day.";
  else if (!first) problems.from = "Enter a date such as 2026-03-01.";
  if (!to.trim()) problems.to = "Choose the last day.";
  else if (!last) problems.to = "Enter a date such as 2026-03-07.";
  if (first && last && first > last) problems.to = "The last day cannot be before the first.";
  return problems;
}

/** A run of days as people read it: "1 – 7 Mar 2026", "28 Feb – 6 Mar 2026". */
export function formatDays(firstDay: string, lastDay: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const start = new Date(`${firstDay}T00:00:00Z`);
  const end = new Date(`${lastDay}T00:00:00Z`);
  return firstDay === lastDay ? format.format(start) : format.formatRange(start, end);
}

/** A chart bucket's label: its day ("3 Mar"), week ("Week of 2 Mar") or month ("Mar 2026"). */
export function bucketLabel(start: string, granularity: "DAY" | "WEEK" | "MONTH", locale: string): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (granularity === "MONTH") return new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" }).format(date);
  const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(date);
  return granularity === "WEEK" ? `Week of ${day}` : day;
}
