import type { DataSource } from "typeorm";
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

/** Who a buyer is: the account, else the guest's email, else the guest's phone. */
const BUYER = `CASE WHEN "customerUid" IS NOT NULL THEN 'u:' || "customerUid"
  WHEN nullif("email", '') IS NOT NULL THEN 'e:' || lower("email")
  ELSE 'p:' || "phone" END`;

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

/** Orders and their totals per status, placed in `[from, to)`. */
export async function totalsByStatus(db: Db, from: Date, to: Date): Promise<StatusTotals[]> {
  const rows: { status: OrderStatus; orders: number; value: unknown }[] = await db.query(
    `SELECT "status", count(*)::int AS "orders", sum("totalMinor")::bigint AS "value"
       FROM "shop_order" WHERE "createdAt" >= $1 AND "createdAt" < $2 GROUP BY "status"`,
    [from, to],
  );
  return rows.map((row) => ({ status: row.status, orders: row.orders, valueMinor: num(row.value) }));
}

export interface CustomerCounts {
  customers: number;
  newCustomers: number;
}

/**
 * Distinct buyers (orders not cancelled) of the current and previous periods, and how many of
 * them ordered for the first time in that period. One pass over the orders up to the period's end:
 * a buyer's first order can be any time before.
 */
export async function customerCounts(db: Db, current: Period, previous: Period | null): Promise<{ current: CustomerCounts; previous: CustomerCounts }> {
  const prevFrom = previous?.from ?? current.from;
  const [row] = await db.query(
    `WITH "buyers" AS (
       SELECT ${BUYER} AS "buyer", min("createdAt") AS "firstAt",
              bool_or("createdAt" >= $1) AS "inCurrent",
              bool_or("createdAt" >= $2 AND "createdAt" < $1) AS "inPrevious"
         FROM "shop_order" WHERE "status" <> ${CANCELLED} AND "createdAt" < $3
        GROUP BY 1)
     SELECT count(*) FILTER (WHERE "inCurrent")::int AS "customers",
            count(*) FILTER (WHERE "inCurrent" AND "firstAt" >= $1)::int AS "newCustomers",
            count(*) FILTER (WHERE "inPrevious")::int AS "prevCustomers",
            count(*) FILTER (WHERE "inPrevious" AND "firstAt" >= $2)::int AS "prevNewCustomers"
       FROM "buyers"`,
    [current.from, prevFrom, current.to],
  );
  return {
    current: { customers: row.customers, newCustomers: row.newCustomers },
    previous: { customers: row.prevCustomers, newCustomers: row.prevNewCustomers },
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
    `SELECT to_char(date_trunc($3, "createdAt" AT TIME ZONE $4), 'YYYY-MM-DD') AS "bucket",
            count(*)::int AS "orders", sum("totalMinor")::bigint AS "sales",
            coalesce(sum("totalMinor") FILTER (WHERE "status" = ${DELIVERED}), 0)::bigint AS "revenue"
       FROM "shop_order" WHERE "createdAt" >= $1 AND "createdAt" < $2 AND "status" <> ${CANCELLED}
      GROUP BY 1`,
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

/**
 * Each product's units and line totals on orders not cancelled in `[from, to)`, with its rank by
 * sales and by units, the rows ranked within `limit` either way; `totalSalesMinor` and `products`
 * are over every product with sales. A product's current name and SKU (kept when it is deleted,
 * decision 012), else the order line's.
 */
export async function productSales(
  db: Db,
  from: Date,
  to: Date,
  limit: number,
): Promise<{ rows: ProductSalesRow[]; totalSalesMinor: number; products: number }> {
  const rows: (Omit<ProductSalesRow, "units" | "salesMinor" | "bySales" | "byUnits"> & Record<"units" | "sales" | "bySales" | "byUnits" | "total" | "products", unknown>)[] =
    await db.query(
      `WITH "sold" AS (
         SELECT p."id" AS "productId", coalesce(p."name", max(l."name")) AS "name", coalesce(p."sku", max(l."sku")) AS "sku",
                coalesce(p."images"->>0, max(l."image")) AS "image",
                sum(l."quantity")::bigint AS "units", sum(l."lineTotalMinor")::bigint AS "sales"
           FROM "order_line" l
           JOIN "shop_order" o ON o."id" = l."orderId"
           LEFT JOIN "product" p ON p."id" = l."productId"
          WHERE o."createdAt" >= $1 AND o."createdAt" < $2 AND o."status" <> ${CANCELLED}
          GROUP BY l."productId", p."id", CASE WHEN l."productId" IS NULL THEN l."name" END),
       "ranked" AS (
         SELECT *, row_number() OVER (ORDER BY "sales" DESC, "units" DESC, "name", "productId") AS "bySales",
                row_number() OVER (ORDER BY "units" DESC, "sales" DESC, "name", "productId") AS "byUnits",
                sum("sales") OVER () AS "total", count(*) OVER () AS "products"
           FROM "sold")
       SELECT * FROM "ranked" WHERE "bySales" <= $3 OR "byUnits" <= $3 ORDER BY "bySales"`,
      [from, to, limit],
    );
  return {
    rows: rows.map(({ units, sales, bySales, byUnits, total: _total, products: _products, ...row }) => ({
      ...row,
      units: num(units),
      salesMinor: num(sales),
      bySales: num(bySales),
      byUnits: num(byUnits),
    })),
    totalSalesMinor: num(rows[0]?.total),
    products: num(rows[0]?.products),
  };
}

/** Units and line totals per category (the products' current one) on orders not cancelled in `[from, to)`. */
export async function categorySales(db: Db, from: Date, to: Date) {
  const rows: { categoryId: string | null; name: string | null; units: unknown; sales: unknown }[] = await db.query(
    `SELECT c."id" AS "categoryId", c."name" AS "name", sum(l."quantity")::bigint AS "units", sum(l."lineTotalMinor")::bigint AS "sales"
       FROM "order_line" l
       JOIN "shop_order" o ON o."id" = l."orderId"
       LEFT JOIN "product" p ON p."id" = l."productId"
       LEFT JOIN "category" c ON c."id" = p."categoryId"
      WHERE o."createdAt" >= $1 AND o."createdAt" < $2 AND o."status" <> ${CANCELLED}
      GROUP BY c."id"
      ORDER BY "sales" DESC, "name"`,
    [from, to],
  );
  return rows.map((row) => ({ categoryId: row.categoryId, name: row.name, units: num(row.units), salesMinor: num(row.sales) }));
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
