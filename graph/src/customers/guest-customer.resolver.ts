import { Arg, Args, Ctx, ID, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { countedSearchScans, pageCost, pageSizeArg } from "../api/limits.js";
import { AppScope } from "../apps/app-scope.js";
import { AdminOnly } from "../auth/access.js";
import { OrderList } from "../orders/order.types.js";
import { CustomerOrdersArgs } from "./user.inputs.js";
import { GuestCustomer, GuestCustomerList, GuestCustomersArgs } from "./guest-customer.types.js";

/** Guest buyers as customers (decision 062), beside `users`, whose contract stays the accounts'. */
@Resolver(() => GuestCustomer)
export class GuestCustomerResolver {
  @AdminOnly({ scope: AppScope.READ_CUSTOMERS })
  @Query(() => GuestCustomerList, {
    description: "Guest buyers, one per phone number, with their orders count and total spent; who ordered last first unless sorted otherwise (admin).",
    // Grouping every guest order is a scan, and so is a search.
    complexity: pageCost({ size: pageSizeArg(20), scans: countedSearchScans((a) => a.search) }),
  })
  guestCustomers(@Args(() => GuestCustomersArgs) args: GuestCustomersArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.guestCustomers.list(args);
  }

  @AdminOnly({ scope: AppScope.READ_CUSTOMERS })
  @Query(() => GuestCustomer, { nullable: true, description: "One guest buyer by their key, or their phone written any way (admin); null when no guest order has it." })
  guestCustomer(@Arg("key", () => ID) key: string, @Ctx() ctx: RequestContext) {
    return ctx.services.guestCustomers.find(key);
  }

  @AdminOnly({ scope: AppScope.READ_ORDERS })
  @Query(() => OrderList, {
    description: "A guest buyer's orders, newest first (admin).",
    complexity: pageCost({ size: pageSizeArg(10), scans: () => 1 }),
  })
  guestCustomerOrders(@Arg("key", () => ID) key: string, @Args(() => CustomerOrdersArgs) args: CustomerOrdersArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.guestCustomers.orders(key, args);
  }
}
