import { finalPriceMinor, roundAmountMinor, toMajor } from "@shop/common";
import type { Loaders } from "../api/loaders.js";
import type { ProductVariant } from "../catalog/product-variant.entity.js";
import type { Product } from "../catalog/product.entity.js";
import { absoluteUrl } from "../shared/public-origin.js";

/**
 * A product in the shape the original storefront reads (`_id`, `image` list, category by name).
 * `origin` makes image URLs absolute: that storefront may run on another origin.
 */
export async function toRestProduct(product: Product, loaders: Loaders, origin: string) {
  const [category, variants, { priceRounding }] = await Promise.all([
    loaders.categoryById.load(product.categoryId),
    loaders.variantsByProductId.load(product.id),
    loaders.settings(),
  ]);
  return {
    _id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    price: toMajor(product.priceMinor),
    discount: product.discount,
    finalPrice: toMajor(finalPriceMinor(product.priceMinor, product.discount, priceRounding)),
    category: category?.name ?? null,
    subCategory: product.subCategory,
    image: product.images.map((url) => absoluteUrl(origin, url)),
    brand: product.brand,
    sku: product.sku,
    stock: product.stock,
    quantity: product.stock,
    shippingCost: toMajor(roundAmountMinor(product.shippingCostMinor, priceRounding)),
    variants: inStockFirst(variants).map((v) => ({
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

export function toRestProducts(products: Product[], loaders: Loaders, origin: string) {
  return Promise.all(products.map((p) => toRestProduct(p, loaders, origin)));
}

/**
 * The original storefront preselects the first variant, so one that can be bought comes first
 * ("Buy now" would otherwise answer 409); the display order holds within each group.
 */
export function inStockFirst(variants: readonly ProductVariant[]): ProductVariant[] {
  return [...variants.filter((v) => v.stock > 0), ...variants.filter((v) => v.stock <= 0)];
}

/**
 * A search result for the original storefront's dropdown, which shows `price` as the price and
 * `originalPrice` struck through when `discount > 0`: there `price` is what the shopper pays and
 * `originalPrice` the undiscounted price. Product lists keep `price` undiscounted.
 */
export async function toRestSearchResult(product: Product, loaders: Loaders, origin: string) {
  const full = await toRestProduct(product, loaders, origin);
  return { ...full, price: full.finalPrice, originalPrice: full.price };
}
