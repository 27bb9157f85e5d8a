/**
 * The admin products table's state as it lives in the URL:
 * `/admin-dashboard/all-products?q=&category=&status=&sort=&per=&page=`, so a reload or a shared
 * link shows the same view (issue 11). Parsing never fails: a parameter that is missing or
 * invalid takes its default, and serializing leaves defaults out (the bare path is the default view).
 *
 * The table runs on the existing `products` query (docs/api.md): search, category and one status
 * are its filters, `ProductSort` its orders, `skip`/`take` its pages.
 */
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import { clampPage, parsePageParam, parsePageSizeParam, writePageParams } from "../../shared/routing/pageParams";
import type { AdminProductsQueryVariables, ProductFilter, ProductSort, ProductStatus } from "../gql/graphql";

/** The table's path (the `all-products` area). */
export const PRODUCT_TABLE_PATH = `${ADMIN_ROOT}/all-products`;

/** Rows per page the admin can choose (`take` is at most 100). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

/** The statuses the `products` filter takes, one at a time; the server's default comes first. */
export const STATUS_OPTIONS: readonly { status: ProductStatus; param: string; label: string }[] = [
  { status: "ACTIVE", param: "active", label: "Active" },
  { status: "DRAFT", param: "draft", label: "Draft" },
];
export const DEFAULT_STATUS: ProductStatus = "ACTIVE";

/** The longest search text and category slug accepted from a URL (longer ones are ignored). */
export const MAX_SEARCH_LENGTH = 100;
const MAX_CATEGORY_LENGTH = 100;

/** A column the table can be sorted by, and in which direction. */
export interface ColumnSort {
  /** The table column's id. */
  column: string;
  desc: boolean;
}

export interface SortOption {
  /** How the order reads in the URL (`?sort=price-asc`). */
  param: string;
  sort: ProductSort;
  label: string;
  /** The column header that shows and toggles this order; none for orders no column shows. */
  by?: ColumnSort;
}

/**
 * Every order the API can sort products in (`ProductSort`), in the "Sort by" menu's order; the
 * first is the default. The one place that ties an order to its URL word, its label and its
 * column: a new `ProductSort` value is added here and nowhere else.
 */
export const SORT_OPTIONS: readonly SortOption[] = [
  { param: "newest", sort: "NEWEST", label: "Newest first" },
  { param: "oldest", sort: "OLDEST", label: "Oldest first" },
  { param: "name-asc", sort: "NAME_ASC", label: "Name: A to Z", by: { column: "name", desc: false } },
  { param: "name-desc", sort: "NAME_DESC", label: "Name: Z to A", by: { column: "name", desc: true } },
  { param: "price-asc", sort: "PRICE_ASC", label: "Final price: low to high", by: { column: "price", desc: false } },
  { param: "price-desc", sort: "PRICE_DESC", label: "Final price: high to low", by: { column: "price", desc: true } },
  { param: "best-selling", sort: "BEST_SELLING", label: "Best selling" },
  { param: "discount-desc", sort: "DISCOUNT_DESC", label: "Biggest discount" },
];
export const DEFAULT_SORT: ProductSort = "NEWEST";

export interface ProductTableParams {
  /** Search text (name, SKU and more; the server's `search`), trimmed; "" for none. */
  q: string;
  /** A category's slug; null for every category. */
  category: string | null;
  status: ProductStatus;
  sort: ProductSort;
  per: PageSize;
  /** 1-based page number. */
  page: number;
}

export const DEFAULT_PARAMS: ProductTableParams = {
  q: "",
  category: null,
  status: DEFAULT_STATUS,
  sort: DEFAULT_SORT,
  per: DEFAULT_PAGE_SIZE,
  page: 1,
};

/** Trimmed text of at most `max` characters, else "" (an over-long value is dropped, not cut). */
function parseText(raw: string | null, max: number): string {
  const text = raw?.trim() ?? "";
  return text.length <= max ? text : "";
}

/** The option a URL word names (any case), if any. */
function parseWord<O extends { param: string }>(raw: string | null, options: readonly O[]): O | undefined {
  const text = raw?.trim().toLowerCase();
  return options.find((option) => option.param === text);
}

/** Reads the table's state from the URL's search parameters; invalid values take their defaults. */
export function parseProductTableParams(search: URLSearchParams): ProductTableParams {
  return {
    q: parseText(search.get("q"), MAX_SEARCH_LENGTH),
    category: parseText(search.get("category"), MAX_CATEGORY_LENGTH) || null,
    status: parseWord(search.get("status"), STATUS_OPTIONS)?.status ?? DEFAULT_STATUS,
    sort: parseWord(search.get("sort"), SORT_OPTIONS)?.sort ?? DEFAULT_SORT,
    per: parsePageSizeParam(search.get("per"), PAGE_SIZES, DEFAULT_PAGE_SIZE),
    page: parsePageParam(search.get("page")),
  };
}

function setWord(search: URLSearchParams, key: string, option: { param: string } | undefined): void {
  if (option) search.set(key, option.param);
}

/** Writes the table's state as search parameters, leaving out every default. */
export function serializeProductTableParams(params: ProductTableParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.category) search.set("category", params.category);
  if (params.status !== DEFAULT_STATUS) setWord(search, "status", STATUS_OPTIONS.find((option) => option.status === params.status));
  if (params.sort !== DEFAULT_SORT) setWord(search, "sort", SORT_OPTIONS.find((option) => option.sort === params.sort));
  writePageParams(search, params.per, params.page, DEFAULT_PAGE_SIZE);
  return search;
}

/** Changes what the table shows or how (filters, sort, page size): it starts again at page 1. */
export function withView(
  params: ProductTableParams,
  changes: Partial<Pick<ProductTableParams, "q" | "category" | "status" | "sort" | "per">>,
): ProductTableParams {
  return { ...params, ...changes, page: 1 };
}

/** Goes to another page, keeping everything else. */
export function withPage(params: ProductTableParams, page: number): ProductTableParams {
  return { ...params, page: clampPage(page) };
}

/** Clears the search and the category; the status, sort and page size stay (they are how the admin looks, not what for). */
export function clearFilters(params: ProductTableParams): ProductTableParams {
  return withView(params, { q: "", category: null });
}

/** True when the search or the category narrows the list (the status always applies). */
export function hasNarrowingFilters(params: ProductTableParams): boolean {
  return params.q !== "" || params.category !== null;
}

/** The `AdminProducts` query's variables for the table's state. */
export function productTableVariables(params: ProductTableParams): AdminProductsQueryVariables {
  const filter: ProductFilter = { status: params.status };
  if (params.q) filter.search = params.q;
  if (params.category) filter.category = params.category;
  return { filter, sort: params.sort, skip: (params.page - 1) * params.per, take: params.per };
}

/** How many pages `totalItems` fill (at least 1, so an empty list is "page 1 of 1"). */
export function pageCount(totalItems: number, per: PageSize): number {
  return Math.max(1, Math.ceil(totalItems / per));
}

/** The column header's sort for an order: which column shows it, and which way; null when none does. */
export function columnSortFor(sort: ProductSort): ColumnSort | null {
  return SORT_OPTIONS.find((option) => option.sort === sort)?.by ?? null;
}

/** True when some order sorts by this column. */
export function isSortableColumn(column: string): boolean {
  return SORT_OPTIONS.some((option) => option.by?.column === column);
}

/**
 * The order a column header asks for (TanStack Table's sorting state of one column); a column
 * the API sorts one way only keeps that way; a column it cannot sort by asks for nothing (null).
 */
export function sortForColumn(column: string, desc: boolean): ProductSort | null {
  const options = SORT_OPTIONS.filter((option) => option.by?.column === column);
  return (options.find((option) => option.by?.desc === desc) ?? options[0])?.sort ?? null;
}

/** The products table's address for a view: its path and (non-default) search parameters. */
export function productTableHref(params: ProductTableParams): string {
  const search = serializeProductTableParams(params).toString();
  return search ? `${PRODUCT_TABLE_PATH}?${search}` : PRODUCT_TABLE_PATH;
}
