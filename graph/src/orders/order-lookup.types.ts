import { orderLookupRules } from "@shop/common";
import { Field, InputType, Int, ObjectType } from "type-graphql";
import { FieldRule } from "../shared/field-rule.js";
import { OrderStatus, PaymentMethod, PaymentStatus } from "./order.entity.js";
import { OrderTotals } from "./order-totals.types.js";

@InputType({ description: "An order number and the phone given at checkout, checked with common's `orderLookupRules`." })
export class OrderLookupInput {
  @Field(() => String, { description: 'The order number, e.g. "10023" or "#10023".' })
  @FieldRule(orderLookupRules.orderNumber)
  orderNumber: string;

  @Field(() => String, { description: "The phone given at checkout; spaces, dashes and a leading + do not matter." })
  @FieldRule(orderLookupRules.phone)
  phone: string;
}

/**
 * What tracking an order by number and phone shows (decision 022): where the order stands and
 * what was bought, never how to reach the customer. Contact details are masked, the address is
 * left out, and it carries no id, token or `canCancel`: it opens nothing else.
 */
@ObjectType({ description: "An order found by its number and phone: status, history, lines and totals; contact masked (decision 022)." })
export class TrackedOrder extends OrderTotals {
  /** The order's id, for its lines and history; not a field: it is half of a guest's key. */
  orderId: string;

  @Field(() => Int)
  number: number;

  @Field(() => OrderStatus)
  status: OrderStatus;

  @Field(() => Date, { description: "When it was placed." })
  createdAt: Date;

  @Field(() => String)
  currency: string;

  @Field(() => PaymentMethod)
  paymentMethod: PaymentMethod;

  @Field(() => PaymentStatus)
  paymentStatus: PaymentStatus;

  @Field(() => String)
  deliveryZone: string;

  @Field(() => String, { description: 'The phone with all but its last two digits hidden ("•••••••••78").' })
  maskedPhone: string;

  @Field(() => String, { nullable: true, description: 'The email with most of its name hidden ("r•••@example.com"); null when none was given.' })
  maskedEmail: string | null;
}
