import { finalPriceMinor, toMajor } from "@shop/common";
import type { ProductVariant } from "./product-variant.entity.js";
import type { Product } from "./product.entity.js";
import type { ProductVariantView } from "./product.types.js";

export function toVariantView(product: Product, variant: ProductVariant): ProductVariantView {
  return {
    id: variant.id,
    color: variant.color,
    size: variant.size,
    additionalPrice: toMajor(variant.additionalPriceMinor),
    stock: variant.stock,
    finalPrice: toMajor(finalPriceMinor(product.priceMinor, product.discount, variant.additionalPriceMinor)),
  };
}
