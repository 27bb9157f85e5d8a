import { SEARCH_MAX_LENGTH } from "@shop/common";
import { IsBoolean, IsEnum, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from "class-validator";
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { CursorPageArgs, CursorPaginated, UPDATED_AFTER_DESCRIPTION } from "../shared/cursor-paging.js";
import { MAX_PAGE_SIZE } from "../shared/paging.js";
import { Product, ProductStatus } from "./product.entity.js";
import { DEFAULT_TAKE, ProductSort, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, StockLevel } from "./product-query.js";
import { IsInstant } from "../shared/instant.js";

registerEnumType(ProductSort, {
  name: "ProductSort",
  description: "PRICE_* sort on the discounted price; every sort ends on id, so pages never overlap. SYNC: by id, the order of `after` (a sync).",
});
registerEnumType(StockLevel, {
  name: "StockLevel",
  description: "OUT_OF_STOCK: 0; LOW_STOCK: 1 to the low-stock level in the settings (lowStockThreshold); IN_STOCK: more.",
});

@ObjectType({ description: "An image of a product with its alt text." })
export class ProductImage {
  @Field(() => String)
  url: string;

  @Field(() => String, { description: "Empty when the shop gave none." })
  alt: string;

  @Field(() => String, { nullable: true, description: "The variant colour the image shows; null when it shows any." })
  color: string | null;
}

@ObjectType("ProductVariant", { description: "One colour-and-size option of a product." })
export class ProductVariantView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  color: string;

  @Field(() => String)
  size: string;

  @Field(() => Float, { description: "Added to the product's price before the discount." })
  additionalPrice: number;

  @Field(() => Float, { description: "The product's price plus additionalPrice: this variant's unit price before the discount." })
  price: number;

  @Field(() => Int)
  stock: number;

  @Field(() => String, { nullable: true, description: "The variant's own SKU, for stock by SKU (updateStockBySku); null when it has none." })
  sku: string | null;

  @Field(() => Float, { description: "price less the product's discount: this variant's unit price." })
  finalPrice: number;
}

@ObjectType()
export class ProductList extends CursorPaginated(Product) {}

@InputType()
export class ProductFilter {
  @Field(() => String, { nullable: true, description: "Category slug or name, case-insensitive." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  category?: string | null;

  @Field(() => String, { nullable: true, description: "Subcategory name, case-insensitive." })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  subCategory?: string | null;

  @Field(() => Float, { nullable: true, description: "Lowest discounted price, in major units." })
  @IsOptional()
  @Min(0)
  @Max(1_000_000_000)
  minPrice?: number | null;

  @Field(() => Float, { nullable: true, description: "Highest discounted price, in major units." })
  @IsOptional()
  @Min(0)
  @Max(1_000_000_000)
  maxPrice?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_MAX_LENGTH)
  search?: string | null;

  @Field(() => Boolean, { nullable: true, description: "true: only discounted products." })
  @IsOptional()
  @IsBoolean()
  discounted?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "true: only featured products." })
  @IsOptional()
  @IsBoolean()
  featured?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: "true: a home page section; out-of-stock products come after those in stock, or are left out, as the settings say (homeOutOfStock).",
  })
  @IsOptional()
  @IsBoolean()
  homeSection?: boolean | null;

  @Field(() => ProductStatus, { nullable: true, description: "Defaults to ACTIVE; DRAFT needs an admin." })
  @IsOptional()
  @IsEnum(ProductStatus)
  status?: ProductStatus | null;

  @Field(() => Boolean, { nullable: true, description: "true: every status, whatever status says (admin only)." })
  @IsOptional()
  @IsBoolean()
  anyStatus?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: "true: only deleted products (admin only)." })
  @IsOptional()
  @IsBoolean()
  deleted?: boolean | null;

  @Field(() => StockLevel, { nullable: true })
  @IsOptional()
  @IsEnum(StockLevel)
  stock?: StockLevel | null;

  @Field(() => Date, { nullable: true, description: UPDATED_AFTER_DESCRIPTION })
  @IsOptional()
  @IsInstant()
  updatedAfter?: Date | null;
}

/** True when a product filter asks for more than the storefront sees: drafts, every status, deleted products. */
export function filterNeedsAdmin(filter: ProductFilter | null | undefined): boolean {
  return (filter?.status ?? ProductStatus.ACTIVE) !== ProductStatus.ACTIVE || Boolean(filter?.anyStatus) || Boolean(filter?.deleted);
}

@ArgsType()
class ProductQueryArgs {
  @Field(() => ProductFilter, { nullable: true })
  @IsOptional()
  @ValidateNested()
  filter?: ProductFilter | null;

  @Field(() => ProductSort, { defaultValue: ProductSort.NEWEST })
  sort: ProductSort;
}

@ArgsType()
export class ProductsArgs extends CursorPageArgs({ take: DEFAULT_TAKE, takeDescription: `Page size, at most ${MAX_PAGE_SIZE}.` }, ProductQueryArgs) {}

@ArgsType()
export class RelatedProductsArgs {
  @Field(() => ID)
  @IsString()
  productId: string;

  @Field(() => Int, { defaultValue: 8, description: "At most 24." })
  @IsInt()
  @Min(1)
  @Max(24)
  take: number;
}

@ArgsType()
export class SearchProductsArgs {
  @Field(() => String, { description: "Empty or whitespace returns an empty list." })
  @IsString()
  @MaxLength(SEARCH_MAX_LENGTH)
  q: string;

  @Field(() => Int, { defaultValue: SEARCH_DEFAULT_LIMIT, description: `At most ${SEARCH_MAX_LIMIT}.` })
  @IsInt()
  @Min(1)
  @Max(SEARCH_MAX_LIMIT)
  limit: number;
}
