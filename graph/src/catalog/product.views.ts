import { type PriceRounding, priceLine, toMajor } from "@shop/common";
import type { ProductVariant } from "./product-variant.entity.js";
import type { Product } from "./product.entity.js";
import type { ProductVariantView } from "./product.types.js";

/** A variant as the API shows it, priced by the shop's one price rule (`@shop/common`). */
export function toVariantView(product: Product, variant: ProductVariant, rounding: PriceRounding): ProductVariantView {
  const unit = priceLine(product.priceMinor, product.discount, 1, rounding, variant.additionalPriceMinor);
  return {
    id: variant.id,
    color: variant.color,
    size: variant.size,
    additionalPrice: toMajor(variant.additionalPriceMinor),
    price: toMajor(unit.unitPriceMinor),
    stock: variant.stock,
    sku: variant.sku ?? null,
    finalPrice: toMajor(unit.finalUnitPriceMinor),
  };
}
