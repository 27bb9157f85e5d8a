import { phoneDigits, phoneKey, toMajor } from "@shop/common";
import type { DataSource } from "typeorm";
import { Order } from "../orders/order.entity.js";
import { escapeLike } from "../shared/slug.js";
import { type Page, type PageRequest, pageOf } from "../shared/paging.js";
import { COUNTS_AS_SPENT, guestKeyOf, isGuestOrder } from "./customer-stats.js";
import type { GuestCustomer, GuestCustomerSort } from "./guest-customer.types.js";

/** `column direction` of each sort; every one ends on the key, so pages never overlap. */
const SORTS: Record<GuestCustomerSort, string> = {
  LAST_ORDER_DESC: `"lastOrderAt" DESC`,
  LAST_ORDER_ASC: `"lastOrderAt" ASC`,
  NAME_ASC: `lower("name") ASC`,
  NAME_DESC: `lower("name") DESC`,
  ORDERS_DESC: `"orderCount" DESC`,
  ORDERS_ASC: `"orderCount" ASC`,
  SPENT_DESC: `"totalSpentMinor" DESC`,
  SPENT_ASC: `"totalSpentMinor" ASC`,
};

/** Each guest's figures, grouped in SQL (alias `o`); the latest order names them. */
const GUEST_FIGURES = `
  SELECT ${guestKeyOf("o")} AS "key",
         (array_agg(o."name" ORDER BY o."createdAt" DESC, o."number" DESC))[1] AS "name",
         (array_agg(o."phone" ORDER BY o."createdAt" DESC, o."number" DESC))[1] AS "phone",
         (array_agg(o."email" ORDER BY o."createdAt" DESC, o."number" DESC) FILTER (WHERE o."email" IS NOT NULL))[1] AS "email",
         count(*)::int AS "orderCount",
         coalesce(sum(o."totalMinor") FILTER (WHERE ${COUNTS_AS_SPENT}), 0)::bigint AS "totalSpentMinor",
         min(o."createdAt") AS "firstOrderAt", max(o."createdAt") AS "lastOrderAt"
    FROM "shop_order" o`;

type GuestRow = Omit<GuestCustomer, "totalSpent" | "totalSpentMinor"> & { totalSpentMinor: unknown; total?: unknown };

function guestOf(row: GuestRow): GuestCustomer {
  const totalSpentMinor = Number(row.totalSpentMinor ?? 0);
  return {
    key: row.key,
    name: row.name,
    phone: row.phone,
    email: row.email,
    orderCount: Number(row.orderCount),
    totalSpentMinor,
    totalSpent: toMajor(totalSpentMinor),
    firstOrderAt: new Date(row.firstOrderAt),
    lastOrderAt: new Date(row.lastOrderAt),
  };
}

/**
 * Guest buyers as customers (decision 062; who is one: customer-stats.ts). Every figure is a SQL
 * aggregate over the guest orders; one guest's orders are read through `IDX_order_guest_phone_key`.
 */
export class GuestCustomersService {
  constructor(private readonly dataSource: DataSource) {}

  /** A page of guests, matching `search` on any of their orders' name, email or phone, and how many match. */
  async list({ search, sort, skip, take }: { search?: string | null; sort: GuestCustomerSort } & PageRequest): Promise<Page<GuestCustomer>> {
    const text = search?.trim() ?? "";
    const digits = phoneDigits(text).length >= 3 ? phoneKey(text) : null;
    const params: unknown[] = [];
    let having = "";
    if (text) {
      params.push(`%${escapeLike(text)}%`);
      const phoneMatch = digits ? ` OR ${guestKeyOf("o")} LIKE $${params.push(`%${escapeLike(digits)}%`)}` : "";
      having = ` HAVING bool_or(o."name" ILIKE $1 OR o."email" ILIKE $1${phoneMatch})`;
    }
    const guests = `${GUEST_FIGURES} WHERE ${isGuestOrder("o")} GROUP BY 1${having}`;
    const skipAt = params.push(skip);
    const takeAt = params.push(take);
    const rows: GuestRow[] = await this.dataSource.query(
      `SELECT g.*, count(*) OVER () AS "total" FROM (${guests}) g ORDER BY ${SORTS[sort]}, "key" OFFSET $${skipAt} LIMIT $${takeAt}`,
      params,
    );
    let totalItems = Number(rows[0]?.total ?? 0);
    if (rows.length === 0 && (skip > 0 || take === 0)) {
      const [count] = await this.dataSource.query(`SELECT count(*)::int AS "total" FROM (${guests}) g`, params.slice(0, skipAt - 1));
      totalItems = Number(count.total);
    }
    return { items: rows.map(guestOf), totalItems };
  }

  /** One guest by their phone, written any way; null when no guest order has it. */
  async find(phone: string): Promise<GuestCustomer | null> {
    const key = phoneKey(phone);
    if (!key) return null;
    const [row]: GuestRow[] = await this.dataSource.query(`${GUEST_FIGURES} WHERE ${isGuestOrder("o")} AND ${guestKeyOf("o")} = $1 GROUP BY 1`, [key]);
    return row ? guestOf(row) : null;
  }

  /** A page of one guest's orders, newest first. */
  orders(phone: string, page: PageRequest): Promise<Page<Order>> {
    const query = this.dataSource
      .getRepository(Order)
      .createQueryBuilder("o")
      .where(`${isGuestOrder("o")} AND ${guestKeyOf("o")} = :key`, { key: phoneKey(phone) })
      .orderBy("o.createdAt", "DESC")
      .addOrderBy("o.number", "DESC");
    return pageOf(query, page);
  }
}
