import { Field, ObjectType } from "type-graphql";
import { Column, CreateDateColumn, Entity, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { Order, OrderStatus } from "./order.entity.js";

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

  @Field(() => String, { description: "customer, guest, admin or system" })
  @Column("varchar", { length: 10 })
  by: string;

  @Column("varchar", { length: 128, nullable: true })
  byUid: string | null;

  @Field(() => String, { nullable: true })
  @Column("text", { nullable: true })
  note: string | null;

  @Field(() => Date)
  @CreateDateColumn({ type: "timestamptz" })
  at: Date;
}
