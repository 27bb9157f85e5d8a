import { Field, ID, Int, ObjectType } from "type-graphql";
import { Column, Entity, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { numericTransformer } from "../db/transformers.js";
import { Order } from "./order.entity.js";

/** One line of an order: a snapshot, unaffected by later catalog edits. */
@ObjectType()
@Entity("order_line")
export class OrderLine {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  orderId: string;

  @ManyToOne(() => Order, (order) => order.lines, { onDelete: "CASCADE" })
  order: Relation<Order>;

  @Field(() => ID, { nullable: true, description: "The product, while it exists." })
  @Column("uuid", { nullable: true })
  productId: string | null;

  @Column("uuid", { nullable: true })
  variantId: string | null;

  @Field(() => String)
  @Column("varchar", { length: 200 })
  name: string;

  @Field(() => String)
  @Column("varchar", { length: 64 })
  sku: string;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 500, nullable: true })
  image: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 50, nullable: true })
  color: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 50, nullable: true })
  size: string | null;

  /** Base price plus the variant's additional price, before the discount. */
  @Column("integer")
  unitPriceMinor: number;

  @Field(() => Number, { description: "Discount in percent at the time of the order." })
  @Column("numeric", { precision: 5, scale: 2, transformer: numericTransformer })
  discount: number;

  @Column("integer")
  finalUnitPriceMinor: number;

  @Column("integer")
  shippingCostMinor: number;

  @Field(() => Int)
  @Column("integer")
  quantity: number;

  @Column("integer")
  lineTotalMinor: number;
}
