/**
 * The product list's state as it lives in the URL: `/product-category/{category?}?sub=&min=&max=&sale=&featured=&sort=&per=&page=`.
 *
 * The category is the path segment; everything else is a search parameter, so a filtered list
 * can be shared and reloaded. Parsing never fails: an invalid parameter is ignored (its default
 * applies), so a hand-edited or stale URL still shows a sensible list.
 *
 * docs/behaviour.md#states "Product list" rules and where they live:
 * - category and subCategory match case-insensitively: the values are passed to the server
 *   unchanged (trimmed only) and the server compares them case-insensitively;
 * - the price range applies to the discounted price: `min`/`max` become the filter's
 *   `minPrice`/`maxPrice`, which the server compares with the final price;
 * - clearing filters restores the full list and resets the filters: `clearFilters`.
 */
import { toMajor, toMinor } from "@shop/common";
import type { ProductFilter, ProductListQueryVariables, ProductSort } from "../gql/graphql";
import { clampPage, parsePageParam, parsePageSizeParam, writePageParams } from "../shared/routing/pageParams";

/** Page sizes a shopper can choose. */
export const PAGE_SIZES = [12, 24] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 12;

export const DEFAULT_SORT: ProductSort = "NEWEST";

/** The highest price accepted from a URL, in major units. */
const MAX_PRICE = 100_000_000;
/** Longest subcategory name accepted from a URL. */
const MAX_SUB_LENGTH = 100;

export interface SortOption {
  /** How the sort reads in the URL (`?sort=price-asc`). */
  param: string;
  sort: ProductSort;
  label: string;
}

/** The sort orders offered, in menu order; the first is the default. */
export const SORT_OPTIONS: readonly SortOption[] = [
  { param: "newest", sort: "NEWEST", label: "Newest" },
  { param: "price-asc", sort: "PRICE_ASC", label: "Price: low to high" },
  { param: "price-desc", sort: "PRICE_DESC", label: "Price: high to low" },
  { param: "best-selling", sort: "BEST_SELLING", label: "Best selling" },
  { param: "discount-desc", sort: "DISCOUNT_DESC", label: "Biggest discount" },
  { param: "name-asc", sort: "NAME_ASC", label: "Name: A to Z" },
  { param: "name-desc", sort: "NAME_DESC", label: "Name: Z to A" },
  { param: "oldest", sort: "OLDEST", label: "Oldest" },
];

export interface ProductListParams {
  /** Subcategory name, as written in the URL (matched case-insensitively by the server). */
  sub: string | null;
  /** Lowest discounted price, in major units. */
  min: number | null;
  /** Highest discounted price, in major units. */
  max: number | null;
  /** Only discounted products. */
  sale: boolean;
  /** Only products the shop features. */
  featured: boolean;
  sort: ProductSort;
  /** Products per page. */
  per: PageSize;
  /** 1-based page number. */
  page: number;
}

export const DEFAULT_PARAMS: ProductListParams = {
  sub: null,
  min: null,
  max: null,
  sale: false,
  featured: false,
  sort: DEFAULT_SORT,
  per: DEFAULT_PAGE_SIZE,
  page: 1,
};

/** A price from the URL: a non-negative number (at most two decimals kept), or null. */
export function parsePrice(raw: string | null): number | null {
  if (raw === null) return null;
  const text = raw.trim();
  if (!/^\d+(\.\d+)?$/u.test(text)) return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value > MAX_PRICE) return null;
  return toMajor(toMinor(value));
}

function parseFlag(raw: string | null): boolean {
  return raw === "1" || raw === "true";
}

function parseSub(raw: string | null): string | null {
  const text = raw?.trim() ?? "";
  return text && text.length <= MAX_SUB_LENGTH ? text : null;
}

function parseSort(raw: string | null): ProductSort {
  const text = raw?.trim().toLowerCase();
  return SORT_OPTIONS.find((option) => option.param === text)?.sort ?? DEFAULT_SORT;
}

/** Reads the list's state from the URL's search parameters; invalid values are ignored. */
export function parseProductListParams(search: URLSearchParams): ProductListParams {
  let min = parsePrice(search.get("min"));
  let max = parsePrice(search.get("max"));
  // A range whose ends are the wrong way round is not a range: ignore both ends.
  if (min !== null && max !== null && min > max) {
    min = null;
    max = null;
  }
  return {
    sub: parseSub(search.get("sub")),
    min,
    max,
    sale: parseFlag(search.get("sale")),
    featured: parseFlag(search.get("featured")),
    sort: parseSort(search.get("sort")),
    per: parsePageSizeParam(search.get("per"), PAGE_SIZES, DEFAULT_PAGE_SIZE),
    page: parsePageParam(search.get("page")),
  };
}

/** Writes the list's state as search parameters, leaving out every default (so `/product-category` stays bare). */
export function serializeProductListParams(params: ProductListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.sub) search.set("sub", params.sub);
  if (params.min !== null) search.set("min", String(params.min));
  if (params.max !== null) search.set("max", String(params.max));
  if (params.sale) search.set("sale", "1");
  if (params.featured) search.set("featured", "1");
  if (params.sort !== DEFAULT_SORT) {
    const option = SORT_OPTIONS.find((candidate) => candidate.sort === params.sort);
    if (option) search.set("sort", option.param);
  }
  writePageParams(search, params.per, params.page, DEFAULT_PAGE_SIZE);
  return search;
}

/** The filters that narrow the list (as opposed to how it is sorted and paged). */
export type ProductListFilters = Pick<ProductListParams, "sub" | "min" | "max" | "sale" | "featured">;

/** Changes filters or the sort order; the list starts again at page 1. */
export function withFilters(
  params: ProductListParams,
  changes: Partial<ProductListFilters> & { sort?: ProductSort; per?: PageSize },
): ProductListParams {
  return { ...params, ...changes, page: 1 };
}

/** Goes to another page, keeping everything else. */
export function withPage(params: ProductListParams, page: number): ProductListParams {
  return { ...params, page: clampPage(page) };
}

/**
 * Clears the filters: the full list of the current path (all products, or the category's)
 * comes back. The sort order and page size are how the shopper likes to browse, not filters,
 * so they stay.
 */
export function clearFilters(params: ProductListParams): ProductListParams {
  return { ...DEFAULT_PARAMS, sort: params.sort, per: params.per };
}

/** True when any filter narrows the list. */
export function hasActiveFilters(params: ProductListParams): boolean {
  return params.sub !== null || params.min !== null || params.max !== null || params.sale || params.featured;
}

/** The category path segment as the server's filter takes it: trimmed, or undefined for all products. */
export function categoryFilterValue(category: string | undefined): string | undefined {
  const text = category?.trim();
  return text ? text : undefined;
}

/** The `ProductList` query's variables for a category path segment and the URL's state. */
export function productListVariables(
  category: string | undefined,
  params: ProductListParams,
): ProductListQueryVariables {
  const filter: ProductFilter = {};
  const categoryValue = categoryFilterValue(category);
  if (categoryValue) filter.category = categoryValue;
  if (params.sub) filter.subCategory = params.sub;
  if (params.min !== null) filter.minPrice = params.min;
  if (params.max !== null) filter.maxPrice = params.max;
  if (params.sale) filter.discounted = true;
  if (params.featured) filter.featured = true;
  return {
    filter,
    sort: params.sort,
    skip: (params.page - 1) * params.per,
    take: params.per,
  };
}

export { pageCount } from "../shared/routing/pageParams";

/** The path of a product list: all products, or one category's. */
export function productListPath(categorySlug?: string | null): string {
  return categorySlug ? `/product-category/${encodeURIComponent(categorySlug)}` : "/product-category";
}

/** A product list's link: its path and (non-default) search parameters. */
export function productListHref(categorySlug: string | null | undefined, params: ProductListParams): string {
  const search = serializeProductListParams(params).toString();
  return search ? `${productListPath(categorySlug)}?${search}` : productListPath(categorySlug);
}
