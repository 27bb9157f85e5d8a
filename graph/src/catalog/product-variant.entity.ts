import { Column, Entity, Index, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { Product } from "./product.entity.js";

/** One colour-and-size combination of a product, with its own stock and surcharge. */
@Entity("product_variant")
@Index("UQ_variant_product_color_size", ["productId", "color", "size"], { unique: true })
export class ProductVariant {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  productId: string;

  @ManyToOne(() => Product, (product) => product.variants, { onDelete: "CASCADE" })
  product: Relation<Product>;

  @Column("varchar", { length: 50 })
  color: string;

  @Column("varchar", { length: 50 })
  size: string;

  @Column("integer", { default: 0 })
  additionalPriceMinor: number;

  @Column("integer", { default: 0 })
  stock: number;

  @Column("integer", { default: 0 })
  sortOrder: number;

  /** Optional; unique when set (the migration's partial index), and never a product's SKU (ProductService checks). */
  @Index("UQ_variant_sku", { unique: true, where: `"sku" IS NOT NULL` })
  @Column("varchar", { length: 64, nullable: true })
  sku: string | null;
}
