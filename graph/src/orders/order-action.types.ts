import { orderNoteRules } from "@shop/common";
import { ArrayMaxSize, ArrayMinSize, IsString, MaxLength } from "class-validator";
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { FieldRule } from "../shared/field-rule.js";
import { statusNoteArgs } from "./order-admin.types.js";
import { Order, OrderStatus } from "./order.entity.js";

/** Most orders one bulk action (status, dispatch, refresh, print) may name. */
export const MAX_ORDERS_PER_ACTION = 100;

/** Why one order of a bulk action was left as it was. */
export enum OrderActionRefusal {
  NOT_FOUND = "NOT_FOUND",
  TRANSITION_NOT_ALLOWED = "TRANSITION_NOT_ALLOWED",
  WRONG_STATUS = "WRONG_STATUS",
  ALREADY_DISPATCHED = "ALREADY_DISPATCHED",
  DISPATCH_IN_PROGRESS = "DISPATCH_IN_PROGRESS",
  NOT_DISPATCHED = "NOT_DISPATCHED",
  INVALID_PHONE = "INVALID_PHONE",
  INVALID_ADDRESS = "INVALID_ADDRESS",
  COURIER_UNAVAILABLE = "COURIER_UNAVAILABLE",
  COURIER_REFUSED = "COURIER_REFUSED",
}
registerEnumType(OrderActionRefusal, {
  name: "OrderActionRefusal",
  description: "Why one order of a bulk action was left as it was; `message` says it in words.",
  valuesConfig: {
    NOT_FOUND: { description: "No order has this id." },
    TRANSITION_NOT_ALLOWED: { description: "The status machine does not allow this change from the order's status." },
    WRONG_STATUS: { description: "Only PROCESSING orders are sent to the courier." },
    ALREADY_DISPATCHED: { description: "The courier already has this order's parcel." },
    DISPATCH_IN_PROGRESS: { description: "Another request is sending this order right now." },
    NOT_DISPATCHED: { description: "The order was never sent to the courier." },
    INVALID_PHONE: { description: "The phone is not an 11-digit mobile number; nothing was sent." },
    INVALID_ADDRESS: { description: "The address is empty or longer than the courier takes; nothing was sent." },
    COURIER_UNAVAILABLE: { description: "The courier was down, too slow or answered oddly; try again later." },
    COURIER_REFUSED: { description: "The courier answered and refused; `message` has its reason." },
  },
});

/** One order's outcome in a bulk action. */
export interface OrderActionOutcome {
  orderId: string;
  number: number | null;
  ok: boolean;
  refusal: OrderActionRefusal | null;
  message: string | null;
  order: Order | null;
}

@ObjectType({ description: "What a bulk action did to one order: done (ok), or refused with a reason." })
export class OrderActionResult implements OrderActionOutcome {
  @Field(() => ID)
  orderId: string;

  @Field(() => Int, { nullable: true, description: "The order's number; null when no order has this id." })
  number: number | null;

  @Field(() => Boolean)
  ok: boolean;

  @Field(() => OrderActionRefusal, { nullable: true })
  refusal: OrderActionRefusal | null;

  @Field(() => String, { nullable: true, description: "Why it was refused, in words for the admin." })
  message: string | null;

  @Field(() => Order, { nullable: true, description: "The order as it is now." })
  order: Order | null;
}

@ArgsType()
export class OrderIdsArgs {
  @Field(() => [ID], { description: `At most ${MAX_ORDERS_PER_ACTION} order ids.` })
  @ArrayMinSize(1, { message: "Choose at least one order." })
  @ArrayMaxSize(MAX_ORDERS_PER_ACTION, { message: `Choose at most ${MAX_ORDERS_PER_ACTION} orders at a time.` })
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  ids: string[];
}

@ArgsType()
export class SetOrdersStatusArgs extends OrderIdsArgs {
  @Field(() => OrderStatus)
  status: OrderStatus;

  @Field(() => String, statusNoteArgs.note)
  @FieldRule(orderNoteRules.historyNote)
  note?: string | null;

  @Field(() => String, statusNoteArgs.customerNote)
  @FieldRule(orderNoteRules.historyNote)
  customerNote?: string | null;
}

export const done = (order: Order): OrderActionOutcome => ({ orderId: order.id, number: order.number, ok: true, refusal: null, message: null, order });

export const refused = (orderId: string, refusal: OrderActionRefusal, message: string, order: Order | null = null): OrderActionOutcome => ({
  orderId,
  number: order?.number ?? null,
  ok: false,
  refusal,
  message,
  order,
});

/** The ids once each, in the order given. */
export const distinct = (ids: readonly string[]) => [...new Set(ids.map((id) => id.trim()))];
