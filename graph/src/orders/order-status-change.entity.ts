import { Field, ObjectType, registerEnumType } from "type-graphql";
import { Column, CreateDateColumn, Entity, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { Order, OrderStatus } from "./order.entity.js";

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

/** One entry of an order's status history: what, when, who and why. */
@ObjectType()
@Entity("order_status_change")
export class OrderStatusChange {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  orderId: string;

  @ManyToOne(() => Order, (order) => order.history, { onDelete: "CASCADE" })
  order: Relation<Order>;

  @Field(() => OrderStatus)
  @Column("varchar", { length: 10 })
  status: OrderStatus;

  @Field(() => OrderActor)
  @Column("varchar", { length: 10 })
  by: OrderActor;

  @Column("varchar", { length: 128, nullable: true })
  byUid: string | null;

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  note: string | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  at: Date;
}
