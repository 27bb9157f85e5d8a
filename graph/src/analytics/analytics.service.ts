import type { DataSource } from "typeorm";
import {
  type DistinctLimit,
  type Quota,
  type RateLimitCounters,
  type RateLimiter,
  describeWait,
  localCounters,
  rateLimited,
} from "../shared/rate-limiter.js";
import { comparedCount } from "../reports/compare.js";
import { type LocalDate, type Period, type RangeRequest, addDays, localDateOf, startOfLocalDay } from "../reports/report-range.js";
import { rangeOf } from "../reports/report-range.inputs.js";
import { bucketOf, bucketsOf } from "../reports/sales-buckets.js";
import type { SettingsService } from "../settings/settings.service.js";
import { addressKey } from "./address.js";
import { DeviceClass } from "./analytics-event.entity.js";
import { BUFFER_DEFAULTS, type BufferOptions, EventBuffer } from "./event-buffer.js";
import { parseEvents } from "./event-input.js";
import { KnownCatalog } from "./known-catalog.js";
import { DailyRollup, type Dimension, FUNNEL_KEYS, figures } from "./daily-rollup.js";
import { FunnelStepName, type SiteAnalytics, type FunnelStep } from "./site-analytics.types.js";
import { DailySalts, type Visit, deviceClassOf, notCounted, visitorHash } from "./visitor.js";

/** Requests one IP address may send per minute by default (a storefront sends a few); ANALYTICS_LIMIT_PER_MINUTE. */
export const ANALYTICS_LIMIT = 60;
const ANALYTICS_WINDOW_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * What one client address (an IPv6 /64) may add to the report in 24 hours; 0 = no cap
 * (docs/analytics.md#what-one-address-can-add, decision 040).
 */
export interface AnalyticsCaps {
  /** Distinct visitors (ANALYTICS_VISITORS_PER_ADDRESS). */
  visitorsPerAddress: number;
  /** Events (ANALYTICS_EVENTS_PER_ADDRESS). */
  eventsPerAddress: number;
  /** Visitors credited to one referring site (ANALYTICS_REFERRER_VISITORS_PER_ADDRESS); beyond it their visits count as direct. */
  referrerVisitorsPerAddress: number;
}

export const ANALYTICS_CAPS: AnalyticsCaps = { visitorsPerAddress: 100, eventsPerAddress: 3_000, referrerVisitorsPerAddress: 10 };

/** How long events are kept (docs/analytics.md#storage-and-retention). */
export interface AnalyticsRetention {
  /** Days of raw events kept once rolled up (ANALYTICS_RAW_DAYS). */
  rawDays: number;
  /** Days of daily roll-ups kept (ANALYTICS_RETENTION_DAYS): two years, so the year's report has the year before to compare with. */
  days: number;
}

export const ANALYTICS_RETENTION: AnalyticsRetention = { rawDays: 7, days: 731 };

export interface AnalyticsOptions {
  limitPerMinute?: number;
  buffer?: BufferOptions;
  counters?: RateLimitCounters;
  caps?: AnalyticsCaps;
  retention?: AnalyticsRetention;
}
const TIME_ZONE_TTL_MS = 60_000;
const TOP = 10;

const FUNNEL_STEPS = [FunnelStepName.VIEWED_PRODUCT, FunnelStepName.ADDED_TO_CART, FunnelStepName.BEGAN_CHECKOUT, FunnelStepName.PLACED_ORDER];

/**
 * First-party site analytics (docs/analytics.md): takes the storefront's events, counting
 * visitors by a daily hash and storing nothing personal, and answers the admin's report in SQL.
 */
export class AnalyticsService {
  private readonly limiter: RateLimiter | null;
  private readonly visitorCap: DistinctLimit | null;
  private readonly eventCap: Quota | null;
  private readonly referrerCap: DistinctLimit | null;
  private readonly catalog: KnownCatalog;
  private readonly retention: AnalyticsRetention;
  readonly rollup: DailyRollup;
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
      caps = ANALYTICS_CAPS,
      retention = ANALYTICS_RETENTION,
    }: AnalyticsOptions = {},
  ) {
    this.limiter = limitPerMinute > 0 ? counters.limiter("analytics", limitPerMinute, ANALYTICS_WINDOW_MS) : null;
    this.visitorCap = caps.visitorsPerAddress > 0 ? counters.distinct("analytics:visitors", caps.visitorsPerAddress, DAY_MS) : null;
    this.eventCap = caps.eventsPerAddress > 0 ? counters.quota("analytics:events", caps.eventsPerAddress, DAY_MS) : null;
    this.referrerCap = caps.referrerVisitorsPerAddress > 0 ? counters.distinct("analytics:referrers", caps.referrerVisitorsPerAddress, DAY_MS) : null;
    this.catalog = new KnownCatalog(dataSource);
    this.retention = retention;
    this.rollup = new DailyRollup(dataSource);
    this.salts = new DailySalts(dataSource);
    this.buffer = new EventBuffer(dataSource, buffer);
  }

  /**
   * Record a request's events. Throws RATE_LIMITED, or BAD_USER_INPUT for junk (nothing is
   * kept). Accepted and dropped, since the beacon reads no answer: opted-out visitors and bots,
   * events of no storefront page or of no live product, and what goes past the address's daily caps.
   * Returns how many were queued.
   */
  async record(body: unknown, visit: Visit, siteHost: string, now = new Date()): Promise<number> {
    const wait = (await this.limiter?.hit(visit.ip)) ?? 0;
    if (wait > 0) throw rateLimited(`Too many analytics requests. Try again in ${describeWait(wait)}.`, wait);
    const parsed = parseEvents(body, siteHost);
    if (notCounted(visit)) return 0;
    try {
      const salt = await this.salts.forDay(localDateOf(now, await this.timeZone()));
      const hash = visitorHash(salt, visit);
      const address = addressKey(visit.ip);
      if (this.visitorCap && !(await this.visitorCap.admit(address, hash))) return 0;
      const known = await this.catalog.filter(parsed);
      const events = this.eventCap ? known.slice(0, await this.eventCap.take(address, known.length)) : known;
      const device = deviceClassOf(visit.userAgent!);
      const stored = await Promise.all(
        events.map(async ({ page: _page, ...event }) => ({
          ...event,
          referrerHost: await this.creditedReferrer(address, event.referrerHost, hash),
          occurredAt: now,
          device,
          visitorHash: hash,
        })),
      );
      this.buffer.add(stored);
      return stored.length;
    } catch (error) {
      // The database is down: lose these events rather than fail or slow the storefront.
      this.buffer.dropped += parsed.length;
      this.buffer.log?.error({ err: error }, "Analytics events dropped: the database could not be asked");
      return 0;
    }
  }

  /** The referring site, unless this address has already credited it with its share of visitors today. */
  private async creditedReferrer(address: string, host: string | null, hash: string): Promise<string | null> {
    if (!host || !this.referrerCap) return host;
    return (await this.referrerCap.admit(`${address} ${host}`, hash)) ? host : null;
  }

  /**
   * Hourly, and at start: forget the salts of past days, roll up the days that are over, and
   * delete raw events and roll-ups past retention (docs/analytics.md#storage-and-retention).
   */
  async upkeep(now = new Date()): Promise<void> {
    const timeZone = await this.timeZone();
    await this.salts.forgetBefore(localDateOf(now, timeZone));
    await this.rollup.rollUp(now, timeZone);
    await this.rollup.deleteOld(now, timeZone, this.retention);
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

  /**
   * The report: roll-ups for the days rolled up, raw events only for the days since (today, and
   * yesterday until it is rolled up), so each statement reads a few rows per day of the range.
   */
  async report(request: RangeRequest, now: Date): Promise<SiteAnalytics> {
    const { timeZone } = await this.settings.get();
    const [rolledThrough, firstDay] = await Promise.all([this.rollup.rolledThrough(), this.firstDay(timeZone)]);
    const range = rangeOf(request, timeZone, now, firstDay);
    const { current, previous, granularity } = range;
    const rawFrom = rolledThrough ? startOfLocalDay(addDays(rolledThrough, 1), timeZone) : null;
    // $1 and $2: the period's days read from roll-ups; $3 and $4: its instants read from raw events.
    const partsOf = (period: Period): unknown[] =>
      rolledThrough && rawFrom
        ? [period.firstDay, rolledThrough < period.lastDay ? rolledThrough : period.lastDay, rawFrom > period.from ? rawFrom : period.from, period.to]
        : [period.firstDay, addDays(period.firstDay, -1), period.from, period.to];
    const q = <T>(sql: string, params: unknown[]) => this.dataSource.query(sql, params) as Promise<T[]>;
    const combined = (dimension: Dimension) =>
      `SELECT "key", SUM("views")::int AS "views", SUM("visitors")::int AS "visitors" FROM (
         SELECT "key", "views", "visitors" FROM "analytics_daily" WHERE "dimension" = '${dimension}' AND "day" >= $1::date AND "day" <= $2::date
         UNION ALL ${figures(dimension, "$3", "$4")}
       ) f GROUP BY "key"`;
    const within = partsOf(current);
    const devicesOf = (period: Period) => q<{ key: DeviceClass; views: number; visitors: number }>(combined("device"), partsOf(period));

    const [devices, previousDevices, overTime, topPages, topProducts, referrers, funnelRows] = await Promise.all([
      devicesOf(current),
      previous ? devicesOf(previous) : null,
      q<{ day: string; visitors: number; pageViews: number }>(
        `SELECT to_char("day", 'YYYY-MM-DD') AS "day", SUM("visitors")::int AS "visitors", SUM("views")::int AS "pageViews"
         FROM "analytics_daily" WHERE "dimension" = 'device' AND "day" >= $1::date AND "day" <= $2::date GROUP BY "day"
         UNION ALL
         SELECT to_char(("occurredAt" AT TIME ZONE $5::text)::date, 'YYYY-MM-DD'), COUNT(DISTINCT "visitorHash")::int, (COUNT(*) FILTER (WHERE "type" = 'page_view'))::int
         FROM "analytics_event" WHERE "occurredAt" >= $3 AND "occurredAt" < $4 GROUP BY 1`,
        [...within, timeZone],
      ),
      q<{ key: string; views: number; visitors: number }>(`${combined("page")} ORDER BY "views" DESC, "visitors" DESC, "key" LIMIT ${TOP}`, within),
      // Joined with the catalog: a product id no product has is not shown.
      q<{ productId: string; name: string; slug: string; views: number; visitors: number }>(
        `SELECT f."key" AS "productId", p."name", p."slug", f."views", f."visitors"
         FROM (${combined("product")}) f JOIN "product" p ON p."id"::text = f."key"
         ORDER BY f."views" DESC, f."visitors" DESC, p."name" LIMIT ${TOP}`,
        within,
      ),
      q<{ key: string; visitors: number }>(`${combined("referrer")} ORDER BY "visitors" DESC, "key" LIMIT ${TOP}`, within),
      q<{ key: string; visitors: number }>(combined("funnel"), within),
    ]);

    const sum = (rows: { views: number; visitors: number }[]) => ({
      visitors: rows.reduce((total, row) => total + row.visitors, 0),
      pageViews: rows.reduce((total, row) => total + row.views, 0),
    });
    const inPeriod = sum(devices);
    const inPrevious = previousDevices ? sum(previousDevices) : null;
    const byBucket = new Map<string, { visitors: number; pageViews: number }>();
    for (const point of overTime) {
      const key = bucketOf(point.day, granularity);
      const bucket = byBucket.get(key) ?? { visitors: 0, pageViews: 0 };
      byBucket.set(key, { visitors: bucket.visitors + point.visitors, pageViews: bucket.pageViews + point.pageViews });
    }
    const byDevice = new Map(devices.map((row) => [row.key, row]));
    const byStep = new Map(funnelRows.map((row) => [row.key, row.visitors]));
    const counts = FUNNEL_KEYS.map((key) => byStep.get(key) ?? 0);
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
        visitors: byBucket.get(key)?.visitors ?? 0,
        pageViews: byBucket.get(key)?.pageViews ?? 0,
      })),
      topPages: topPages.map(({ key, views, visitors }) => ({ path: key, views, visitors })),
      topProducts,
      referrers: referrers.map(({ key, visitors }) => ({ host: key || null, visitors })),
      devices: Object.values(DeviceClass).map((device) => ({
        device,
        visitors: byDevice.get(device)?.visitors ?? 0,
        pageViews: byDevice.get(device)?.views ?? 0,
      })),
      funnel,
      overallConversion: viewed ? funnel.at(-1)!.visitors / viewed : null,
    };
  }

  /** The first day with figures, rolled up or raw (the all-time range starts there). */
  private async firstDay(timeZone: string): Promise<LocalDate | null> {
    const [row] = (await this.dataSource.query(
      `SELECT (SELECT to_char(min("day"), 'YYYY-MM-DD') FROM "analytics_daily") AS "rolled", (SELECT min("occurredAt") FROM "analytics_event") AS "raw"`,
    )) as { rolled: string | null; raw: Date | string | null }[];
    const raw = row?.raw ? localDateOf(new Date(row.raw), timeZone) : null;
    const rolled = row?.rolled ?? null;
    return rolled && raw ? (rolled < raw ? rolled : raw) : (rolled ?? raw);
  }
}
