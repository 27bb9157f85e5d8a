import { finalPriceMinor, stockLevel, toMajor } from "@shop/common";
import { Ctx, FieldResolver, Float, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { Category } from "./category.entity.js";
import { Product } from "./product.entity.js";
import { StockLevel } from "./product-query.js";
import { ProductImage, ProductVariantView } from "./product.types.js";
import { toVariantView } from "./product.views.js";

/** The low-stock level, read once per request however many products it lists. */
const lowStockLevels = new WeakMap<RequestContext, Promise<number>>();
function lowStockLevelOf(ctx: RequestContext): Promise<number> {
  let level = lowStockLevels.get(ctx);
  if (!level) {
    level = ctx.services.settings.get().then((settings) => settings.lowStockThreshold);
    lowStockLevels.set(ctx, level);
  }
  return level;
}

/** Computed and related fields of Product: money in major units, relations through loaders. */
@Resolver(() => Product)
export class ProductFieldsResolver {
  @FieldResolver(() => Float, { description: "Base price in major units." })
  price(@Root() product: Product): number {
    return toMajor(product.priceMinor);
  }

  @FieldResolver(() => Float, { description: "Price after the discount, in major units." })
  finalPrice(@Root() product: Product): number {
    return toMajor(finalPriceMinor(product.priceMinor, product.discount));
  }

  @FieldResolver(() => Float, { description: "Per-unit shipping surcharge, in major units." })
  shippingCost(@Root() product: Product): number {
    return toMajor(product.shippingCostMinor);
  }

  @FieldResolver(() => [ProductImage], { description: "The images with their alt text and colour, in order (the same URLs as images)." })
  media(@Root() product: Product): ProductImage[] {
    return product.images.map((url, i) => ({ url, alt: product.imageAlts[i] ?? "", color: product.imageColors[i] ?? null }));
  }

  @FieldResolver(() => StockLevel, { description: "How much is left, as the admin's stock filter counts it." })
  async stockLevel(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<StockLevel> {
    return stockLevel(product.stock, await lowStockLevelOf(ctx)) as StockLevel;
  }

  @FieldResolver(() => Boolean)
  inStock(@Root() product: Product): boolean {
    return product.stock > 0;
  }

  @FieldResolver(() => Category)
  async category(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<Category> {
    const category = await ctx.loaders.categoryById.load(product.categoryId);
    if (!category) throw new Error(`Product ${product.id} has no category`);
    return category;
  }

  @FieldResolver(() => [ProductVariantView])
  async variants(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<ProductVariantView[]> {
    const variants = await ctx.loaders.variantsByProductId.load(product.id);
    return variants.map((v) => toVariantView(product, v));
  }

  @FieldResolver(() => [String], { description: "Distinct variant colours, in display order." })
  async colors(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<string[]> {
    const variants = await ctx.loaders.variantsByProductId.load(product.id);
    return [...new Set(variants.map((v) => v.color))];
  }
}
