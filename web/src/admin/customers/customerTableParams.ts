/**
 * The admin customers table's state as it lives in the URL:
 * `/admin-dashboard/users?q=&role=&sort=&per=&page=`, so a reload or a shared link shows the
 * same view (list-page/listParams.ts derives the parsing and serializing).
 *
 * The table runs on the `users` query (docs/api.md#admin-customers-and-messages): search and role
 * are its filters, `UserSort` its orders, `skip`/`take` its pages.
 */
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import type { AdminCustomersQueryVariables, AdminGuestCustomersQueryVariables, GuestCustomerSort, UserRole, UserSort } from "../gql/graphql";
import { type ListChoice, type ListSort, type ListView, choiceFilter, defineListParams, searchFilter } from "../list-page/listParams";

/** The table's path (the `users` area). */
export const CUSTOMER_TABLE_PATH = `${ADMIN_ROOT}/users`;

export const ROLE_OPTIONS: readonly ListChoice<UserRole>[] = [
  { value: "ADMIN", param: "admin", label: "Admins" },
  { value: "CUSTOMER", param: "customer", label: "Customers" },
];

/** Every `UserSort`, in the "Sort by" menu's order; the first is the default. A new sort is one line here. */
const SORTS: readonly ListSort<UserSort>[] = [
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

/** Search (email, name or phone) and one role (null for everyone). */
export const customerTable = defineListParams({
  filters: { q: searchFilter(), role: choiceFilter(ROLE_OPTIONS) },
  sorts: SORTS,
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 20,
});

export type CustomerTableParams = ListView<typeof customerTable.filters, UserSort>;

/** The `AdminCustomers` query's variables for the table's state. */
export function customerTableVariables(params: CustomerTableParams): AdminCustomersQueryVariables {
  return { search: params.q || null, role: params.role, sort: params.sort, ...customerTable.pageWindow(params) };
}

/** A customer's own page (`users/{uid}`). */
export function customerHref(uid: string): string {
  return `${CUSTOMER_TABLE_PATH}/${encodeURIComponent(uid)}`;
}

/** The guest buyers' table (`users/guests?q=&sort=&per=&page=`), on the `guestCustomers` query (decision 062). */
export const GUEST_TABLE_PATH = `${CUSTOMER_TABLE_PATH}/guests`;

const GUEST_SORTS: readonly ListSort<GuestCustomerSort>[] = [
  { param: "last-order-desc", sort: "LAST_ORDER_DESC", label: "Ordered recently first", by: { column: "lastOrderAt", desc: true } },
  { param: "last-order-asc", sort: "LAST_ORDER_ASC", label: "Ordered longest ago first", by: { column: "lastOrderAt", desc: false } },
  { param: "name-asc", sort: "NAME_ASC", label: "Name: A to Z", by: { column: "name", desc: false } },
  { param: "name-desc", sort: "NAME_DESC", label: "Name: Z to A", by: { column: "name", desc: true } },
  { param: "orders-desc", sort: "ORDERS_DESC", label: "Most orders", by: { column: "orderCount", desc: true } },
  { param: "orders-asc", sort: "ORDERS_ASC", label: "Fewest orders", by: { column: "orderCount", desc: false } },
  { param: "spent-desc", sort: "SPENT_DESC", label: "Total spent: high to low", by: { column: "totalSpent", desc: true } },
  { param: "spent-asc", sort: "SPENT_ASC", label: "Total spent: low to high", by: { column: "totalSpent", desc: false } },
];

/** Search (name, email or phone on any of their orders). */
export const guestTable = defineListParams({
  filters: { q: searchFilter() },
  sorts: GUEST_SORTS,
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 20,
});

export type GuestTableParams = ListView<typeof guestTable.filters, GuestCustomerSort>;

/** The `AdminGuestCustomers` query's variables for the table's state. */
export function guestTableVariables(params: GuestTableParams): AdminGuestCustomersQueryVariables {
  return { search: params.q || null, sort: params.sort, ...guestTable.pageWindow(params) };
}

/** A guest buyer's own page (`users/guests/{key}`). */
export function guestCustomerHref(key: string): string {
  return `${GUEST_TABLE_PATH}/${encodeURIComponent(key)}`;
}
