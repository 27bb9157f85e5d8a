import type { DataSource } from "typeorm";
import { guestKeyOf, isGuestOrder } from "../customers/customer-stats.js";
import { OrderStatus } from "../orders/order.entity.js";
import type { LocalDate, Period } from "./report-range.js";

/*
 * The sales figures as SQL aggregates (docs/reports.md). Every query bounds `createdAt` by two
 * instants, so PostgreSQL reads the orders of the period through the `createdAt` indexes; sums of
 * minor units are bigint, turned into numbers here (exact far beyond any shop's totals).
 */

type Db = Pick<DataSource, "query">;

/** A bigint or numeric from either driver (a string from node-postgres). */
const num = (value: unknown): number => Number(value ?? 0);

const CANCELLED = `'${OrderStatus.CANCELLED}'`;
const DELIVERED = `'${OrderStatus.DELIVERED}'`;

/** The local day of the first order ever, or null without orders. */
export async function firstOrderDay(db: Db, timeZone: string): Promise<LocalDate | null> {
  const [row] = await db.query(`SELECT to_char(min("createdAt") AT TIME ZONE $1, 'YYYY-MM-DD') AS "day" FROM "shop_order"`, [timeZone]);
  return (row?.day as string | null) ?? null;
}

export interface StatusTotals {
  status: OrderStatus;
  orders: number;
  valueMinor: number;
}

/** Orders and their totals per status, placed in the current period and in the previous one: one pass over both. */
export async function totalsByStatus(db: Db, current: Period, previous: Period | null): Promise<{ current: StatusTotals[]; previous: StatusTotals[] }> {
  const rows: { current: boolean; status: OrderStatus; orders: number; value: unknown }[] = await db.query(
    `SELECT "createdAt" >= $1 AS "current", "status", count(*)::int AS "orders", sum("totalMinor")::bigint AS "value"
       FROM "shop_order" WHERE "createdAt" >= $2 AND "createdAt" < $3 GROUP BY 1, 2`,
    [current.from, previous?.from ?? current.from, current.to],
  );
  const totals = (inCurrent: boolean) =>
    rows.filter((row) => row.current === inCurrent).map((row) => ({ status: row.status, orders: row.orders, valueMinor: num(row.value) }));
  return { current: totals(true), previous: totals(false) };
}

export interface CustomerCounts {
  customers: number;
  newCustomers: number;
}

/**
 * Distinct buyers (orders not cancelled) of the current and previous periods, and how many of
 * them ordered for the first time in that period. A buyer is a customer as the Customers screen
 * counts them (customer-stats.ts, decision 062): an account, else a guest's phone by `phone_key`.
 * The buyers of both periods are grouped first; whether each had an order before the previous
 * period is one anti-join per kind of buyer, which PostgreSQL answers with the account and
 * guest-phone indexes for short periods and with a scan for long ones.
 */
export async function customerCounts(db: Db, current: Period, previous: Period | null): Promise<{ current: CustomerCounts; previous: CustomerCounts }> {
  const [row] = await db.query(
    `WITH "buyers" AS (
       SELECT "customerUid" AS "uid", CASE WHEN ${isGuestOrder("o")} THEN ${guestKeyOf("o")} END AS "guest",
              bool_or("createdAt" >= $1) AS "inCurrent", bool_or("createdAt" < $1) AS "inPrevious"
         FROM "shop_order" o WHERE "createdAt" >= $2 AND "createdAt" < $3 AND "status" <> ${CANCELLED}
        GROUP BY 1, 2),
     "earlier" AS (
       SELECT b.* FROM "buyers" b WHERE b."uid" IS NOT NULL AND EXISTS (
         SELECT 1 FROM "shop_order" e WHERE e."customerUid" = b."uid" AND e."createdAt" < $2 AND e."status" <> ${CANCELLED})
       UNION ALL
       SELECT b.* FROM "buyers" b WHERE b."guest" IS NOT NULL AND EXISTS (
         SELECT 1 FROM "shop_order" e
          WHERE ${isGuestOrder("e")} AND ${guestKeyOf("e")} = b."guest" AND e."createdAt" < $2 AND e."status" <> ${CANCELLED}))
     SELECT (SELECT count(*) FILTER (WHERE "inCurrent") FROM "buyers")::int AS "customers",
            (SELECT count(*) FILTER (WHERE "inCurrent" AND NOT "inPrevious") FROM "buyers")::int AS "firstInCurrent",
            (SELECT count(*) FILTER (WHERE "inPrevious") FROM "buyers")::int AS "prevCustomers",
            (SELECT count(*) FILTER (WHERE "inCurrent" AND NOT "inPrevious") FROM "earlier")::int AS "currentBefore",
            (SELECT count(*) FILTER (WHERE "inPrevious") FROM "earlier")::int AS "previousBefore"`,
    [current.from, previous?.from ?? current.from, current.to],
  );
  return {
    // New in the current period: no order in the previous one, nor before it.
    current: { customers: row.customers, newCustomers: row.firstInCurrent - row.currentBefore },
    previous: { customers: row.prevCustomers, newCustomers: row.prevCustomers - row.previousBefore },
  };
}

export interface BucketTotals {
  orders: number;
  salesMinor: number;
  revenueMinor: number;
}

/** Orders not cancelled in `[from, to)`, per local day, week (from Monday) or month, keyed by the bucket's first day. */
export async function totalsByBucket(
  db: Db,
  from: Date,
  to: Date,
  unit: "day" | "week" | "month",
  timeZone: string,
): Promise<Map<LocalDate, BucketTotals>> {
  const rows: { bucket: LocalDate; orders: number; sales: unknown; revenue: unknown }[] = await db.query(
    `SELECT to_char("start", 'YYYY-MM-DD') AS "bucket", "orders", "sales", "revenue"
       FROM (SELECT date_trunc($3, "createdAt" AT TIME ZONE $4) AS "start",
                    count(*)::int AS "orders", sum("totalMinor")::bigint AS "sales",
                    coalesce(sum("totalMinor") FILTER (WHERE "status" = ${DELIVERED}), 0)::bigint AS "revenue"
               FROM "shop_order" WHERE "createdAt" >= $1 AND "createdAt" < $2 AND "status" <> ${CANCELLED}
              GROUP BY 1) AS "buckets"`,
    [from, to, unit, timeZone],
  );
  return new Map(rows.map((row) => [row.bucket, { orders: row.orders, salesMinor: num(row.sales), revenueMinor: num(row.revenue) }]));
}

export interface ProductSalesRow {
  productId: string | null;
  name: string;
  sku: string | null;
  image: string | null;
  units: number;
  salesMinor: number;
  /** 1 for the most sales value, 2 for the next… */
  bySales: number;
  /** 1 for the most units… */
  byUnits: number;
}

export interface CategorySalesRow {
  categoryId: string | null;
  name: string | null;
  units: number;
  salesMinor: number;
}

export interface LineSales {
  /** The products ranked within `limit` by sales or by units, most sales first. */
  products: ProductSalesRow[];
  /** Every category with sales (by its products' current category), most sales first. */
  categories: CategorySalesRow[];
  totalSalesMinor: number;
  /** How many products had sales. */
  productCount: number;
}

/**
 * Units and line totals on orders not cancelled in `[from, to)`, per product and per category.
 * The lines are summed per product once (the costly join of lines and orders), then ranked and
 * rolled up by category. A product's current name and SKU (kept when it is deleted, decision 012);
 * lines whose product row is gone, by their own name.
 */
export async function lineSales(db: Db, from: Date, to: Date, limit: number): Promise<LineSales> {
  const rows: Record<string, unknown>[] = await db.query(
    `WITH "sold" AS (
       SELECT l."productId", CASE WHEN l."productId" IS NULL THEN l."name" END AS "lineName",
              min(l."sku") FILTER (WHERE l."productId" IS NULL) AS "lineSku", min(l."image") FILTER (WHERE l."productId" IS NULL) AS "lineImage",
              sum(l."quantity")::bigint AS "units", sum(l."lineTotalMinor")::bigint AS "sales"
         FROM "order_line" l JOIN "shop_order" o ON o."id" = l."orderId"
        WHERE o."createdAt" >= $1 AND o."createdAt" < $2 AND o."status" <> ${CANCELLED}
        GROUP BY 1, 2),
     -- A product deleted for good leaves its lines without one (ON DELETE SET NULL): named as on the line.
     "named" AS (
       SELECT p."id" AS "productId", coalesce(p."name", s."lineName") AS "name", coalesce(p."sku", s."lineSku") AS "sku",
              coalesce(p."images"->>0, s."lineImage") AS "image", p."categoryId", s."units", s."sales",
              coalesce(s."productId"::text, s."lineName") AS "key"
         FROM "sold" s LEFT JOIN "product" p ON p."id" = s."productId"),
     "ranked" AS (
       SELECT *, row_number() OVER (ORDER BY "sales" DESC, "units" DESC, "name", "key") AS "bySales",
              row_number() OVER (ORDER BY "units" DESC, "sales" DESC, "name", "key") AS "byUnits",
              sum("sales") OVER () AS "total", count(*) OVER () AS "products"
         FROM "named")
     SELECT 'product' AS "kind", "productId" AS "id", "name", "sku", "image", "units", "sales", "bySales", "byUnits", "total", "products"
       FROM "ranked" WHERE "bySales" <= $3 OR "byUnits" <= $3
     UNION ALL
     SELECT 'category', c."id", c."name", NULL, NULL, sum(n."units"), sum(n."sales"), NULL, NULL, NULL, NULL
       FROM "named" n LEFT JOIN "category" c ON c."id" = n."categoryId"
      GROUP BY c."id"`,
    [from, to, limit],
  );
  const products: ProductSalesRow[] = [];
  const categories: CategorySalesRow[] = [];
  let totalSalesMinor = 0;
  let productCount = 0;
  for (const row of rows) {
    const common = { name: row.name as string | null, units: num(row.units), salesMinor: num(row.sales) };
    if (row.kind === "category") {
      categories.push({ categoryId: row.id as string | null, ...common });
      continue;
    }
    products.push({
      ...common,
      productId: row.id as string | null,
      name: row.name as string,
      sku: row.sku as string | null,
      image: row.image as string | null,
      bySales: num(row.bySales),
      byUnits: num(row.byUnits),
    });
    totalSalesMinor = num(row.total);
    productCount = num(row.products);
  }
  products.sort((a, b) => a.bySales - b.bySales);
  categories.sort((a, b) => b.salesMinor - a.salesMinor || (a.name ?? "").localeCompare(b.name ?? ""));
  return { products, categories, totalSalesMinor, productCount };
}

/** Orders not cancelled in `[from, to)` and their totals, per delivery zone. */
export async function zoneSales(db: Db, from: Date, to: Date) {
  const rows: { zone: string; orders: number; sales: unknown }[] = await db.query(
    `SELECT "deliveryZone" AS "zone", count(*)::int AS "orders", sum("totalMinor")::bigint AS "sales"
       FROM "shop_order" WHERE "createdAt" >= $1 AND "createdAt" < $2 AND "status" <> ${CANCELLED}
      GROUP BY 1 ORDER BY "sales" DESC, "zone"`,
    [from, to],
  );
  return rows.map((row) => ({ zone: row.zone, orders: row.orders, salesMinor: num(row.sales) }));
}
