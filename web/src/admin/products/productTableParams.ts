/**
 * The admin products table's state as it lives in the URL:
 * `/admin-dashboard/all-products?q=&category=&status=&sort=&per=&page=`, so a reload or a shared
 * link shows the same view (issue 11); the bare path is the default view (list-page/listParams.ts).
 *
 * The table runs on the `products` query (docs/api.md#admin-catalog): search, category, a status
 * (or every status: `anyStatus`) and a stock level are its filters, `ProductSort` its orders,
 * `skip`/`take` its pages.
 */
import { ADMIN_ROOT } from "../../shared/routing/isAdminPath";
import type { AdminProductsQueryVariables, ProductFilter, ProductSort, ProductStatus, StockLevel } from "../gql/graphql";
import { type ListChoice, type ListSort, type ListView, choiceFilter, defineListParams, searchFilter, textFilter } from "../list-page/listParams";

/** The table's path (the `all-products` area). */
export const PRODUCT_TABLE_PATH = `${ADMIN_ROOT}/all-products`;

/** The status filter's choices: one status, or every status (`ANY`, the API's `anyStatus: true`). */
export type StatusChoice = ProductStatus | "ANY";

/**
 * The status filter's choices; the table's default comes first: every status, so a draft (a
 * duplicate, a product not ready yet) is never hidden from the owner (its status column marks it).
 */
export const STATUS_OPTIONS: readonly ListChoice<StatusChoice>[] = [
  { value: "ANY", param: "all", label: "All statuses" },
  { value: "ACTIVE", param: "active", label: "Active" },
  { value: "DRAFT", param: "draft", label: "Draft" },
];

/** The stock filter's levels (the API's `StockLevel`: out is 0, low 1 to 5, in more). */
export const STOCK_OPTIONS: readonly ListChoice<StockLevel>[] = [
  { value: "IN_STOCK", param: "in", label: "In stock" },
  { value: "LOW_STOCK", param: "low", label: "Low stock" },
  { value: "OUT_OF_STOCK", param: "out", label: "Out of stock" },
];

/**
 * Every order the API can sort products in (`ProductSort`), in the "Sort by" menu's order; the
 * first is the default. The one place that ties an order to its URL word, its label and its
 * column: a new `ProductSort` value is added here and nowhere else.
 */
export const SORT_OPTIONS: readonly ListSort<ProductSort>[] = [
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

/**
 * Search (name, SKU and more), a category's slug, a status (always applies, so "Clear filters"
 * keeps it; every status by default) and a stock level.
 */
export const productTable = defineListParams({
  filters: {
    q: searchFilter(),
    category: textFilter(),
    status: choiceFilter(STATUS_OPTIONS, "ANY", { narrows: false }),
    stock: choiceFilter(STOCK_OPTIONS),
  },
  sorts: SORT_OPTIONS,
  pageSizes: [10, 20, 50, 100],
  defaultPageSize: 20,
});

export type ProductTableParams = ListView<typeof productTable.filters, ProductSort>;

/** The `AdminProducts` query's variables for the table's state. */
export function productTableVariables(params: ProductTableParams): AdminProductsQueryVariables {
  const filter: ProductFilter = params.status === "ANY" ? { anyStatus: true } : { status: params.status };
  if (params.stock) filter.stock = params.stock;
  if (params.q) filter.search = params.q;
  if (params.category) filter.category = params.category;
  return { filter, sort: params.sort, ...productTable.pageWindow(params) };
}

/** The products table's address for a view: its path and (non-default) search parameters. */
export function productTableHref(params: ProductTableParams): string {
  const search = productTable.serialize(params).toString();
  return search ? `${PRODUCT_TABLE_PATH}?${search}` : PRODUCT_TABLE_PATH;
}
