import { Field, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { Order, OrderStatus, PaymentStatus } from "./order.entity.js";

/**
 * Who changed an order's status. The names are lower-case because they are the values stored in
 * `order_status_change.by` and the strings the API has always answered with.
 */
export enum OrderActor {
  customer = "customer",
  guest = "guest",
  admin = "admin",
  system = "system",
}
registerEnumType(OrderActor, {
  name: "OrderActor",
  description: "Who changed an order's status.",
  valuesConfig: {
    customer: { description: "The order's signed-in customer." },
    guest: { description: "The guest who placed the order, with its token." },
    admin: { description: "The shop, through an admin account." },
    system: { description: "The shop itself, e.g. cancelling an order nobody confirmed in time." },
  },
});

/** What an entry of an order's history records. */
export enum OrderChangeKind {
  STATUS = "STATUS",
  PAYMENT = "PAYMENT",
  CONTACT = "CONTACT",
}
registerEnumType(OrderChangeKind, {
  name: "OrderChangeKind",
  description: "What a history entry records; customers and guests see STATUS entries only (decision 014).",
  valuesConfig: {
    STATUS: { description: "The order's status changed (or it was placed): `status` is the new one." },
    PAYMENT: { description: "An admin set the payment status: `paymentStatus` is the new one." },
    CONTACT: { description: "An admin edited the contact or address; the note says why." },
  },
});

/**
 * One entry of an order's history: what, when, who and why. `status` is the order's status after
 * the entry (for payment and contact entries, the status it had then).
 */
@ObjectType()
@Entity("order_status_change")
export class OrderStatusChange {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  orderId: string;

  @ManyToOne(() => Order, (order) => order.history, { onDelete: "CASCADE" })
  order: Relation<Order>;

  @Field(() => OrderChangeKind)
  @Column("varchar", { length: 10, default: OrderChangeKind.STATUS })
  kind: OrderChangeKind;

  @Field(() => OrderStatus)
  @Column("varchar", { length: 10 })
  status: OrderStatus;

  @Field(() => PaymentStatus, { nullable: true, description: "For a PAYMENT entry: the payment status it set." })
  @Column("varchar", { length: 10, nullable: true })
  paymentStatus: PaymentStatus | null;

  @Field(() => OrderActor)
  @Column("varchar", { length: 10 })
  by: OrderActor;

  @Column("varchar", { length: 128, nullable: true })
  byUid: string | null;

  /**
   * Only staff see this: the admin's note on the change (the `note` argument), the contact edit's
   * reason. A field resolver answers it to admins only (order-fields.resolver.ts; decision 042).
   */
  @Column("text", { nullable: true })
  note: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Shown to the customer: the note the order's customer, its guest and anyone tracking it by number and phone see " +
      "(`setOrderStatus(customerNote:)`, the shop's own words on placing or cancelling it automatically; decision 042).",
  })
  @Column("text", { nullable: true })
  customerNote: string | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  at: Date;
}
