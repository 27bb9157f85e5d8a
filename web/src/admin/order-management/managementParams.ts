/**
 * The order management table's view as it lives in the URL:
 * `/admin-dashboard/orders/management?status=processing&q=&per=&page=`. Parsing never fails: a
 * missing or invalid value takes its default, and serializing leaves defaults out.
 */
import { clampPage, parsePageParam, parsePageSizeParam, writePageParams } from "../../shared/routing/pageParams";
import type { ManagementOrdersQueryVariables, OrderStatus } from "../gql/graphql";

export const ORDER_STATUSES: readonly { status: OrderStatus; label: string }[] = [
  { status: "PENDING", label: "Pending" },
  { status: "PROCESSING", label: "Processing" },
  { status: "SHIPPED", label: "Shipped" },
  { status: "DELIVERED", label: "Delivered" },
  { status: "CANCELLED", label: "Cancelled" },
];

export const statusLabel = (status: OrderStatus) => ORDER_STATUSES.find((s) => s.status === status)?.label ?? status;

export const PAGE_SIZES = [20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
const DEFAULT_PAGE_SIZE: PageSize = 20;
export const MAX_SEARCH_LENGTH = 100;

export interface ManagementParams {
  status: OrderStatus | null;
  q: string;
  per: PageSize;
  page: number;
}

export function parseManagementParams(search: URLSearchParams): ManagementParams {
  const statusParam = search.get("status")?.trim().toUpperCase();
  const status = ORDER_STATUSES.find((s) => s.status === statusParam)?.status ?? null;
  const q = (search.get("q") ?? "").trim();
  return {
    status,
    q: q.length <= MAX_SEARCH_LENGTH ? q : "",
    per: parsePageSizeParam(search.get("per"), PAGE_SIZES, DEFAULT_PAGE_SIZE),
    page: parsePageParam(search.get("page")),
  };
}

export function serializeManagementParams(params: ManagementParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status) search.set("status", params.status.toLowerCase());
  if (params.q) search.set("q", params.q);
  writePageParams(search, params.per, params.page, DEFAULT_PAGE_SIZE);
  return search;
}

/** A new filter or page size starts again at page 1. */
export const withView = (params: ManagementParams, changes: Partial<Omit<ManagementParams, "page">>): ManagementParams => ({
  ...params,
  ...changes,
  page: 1,
});

export const withPage = (params: ManagementParams, page: number): ManagementParams => ({ ...params, page: clampPage(page) });

export function managementVariables(params: ManagementParams): ManagementOrdersQueryVariables {
  return { status: params.status, search: params.q || null, skip: (params.page - 1) * params.per, take: params.per };
}

export const pageCount = (totalItems: number, per: number) => Math.max(1, Math.ceil(totalItems / per));

/** The print view of the chosen orders: `orders/print?kind=invoice&ids=a,b`. */
export type PrintKind = "invoice" | "packing-slip";

export function printHref(root: string, kind: PrintKind, ids: readonly string[]): string {
  const search = new URLSearchParams({ kind, ids: ids.join(",") });
  return `${root}/orders/print?${search.toString()}`;
}

/** At most 100 ids (the API's limit), each a plausible id. */
export function parsePrintParams(search: URLSearchParams): { kind: PrintKind; ids: string[] } {
  const kind: PrintKind = search.get("kind") === "packing-slip" ? "packing-slip" : "invoice";
  const ids = [...new Set((search.get("ids") ?? "").split(",").map((id) => id.trim()))].filter((id) => /^[0-9a-f-]{36}$/i.test(id)).slice(0, 100);
  return { kind, ids };
}
