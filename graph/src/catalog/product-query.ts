import { type ProductStatus } from "./product.entity.js";

export enum ProductSort {
  NEWEST = "NEWEST",
  OLDEST = "OLDEST",
  PRICE_ASC = "PRICE_ASC",
  PRICE_DESC = "PRICE_DESC",
  NAME_ASC = "NAME_ASC",
  NAME_DESC = "NAME_DESC",
  BEST_SELLING = "BEST_SELLING",
  DISCOUNT_DESC = "DISCOUNT_DESC",
}

/** What a product list may be narrowed by; prices in minor units, on the discounted price. */
export interface ProductQuery {
  category?: string | null;
  subCategory?: string | null;
  minPriceMinor?: number | null;
  maxPriceMinor?: number | null;
  search?: string | null;
  /** Only products with a discount. */
  discounted?: boolean | null;
  /** Only products the shop features on the home page. */
  featured?: boolean | null;
  status?: ProductStatus | null;
  sort?: ProductSort;
  skip?: number;
  take?: number;
}

export const MAX_TAKE = 100;
export const DEFAULT_TAKE = 20;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;

/** ORDER BY for each sort, always ending on id so pages never overlap. */
export const sortColumns: Record<ProductSort, [string, "ASC" | "DESC"][]> = {
  NEWEST: [["p.createdAt", "DESC"]],
  OLDEST: [["p.createdAt", "ASC"]],
  PRICE_ASC: [["p.finalPriceMinor", "ASC"]],
  PRICE_DESC: [["p.finalPriceMinor", "DESC"]],
  NAME_ASC: [["lower(p.name)", "ASC"]],
  NAME_DESC: [["lower(p.name)", "DESC"]],
  BEST_SELLING: [["p.soldCount", "DESC"]],
  DISCOUNT_DESC: [["p.discount", "DESC"]],
};
