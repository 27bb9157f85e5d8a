import { skipToken } from "@apollo/client/react";
import {
  CategoriesDocument,
  CategoryBySlugDocument,
  HomeBannersDocument,
  ProductDetailDocument,
  ProductListDocument,
  type ProductListQueryVariables,
} from "../gql/graphql";
import { pageQuery } from "../shared/routing/pageQuery";
import { type ProductListParams, productListVariables } from "./productListParams";
import { searchListVariables, type SearchPageParams } from "./searchPageParams";

/**
 * What each catalog page asks for as it opens, from its URL alone: the one declaration of its
 * queries and their variables. The page runs them (`usePageQuery`), the route hands them to a link
 * that fetches them ahead of the click (app/routes.tsx, app/prefetch), so the page opens from the
 * cache, and the server's render runs them as the page does.
 */

/** How many products each home section shows (two rows of four on wide screens). */
export const SECTION_SIZE = 8;

/** The home page's product sections. homeSection: the server puts out-of-stock products last, or leaves them out, as the settings say. */
const HOME_SECTIONS = {
  newArrivals: { filter: { homeSection: true }, sort: "NEWEST", take: SECTION_SIZE },
  onSale: { filter: { discounted: true, homeSection: true }, sort: "DISCOUNT_DESC", take: SECTION_SIZE },
  featured: { filter: { featured: true, homeSection: true }, sort: "NEWEST", take: SECTION_SIZE },
} satisfies Record<string, ProductListQueryVariables>;

/** `/`: banners, categories and the product sections. */
export function homePageQueries() {
  return {
    banners: pageQuery(HomeBannersDocument, {}),
    categories: pageQuery(CategoriesDocument, {}),
    newArrivals: pageQuery(ProductListDocument, HOME_SECTIONS.newArrivals),
    onSale: pageQuery(ProductListDocument, HOME_SECTIONS.onSale),
    featured: pageQuery(ProductListDocument, HOME_SECTIONS.featured),
  };
}

/** `/product-category/:category?`: the categories, the named one (if any), and the list as `params` ask. */
export function categoryPageQueries(category: string | undefined, params: ProductListParams) {
  return {
    categories: pageQuery(CategoriesDocument, {}),
    current: pageQuery(CategoryBySlugDocument, category ? { slugOrName: category } : skipToken),
    list: pageQuery(ProductListDocument, productListVariables(category, params)),
  };
}

/** `/products/:slug`: the product. */
export function productPageQueries(slug: string) {
  return { product: pageQuery(ProductDetailDocument, { slug }) };
}

/** `/search?q=`: the categories (to narrow the results), and the results as `params` ask; none without text. */
export function searchPageQueries(params: SearchPageParams) {
  return {
    categories: pageQuery(CategoriesDocument, {}),
    list: pageQuery(ProductListDocument, searchListVariables(params) ?? skipToken),
  };
}
