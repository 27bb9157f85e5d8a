import { Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, Index, OneToMany, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from "typeorm";
import { OrderLine } from "./order-line.entity.js";
import { OrderStatusChange } from "./order-status-change.entity.js";

export enum OrderStatus {
  PENDING = "PENDING",
  PROCESSING = "PROCESSING",
  SHIPPED = "SHIPPED",
  DELIVERED = "DELIVERED",
  CANCELLED = "CANCELLED",
}
registerEnumType(OrderStatus, { name: "OrderStatus", description: "PENDING → PROCESSING → SHIPPED → DELIVERED; CANCELLED before DELIVERED." });

export enum PaymentStatus {
  UNPAID = "UNPAID",
  PAID = "PAID",
  REFUNDED = "REFUNDED",
}
registerEnumType(PaymentStatus, { name: "PaymentStatus" });

export enum PaymentMethod {
  CASH_ON_DELIVERY = "CASH_ON_DELIVERY",
}
registerEnumType(PaymentMethod, { name: "PaymentMethod" });

/** An order: a snapshot of what was bought, at what price, for whom and where (docs/behaviour.md#orders). */
@ObjectType()
@Entity("shop_order")
@Index("IDX_order_customer_created", ["customerUid", "createdAt"])
@Index("IDX_order_status_created", ["status", "createdAt"])
@Index("IDX_order_created", ["createdAt", "number"])
@Index("IDX_order_updated", ["updatedAt", "number"])
@Index("IDX_order_payment_created", ["paymentStatus", "createdAt"])
@Index("IDX_order_total", ["totalMinor", "number"])
@Index("UQ_order_idempotency_key_hash", ["idempotencyKeyHash"], { unique: true })
export class Order {
  @Field(() => ID)
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Field(() => Int, { description: "The human order number, from 10001 up." })
  @Column({ type: "integer", unique: true, insert: false, update: false })
  number: number;

  @Column("varchar", { length: 128, nullable: true })
  customerUid: string | null;

  /** SHA-256 of a guest's access token; the token itself is shown once, at placement. */
  @Column("varchar", { length: 64, nullable: true, select: false })
  guestTokenHash: string | null;

  /** SHA-256 of the caller's scope and their idempotency key (orders/idempotency.ts). */
  @Column("varchar", { length: 64, nullable: true, select: false })
  idempotencyKeyHash: string | null;

  /** SHA-256 of the normalized checkout request, so a key cannot be replayed with another body. */
  @Column("varchar", { length: 64, nullable: true, select: false })
  requestFingerprint: string | null;

  /** A guest's token sealed with their idempotency key, to answer their retry the same way. */
  @Column("varchar", { length: 200, nullable: true, select: false })
  guestTokenSealed: string | null;

  /**
   * While PENDING: HMAC-SHA256 of the client address the order was placed from, under the shop's
   * own key (orders/client-address.ts), to group holds from one address; never the address.
   */
  @Column("varchar", { length: 64, nullable: true, select: false })
  clientAddressHash: string | null;

  @Field(() => String)
  @Column("varchar", { length: 100 })
  name: string;

  @Field(() => String)
  @Column("varchar", { length: 30 })
  phone: string;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 320, nullable: true })
  email: string | null;

  @Field(() => String, { description: "The delivery zone the shipping fee came from." })
  @Column("varchar", { length: 100 })
  deliveryZone: string;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 100, nullable: true })
  district: string | null;

  @Field(() => String)
  @Column("text")
  address: string;

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  notes: string | null;

  /** The shop's own note on the order: admins only (the `internalNote` field), never its customer or guest. */
  @Column("text", { nullable: true })
  internalNote: string | null;

  @Column("integer")
  subtotalMinor: number;

  @Column("integer")
  shippingMinor: number;

  @Column("integer")
  totalMinor: number;

  @Field(() => String)
  @Column("varchar", { length: 3 })
  currency: string;

  @Field(() => PaymentMethod)
  @Column("varchar", { length: 20, default: PaymentMethod.CASH_ON_DELIVERY })
  paymentMethod: PaymentMethod;

  @Field(() => PaymentStatus)
  @Column("varchar", { length: 10, default: PaymentStatus.UNPAID })
  paymentStatus: PaymentStatus;

  @Field(() => OrderStatus)
  @Column("varchar", { length: 10, default: OrderStatus.PENDING })
  status: OrderStatus;

  @OneToMany(() => OrderLine, (line) => line.order)
  lines: Relation<OrderLine[]>;

  @OneToMany(() => OrderStatusChange, (change) => change.order)
  history: Relation<OrderStatusChange[]>;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Field(() => Date)
  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
