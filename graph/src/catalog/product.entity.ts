import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
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

  /** Unique among products not deleted (the migration's partial index): a deleted product frees its slug. */
  @Field(() => String)
  @Index("UQ_product_slug", { unique: true, where: `"deletedAt" IS NULL` })
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

  /** Alt text of each image, index by index with `images` (exposed as `Product.media`). */
  @Column("jsonb", { default: () => "'[]'" })
  imageAlts: string[];

  /** The variant colour each image shows (null: any colour), index by index with `images` (exposed as `Product.media`). */
  @Column("jsonb", { default: () => "'[]'" })
  imageColors: (string | null)[];

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 100, nullable: true })
  brand: string | null;

  /** Unique among products not deleted, as the slug. */
  @Field(() => String)
  @Index("UQ_product_sku", { unique: true, where: `"deletedAt" IS NULL` })
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

  /**
   * When an admin deleted the product (decision 012): it is kept for the orders that name it, and
   * TypeORM leaves it out of every query unless one asks `withDeleted`.
   */
  @Field(() => Date, { nullable: true, description: "When an admin deleted the product; null while it exists." })
  @DeleteDateColumn({ type: "timestamptz" })
  deletedAt: Date | null;

  /** sha256 of the creating admin's uid and idempotency key: saving twice never makes two products. */
  @Index("UQ_product_creation_key", { unique: true })
  @Column("varchar", { length: 64, nullable: true })
  creationKeyHash: string | null;
}
