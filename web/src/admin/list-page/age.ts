/**
 * How long ago something happened, as a card on a phone says it ("5 min ago", "3 hr ago",
 * "2 days ago"): shorter than a date, and what an owner working through new orders asks first.
 * Under a minute is "now"; past a week the card shows the date instead (the caller's `date`).
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export function ageText(iso: string, now: number, locale: string, date: (iso: string) => string): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed >= WEEK) return date(iso);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto", style: "short" });
  if (elapsed < MINUTE) return format.format(0, "second");
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), "hour");
  return format.format(-Math.floor(elapsed / DAY), "day");
}
