/**
 * How much of a product is left, as the admin's table filters and badges it: out of stock at 0,
 * low at the low-stock level or fewer (a setting, LOW_STOCK_THRESHOLD by default), else in stock.
 */
export const LOW_STOCK_THRESHOLD = 5;

export type StockLevel = "IN_STOCK" | "LOW_STOCK" | "OUT_OF_STOCK";

export function stockLevel(stock: number, threshold: number = LOW_STOCK_THRESHOLD): StockLevel {
  if (stock <= 0) return "OUT_OF_STOCK";
  return stock <= threshold ? "LOW_STOCK" : "IN_STOCK";
}
