import { describe, expect, it } from "vitest";
import type { ProductVariant } from "./product-variant.entity.js";
import type { PriceRounding } from "@shop/common";
import type { Product } from "./product.entity.js";
import { toVariantView } from "./product.views.js";

/** A variant of a product, in minor units as stored. */
function priced(priceMinor: number, discount: number, additionalPriceMinor: number, rounding: PriceRounding = "MINOR") {
  const product = { priceMinor, discount } as Product;
  const variant = { id: "v1", color: "Navy", size: "XL", additionalPriceMinor, stock: 3 } as ProductVariant;
  return toVariantView(product, variant, rounding);
}

// The web reads these prices as served (cart lines, the product page); these cases were its own.
describe("toVariantView", () => {
  it("adds the variant's additional price before the discount", () => {
    // (1000 + 150) − 10% = 1035, not 1000 − 10% + 150 = 1050.
    expect(priced(100_000, 10, 15_000)).toMatchObject({ additionalPrice: 150, price: 1150, finalPrice: 1035 });
    // (1250 + 150) − 10% = 1260, not 1250 − 10% + 150 = 1275.
    expect(priced(125_000, 10, 15_000)).toMatchObject({ price: 1400, finalPrice: 1260 });
  });

  it("rounds the discounted price half-up to the minor unit", () => {
    // (99.99 + 0.5) × (1 − 12.5%) = 87.92875 → 87.93
    expect(priced(9_999, 12.5, 50).finalPrice).toBe(87.93);
    // 25 minor × 50% = 12.5 minor: the final price rounds half-up → 13 minor.
    expect(priced(25, 50, 0)).toMatchObject({ price: 0.25, finalPrice: 0.13 });
  });

  it("rounds to whole units when the shop does", () => {
    // (2,600.37 + 50) × (1 − 10%) = 2,385.333 → 2,385
    expect(priced(260_037, 10, 5_000, "WHOLE")).toMatchObject({ price: 2650.37, finalPrice: 2385 });
  });
});
