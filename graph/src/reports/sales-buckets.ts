import { ReportGranularity, addDays, type LocalDate, type Period } from "./report-range.js";

/** The SQL `date_trunc` unit of a granularity (PostgreSQL's weeks start on Monday, as ours do). */
export const TRUNC_UNIT: Record<ReportGranularity, "day" | "week" | "month"> = {
  [ReportGranularity.DAY]: "day",
  [ReportGranularity.WEEK]: "week",
  [ReportGranularity.MONTH]: "month",
};

/** The first day of the bucket holding `day`: itself, its week's Monday, or its month's first. */
export function bucketOf(day: LocalDate, granularity: ReportGranularity): LocalDate {
  if (granularity === ReportGranularity.DAY) return day;
  if (granularity === ReportGranularity.MONTH) return `${day.slice(0, 8)}01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function nextBucket(start: LocalDate, granularity: ReportGranularity): LocalDate {
  if (granularity === ReportGranularity.DAY) return addDays(start, 1);
  if (granularity === ReportGranularity.WEEK) return addDays(start, 7);
  const [y, m] = start.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

/**
 * Every bucket of a period in order, as `[key, start]`: the key is the bucket's calendar start
 * (what SQL's `date_trunc` answers), the start is that or the period's first day, whichever is
 * later, so a week or month the period enters midway starts where the period does.
 */
export function bucketsOf(period: Period, granularity: ReportGranularity): [key: LocalDate, start: LocalDate][] {
  const buckets: [LocalDate, LocalDate][] = [];
  for (let key = bucketOf(period.firstDay, granularity); key <= period.lastDay; key = nextBucket(key, granularity)) {
    buckets.push([key, key < period.firstDay ? period.firstDay : key]);
  }
  return buckets;
}
