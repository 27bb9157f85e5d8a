/**
 * The admin customers table's state as it lives in the URL:
 * `/admin-dashboard/users?q=&role=&sort=&per=&page=`, so a reload or a shared link shows the
 * same view. Parsing never fails: a missing or invalid parameter takes its default, and
 * serializing leaves defaults out (as the products table: productTableParams.ts).
 *
 * The table runs on the `users` query (docs/api.md#admin-customers-and-messages): search and role
 * are its filters, `UserSort` its orders, `skip`/`take` its pages.
 */
import { SEARCH_MAX_LENGTH } from "@shop/common";
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import { clampPage, parsePageParam, parsePageSizeParam, writePageParams } from "../../shared/routing/pageParams";
import type { AdminCustomersQueryVariables, UserRole, UserSort } from "../gql/graphql";

/** The table's path (the `users` area). */
export const CUSTOMER_TABLE_PATH = `${ADMIN_ROOT}/users`;

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

export const ROLE_OPTIONS: readonly { role: UserRole; param: string; label: string }[] = [
  { role: "ADMIN", param: "admin", label: "Admins" },
  { role: "CUSTOMER", param: "customer", label: "Customers" },
];

export interface SortOption {
  param: string;
  sort: UserSort;
  label: string;
  /** The column whose header shows and toggles this order, and which way. */
  by: { column: string; desc: boolean };
}

/** Every `UserSort`, in the "Sort by" menu's order; the first is the default. A new sort is one line here. */
export const SORT_OPTIONS: readonly SortOption[] = [
  { param: "newest", sort: "NEWEST", label: "Newest first", by: { column: "createdAt", desc: true } },
  { param: "oldest", sort: "OLDEST", label: "Oldest first", by: { column: "createdAt", desc: false } },
  { param: "seen-desc", sort: "LAST_SEEN_DESC", label: "Last seen: recent first", by: { column: "lastSeenAt", desc: true } },
  { param: "seen-asc", sort: "LAST_SEEN_ASC", label: "Last seen: longest ago first", by: { column: "lastSeenAt", desc: false } },
  { param: "name-asc", sort: "NAME_ASC", label: "Name: A to Z", by: { column: "name", desc: false } },
  { param: "name-desc", sort: "NAME_DESC", label: "Name: Z to A", by: { column: "name", desc: true } },
  { param: "email-asc", sort: "EMAIL_ASC", label: "Email: A to Z", by: { column: "email", desc: false } },
  { param: "email-desc", sort: "EMAIL_DESC", label: "Email: Z to A", by: { column: "email", desc: true } },
  { param: "orders-desc", sort: "ORDERS_DESC", label: "Most orders", by: { column: "orderCount", desc: true } },
  { param: "orders-asc", sort: "ORDERS_ASC", label: "Fewest orders", by: { column: "orderCount", desc: false } },
  { param: "spent-desc", sort: "SPENT_DESC", label: "Total spent: high to low", by: { column: "totalSpent", desc: true } },
  { param: "spent-asc", sort: "SPENT_ASC", label: "Total spent: low to high", by: { column: "totalSpent", desc: false } },
];
export const DEFAULT_SORT: UserSort = "NEWEST";

export interface CustomerTableParams {
  /** Search text (email, name or phone), trimmed; "" for none. */
  q: string;
  /** One role; null for everyone. */
  role: UserRole | null;
  sort: UserSort;
  per: PageSize;
  /** 1-based page number. */
  page: number;
}

export const DEFAULT_PARAMS: CustomerTableParams = { q: "", role: null, sort: DEFAULT_SORT, per: DEFAULT_PAGE_SIZE, page: 1 };

function parseWord<O extends { param: string }>(raw: string | null, options: readonly O[]): O | undefined {
  const text = raw?.trim().toLowerCase();
  return options.find((option) => option.param === text);
}

/** Reads the table's state from the URL; invalid values take their defaults (an over-long search is dropped). */
export function parseCustomerTableParams(search: URLSearchParams): CustomerTableParams {
  const q = search.get("q")?.trim() ?? "";
  return {
    q: q.length <= SEARCH_MAX_LENGTH ? q : "",
    role: parseWord(search.get("role"), ROLE_OPTIONS)?.role ?? null,
    sort: parseWord(search.get("sort"), SORT_OPTIONS)?.sort ?? DEFAULT_SORT,
    per: parsePageSizeParam(search.get("per"), PAGE_SIZES, DEFAULT_PAGE_SIZE),
    page: parsePageParam(search.get("page")),
  };
}

/** Writes the table's state as search parameters, leaving out every default. */
export function serializeCustomerTableParams(params: CustomerTableParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  const role = ROLE_OPTIONS.find((option) => option.role === params.role);
  if (role) search.set("role", role.param);
  const sort = SORT_OPTIONS.find((option) => option.sort === params.sort);
  if (sort && params.sort !== DEFAULT_SORT) search.set("sort", sort.param);
  writePageParams(search, params.per, params.page, DEFAULT_PAGE_SIZE);
  return search;
}

export type ViewChanges = Partial<Pick<CustomerTableParams, "q" | "role" | "sort" | "per">>;

/** Changes what the table shows or how: it starts again at page 1. */
export function withView(params: CustomerTableParams, changes: ViewChanges): CustomerTableParams {
  return { ...params, ...changes, page: 1 };
}

export function withPage(params: CustomerTableParams, page: number): CustomerTableParams {
  return { ...params, page: clampPage(page) };
}

/** The `AdminCustomers` query's variables for the table's state. */
export function customerTableVariables(params: CustomerTableParams): AdminCustomersQueryVariables {
  return {
    search: params.q || null,
    role: params.role,
    sort: params.sort,
    skip: (params.page - 1) * params.per,
    take: params.per,
  };
}

/** The header sort for an order: which column shows it and which way. */
export function columnSortFor(sort: UserSort): { column: string; desc: boolean } | null {
  return SORT_OPTIONS.find((option) => option.sort === sort)?.by ?? null;
}

export function isSortableColumn(column: string): boolean {
  return SORT_OPTIONS.some((option) => option.by.column === column);
}

/** The order a column header asks for; null for a column the API cannot sort by. */
export function sortForColumn(column: string, desc: boolean): UserSort | null {
  const options = SORT_OPTIONS.filter((option) => option.by.column === column);
  return (options.find((option) => option.by.desc === desc) ?? options[0])?.sort ?? null;
}

/** A customer's own page (`users/{uid}`). */
export function customerHref(uid: string): string {
  return `${CUSTOMER_TABLE_PATH}/${encodeURIComponent(uid)}`;
}
