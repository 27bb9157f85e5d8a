/**
 * The period a report covers, in the shop's time zone (docs/reports.md#ranges).
 *
 * A range is a run of whole local days: `from` is the first day's local midnight and `to` the
 * midnight after the last day (exclusive), both as instants, so SQL compares `createdAt` with two
 * constants and uses the `createdAt` indexes. Each range but "all time" is compared with the
 * period of the same number of days just before it.
 */

export enum ReportPreset {
  /** Today and the 6 days before. */
  WEEK = "WEEK",
  /** Today and the 29 days before. */
  MONTH = "MONTH",
  /** Today and the 364 days before. */
  YEAR = "YEAR",
  /** From the first day with data to today; no previous period. */
  ALL = "ALL",
  /** The days from `from` to `to`, both included. */
  CUSTOM = "CUSTOM",
}

export enum ReportGranularity {
  DAY = "DAY",
  WEEK = "WEEK",
  MONTH = "MONTH",
}

/** A calendar date, `YYYY-MM-DD`, meaning a day in the shop's time zone. */
export type LocalDate = string;

export interface Period {
  /** The first day's local midnight. */
  from: Date;
  /** The local midnight after the last day: excluded. */
  to: Date;
  firstDay: LocalDate;
  lastDay: LocalDate;
  days: number;
}

export interface ResolvedRange {
  preset: ReportPreset;
  timeZone: string;
  current: Period;
  /** The same number of days just before; null for all time. */
  previous: Period | null;
  /** How the charts bucket time: days up to 31 days, weeks up to 26 weeks, months beyond. */
  granularity: ReportGranularity;
}

/** The longest custom range: ten years of days. */
export const MAX_RANGE_DAYS = 3_660;

const PRESET_DAYS: Partial<Record<ReportPreset, number>> = {
  [ReportPreset.WEEK]: 7,
  [ReportPreset.MONTH]: 30,
  [ReportPreset.YEAR]: 365,
};

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/u;

export class ReportRangeError extends Error {
  constructor(
    readonly field: "from" | "to",
    message: string,
  ) {
    super(message);
  }
}

/** The local date of an instant in a time zone. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/** Parse `YYYY-MM-DD` strictly: a real calendar date or undefined. */
export function parseLocalDate(text: string): LocalDate | undefined {
  const match = DATE_PATTERN.exec(text);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return text;
}

/** A local date moved by whole days (calendar arithmetic; time zones do not enter). */
export function addDays(day: LocalDate, days: number): LocalDate {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (`b` − `a`). */
export function daysBetween(a: LocalDate, b: LocalDate): number {
  const utc = (day: LocalDate) => {
    const [y, m, d] = day.split("-").map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((utc(b) - utc(a)) / DAY_MS);
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"), part("second"));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local day starts in a time zone. Where a daylight-saving change skips midnight,
 * the day starts at the first instant that exists.
 */
export function startOfLocalDay(day: LocalDate, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const wallClock = Date.UTC(y, m - 1, d);
  let instant = wallClock - offsetAt(wallClock, timeZone);
  // A second pass settles days where the offset at the guess differs from the offset at midnight.
  const corrected = wallClock - offsetAt(instant, timeZone);
  if (corrected !== instant && localDateOf(new Date(corrected), timeZone) === day) instant = corrected;
  return new Date(instant);
}

function period(firstDay: LocalDate, lastDay: LocalDate, timeZone: string): Period {
  return {
    from: startOfLocalDay(firstDay, timeZone),
    to: startOfLocalDay(addDays(lastDay, 1), timeZone),
    firstDay,
    lastDay,
    days: daysBetween(firstDay, lastDay) + 1,
  };
}

export function granularityFor(days: number): ReportGranularity {
  if (days <= 31) return ReportGranularity.DAY;
  if (days <= 26 * 7) return ReportGranularity.WEEK;
  return ReportGranularity.MONTH;
}

export interface RangeRequest {
  preset: ReportPreset;
  /** CUSTOM only: the first day, `YYYY-MM-DD`. */
  from?: string | null;
  /** CUSTOM only: the last day, included. */
  to?: string | null;
}

/**
 * The current and previous periods of a request. `firstDataDay` is where "all time" starts (the
 * day of the first order or event; today when there is none). Throws `ReportRangeError` on a custom
 * range that is not two real dates in order, ending no later than today, at most ten years long.
 */
export function resolveRange(request: RangeRequest, timeZone: string, now: Date, firstDataDay?: LocalDate | null): ResolvedRange {
  const today = localDateOf(now, timeZone);
  let firstDay: LocalDate;
  let lastDay: LocalDate = today;
  if (request.preset === ReportPreset.CUSTOM) {
    const from = request.from ? parseLocalDate(request.from) : undefined;
    const to = request.to ? parseLocalDate(request.to) : undefined;
    if (!from) throw new ReportRangeError("from", "Choose the first day of the range (YYYY-MM-DD).");
    if (!to) throw new ReportRangeError("to", "Choose the last day of the range (YYYY-MM-DD).");
    if (to < from) throw new ReportRangeError("to", "The last day cannot be before the first day.");
    if (from > today) throw new ReportRangeError("from", "The range cannot start in the future.");
    if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS) throw new ReportRangeError("to", "A range can be at most ten years long.");
    firstDay = from;
    lastDay = to;
  } else if (request.preset === ReportPreset.ALL) {
    firstDay = firstDataDay && firstDataDay < today ? firstDataDay : today;
  } else {
    firstDay = addDays(today, -(PRESET_DAYS[request.preset]! - 1));
  }
  const current = period(firstDay, lastDay, timeZone);
  const previous = request.preset === ReportPreset.ALL ? null : period(addDays(firstDay, -current.days), addDays(firstDay, -1), timeZone);
  return { preset: request.preset, timeZone, current, previous, granularity: granularityFor(current.days) };
}
