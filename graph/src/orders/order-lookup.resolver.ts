import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { Public } from "../auth/access.js";
import { shopperHistory } from "./order-status.js";
import { OrderLine } from "./order-line.entity.js";
import { OrderLookupInput, TrackedOrder } from "./order-lookup.types.js";
import { OrderStatusChange } from "./order-status-change.entity.js";

/** `orderLookup`: track an order by number and phone (decision 022), with its lines and status history. */
@Resolver(() => TrackedOrder)
export class OrderLookupResolver {
  @Public()
  @Query(() => TrackedOrder, {
    description:
      "Track an order by its number and the phone given at checkout, from any browser. A wrong pair answers NOT_FOUND, " +
      "whatever was wrong; RATE_LIMITED after 10 lookups in 10 minutes from one address (decision 022).",
  })
  orderLookup(@Arg("input", () => OrderLookupInput) input: OrderLookupInput, @Ctx() ctx: RequestContext): Promise<TrackedOrder> {
    return ctx.services.orderLookup.lookup(input, ctx.clientIp);
  }

  @FieldResolver(() => [OrderLine])
  lines(@Root() order: TrackedOrder, @Ctx() ctx: RequestContext): Promise<OrderLine[]> {
    return ctx.loaders.orderLines.load(order.orderId);
  }

  @FieldResolver(() => [OrderStatusChange], { description: "Every status the order has had, oldest first." })
  async history(@Root() order: TrackedOrder, @Ctx() ctx: RequestContext): Promise<OrderStatusChange[]> {
    return shopperHistory(await ctx.loaders.orderHistory.load(order.orderId));
  }
}
