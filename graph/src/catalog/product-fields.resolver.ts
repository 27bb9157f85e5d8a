import { finalPriceMinor, roundAmountMinor, stockLevel, toMajor } from "@shop/common";
import { Ctx, FieldResolver, Float, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { Category } from "./category.entity.js";
import { Product } from "./product.entity.js";
import { StockLevel } from "./product-query.js";
import { ProductImage, ProductVariantView } from "./product.types.js";
import { toVariantView } from "./product.views.js";

const roundingOf = async (ctx: RequestContext) => (await ctx.loaders.settings()).priceRounding;

/** Computed and related fields of Product: money in major units, relations through loaders. */
@Resolver(() => Product)
export class ProductFieldsResolver {
  @FieldResolver(() => Float, { description: "Base price in major units." })
  price(@Root() product: Product): number {
    return toMajor(product.priceMinor);
  }

  @FieldResolver(() => Float, { description: "Price after the discount, in major units, rounded as the settings say (priceRounding)." })
  async finalPrice(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<number> {
    return toMajor(finalPriceMinor(product.priceMinor, product.discount, await roundingOf(ctx)));
  }

  @FieldResolver(() => Float, { description: "Per-unit shipping surcharge, in major units, rounded as prices are." })
  async shippingCost(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<number> {
    return toMajor(roundAmountMinor(product.shippingCostMinor, await roundingOf(ctx)));
  }

  @FieldResolver(() => [ProductImage], { description: "The images with their alt text and colour, in order (the same URLs as images)." })
  media(@Root() product: Product): ProductImage[] {
    return product.images.map((url, i) => ({ url, alt: product.imageAlts[i] ?? "", color: product.imageColors[i] ?? null }));
  }

  @FieldResolver(() => StockLevel, { description: "How much is left, as the admin's stock filter counts it." })
  async stockLevel(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<StockLevel> {
    return stockLevel(product.stock, (await ctx.loaders.settings()).lowStockThreshold) as StockLevel;
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
    const [variants, rounding] = await Promise.all([ctx.loaders.variantsByProductId.load(product.id), roundingOf(ctx)]);
    return variants.map((v) => toVariantView(product, v, rounding));
  }

  @FieldResolver(() => [String], { description: "Distinct variant colours, in display order." })
  async colors(@Root() product: Product, @Ctx() ctx: RequestContext): Promise<string[]> {
    const variants = await ctx.loaders.variantsByProductId.load(product.id);
    return [...new Set(variants.map((v) => v.color))];
  }
}
