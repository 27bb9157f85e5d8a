import {
  CategoriesDocument,
  CategoryBySlugDocument,
  HomeBannersDocument,
  ProductDetailDocument,
  ProductListDocument,
  type ProductListQueryVariables,
} from "../gql/graphql";
import { pageQuery, type PageQuery } from "../shared/routing/pageQuery";
import { parseProductListParams, productListVariables } from "./productListParams";

/**
 * What the catalog pages ask for as they open, from their URL alone. The pages run these queries
 * with these variables, and a link to them fetches the same ahead of the click (app/prefetch), so
 * the page opens from the cache.
 */

/** How many products each home section shows (two rows of four on wide screens). */
export const SECTION_SIZE = 8;

/** The home page's product sections. homeSection: the server puts out-of-stock products last, or leaves them out, as the settings say. */
export const HOME_SECTIONS = {
  newArrivals: { filter: { homeSection: true }, sort: "NEWEST", take: SECTION_SIZE },
  onSale: { filter: { discounted: true, homeSection: true }, sort: "DISCOUNT_DESC", take: SECTION_SIZE },
  featured: { filter: { featured: true, homeSection: true }, sort: "NEWEST", take: SECTION_SIZE },
} satisfies Record<string, ProductListQueryVariables>;

export function homePageQueries(): PageQuery[] {
  return [
    pageQuery(HomeBannersDocument),
    pageQuery(CategoriesDocument),
    ...Object.values(HOME_SECTIONS).map((variables) => pageQuery(ProductListDocument, variables)),
  ];
}

export function categoryPageQueries(category: string | undefined, search: URLSearchParams): PageQuery[] {
  return [
    pageQuery(CategoriesDocument),
    ...(category ? [pageQuery(CategoryBySlugDocument, { slugOrName: category })] : []),
    pageQuery(ProductListDocument, productListVariables(category, parseProductListParams(search))),
  ];
}

export function productPageQueries(slug: string): PageQuery[] {
  return [pageQuery(ProductDetailDocument, { slug })];
}
