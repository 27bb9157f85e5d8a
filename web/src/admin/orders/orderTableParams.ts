/**
 * The admin orders table's state as it lives in the URL:
 * `/admin-dashboard/orders?q=&status=&payment=&from=&to=&sort=&per=&page=`, so a reload or a
 * shared link shows the same view (issue 12; list-page/listParams.ts). The pending and completed
 * areas are the same table with the status fixed (`fixedStatus`), so their URLs carry no status.
 *
 * The table runs on the `orders` query (docs/api.md#admin-orders): `AdminOrderFilter` is its
 * filter, `AdminOrderSort` its orders, `skip`/`take` its pages; the CSV export takes the same filter.
 */
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import type { AdminOrderFilter, AdminOrderSort, AdminOrdersQueryVariables, OrderStatus, PaymentStatus } from "../gql/graphql";
import { type ListChoice, type ListSort, type ListView, choiceFilter, dayFilter, defineListParams, searchFilter } from "../list-page/listParams";

export const STATUS_OPTIONS: readonly ListChoice<OrderStatus>[] = [
  { value: "PENDING", param: "pending", label: "Pending" },
  { value: "PROCESSING", param: "processing", label: "Processing" },
  { value: "SHIPPED", param: "shipped", label: "Shipped" },
  { value: "DELIVERED", param: "delivered", label: "Delivered" },
  { value: "CANCELLED", param: "cancelled", label: "Cancelled" },
];

export const PAYMENT_OPTIONS: readonly ListChoice<PaymentStatus>[] = [
  { value: "UNPAID", param: "unpaid", label: "Unpaid" },
  { value: "PAID", param: "paid", label: "Paid" },
  { value: "REFUNDED", param: "refunded", label: "Refunded" },
];

/**
 * Every order the API can sort orders in (`AdminOrderSort`), in the "Sort by" menu's order; the
 * first is the default. The one place that ties an order to its URL word, label and column.
 */
const SORTS: readonly ListSort<AdminOrderSort>[] = [
  { param: "newest", sort: "NEWEST", label: "Newest first", by: { column: "createdAt", desc: true } },
  { param: "oldest", sort: "OLDEST", label: "Oldest first", by: { column: "createdAt", desc: false } },
  { param: "total-desc", sort: "TOTAL_HIGH", label: "Total: high to low", by: { column: "total", desc: true } },
  { param: "total-asc", sort: "TOTAL_LOW", label: "Total: low to high", by: { column: "total", desc: false } },
  { param: "number-desc", sort: "NUMBER_HIGH", label: "Number: high to low", by: { column: "number", desc: true } },
  { param: "number-asc", sort: "NUMBER_LOW", label: "Number: low to high", by: { column: "number", desc: false } },
];

/**
 * Search (number, name, phone, email), a status (ignored where the area fixes it), a payment
 * status, and the first and last day placed (`YYYY-MM-DD`, the admin's local days).
 */
export const orderTable = defineListParams({
  filters: { q: searchFilter(), status: choiceFilter(STATUS_OPTIONS), payment: choiceFilter(PAYMENT_OPTIONS), from: dayFilter(), to: dayFilter() },
  sorts: SORTS,
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 20,
});

export type OrderTableParams = ListView<typeof orderTable.filters, AdminOrderSort>;

/** The start of a local day, as the instant the API compares with (`YYYY-MM-DD`, plus `days`). */
function startOfLocalDay(day: string, days = 0): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date + days).toISOString();
}

/**
 * The `AdminOrderFilter` of a view: `fixedStatus` (the pending and completed areas) wins over the
 * URL's status; the days are the admin's local days, `to` included.
 */
export function orderFilter(params: OrderTableParams, fixedStatus: OrderStatus | null = null): AdminOrderFilter {
  const filter: AdminOrderFilter = {};
  const status = fixedStatus ?? params.status;
  if (status) filter.status = status;
  if (params.payment) filter.paymentStatus = params.payment;
  if (params.from) filter.createdFrom = startOfLocalDay(params.from);
  if (params.to) filter.createdBefore = startOfLocalDay(params.to, 1);
  if (params.q) filter.search = params.q;
  return filter;
}

/** The `AdminOrders` query's variables for a view. */
export function orderTableVariables(params: OrderTableParams, fixedStatus: OrderStatus | null = null): AdminOrdersQueryVariables {
  return { filter: orderFilter(params, fixedStatus), sort: params.sort, ...orderTable.pageWindow(params) };
}

/** The CSV export's query string: the list's filter and sort, by the filter's field names. */
export function exportSearchParams(filter: AdminOrderFilter, sort: AdminOrderSort): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value != null && value !== "") search.set(key, String(value));
  search.set("sort", sort);
  return search;
}

/** The detail page of an order (the `orders/:id` route). */
export function orderDetailHref(id: string): string {
  return `${ADMIN_ROOT}/orders/${encodeURIComponent(id)}`;
}
