import { Field, ObjectType } from "type-graphql";
import { Column, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

/**
 * An order's parcel with a courier (docs/behaviour.md#courier-dispatch): one row per order, made
 * when the shop first claims the order for dispatch. `dispatchingSince` is the claim: while it is
 * set, or once `consignmentId` is, no second dispatch starts (courier.service.ts).
 */
@ObjectType({ description: "An order's parcel with the courier: consignment, tracking code and the courier's delivery status (admin)." })
@Entity("order_shipment")
export class OrderShipment {
  @PrimaryColumn("uuid")
  orderId: string;

  @Field(() => String, { description: "The courier's name, e.g. steadfast." })
  @Column("varchar", { length: 30 })
  courier: string;

  @Field(() => String, { nullable: true, description: "The courier's consignment id; null until the courier accepted the parcel." })
  @Column("varchar", { length: 40, nullable: true })
  consignmentId: string | null;

  @Field(() => String, { nullable: true })
  @Column("varchar", { length: 40, nullable: true })
  trackingCode: string | null;

  @Field(() => String, { nullable: true, description: "The courier's own delivery status (Steadfast: in_review, pending, delivered, …)." })
  @Column("varchar", { length: 60, nullable: true })
  deliveryStatus: string | null;

  /** Set while a dispatch of this order is under way: the claim that stops a second one. */
  @Column("timestamptz", { nullable: true })
  dispatchingSince: Date | null;

  @Field(() => Date, { nullable: true })
  @Column("timestamptz", { nullable: true })
  dispatchedAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When the delivery status was last asked of the courier." })
  @Column("timestamptz", { nullable: true })
  checkedAt: Date | null;

  @Field(() => String, { nullable: true, description: "Why the last dispatch or status check failed; null after a success." })
  @Column("varchar", { length: 500, nullable: true })
  lastError: string | null;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;

  @Field(() => Boolean, { description: "True while a dispatch is under way." })
  get dispatching(): boolean {
    return this.dispatchingSince !== null && this.consignmentId === null;
  }
}
