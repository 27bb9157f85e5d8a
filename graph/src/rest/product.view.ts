import { finalPriceMinor, toMajor } from "@shop/common";
import type { Loaders } from "../api/loaders.js";
import type { Product } from "../catalog/product.entity.js";

/** A product in the shape the original storefront reads (`_id`, `image` list, category by name). */
export async function toRestProduct(product: Product, loaders: Loaders) {
  const [category, variants] = await Promise.all([
    loaders.categoryById.load(product.categoryId),
    loaders.variantsByProductId.load(product.id),
  ]);
  return {
    _id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    price: toMajor(product.priceMinor),
    discount: product.discount,
    finalPrice: toMajor(finalPriceMinor(product.priceMinor, product.discount)),
    category: category?.name ?? null,
    subCategory: product.subCategory,
    image: product.images,
    brand: product.brand,
    sku: product.sku,
    stock: product.stock,
    quantity: product.stock,
    shippingCost: toMajor(product.shippingCostMinor),
    variants: variants.map((v) => ({
      color: v.color,
      size: v.size,
      additionalPrice: toMajor(v.additionalPriceMinor),
      stock: v.stock,
    })),
    specifications: product.specifications,
    additionalInfo: product.additionalInfo,
    warranty: product.warranty,
    returnPolicy: product.returnPolicy,
    tags: product.tags,
    status: product.status.toLowerCase(),
    soldCount: product.soldCount,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

export function toRestProducts(products: Product[], loaders: Loaders) {
  return Promise.all(products.map((p) => toRestProduct(p, loaders)));
}
