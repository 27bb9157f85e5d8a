/** One hour of an app's requests (`App.requestCounts`). */
export interface AppRequestCount {
  /** The hour's start (UTC, ISO). */
  hour: string;
  requests: number;
}

/** How an app's token is recognised in the list: its prefix, then an ellipsis ("shopapp_Xy3k…"). */
export function tokenPrefixText(prefix: string): string {
  return `${prefix}…`;
}

/** "1 request", "1,204 requests". */
export function requestsText(count: number, locale: string): string {
  return `${count.toLocaleString(locale)} ${count === 1 ? "request" : "requests"}`;
}

/**
 * The hourly chart's text alternative: the total, and the busiest hour when there was one
 * ("312 requests in the last 24 hours; the most, 40, in the hour from 2:00 PM").
 */
export function requestsSummary(counts: readonly AppRequestCount[], locale: string, formatHour: (iso: string) => string): string {
  const total = counts.reduce((sum, count) => sum + count.requests, 0);
  const hours = counts.length;
  const period = `in the last ${hours} ${hours === 1 ? "hour" : "hours"}`;
  if (total === 0) return `No requests ${period}`;
  const busiest = counts.reduce((most, count) => (count.requests > most.requests ? count : most));
  return `${requestsText(total, locale)} ${period}; the most, ${busiest.requests.toLocaleString(locale)}, in the hour from ${formatHour(busiest.hour)}`;
}

/** Each hour's bar as a share of the busiest hour (0–100); all 0 when there were no requests. */
export function barHeights(counts: readonly AppRequestCount[]): number[] {
  const most = Math.max(0, ...counts.map((count) => count.requests));
  return counts.map((count) => (most === 0 ? 0 : (count.requests / most) * 100));
}

/** A first request with the token, for the token dialog: any query the app's scopes allow works the same way. */
export function curlExample(origin: string, token: string): string {
  return `curl -X POST ${origin}/graphql -H "Authorization: Bearer ${token}" -H "Content-Type: application/json" -d '{"query":"{ __typename }"}'`;
}
