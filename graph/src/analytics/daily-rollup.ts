import type { DataSource } from "typeorm";
import { type LocalDate, addDays, localDateOf, startOfLocalDay } from "../reports/report-range.js";

/*
 * Daily roll-ups (docs/analytics.md#storage-and-retention, decision 040). Once a day in the shop's
 * time zone is over, its raw events are summed into `analytics_daily`: per dimension, one row per
 * key with its views and visitors. Since a visitor hash lives one day, a day's distinct visitors
 * add up over days exactly as the raw events' distinct hashes do, so the report's figures from
 * roll-ups equal those from raw events. The same SQL (FIGURES) rolls a day up and reads the days
 * not rolled up yet.
 */

export type Dimension = "device" | "page" | "product" | "referrer" | "funnel";

/** The funnel's steps as roll-up keys, in order. */
export const FUNNEL_KEYS = ["viewed", "carted", "checkedOut", "ordered"] as const;

/** Roll a day up only this long after it ends: the buffer may still be writing its last seconds. */
const GRACE_MS = 10 * 60_000;
/** Raw events deleted per statement: each statement stays short on the embedded database. */
const DELETE_CHUNK = 5_000;

/**
 * Each dimension's figures over the raw events from `from` (included) to `to` (excluded), as
 * `key`, `views`, `visitors`; `from` and `to` are the statement's placeholders.
 */
export function figures(dimension: Dimension, from: string, to: string): string {
  const within = `"occurredAt" >= ${from} AND "occurredAt" < ${to}`;
  switch (dimension) {
    case "device":
      return `SELECT "device" AS "key", (COUNT(*) FILTER (WHERE "type" = 'page_view'))::int AS "views", COUNT(DISTINCT "visitorHash")::int AS "visitors"
        FROM "analytics_event" WHERE ${within} GROUP BY "device"`;
    case "page":
      return `SELECT "path" AS "key", COUNT(*)::int AS "views", COUNT(DISTINCT "visitorHash")::int AS "visitors"
        FROM "analytics_event" WHERE "type" = 'page_view' AND ${within} GROUP BY "path"`;
    case "product":
      return `SELECT "productId"::text AS "key", COUNT(*)::int AS "views", COUNT(DISTINCT "visitorHash")::int AS "visitors"
        FROM "analytics_event" WHERE "type" = 'product_view' AND ${within} GROUP BY "productId"`;
    case "referrer":
      // A visitor's source is the first external referrer of their day; without one, direct ("").
      return `SELECT COALESCE("host", '') AS "key", 0 AS "views", COUNT(*)::int AS "visitors" FROM (
          SELECT (array_agg("referrerHost" ORDER BY "occurredAt", "id") FILTER (WHERE "referrerHost" IS NOT NULL))[1] AS "host"
          FROM "analytics_event" WHERE ${within} GROUP BY "visitorHash"
        ) v GROUP BY 1`;
    case "funnel":
      // Each step: visitors who did it and every step before it (a hash is one visitor on one day).
      return `SELECT s."key", 0 AS "views", (COUNT(*) FILTER (WHERE s."reached"))::int AS "visitors" FROM (
          SELECT bool_or("type" = 'product_view') AS v, bool_or("type" = 'add_to_cart') AS c,
                 bool_or("type" = 'begin_checkout') AS b, bool_or("type" = 'order_placed') AS o
          FROM "analytics_event"
          WHERE "type" IN ('product_view', 'add_to_cart', 'begin_checkout', 'order_placed') AND ${within}
          GROUP BY "visitorHash"
        ) f CROSS JOIN LATERAL (VALUES ('viewed', v), ('carted', v AND c), ('checkedOut', v AND c AND b), ('ordered', v AND c AND b AND o)) s("key", "reached")
        GROUP BY s."key"`;
  }
}

const DIMENSIONS: Dimension[] = ["device", "page", "product", "referrer", "funnel"];

const dayText = (value: Date | string | null | undefined): LocalDate | null =>
  value === null || value === undefined ? null : typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);

export class DailyRollup {
  constructor(private readonly dataSource: DataSource) {}

  /** The last day rolled up, or null before the first. Every day up to it is rolled up (or had no events). */
  async rolledThrough(): Promise<LocalDate | null> {
    const [row] = (await this.dataSource.query(
      `SELECT to_char(max("day"), 'YYYY-MM-DD') AS "day" FROM "analytics_daily" WHERE "dimension" = 'device'`,
    )) as { day: string | null }[];
    return dayText(row?.day);
  }

  /** The instant raw events start to matter: the start of the day after the last one rolled up (null: all of them). */
  async rawFrom(timeZone: string): Promise<Date | null> {
    const through = await this.rolledThrough();
    return through ? startOfLocalDay(addDays(through, 1), timeZone) : null;
  }

  /**
   * Roll up every day that is over (and its grace), oldest first, one transaction per day; days
   * without events are skipped. Returns the days rolled up. Several replicas may run it at once:
   * the same day's rows are the same figures, and a conflict keeps the first.
   */
  async rollUp(now: Date, timeZone: string): Promise<LocalDate[]> {
    const rolled: LocalDate[] = [];
    for (;;) {
      const from = await this.rawFrom(timeZone);
      const [next] = (await this.dataSource.query(
        `SELECT min("occurredAt") AS "first" FROM "analytics_event"${from ? ` WHERE "occurredAt" >= $1` : ""}`,
        from ? [from] : [],
      )) as { first: Date | string | null }[];
      if (!next?.first) return rolled;
      const day = localDateOf(new Date(next.first), timeZone);
      const dayStart = startOfLocalDay(day, timeZone);
      const dayEnd = startOfLocalDay(addDays(day, 1), timeZone);
      if (dayEnd.getTime() + GRACE_MS > now.getTime()) return rolled;
      await this.dataSource.transaction(async (manager) => {
        for (const dimension of DIMENSIONS) {
          await manager.query(
            `INSERT INTO "analytics_daily" ("dimension", "day", "key", "views", "visitors")
             SELECT '${dimension}', $3::date, f."key", f."views", f."visitors" FROM (${figures(dimension, "$1", "$2")}) f
             WHERE f."visitors" > 0
             ON CONFLICT DO NOTHING`,
            [dayStart, dayEnd, day],
          );
        }
      });
      rolled.push(day);
    }
  }

  /**
   * Delete raw events rolled up more than `rawDays` days ago (never one not rolled up), a chunk
   * per statement, and roll-ups older than `days` days.
   */
  async deleteOld(now: Date, timeZone: string, { rawDays, days }: { rawDays: number; days: number }): Promise<void> {
    const today = localDateOf(now, timeZone);
    const rawFrom = await this.rawFrom(timeZone);
    if (rawFrom) {
      const keepFrom = startOfLocalDay(addDays(today, -rawDays), timeZone);
      const before = rawFrom < keepFrom ? rawFrom : keepFrom;
      for (;;) {
        const result = (await this.dataSource.query(
          `DELETE FROM "analytics_event" WHERE "id" IN (SELECT "id" FROM "analytics_event" WHERE "occurredAt" < $1 LIMIT ${DELETE_CHUNK})`,
          [before],
        )) as unknown;
        if (deletedCount(result) < DELETE_CHUNK) break;
      }
    }
    await this.dataSource.query(`DELETE FROM "analytics_daily" WHERE "day" < $1::date`, [addDays(today, -days)]);
  }
}

/** TypeORM answers a DELETE with [rows, count] on PostgreSQL and PGlite alike. */
function deletedCount(result: unknown): number {
  return Array.isArray(result) && typeof result[1] === "number" ? result[1] : 0;
}
