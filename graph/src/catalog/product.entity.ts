import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from "typeorm";
import { numericTransformer } from "../db/transformers.js";
import { Category } from "./category.entity.js";
import { ProductVariant } from "./product-variant.entity.js";

export enum ProductStatus {
  ACTIVE = "ACTIVE",
  DRAFT = "DRAFT",
}
registerEnumType(ProductStatus, {
  name: "ProductStatus",
  description: "Only ACTIVE products are shown in the storefront.",
});

@ObjectType({ description: "A feature/value pair shown in a product's specification table." })
export class Specification {
  @Field(() => String)
  feature: string;

  @Field(() => String)
  value: string;
}

/**
 * A product. Money columns hold integer minor units and are exposed in major units by
 * the fields resolver; `finalPriceMinor` is derived by the price module on every save so
 * the database can filter and sort on the discounted price.
 */
@ObjectType()
@Entity("product")
@Index("IDX_product_status_created", ["status", "createdAt", "id"])
@Index("IDX_product_final_price", ["finalPriceMinor"])
export class Product {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => String)
  @Index("UQ_product_slug", { unique: true })
  @Column("varchar", { length: 220 })
  slug: string;

  @Field(() => String, { description: "Sanitized HTML." })
  @Column("text", { default: "" })
  description: string;

  @Column("integer")
  priceMinor: number;

  @Field(() => Number, { description: "Discount in percent (0–100, two decimals at most)." })
  @Column("numeric", { precision: 5, scale: 2, default: 0, transformer: numericTransformer })
  discount: number;

  @Column("integer")
  finalPriceMinor: number;

  @Index("IDX_product_category")
  @Column("uuid")
  categoryId: string;

  @ManyToOne(() => Category, { onDelete: "RESTRICT" })
  category: Relation<Category>;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 100, nullable: true })
  subCategory: string | null;

  @Field(() => [String], { description: "Image URLs in order; the first is the main image." })
  @Column("jsonb", { default: () => "'[]'" })
  images: string[];

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 100, nullable: true })
  brand: string | null;

  @Field(() => String)
  @Index("UQ_product_sku", { unique: true })
  @Column("varchar", { length: 64 })
  sku: string;

  @Field(() => Int, { description: "Units available; with variants, the sum of the variants' stock." })
  @Column("integer", { default: 0 })
  stock: number;

  @Column("integer", { default: 0 })
  shippingCostMinor: number;

  @OneToMany(() => ProductVariant, (variant) => variant.product)
  variants: Relation<ProductVariant[]>;

  @Field(() => [Specification])
  @Column("jsonb", { default: () => "'[]'" })
  specifications: Specification[];

  @Field(() => [String])
  @Column("jsonb", { default: () => "'[]'" })
  additionalInfo: string[];

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  warranty: string | null;

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  returnPolicy: string | null;

  @Field(() => [String])
  @Column("jsonb", { default: () => "'[]'" })
  tags: string[];

  @Field(() => ProductStatus)
  @Column("varchar", { length: 10, default: ProductStatus.DRAFT })
  status: ProductStatus;

  @Field(() => Boolean, { description: "Picked by the shop for the home page." })
  @Column("boolean", { default: false })
  featured: boolean;

  @Field(() => Int)
  @Column("integer", { default: 0 })
  soldCount: number;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
