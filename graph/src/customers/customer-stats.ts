import type { DataSource, SelectQueryBuilder } from "typeorm";
import { Order, OrderStatus, PaymentStatus } from "../orders/order.entity.js";

/**
 * What the customers table says about a customer's orders (decision 016), in one place:
 * - the order count is every order placed under their account, cancelled ones included, so it
 *   matches the list of their orders the admin opens;
 * - the total spent adds up the totals of the orders that still stand: neither CANCELLED nor
 *   REFUNDED. Open orders (pending to shipped) count, as they are money the customer committed.
 * Guest orders count once they are attached to the account (claimGuestOrders).
 *
 * Who a customer is (decision 062), for the Customers screen and the sales report alike: an
 * account (the orders placed under it), else a guest, one per phone: guest orders whose phones
 * share a `phoneKey` ("01711-000000" and "+880 1711 000000") are one guest customer. A guest's
 * email is never proven, so it joins nothing; a verified email joins guest orders to the account
 * (claimGuestOrders), after which they are the account's.
 */
export interface CustomerOrderStats {
  orderCount: number;
  totalSpentMinor: number;
}

const NO_ORDERS: CustomerOrderStats = { orderCount: 0, totalSpentMinor: 0 };

/** The SQL condition for an order whose total counts towards "total spent" (alias `o`). */
export const COUNTS_AS_SPENT = `o.status <> '${OrderStatus.CANCELLED}' AND o."paymentStatus" <> '${PaymentStatus.REFUNDED}'`;

/** The SQL key of the guest customer an order of alias `alias` belongs to: `phone_key`, the database's `phoneKey` (migration 1764880200000). */
export const guestKeyOf = (alias: string) => `phone_key(${alias}."phone")`;

/** The SQL condition for a guest's order (alias `alias`): placed without an account. */
export const isGuestOrder = (alias: string) => `${alias}."customerUid" IS NULL`;

/** One grouped query: each customer's order count and total spent (minor units), by uid. */
export function customerOrderTotals(dataSource: DataSource): SelectQueryBuilder<Order> {
  return dataSource
    .getRepository(Order)
    .createQueryBuilder("o")
    .select(`o."customerUid"`, "uid")
    .addSelect("count(*)::int", "orderCount")
    .addSelect(`coalesce(sum(o."totalMinor") FILTER (WHERE ${COUNTS_AS_SPENT}), 0)::bigint`, "totalSpentMinor")
    .where(`o."customerUid" IS NOT NULL`)
    .groupBy(`o."customerUid"`);
}

/** The stats of each uid, in the uids' order (one query for a whole page of customers). */
export async function orderStatsOf(dataSource: DataSource, uids: readonly string[]): Promise<CustomerOrderStats[]> {
  if (uids.length === 0) return [];
  const rows = await customerOrderTotals(dataSource)
    .andWhere(`o."customerUid" IN (:...uids)`, { uids: [...uids] })
    .getRawMany<{ uid: string; orderCount: number; totalSpentMinor: string | number }>();
  const byUid = new Map(rows.map((row) => [row.uid, { orderCount: Number(row.orderCount), totalSpentMinor: Number(row.totalSpentMinor) }]));
  return uids.map((uid) => byUid.get(uid) ?? NO_ORDERS);
}
