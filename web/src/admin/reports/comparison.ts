/** A figure against the previous period, in words: the dashboard's and the report's cards say it the same way. */

export type Trend = "up" | "down" | "flat";

export interface Comparison {
  /** Null when there is no previous period to compare with (all time). */
  trend: Trend | null;
  /** Such as "+25% vs previous 7 days", "Up from none in previous 7 days"; "" without a previous period. */
  text: string;
}

/**
 * `change` is the API's (current − previous) ÷ previous, null when previous is 0 or missing;
 * `against` names the previous period ("previous 7 days", "yesterday").
 */
export function compare(figure: { current: number; previous: number | null; change: number | null }, against: string, locale: string): Comparison {
  const { current, previous, change } = figure;
  if (previous === null) return { trend: null, text: "" };
  if (change === null) {
    // Previous was 0: a percentage means nothing.
    return current > 0 ? { trend: "up", text: `Up from none ${against === "yesterday" ? "" : "in "}${against}` } : { trend: "flat", text: `No change vs ${against}` };
  }
  if (change === 0) return { trend: "flat", text: `No change vs ${against}` };
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: Math.abs(change) < 0.1 ? 1 : 0, signDisplay: "always" }).format(change);
  return { trend: change > 0 ? "up" : "down", text: `${percent} vs ${against}` };
}
