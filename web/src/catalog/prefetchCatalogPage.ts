import type { ApolloClient } from "@apollo/client";
import { CategoryBySlugDocument, ProductDetailDocument, ProductListDocument } from "../gql/graphql";
import { parseProductListParams, productListVariables } from "./productListParams";

const PRODUCT_PATH = /^\/products\/([^/]+)\/?$/i;
const CATEGORY_PATH = /^\/product-category(?:\/([^/]+))?\/?$/i;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Starts the queries the catalog page at `url` opens with (a product's details; a list page's
 * products and category), with the same documents and variables as the page, so a navigation
 * that follows finds them in the cache. Does nothing for other pages; answers are not awaited.
 */
export function prefetchCatalogPage(client: ApolloClient, url: URL): void {
  const product = PRODUCT_PATH.exec(url.pathname);
  if (product?.[1]) {
    const slug = decoded(product[1]);
    if (slug) void client.query({ query: ProductDetailDocument, variables: { slug } }).catch(() => undefined);
    return;
  }
  const list = CATEGORY_PATH.exec(url.pathname);
  if (!list) return;
  const category = list[1] ? (decoded(list[1]) ?? undefined) : undefined;
  const variables = productListVariables(category, parseProductListParams(url.searchParams));
  void client.query({ query: ProductListDocument, variables }).catch(() => undefined);
  if (category) void client.query({ query: CategoryBySlugDocument, variables: { slugOrName: category } }).catch(() => undefined);
}
