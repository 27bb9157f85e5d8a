import { toMajor } from "@shop/common";
import { Ctx, FieldResolver, Float, Int, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { AdminOnly, seesAsStaff } from "../auth/access.js";
import { AppScope } from "../apps/app-scope.js";
import { OrderLine } from "./order-line.entity.js";
import { User } from "../customers/user.entity.js";
import { OrderActor, OrderStatusChange } from "./order-status-change.entity.js";
import { contactEditProblem, mayCancel, nextStatuses, shopperHistory } from "./order-status.js";
import { Order, OrderStatus, PaymentStatus } from "./order.entity.js";
import { cashToCollectMinor, nextPaymentStatuses } from "./payment-status.js";

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

  @FieldResolver(() => Float, {
    description: "What the courier collects on delivery: the total while the order is cash on delivery and unpaid; 0 once paid or refunded, or cancelled.",
  })
  cashToCollect(@Root() order: Order): number {
    return toMajor(cashToCollectMinor(order));
  }

  @FieldResolver(() => [OrderLine])
  lines(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<OrderLine[]> {
    return ctx.loaders.orderLines.load(order.id);
  }

  @FieldResolver(() => [OrderStatusChange], {
    description: "The order's history, oldest first: every status it has had; admins (and apps with READ_ORDERS) also see payment and contact changes (decision 014).",
  })
  async history(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<OrderStatusChange[]> {
    const entries = await ctx.loaders.orderHistory.load(order.id);
    return (await seesAsStaff(ctx, AppScope.READ_ORDERS)) ? entries : shopperHistory(entries);
  }

  @FieldResolver(() => Int, { description: "Units ordered: the sum of the lines' quantities." })
  itemCount(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.orderItemCount.load(order.id);
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the viewer may cancel the order now: its customer or guest while it is PENDING (cancelOrder), " +
      "an admin before it is DELIVERED (setOrderStatus).",
  })
  async canCancel(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<boolean> {
    return mayCancel(order, await ctx.currentUser());
  }

  @FieldResolver(() => Boolean, {
    description:
      "Whether the order belongs to the signed-in viewer's account (false for a guest): " +
      "a browser's list of guest orders leaves these out, since the account lists them.",
  })
  async inAccount(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<boolean> {
    const user = await ctx.currentUser();
    return user !== null && order.customerUid === user.uid;
  }

  @AdminOnly({ scope: AppScope.READ_ORDERS })
  @FieldResolver(() => [OrderStatus], {
    description: "The statuses an admin may move the order to now with setOrderStatus; empty once DELIVERED or CANCELLED (admin).",
  })
  nextStatuses(@Root() order: Order): OrderStatus[] {
    return nextStatuses(order.status, OrderActor.admin);
  }

  @AdminOnly({ scope: AppScope.READ_ORDERS })
  @FieldResolver(() => [PaymentStatus], {
    description: "The payment statuses an admin may set now with setOrderPaymentStatus; empty once REFUNDED (admin).",
  })
  nextPaymentStatuses(@Root() order: Order): PaymentStatus[] {
    return nextPaymentStatuses(order.paymentStatus, order.status);
  }

  @AdminOnly({ scope: AppScope.READ_ORDERS })
  @FieldResolver(() => Boolean, { description: "Whether updateOrderContact may edit the contact and address now: before the order ships (admin)." })
  canEditContact(@Root() order: Order): boolean {
    return contactEditProblem(order.status) === null;
  }

  @AdminOnly({ scope: AppScope.READ_ORDERS })
  @FieldResolver(() => String, { nullable: true, description: "The shop's own note on the order; never shown to its customer or guest (admin)." })
  internalNote(@Root() order: Order): string | null {
    return order.internalNote;
  }

  @AdminOnly({ scope: AppScope.READ_CUSTOMERS })
  @FieldResolver(() => User, { nullable: true, description: "The customer's account; null for a guest's order (admin)." })
  async customer(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<User | null> {
    return order.customerUid ? ctx.loaders.orderUserByUid.load(order.customerUid) : null;
  }
}

@Resolver(() => OrderStatusChange)
export class OrderChangeFieldsResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "Only staff see this: the admin's internal note on the change (`setOrderStatus(note:)`, the reason of a payment or contact change). " +
      "Admins (and apps with READ_ORDERS) get it; everyone else gets null, so it never reaches the customer or an order lookup (decision 042).",
  })
  async note(@Root() change: OrderStatusChange, @Ctx() ctx: RequestContext): Promise<string | null> {
    return (await seesAsStaff(ctx, AppScope.READ_ORDERS)) ? change.note : null;
  }

  @AdminOnly({ scope: AppScope.READ_ORDERS })
  @FieldResolver(() => String, { nullable: true, description: "The email of the admin or customer who made the change, when known (admin)." })
  async byEmail(@Root() change: OrderStatusChange, @Ctx() ctx: RequestContext): Promise<string | null> {
    return change.byUid ? ((await ctx.loaders.orderUserByUid.load(change.byUid))?.email ?? null) : null;
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
