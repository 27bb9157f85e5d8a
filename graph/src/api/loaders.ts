import DataLoader from "dataloader";
import type { Category } from "../catalog/category.entity.js";
import type { ProductVariant } from "../catalog/product-variant.entity.js";
import type { Services } from "../services.js";

/** Per-request batch loaders, so a list of products costs one query per relation, not one per product. */
export function createLoaders(services: Services) {
  return {
    categoryById: new DataLoader<string, Category | null>(async (ids) => {
      const found = new Map((await services.categories.findByIds(ids)).map((c) => [c.id, c]));
      return ids.map((id) => found.get(id) ?? null);
    }),
    variantsByProductId: new DataLoader<string, ProductVariant[]>(async (ids) => {
      const byProduct = new Map<string, ProductVariant[]>(ids.map((id) => [id, []]));
      for (const variant of await services.products.variantsOf(ids)) byProduct.get(variant.productId)?.push(variant);
      return ids.map((id) => byProduct.get(id) ?? []);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
