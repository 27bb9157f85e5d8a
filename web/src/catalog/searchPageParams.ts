/**
 * The search results page's state as it lives in the URL: `/search?q=&category=&min=&max=&sale=&featured=&sort=&per=&page=`.
 * The text is `q` (read with @shop/common's `searchQueryOf`, as the server's head reads it); a
 * category narrows it by slug; the rest is the product list's (productListParams), without subcategories.
 * Parsing never fails: an invalid parameter is ignored.
 */
import { searchPath, searchQueryOf } from "@shop/common";
import type { ProductListQueryVariables } from "../gql/graphql";
import { parseProductListParams, productListVariables, serializeProductListParams, type ProductListParams } from "./productListParams";

/** Longest category slug accepted from a URL. */
const MAX_CATEGORY_LENGTH = 100;

export interface SearchPageParams {
  /** What is searched, trimmed; "" when nothing is. */
  q: string;
  /** The category's slug the results are narrowed to, or null for every category. */
  category: string | null;
  list: ProductListParams;
}

/** Reads the search page's state from the URL's search parameters. */
export function parseSearchPageParams(search: URLSearchParams): SearchPageParams {
  const category = search.get("category")?.trim() ?? "";
  return {
    q: searchQueryOf(search),
    category: category && category.length <= MAX_CATEGORY_LENGTH ? category : null,
    // A subcategory is a category's own: the results page has none.
    list: { ...parseProductListParams(search), sub: null },
  };
}

/** The search page's link for `params`: `q` first, then the (non-default) filters. */
export function searchPageHref({ q, category, list }: SearchPageParams): string {
  const search = new URLSearchParams(searchPath(q).split("?")[1] ?? "");
  if (category) search.set("category", category);
  for (const [key, value] of serializeProductListParams(list)) search.set(key, value);
  const text = search.toString();
  return text ? `/search?${text}` : "/search";
}

/** The `ProductList` query's variables for the results; null when there is nothing to search. */
export function searchListVariables({ q, category, list }: SearchPageParams): ProductListQueryVariables | null {
  if (!q) return null;
  const variables = productListVariables(category ?? undefined, list);
  return { ...variables, filter: { ...variables.filter, search: q } };
}
