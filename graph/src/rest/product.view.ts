import { finalPriceMinor, type PriceRounding, roundAmountMinor, toMajor } from "@shop/common";
import type { Loaders } from "../api/loaders.js";
import type { Category } from "../catalog/category.entity.js";
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
  return restProduct(product, category, variants, priceRounding, origin);
}

function restProduct(product: Product, category: Category | null, variants: ProductVariant[], priceRounding: PriceRounding, origin: string) {
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

/** A page of products: each relation loaded once for the whole page, then every product mapped. */
export async function toRestProducts(products: Product[], loaders: Loaders, origin: string) {
  const [categories, variants, { priceRounding }] = await Promise.all([
    loaders.categoryById.loadMany(products.map((p) => p.categoryId)),
    loaders.variantsByProductId.loadMany(products.map((p) => p.id)),
    loaders.settings(),
  ]);
  return products.map((product, i) => {
    const [category, productVariants] = [categories[i], variants[i]];
    if (category instanceof Error) throw category;
    if (productVariants instanceof Error) throw productVariants;
    return restProduct(product, category ?? null, productVariants ?? [], priceRounding, origin);
  });
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
