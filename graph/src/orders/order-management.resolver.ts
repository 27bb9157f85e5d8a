import { Args, Ctx, Field, Float, FieldResolver, ObjectType, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { pageCost } from "../api/limits.js";
import { currentActor } from "../audit/audit.service.js";
import { AdminOnly } from "../auth/access.js";
import { AppScope } from "../apps/app-scope.js";
import { isUuid } from "../shared/uuid.js";
import { setStatusOfMany } from "./bulk-status.js";
import { staffViewer } from "./order.resolver.js";
import { OrderShipment } from "./courier/order-shipment.entity.js";
import { distinct, OrderActionResult, OrderIdsArgs, SetOrdersStatusArgs } from "./order-action.types.js";
import { Order } from "./order.entity.js";

/** A selection's cost: its selection once per id. */
const perId = pageCost({ size: (args) => (Array.isArray(args.ids) ? args.ids.length : 1) });

@ObjectType({ description: "The courier the shop sends orders to; its keys never leave the server." })
export class CourierInfo {
  @Field(() => Boolean, { description: "False until the shop has the courier's keys: saved in the admin (courierSettings) or STEADFAST_API_KEY and STEADFAST_SECRET_KEY on the server." })
  configured: boolean;

  @Field(() => String, { nullable: true, description: "e.g. steadfast" })
  name: string | null;

  @Field(() => String, { nullable: true, description: "e.g. Steadfast Courier" })
  label: string | null;
}

/** The orders/management screen: bulk status, printing, courier dispatch (docs/api.md, "Admin: order management"). */
@Resolver()
export class OrderManagementResolver {
  @AdminOnly({ scope: AppScope.WRITE_ORDERS })
  @Mutation(() => [OrderActionResult], {
    description:
      "Move several orders to one status (admin), each checked by the status machine like setOrderStatus (cancelling returns stock); " +
      "one outcome per order: changed, or refused with the reason. At most 100.",
    complexity: perId,
  })
  async setOrdersStatus(@Args(() => SetOrdersStatusArgs) { ids, status, note, customerNote }: SetOrdersStatusArgs, @Ctx() ctx: RequestContext) {
    return setStatusOfMany(ctx.services.orders, ids, status, await staffViewer(ctx), { note, customerNote });
  }

  @AdminOnly({ scope: AppScope.READ_ORDERS })
  @Query(() => [Order], { description: "Orders by id, in the order given, unknown ids left out (admin; at most 100): for printing.", complexity: perId })
  async ordersByIds(@Args(() => OrderIdsArgs) { ids }: OrderIdsArgs, @Ctx() ctx: RequestContext) {
    const wanted = distinct(ids).filter(isUuid);
    const found = new Map((await ctx.services.orders.findByIds(wanted)).map((o) => [o.id, o]));
    return wanted.flatMap((id) => found.get(id) ?? []);
  }

  @AdminOnly({ scope: AppScope.READ_ORDERS })
  @Query(() => CourierInfo, { description: "Whether courier dispatch is configured, and with which courier (admin)." })
  async courier(@Ctx() ctx: RequestContext): Promise<CourierInfo> {
    const courier = await ctx.services.courier.courier();
    return { configured: courier !== null, name: courier?.name ?? null, label: courier?.label ?? null };
  }

  @AdminOnly({ scope: AppScope.READ_ORDERS })
  @Query(() => Float, {
    description: "The merchant balance at the courier, in major units (admin). CONFLICT with reason COURIER_NOT_CONFIGURED, COURIER_UNAVAILABLE or COURIER_REFUSED.",
  })
  courierBalance(@Ctx() ctx: RequestContext) {
    return ctx.services.courier.balance();
  }

  @AdminOnly({ scope: AppScope.WRITE_ORDERS })
  @Mutation(() => [OrderActionResult], {
    description:
      "Send PROCESSING orders to the courier (admin): invoice = order number, cash to collect = Order.cashToCollect (the total unless paid). Never twice for one order; " +
      "one outcome per order. At most 100.",
    complexity: perId,
  })
  async dispatchOrders(@Args(() => OrderIdsArgs) { ids }: OrderIdsArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.courier.dispatch(ids, await currentActor(ctx));
  }

  @AdminOnly({ scope: AppScope.WRITE_ORDERS })
  @Mutation(() => [OrderActionResult], {
    description: "Ask the courier for the delivery status of dispatched orders now (admin); one outcome per order. At most 100.",
    complexity: perId,
  })
  async refreshCourierStatus(@Args(() => OrderIdsArgs) { ids }: OrderIdsArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.courier.refresh(ids, await currentActor(ctx));
  }
}

@Resolver(() => Order)
export class OrderShipmentFieldResolver {
  @AdminOnly({ scope: AppScope.READ_ORDERS })
  @FieldResolver(() => OrderShipment, { nullable: true, description: "The order's parcel with the courier; null until it was first sent (admin)." })
  shipment(@Root() order: Order, @Ctx() ctx: RequestContext): Promise<OrderShipment | null> {
    return ctx.loaders.orderShipment.load(order.id);
  }
}
