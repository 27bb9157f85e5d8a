import type { DataSource } from "typeorm";
import { type RateLimitCounters, type RateLimiter, describeWait, localCounters, rateLimited } from "../shared/rate-limiter.js";
import { comparedCount } from "../reports/compare.js";
import { type RangeRequest, localDateOf } from "../reports/report-range.js";
import { rangeOf } from "../reports/report-range.inputs.js";
import { TRUNC_UNIT, bucketsOf } from "../reports/sales-buckets.js";
import type { SettingsService } from "../settings/settings.service.js";
import { DeviceClass } from "./analytics-event.entity.js";
import { BUFFER_DEFAULTS, type BufferOptions, EventBuffer } from "./event-buffer.js";
import { parseEvents } from "./event-input.js";
import { FunnelStepName, type SiteAnalytics, type FunnelStep } from "./site-analytics.types.js";
import { DailySalts, type Visit, deviceClassOf, notCounted, visitorHash } from "./visitor.js";

/** Requests one IP address may send per minute by default (a storefront sends a few); ANALYTICS_LIMIT_PER_MINUTE. */
export const ANALYTICS_LIMIT = 60;
const ANALYTICS_WINDOW_MS = 60_000;
/** Raw events older than this are deleted: two years, so the year's report has the year before to compare with. */
export const RETENTION_DAYS = 731;
const TIME_ZONE_TTL_MS = 60_000;
const TOP = 10;

const FUNNEL_STEPS = [FunnelStepName.VIEWED_PRODUCT, FunnelStepName.ADDED_TO_CART, FunnelStepName.BEGAN_CHECKOUT, FunnelStepName.PLACED_ORDER];

/**
 * First-party site analytics (docs/analytics.md): takes the storefront's events, counting
 * visitors by a daily hash and storing nothing personal, and answers the admin's report in SQL.
 */
export class AnalyticsService {
  private readonly limiter: RateLimiter | null;
  readonly salts: DailySalts;
  readonly buffer: EventBuffer;
  private timeZoneCache: { value: string; until: number } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    {
      limitPerMinute = ANALYTICS_LIMIT,
      buffer = BUFFER_DEFAULTS,
      counters = localCounters(),
    }: { limitPerMinute?: number; buffer?: BufferOptions; counters?: RateLimitCounters } = {},
  ) {
    this.limiter = limitPerMinute > 0 ? counters.limiter("analytics", limitPerMinute, ANALYTICS_WINDOW_MS) : null;
    this.salts = new DailySalts(dataSource);
    this.buffer = new EventBuffer(dataSource, buffer);
  }

  /**
   * Record a request's events. Throws RATE_LIMITED, or BAD_USER_INPUT for junk (nothing is
   * kept); opted-out visitors and bots are accepted and dropped. Returns how many were queued.
   */
  async record(body: unknown, visit: Visit, siteHost: string, now = new Date()): Promise<number> {
    const wait = (await this.limiter?.hit(visit.ip)) ?? 0;
    if (wait > 0) throw rateLimited(`Too many analytics requests. Try again in ${describeWait(wait)}.`, wait);
    const events = parseEvents(body, siteHost);
    if (notCounted(visit)) return 0;
    let hash: string;
    try {
      const salt = await this.salts.forDay(localDateOf(now, await this.timeZone()));
      hash = visitorHash(salt, visit);
    } catch (error) {
      // The database is down: lose these events rather than fail or slow the storefront.
      this.buffer.dropped += events.length;
      this.buffer.log?.error({ err: error }, "Analytics events dropped: no salt for today");
      return 0;
    }
    const device = deviceClassOf(visit.userAgent!);
    this.buffer.add(events.map((event) => ({ ...event, occurredAt: now, device, visitorHash: hash })));
    return events.length;
  }

  /** Forget the salts of past days and delete events past retention (hourly, and at start). */
  async upkeep(now = new Date()): Promise<void> {
    await this.salts.forgetBefore(localDateOf(now, await this.timeZone()));
    await this.dataSource.query(`DELETE FROM "analytics_event" WHERE "occurredAt" < $1`, [new Date(now.getTime() - RETENTION_DAYS * 86_400_000)]);
  }

  /** Write what waits: the server's close. */
  close(): Promise<void> {
    return this.buffer.close();
  }

  private async timeZone(): Promise<string> {
    const now = Date.now();
    if (this.timeZoneCache && this.timeZoneCache.until > now) return this.timeZoneCache.value;
    const value = (await this.settings.get()).timeZone;
    this.timeZoneCache = { value, until: now + TIME_ZONE_TTL_MS };
    return value;
  }

  async report(request: RangeRequest, now: Date): Promise<SiteAnalytics> {
    const { timeZone } = await this.settings.get();
    const [first] = (await this.dataSource.query(`SELECT min("occurredAt") AS "first" FROM "analytics_event"`)) as { first: Date | string | null }[];
    const range = rangeOf(request, timeZone, now, first?.first ? localDateOf(new Date(first.first), timeZone) : null);
    const { current, previous, granularity } = range;
    const within = [current.from, current.to];
    const where = `"occurredAt" >= $1 AND "occurredAt" < $2`;
    const q = <T>(sql: string, params: unknown[] = within) => this.dataSource.query(sql, params) as Promise<T[]>;

    const totals = (from: Date, to: Date) =>
      q<{ visitors: number; pageViews: number }>(
        `SELECT COUNT(DISTINCT "visitorHash")::int AS "visitors", (COUNT(*) FILTER (WHERE "type" = 'page_view'))::int AS "pageViews"
         FROM "analytics_event" WHERE ${where}`,
        [from, to],
      ).then((rows) => rows[0]!);

    const [inPeriod, inPrevious, overTime, topPages, topProducts, referrers, devices, funnelRow] = await Promise.all([
      totals(current.from, current.to),
      previous ? totals(previous.from, previous.to) : null,
      q<{ start: string; visitors: number; pageViews: number }>(
        `SELECT to_char(date_trunc($3::text, "occurredAt" AT TIME ZONE $4::text), 'YYYY-MM-DD') AS "start",
                COUNT(DISTINCT "visitorHash")::int AS "visitors", (COUNT(*) FILTER (WHERE "type" = 'page_view'))::int AS "pageViews"
         FROM "analytics_event" WHERE ${where} GROUP BY 1`,
        [...within, TRUNC_UNIT[granularity], timeZone],
      ),
      q<{ path: string; views: number; visitors: number }>(
        `SELECT "path", COUNT(*)::int AS "views", COUNT(DISTINCT "visitorHash")::int AS "visitors"
         FROM "analytics_event" WHERE "type" = 'page_view' AND ${where}
         GROUP BY "path" ORDER BY "views" DESC, "visitors" DESC, "path" LIMIT ${TOP}`,
      ),
      // Joined with the catalog: a product id no product has (a client's invention) is not shown.
      q<{ productId: string; name: string; slug: string; views: number; visitors: number }>(
        `SELECT e."productId", p."name", p."slug", COUNT(*)::int AS "views", COUNT(DISTINCT e."visitorHash")::int AS "visitors"
         FROM "analytics_event" e JOIN "product" p ON p."id" = e."productId"
         WHERE e."type" = 'product_view' AND e."occurredAt" >= $1 AND e."occurredAt" < $2
         GROUP BY e."productId", p."name", p."slug" ORDER BY "views" DESC, "visitors" DESC, p."name" LIMIT ${TOP}`,
      ),
      // A visitor's source is the first external referrer of their day; without one, a direct visit.
      q<{ host: string | null; visitors: number }>(
        `SELECT "host", COUNT(*)::int AS "visitors" FROM (
           SELECT (array_agg("referrerHost" ORDER BY "occurredAt") FILTER (WHERE "referrerHost" IS NOT NULL))[1] AS "host"
           FROM "analytics_event" WHERE ${where} GROUP BY "visitorHash"
         ) v GROUP BY "host" ORDER BY "visitors" DESC, "host" NULLS FIRST LIMIT ${TOP}`,
      ),
      q<{ device: DeviceClass; visitors: number; pageViews: number }>(
        `SELECT "device", COUNT(DISTINCT "visitorHash")::int AS "visitors", (COUNT(*) FILTER (WHERE "type" = 'page_view'))::int AS "pageViews"
         FROM "analytics_event" WHERE ${where} GROUP BY "device"`,
      ),
      // Each step: visitors who did it and every step before it (a hash is one visitor on one day).
      q<{ viewed: number; carted: number; checkedOut: number; ordered: number }>(
        `SELECT (COUNT(*) FILTER (WHERE v))::int AS "viewed",
                (COUNT(*) FILTER (WHERE v AND c))::int AS "carted",
                (COUNT(*) FILTER (WHERE v AND c AND b))::int AS "checkedOut",
                (COUNT(*) FILTER (WHERE v AND c AND b AND o))::int AS "ordered"
         FROM (
           SELECT bool_or("type" = 'product_view') AS v, bool_or("type" = 'add_to_cart') AS c,
                  bool_or("type" = 'begin_checkout') AS b, bool_or("type" = 'order_placed') AS o
           FROM "analytics_event"
           WHERE "type" IN ('product_view', 'add_to_cart', 'begin_checkout', 'order_placed') AND ${where}
           GROUP BY "visitorHash"
         ) v`,
      ).then((rows) => rows[0]!),
    ]);

    const byStart = new Map(overTime.map((point) => [point.start, point]));
    const byDevice = new Map(devices.map((row) => [row.device, row]));
    const counts = [funnelRow.viewed, funnelRow.carted, funnelRow.checkedOut, funnelRow.ordered];
    const funnel: FunnelStep[] = FUNNEL_STEPS.map((step, index) => {
      const before = index ? counts[index - 1]! : 0;
      return { step, visitors: counts[index]!, conversion: before ? counts[index]! / before : null };
    });
    const viewed = funnel[0]!.visitors;
    return {
      range,
      visitors: comparedCount(inPeriod.visitors, inPrevious?.visitors ?? null),
      pageViews: comparedCount(inPeriod.pageViews, inPrevious?.pageViews ?? null),
      granularity,
      overTime: bucketsOf(current, granularity).map(([key, start]) => ({
        start,
        visitors: byStart.get(key)?.visitors ?? 0,
        pageViews: byStart.get(key)?.pageViews ?? 0,
      })),
      topPages,
      topProducts,
      referrers,
      devices: Object.values(DeviceClass).map((device) => ({
        device,
        visitors: byDevice.get(device)?.visitors ?? 0,
        pageViews: byDevice.get(device)?.pageViews ?? 0,
      })),
      funnel,
      overallConversion: viewed ? funnel.at(-1)!.visitors / viewed : null,
    };
  }
}
