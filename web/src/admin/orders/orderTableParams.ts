/**
 * The admin orders table's state as it lives in the URL:
 * `/admin-dashboard/orders?q=&status=&payment=&from=&to=&sort=&per=&page=`, so a reload or a
 * shared link shows the same view (issue 12). Parsing never fails: a parameter that is missing or
 * invalid takes its default, and serializing leaves defaults out. The pending and completed
 * areas are the same table with the status fixed (`fixedStatus`), so their URLs carry no status.
 *
 * The table runs on the `orders` query (docs/api.md#admin-orders): `AdminOrderFilter` is its
 * filter, `AdminOrderSort` its orders, `skip`/`take` its pages; the CSV export takes the same filter.
 */
import { SEARCH_MAX_LENGTH } from "@shop/common";
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import { clampPage, parsePageParam, parsePageSizeParam, writePageParams } from "../../shared/routing/pageParams";
import type { AdminOrderFilter, AdminOrderSort, AdminOrdersQueryVariables, OrderStatus, PaymentStatus } from "../gql/graphql";

/** Rows per page the admin can choose (`take` is at most 100). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

export const STATUS_OPTIONS: readonly { status: OrderStatus; param: string; label: string }[] = [
  { status: "PENDING", param: "pending", label: "Pending" },
  { status: "PROCESSING", param: "processing", label: "Processing" },
  { status: "SHIPPED", param: "shipped", label: "Shipped" },
  { status: "DELIVERED", param: "delivered", label: "Delivered" },
  { status: "CANCELLED", param: "cancelled", label: "Cancelled" },
];

export const PAYMENT_OPTIONS: readonly { payment: PaymentStatus; param: string; label: string }[] = [
  { payment: "UNPAID", param: "unpaid", label: "Unpaid" },
  { payment: "PAID", param: "paid", label: "Paid" },
  { payment: "REFUNDED", param: "refunded", label: "Refunded" },
];

/** A column the table can be sorted by, and in which direction. */
export interface ColumnSort {
  column: string;
  desc: boolean;
}

/**
 * Every order the API can sort orders in (`AdminOrderSort`), in the "Sort by" menu's order; the
 * first is the default. The one place that ties an order to its URL word, label and column.
 */
export const SORT_OPTIONS: readonly { param: string; sort: AdminOrderSort; label: string; by: ColumnSort }[] = [
  { param: "newest", sort: "NEWEST", label: "Newest first", by: { column: "createdAt", desc: true } },
  { param: "oldest", sort: "OLDEST", label: "Oldest first", by: { column: "createdAt", desc: false } },
  { param: "total-desc", sort: "TOTAL_HIGH", label: "Total: high to low", by: { column: "total", desc: true } },
  { param: "total-asc", sort: "TOTAL_LOW", label: "Total: low to high", by: { column: "total", desc: false } },
  { param: "number-desc", sort: "NUMBER_HIGH", label: "Number: high to low", by: { column: "number", desc: true } },
  { param: "number-asc", sort: "NUMBER_LOW", label: "Number: low to high", by: { column: "number", desc: false } },
];
export const DEFAULT_SORT: AdminOrderSort = "NEWEST";

export interface OrderTableParams {
  /** Search text (number, name, phone, email), trimmed; "" for none. */
  q: string;
  /** A status; null for every status. Ignored where the area fixes the status. */
  status: OrderStatus | null;
  payment: PaymentStatus | null;
  /** The first and last day placed (`YYYY-MM-DD`, the admin's local days); null for open ends. */
  from: string | null;
  to: string | null;
  sort: AdminOrderSort;
  per: PageSize;
  /** 1-based page number. */
  page: number;
}

export const DEFAULT_PARAMS: OrderTableParams = {
  q: "",
  status: null,
  payment: null,
  from: null,
  to: null,
  sort: DEFAULT_SORT,
  per: DEFAULT_PAGE_SIZE,
  page: 1,
};

function parseWord<O extends { param: string }>(raw: string | null, options: readonly O[]): O | undefined {
  const text = raw?.trim().toLowerCase();
  return options.find((option) => option.param === text);
}

/** A calendar day `YYYY-MM-DD` that exists; else null. */
export function parseDay(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? "";
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? text : null;
}

/** Reads the table's state from the URL's search parameters; invalid values take their defaults. */
export function parseOrderTableParams(search: URLSearchParams): OrderTableParams {
  const q = search.get("q")?.trim() ?? "";
  return {
    q: q.length <= SEARCH_MAX_LENGTH ? q : "",
    status: parseWord(search.get("status"), STATUS_OPTIONS)?.status ?? null,
    payment: parseWord(search.get("payment"), PAYMENT_OPTIONS)?.payment ?? null,
    from: parseDay(search.get("from")),
    to: parseDay(search.get("to")),
    sort: parseWord(search.get("sort"), SORT_OPTIONS)?.sort ?? DEFAULT_SORT,
    per: parsePageSizeParam(search.get("per"), PAGE_SIZES, DEFAULT_PAGE_SIZE),
    page: parsePageParam(search.get("page")),
  };
}

/** Writes the table's state as search parameters, leaving out every default. */
export function serializeOrderTableParams(params: OrderTableParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  const status = STATUS_OPTIONS.find((option) => option.status === params.status);
  if (status) search.set("status", status.param);
  const payment = PAYMENT_OPTIONS.find((option) => option.payment === params.payment);
  if (payment) search.set("payment", payment.param);
  if (params.from) search.set("from", params.from);
  if (params.to) search.set("to", params.to);
  const sort = SORT_OPTIONS.find((option) => option.sort === params.sort);
  if (sort && params.sort !== DEFAULT_SORT) search.set("sort", sort.param);
  writePageParams(search, params.per, params.page, DEFAULT_PAGE_SIZE);
  return search;
}

export type ViewChanges = Partial<Omit<OrderTableParams, "page">>;

/** Changes what the table shows or how: it starts again at page 1. */
export function withView(params: OrderTableParams, changes: ViewChanges): OrderTableParams {
  return { ...params, ...changes, page: 1 };
}

export function withPage(params: OrderTableParams, page: number): OrderTableParams {
  return { ...params, page: clampPage(page) };
}

/** Clears the search and the filters; the sort and page size stay. */
export function clearFilters(params: OrderTableParams): OrderTableParams {
  return withView(params, { q: "", status: null, payment: null, from: null, to: null });
}

export function hasNarrowingFilters(params: OrderTableParams): boolean {
  return params.q !== "" || params.status !== null || params.payment !== null || params.from !== null || params.to !== null;
}

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
  return { filter: orderFilter(params, fixedStatus), sort: params.sort, skip: (params.page - 1) * params.per, take: params.per };
}

/** The CSV export's query string: the list's filter and sort, by the filter's field names. */
export function exportSearchParams(filter: AdminOrderFilter, sort: AdminOrderSort): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value != null && value !== "") search.set(key, String(value));
  search.set("sort", sort);
  return search;
}

export function columnSortFor(sort: AdminOrderSort): ColumnSort | null {
  return SORT_OPTIONS.find((option) => option.sort === sort)?.by ?? null;
}

export function isSortableColumn(column: string): boolean {
  return SORT_OPTIONS.some((option) => option.by.column === column);
}

/** The order a column header asks for; null for a column the API cannot sort by. */
export function sortForColumn(column: string, desc: boolean): AdminOrderSort | null {
  const options = SORT_OPTIONS.filter((option) => option.by.column === column);
  return (options.find((option) => option.by.desc === desc) ?? options[0])?.sort ?? null;
}

/** The detail page of an order (the `orders/:id` route). */
export function orderDetailHref(id: string): string {
  return `${ADMIN_ROOT}/orders/${encodeURIComponent(id)}`;
}
