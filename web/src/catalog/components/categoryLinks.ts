import { DEFAULT_PARAMS, productListHref, withFilters } from "../productListParams";

/** The list of one subcategory of a category (`/product-category/{slug}?sub={name}`), as its chips link to it. */
export function subCategoryHref(categorySlug: string, subCategory: string): string {
  return productListHref(categorySlug, withFilters(DEFAULT_PARAMS, { sub: subCategory }));
}
