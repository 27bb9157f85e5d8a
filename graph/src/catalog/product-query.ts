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
  SKU_ASC = "SKU_ASC",
  SKU_DESC = "SKU_DESC",
  CATEGORY_ASC = "CATEGORY_ASC",
  CATEGORY_DESC = "CATEGORY_DESC",
  STOCK_ASC = "STOCK_ASC",
  STOCK_DESC = "STOCK_DESC",
  STATUS_ASC = "STATUS_ASC",
  STATUS_DESC = "STATUS_DESC",
  UPDATED_ASC = "UPDATED_ASC",
  UPDATED_DESC = "UPDATED_DESC",
  /** By id, the cursor's order (shared/cursor-paging.ts): an edit never moves a product in it. */
  SYNC = "SYNC",
}

/** How much is left (common's `stockLevel`): low is 1 to the settings' lowStockThreshold. */
export enum StockLevel {
  IN_STOCK = "IN_STOCK",
  LOW_STOCK = "LOW_STOCK",
  OUT_OF_STOCK = "OUT_OF_STOCK",
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
  /** A home page section: out-of-stock products last or left out, as the settings say (homeOutOfStock). */
  homeSection?: boolean | null;
  status?: ProductStatus | null;
  /** Every status, whatever `status` says (the admin's table). */
  anyStatus?: boolean | null;
  /** Only deleted products (the admin's bin), instead of the others. */
  deleted?: boolean | null;
  stock?: StockLevel | null;
  /** Only products changed strictly after this instant (a sync's next pass). */
  updatedAfter?: Date | null;
  sort?: ProductSort;
  /** A cursor (a page's endCursor): the page reads after it, sorted SYNC. */
  after?: string | null;
  skip?: number;
  take?: number;
}

export const DEFAULT_TAKE = 20;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;

/** The product's category name, for sorting by category without a join. */
const categoryName = `(SELECT lower(c."name") FROM "category" c WHERE c."id" = p."categoryId")`;

/** ORDER BY for each sort, always ending on id so pages never overlap. */
export const sortColumns: Record<ProductSort, [string, "ASC" | "DESC"][]> = {
  NEWEST: [["p.createdAt", "DESC"]],
  OLDEST: [["p.createdAt", "ASC"]],
  PRICE_ASC: [["p.finalPriceMinor", "ASC"]],
  PRICE_DESC: [["p.finalPriceMinor", "DESC"]],
  NAME_ASC: [["lower(p.name)", "ASC"]],
  NAME_DESC: [["lower(p.name)", "DESC"]],
  // `s` is product_sales, joined for this order (its index; product.service.ts).
  BEST_SELLING: [['s."soldCount"', "DESC"]],
  DISCOUNT_DESC: [["p.discount", "DESC"]],
  SKU_ASC: [["p.sku", "ASC"]],
  SKU_DESC: [["p.sku", "DESC"]],
  CATEGORY_ASC: [[categoryName, "ASC"]],
  CATEGORY_DESC: [[categoryName, "DESC"]],
  STOCK_ASC: [["p.stock", "ASC"]],
  STOCK_DESC: [["p.stock", "DESC"]],
  STATUS_ASC: [["p.status", "ASC"]],
  STATUS_DESC: [["p.status", "DESC"]],
  UPDATED_ASC: [["p.updatedAt", "ASC"]],
  UPDATED_DESC: [["p.updatedAt", "DESC"]],
  SYNC: [],
};
