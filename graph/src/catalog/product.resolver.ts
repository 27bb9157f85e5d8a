import { Public, PublicExceptFor } from "../auth/access.js";
import { AppScope } from "../apps/app-scope.js";
import { toMinor } from "@shop/common";
import { Arg, Args, Ctx, ID, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { countedSearchScans, hasText, pageCost, pageSizeArg } from "../api/limits.js";
import { Product, ProductStatus } from "./product.entity.js";
import { filterNeedsAdmin, ProductList, ProductsArgs, RelatedProductsArgs, SearchProductsArgs } from "./product.types.js";

@Resolver(() => Product)
export class ProductResolver {
  @PublicExceptFor({
    adminOnly: "filter.status other than ACTIVE (drafts), filter.anyStatus, filter.deleted",
    scope: AppScope.READ_PRODUCTS,
    when: (args) => filterNeedsAdmin(args.filter as ProductsArgs["filter"]),
    refusal: "Only an admin may list draft or deleted products.",
  })
  @Query(() => ProductList, {
    description: "Products, filtered and sorted; prices filter on the discounted price.",
    // Counting the matches is a scan, and so is a text search (ILIKE on five columns).
    complexity: pageCost({ size: pageSizeArg(20), scans: countedSearchScans((args) => (args.filter as ProductsArgs["filter"])?.search) }),
  })
  products(@Args(() => ProductsArgs) { filter, sort, skip, take }: ProductsArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.products.list({
      category: filter?.category,
      subCategory: filter?.subCategory,
      minPriceMinor: filter?.minPrice == null ? null : toMinor(filter.minPrice),
      maxPriceMinor: filter?.maxPrice == null ? null : toMinor(filter.maxPrice),
      search: filter?.search,
      discounted: filter?.discounted,
      featured: filter?.featured,
      homeSection: filter?.homeSection,
      status: filter?.status ?? ProductStatus.ACTIVE,
      anyStatus: filter?.anyStatus,
      deleted: filter?.deleted,
      stock: filter?.stock,
      sort,
      skip,
      take,
    });
  }

  @Public()
  @Query(() => Product, { nullable: true, description: "An active product by its slug." })
  product(@Arg("slug", () => String) slug: string, @Ctx() ctx: RequestContext) {
    return ctx.services.products.findBySlug(slug);
  }

  @Public()
  @Query(() => Product, { nullable: true, description: "An active product by its id." })
  productById(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.products.findById(id);
  }

  @Public()
  @Query(() => [Product], {
    description: "Other products of the same category, for a product page.",
    // Sorts every product of the category.
    complexity: pageCost({ size: pageSizeArg(8), scans: () => 1 }),
  })
  relatedProducts(@Args(() => RelatedProductsArgs) { productId, take }: RelatedProductsArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.products.related(productId, take);
  }

  @Public()
  @Query(() => [Product], {
    description: "Quick search for the header's results list.",
    // A blank term answers [] without the database.
    complexity: pageCost({ size: pageSizeArg(10, "limit"), scans: (args) => (hasText(args.q) ? 1 : 0) }),
  })
  searchProducts(@Args(() => SearchProductsArgs) { q, limit }: SearchProductsArgs, @Ctx() ctx: RequestContext) {
    if (!q.trim()) return [];
    return ctx.services.products.search(q, limit);
  }
}
