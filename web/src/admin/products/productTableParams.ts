/**
 * The admin products table's state as it lives in the URL:
 * `/admin-dashboard/all-products?q=&category=&status=&sort=&per=&page=`, so a reload or a shared
 * link shows the same view (issue 11). Parsing never fails: a parameter that is missing or
 * invalid takes its default, and serializing leaves defaults out (the bare path is the default view).
 *
 * The table runs on the `products` query (docs/api.md#admin-catalog): search, category, a status
 * (or every status: `anyStatus`) and a stock level are its filters, `ProductSort` its orders,
 * `skip`/`take` its pages.
 */
import { SEARCH_MAX_LENGTH } from "@shop/common";
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import { clampPage, parsePageParam, parsePageSizeParam, writePageParams } from "../../shared/routing/pageParams";
import type { AdminProductsQueryVariables, ProductFilter, ProductSort, ProductStatus, StockLevel } from "../gql/graphql";

/** The table's path (the `all-products` area). */
export const PRODUCT_TABLE_PATH = `${ADMIN_ROOT}/all-products`;

/** Rows per page the admin can choose (`take` is at most 100). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

/** The status filter's choices: one status, or every status (`ANY`, the API's `anyStatus: true`). */
export type StatusChoice = ProductStatus | "ANY";

/** The status filter's choices; the server's default comes first. */
export const STATUS_OPTIONS: readonly { status: StatusChoice; param: string; label: string }[] = [
  { status: "ACTIVE", param: "active", label: "Active" },
  { status: "DRAFT", param: "draft", label: "Draft" },
  { status: "ANY", param: "all", label: "All statuses" },
];
export const DEFAULT_STATUS: StatusChoice = "ACTIVE";

/** The stock filter's levels (the API's `StockLevel`: out is 0, low 1 to 5, in more). */
export const STOCK_OPTIONS: readonly { stock: StockLevel; param: string; label: string }[] = [
  { stock: "IN_STOCK", param: "in", label: "In stock" },
  { stock: "LOW_STOCK", param: "low", label: "Low stock" },
  { stock: "OUT_OF_STOCK", param: "out", label: "Out of stock" },
];

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
  { param: "sku-asc", sort: "SKU_ASC", label: "SKU: A to Z", by: { column: "sku", desc: false } },
  { param: "sku-desc", sort: "SKU_DESC", label: "SKU: Z to A", by: { column: "sku", desc: true } },
  { param: "category-asc", sort: "CATEGORY_ASC", label: "Category: A to Z", by: { column: "category", desc: false } },
  { param: "category-desc", sort: "CATEGORY_DESC", label: "Category: Z to A", by: { column: "category", desc: true } },
  { param: "stock-asc", sort: "STOCK_ASC", label: "Stock: low to high", by: { column: "stock", desc: false } },
  { param: "stock-desc", sort: "STOCK_DESC", label: "Stock: high to low", by: { column: "stock", desc: true } },
  { param: "status-asc", sort: "STATUS_ASC", label: "Status: A to Z", by: { column: "status", desc: false } },
  { param: "status-desc", sort: "STATUS_DESC", label: "Status: Z to A", by: { column: "status", desc: true } },
  { param: "updated-asc", sort: "UPDATED_ASC", label: "Updated: oldest first", by: { column: "updatedAt", desc: false } },
  { param: "updated-desc", sort: "UPDATED_DESC", label: "Updated: newest first", by: { column: "updatedAt", desc: true } },
];
export const DEFAULT_SORT: ProductSort = "NEWEST";

export interface ProductTableParams {
  /** Search text (name, SKU and more; the server's `search`), trimmed; "" for none. */
  q: string;
  /** A category's slug; null for every category. */
  category: string | null;
  status: StatusChoice;
  /** A stock level; null for any stock. */
  stock: StockLevel | null;
  sort: ProductSort;
  per: PageSize;
  /** 1-based page number. */
  page: number;
}

export const DEFAULT_PARAMS: ProductTableParams = {
  q: "",
  category: null,
  status: DEFAULT_STATUS,
  stock: null,
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
    q: parseText(search.get("q"), SEARCH_MAX_LENGTH),
    category: parseText(search.get("category"), MAX_CATEGORY_LENGTH) || null,
    status: parseWord(search.get("status"), STATUS_OPTIONS)?.status ?? DEFAULT_STATUS,
    stock: parseWord(search.get("stock"), STOCK_OPTIONS)?.stock ?? null,
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
  if (params.stock) setWord(search, "stock", STOCK_OPTIONS.find((option) => option.stock === params.stock));
  if (params.sort !== DEFAULT_SORT) setWord(search, "sort", SORT_OPTIONS.find((option) => option.sort === params.sort));
  writePageParams(search, params.per, params.page, DEFAULT_PAGE_SIZE);
  return search;
}

/** What a change of view may change (everything but the page). */
export type ViewChanges = Partial<Pick<ProductTableParams, "q" | "category" | "status" | "stock" | "sort" | "per">>;

/** Changes what the table shows or how (filters, sort, page size): it starts again at page 1. */
export function withView(
  params: ProductTableParams,
  changes: ViewChanges,
): ProductTableParams {
  return { ...params, ...changes, page: 1 };
}

/** Goes to another page, keeping everything else. */
export function withPage(params: ProductTableParams, page: number): ProductTableParams {
  return { ...params, page: clampPage(page) };
}

/** Clears the search, the category and the stock level; the status, sort and page size stay. */
export function clearFilters(params: ProductTableParams): ProductTableParams {
  return withView(params, { q: "", category: null, stock: null });
}

/** True when the search, the category or the stock level narrows the list (the status always applies). */
export function hasNarrowingFilters(params: ProductTableParams): boolean {
  return params.q !== "" || params.category !== null || params.stock !== null;
}

/** The `AdminProducts` query's variables for the table's state. */
export function productTableVariables(params: ProductTableParams): AdminProductsQueryVariables {
  const filter: ProductFilter = params.status === "ANY" ? { anyStatus: true } : { status: params.status };
  if (params.stock) filter.stock = params.stock;
  if (params.q) filter.search = params.q;
  if (params.category) filter.category = params.category;
  return { filter, sort: params.sort, skip: (params.page - 1) * params.per, take: params.per };
}

export { pageCount } from "../../shared/routing/pageParams";

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
