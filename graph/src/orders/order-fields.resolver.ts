import { toMajor } from "@shop/common";
import { Ctx, FieldResolver, Float, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { AdminOnly } from "../auth/access.js";
import { OrderLine } from "./order-line.entity.js";
import { OrderActor, OrderStatusChange } from "./order-status-change.entity.js";
import { mayCancel, nextStatuses } from "./order-status.js";
import { Order, OrderStatus } from "./order.entity.js";

/** Money in major units, the order's lines and history (batched per request), and what may happen to it next. */
@Resolver(() => Order)
export class OrderFieldsResolver {
  @FieldResolver(() => Float)
  subtotal(@Root() order: Order): number {
    return toMajor(order.subtotalMinor);
  }

  @FieldResolver(() => Float)
  shipping(@Root() order: Order): number {
    return toMajor(order.shippingMinor);
  }

  @FieldResolver(() => Float)
  total(@Root() order: Order): number {
    return toMajor(order.totalMinor);
  }

  @FieldResolver(() => [OrderLine])
  lines(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<OrderLine[]> {
    return ctx.loaders.orderLines.load(order.id);
  }

  @FieldResolver(() => [OrderStatusChange], { description: "Every status the order has had, oldest first." })
  history(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<OrderStatusChange[]> {
    return ctx.loaders.orderHistory.load(order.id);
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the viewer may cancel the order now: its customer or guest while it is PENDING (cancelOrder), " +
      "an admin before it is DELIVERED (setOrderStatus).",
  })
  async canCancel(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<boolean> {
    return mayCancel(order, await ctx.currentUser());
  }

  @AdminOnly()
  @FieldResolver(() => [OrderStatus], {
    description: "The statuses an admin may move the order to now with setOrderStatus; empty once DELIVERED or CANCELLED (admin).",
  })
  nextStatuses(@Root() order: Order): OrderStatus[] {
    return nextStatuses(order.status, OrderActor.admin);
  }
}

@Resolver(() => OrderLine)
export class OrderLineFieldsResolver {
  @FieldResolver(() => Float, { description: "Price plus the variant's additional price, before the discount." })
  unitPrice(@Root() line: OrderLine): number {
    return toMajor(line.unitPriceMinor);
  }

  @FieldResolver(() => Float)
  finalUnitPrice(@Root() line: OrderLine): number {
    return toMajor(line.finalUnitPriceMinor);
  }

  @FieldResolver(() => Float)
  lineTotal(@Root() line: OrderLine): number {
    return toMajor(line.lineTotalMinor);
  }

  @FieldResolver(() => Float, { description: "Per-unit shipping surcharge at the time of the order." })
  shippingCost(@Root() line: OrderLine): number {
    return toMajor(line.shippingCostMinor);
  }
}
