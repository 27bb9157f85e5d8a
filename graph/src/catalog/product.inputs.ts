import { CATALOG_LIMITS, categoryRules, imageRules, productItemRules, productRules, specificationRules, variantRules } from "@shop/common";
import { ArrayMaxSize, IsOptional, ValidateNested } from "class-validator";
import { Field, Float, ID, InputType, Int } from "type-graphql";
import { FieldRule } from "../shared/field-rule.js";
import { ProductStatus } from "./product.entity.js";

/**
 * The admin's product and category forms as GraphQL inputs, checked with the forms' own rules
 * (`productRules`, `variantRules`, … in common/src/fields.ts). Money is in major units.
 */

@InputType({ description: "An image of a product: its URL (an upload's /uploads/… path or http(s)) and alt text." })
export class ProductImageInput {
  @Field(() => String)
  @FieldRule(imageRules.url)
  url: string;

  @Field(() => String, { nullable: true, description: "What the image shows, for people who cannot see it." })
  @FieldRule(imageRules.alt)
  alt?: string | null;

  @Field(() => String, { nullable: true, description: "The variant colour the image shows, one of the product's; null for any colour." })
  @FieldRule(imageRules.color)
  color?: string | null;
}

@InputType({ description: "One colour-and-size option; rows whose colour and size already exist keep their id." })
export class ProductVariantInput {
  @Field(() => String)
  @FieldRule(variantRules.color)
  color: string;

  @Field(() => String)
  @FieldRule(variantRules.size)
  size: string;

  @Field(() => Float, { nullable: true, description: "Added to the product's price before the discount (major units); default 0." })
  @FieldRule(variantRules.additionalPrice)
  additionalPrice?: number | null;

  @Field(() => Int)
  @FieldRule(variantRules.stock)
  stock: number;

  @Field(() => String, { nullable: true, description: "Optional; unique across every product's and variant's SKU. Empty: none." })
  @FieldRule(variantRules.sku)
  sku?: string | null;
}

@InputType()
export class SpecificationInput {
  @Field(() => String)
  @FieldRule(specificationRules.feature)
  feature: string;

  @Field(() => String)
  @FieldRule(specificationRules.value)
  value: string;
}

@InputType({ description: "Every field of a product; updateProduct replaces them all." })
export class ProductInput {
  @Field(() => String)
  @FieldRule(productRules.name)
  name: string;

  @Field(() => String, { nullable: true, description: "Derived from the name when absent; on update, absent keeps the current slug." })
  @FieldRule(productRules.slug)
  slug?: string | null;

  @Field(() => String, { nullable: true, description: "Rich text (HTML), sanitized before it is stored." })
  @FieldRule(productRules.description)
  description?: string | null;

  @Field(() => Float, { description: "Major units, at most two decimals." })
  @FieldRule(productRules.price)
  price: number;

  @Field(() => Float, { nullable: true, description: "Percent, 0–100; default 0." })
  @FieldRule(productRules.discount)
  discount?: number | null;

  @Field(() => ID)
  @FieldRule(productRules.categoryId)
  categoryId: string;

  @Field(() => String, { nullable: true, description: "One of the category's subcategories." })
  @FieldRule(productRules.subCategory)
  subCategory?: string | null;

  @Field(() => String, { nullable: true })
  @FieldRule(productRules.brand)
  brand?: string | null;

  @Field(() => String, { description: "Unique among products." })
  @FieldRule(productRules.sku)
  sku: string;

  @Field(() => Int, { nullable: true, description: "Ignored when variants are given: the stock is then their sum." })
  @FieldRule(productRules.stock)
  stock?: number | null;

  @Field(() => Float, { nullable: true, description: "Per-unit shipping surcharge, major units; default 0." })
  @FieldRule(productRules.shippingCost)
  shippingCost?: number | null;

  @Field(() => ProductStatus, { nullable: true, description: "Default DRAFT on create; on update, absent keeps the status." })
  status?: ProductStatus | null;

  @Field(() => Boolean, { nullable: true })
  featured?: boolean | null;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(50)
  @FieldRule(productItemRules.tag, { each: true })
  tags?: string[] | null;

  @Field(() => String, { nullable: true })
  @FieldRule(productRules.warranty)
  warranty?: string | null;

  @Field(() => String, { nullable: true })
  @FieldRule(productRules.returnPolicy)
  returnPolicy?: string | null;

  @Field(() => [SpecificationInput], { nullable: true, description: "Feature/value rows, in order." })
  @IsOptional()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  specifications?: SpecificationInput[] | null;

  @Field(() => [String], { nullable: true, description: "Lines, in order." })
  @IsOptional()
  @ArrayMaxSize(50)
  @FieldRule(productItemRules.additionalInfo, { each: true })
  additionalInfo?: string[] | null;

  @Field(() => [ProductVariantInput], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(CATALOG_LIMITS.variants, { message: `A product has at most ${CATALOG_LIMITS.variants} variants.` })
  @ValidateNested({ each: true })
  variants?: ProductVariantInput[] | null;

  @Field(() => [ProductImageInput], { nullable: true, description: "In order; the first is the main image." })
  @IsOptional()
  @ArrayMaxSize(30)
  @ValidateNested({ each: true })
  images?: ProductImageInput[] | null;
}

@InputType({ description: "A subcategory renamed in place: its products follow." })
export class SubCategoryRenameInput {
  @Field(() => String)
  @FieldRule(categoryRules.subCategory)
  from: string;

  @Field(() => String)
  @FieldRule(categoryRules.subCategory)
  to: string;
}

@InputType()
export class CategoryInput {
  @Field(() => String)
  @FieldRule(categoryRules.name)
  name: string;

  @Field(() => String, { nullable: true, description: "An upload's /uploads/… path or an http(s) URL; null removes it." })
  @FieldRule(categoryRules.image)
  image?: string | null;

  @Field(() => [String], { nullable: true, description: "The subcategories, in display order (the whole list)." })
  @IsOptional()
  @ArrayMaxSize(100)
  @FieldRule(categoryRules.subCategory, { each: true })
  subCategories?: string[] | null;

  @Field(() => [SubCategoryRenameInput], {
    nullable: true,
    description: "Which names of the list are renames of earlier ones, so their products follow (updateCategory).",
  })
  @IsOptional()
  @ValidateNested({ each: true })
  renamedSubCategories?: SubCategoryRenameInput[] | null;
}
