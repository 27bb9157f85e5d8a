import { toMinor } from "@shop/common";
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { currentActor } from "../audit/audit.service.js";
import { AdminOnly } from "../auth/access.js";
import { AppScope } from "../apps/app-scope.js";
import { Category } from "./category.entity.js";
import { badInput } from "../shared/errors.js";
import { CategoryInput, ProductInput } from "./product.inputs.js";
import { Product, ProductStatus } from "./product.entity.js";
import type { NewProduct } from "./product.service.js";

/** The form's input as the service takes it: money from major to minor units, nulls as absent. */
function toNewProduct({ price, shippingCost, variants, images, ...rest }: ProductInput): NewProduct {
  const present = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null)) as unknown as Omit<NewProduct, "priceMinor">;
  return {
    ...present,
    priceMinor: toMinor(price),
    shippingCostMinor: toMinor(shippingCost ?? 0),
    variants: variants?.map((v) => ({ color: v.color, size: v.size, stock: v.stock, additionalPriceMinor: toMinor(v.additionalPrice ?? 0) })),
    images: images ?? undefined,
  };
}

const ids = () => [ID];

/** The admin's catalog: products and categories (docs/api.md, "Admin: catalog"). Every write is audited. */
@Resolver()
export class CatalogAdminResolver {
  @AdminOnly({ scope: AppScope.READ_PRODUCTS })
  @Query(() => Product, { nullable: true, description: "Any product by id, drafts and deleted ones included (admin)." })
  adminProduct(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.products.findForAdmin(id);
  }

  @AdminOnly({ scope: AppScope.WRITE_PRODUCTS })
  @Mutation(() => Product, { description: "Create a product (admin); a repeated idempotencyKey answers the product it made." })
  async createProduct(
    @Arg("input", () => ProductInput) input: ProductInput,
    @Arg("idempotencyKey", () => String, {
      nullable: true,
      description: "One per product form (8–80 characters): saving again with it answers the product the first save made.",
    })
    idempotencyKey: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    if (idempotencyKey != null && (idempotencyKey.length < 8 || idempotencyKey.length > 80)) {
      throw badInput("An idempotency key has 8 to 80 characters.", { field: "idempotencyKey" });
    }
    return ctx.services.products.create(toNewProduct(input), { actor: await currentActor(ctx), idempotencyKey });
  }

  @AdminOnly({ scope: AppScope.WRITE_PRODUCTS })
  @Mutation(() => Product, { description: "Replace every field of a product (admin); variants keep their ids by colour and size." })
  async updateProduct(@Arg("id", () => ID) id: string, @Arg("input", () => ProductInput) input: ProductInput, @Ctx() ctx: RequestContext) {
    return ctx.services.products.update(id, toNewProduct(input), { actor: await currentActor(ctx) });
  }

  @AdminOnly({ scope: AppScope.WRITE_PRODUCTS })
  @Mutation(() => Product, { description: "Copy a product as a DRAFT with a fresh slug and SKU (admin)." })
  async duplicateProduct(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.products.duplicate(id, { actor: await currentActor(ctx) });
  }

  @AdminOnly({ scope: AppScope.WRITE_PRODUCTS })
  @Mutation(() => Int, { description: "Delete products (admin; decision 012); answers how many were deleted." })
  async deleteProducts(@Arg("ids", ids) productIds: string[], @Ctx() ctx: RequestContext) {
    return ctx.services.products.deleteMany(productIds, { actor: await currentActor(ctx) });
  }

  @AdminOnly({ scope: AppScope.WRITE_PRODUCTS })
  @Mutation(() => Int, { description: "Set the status of products (admin); answers how many changed." })
  async setProductsStatus(
    @Arg("ids", ids) productIds: string[],
    @Arg("status", () => ProductStatus) status: ProductStatus,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.products.setStatus(productIds, status, { actor: await currentActor(ctx) });
  }

  @AdminOnly({ scope: AppScope.WRITE_PRODUCTS })
  @Mutation(() => Category, { description: "Create a category, last in display order (admin)." })
  async createCategory(@Arg("input", () => CategoryInput) input: CategoryInput, @Ctx() ctx: RequestContext) {
    return ctx.services.categories.create(categoryValues(input), { actor: await currentActor(ctx) });
  }

  @AdminOnly({ scope: AppScope.WRITE_PRODUCTS })
  @Mutation(() => Category, {
    description: "Rename, re-image or edit the subcategories of a category (admin); old slugs keep resolving.",
  })
  async updateCategory(@Arg("id", () => ID) id: string, @Arg("input", () => CategoryInput) input: CategoryInput, @Ctx() ctx: RequestContext) {
    return ctx.services.categories.update(id, categoryValues(input), { actor: await currentActor(ctx) });
  }

  @AdminOnly({ scope: AppScope.WRITE_PRODUCTS })
  @Mutation(() => [Category], { description: "Put the categories in this order (admin); every category once." })
  async reorderCategories(@Arg("ids", ids) categoryIds: string[], @Ctx() ctx: RequestContext) {
    return ctx.services.categories.reorder(categoryIds, { actor: await currentActor(ctx) });
  }

  @AdminOnly({ scope: AppScope.WRITE_PRODUCTS })
  @Mutation(() => Int, {
    description: "Delete a category (admin). CONFLICT (extensions.productCount) while it has products, unless moveProductsTo names where they go. Answers how many moved.",
  })
  async deleteCategory(
    @Arg("id", () => ID) id: string,
    @Arg("moveProductsTo", () => ID, { nullable: true }) moveProductsTo: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.categories.delete(id, moveProductsTo, { actor: await currentActor(ctx) });
  }
}

function categoryValues({ name, image, subCategories, renamedSubCategories }: CategoryInput) {
  return { name, image, subCategories: subCategories ?? [], renamedSubCategories: renamedSubCategories ?? [] };
}
