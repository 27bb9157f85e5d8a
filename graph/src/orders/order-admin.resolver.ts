import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { countedSearchScans, pageCost, pageSizeArg } from "../api/limits.js";
import { currentActor } from "../audit/audit.service.js";
import { AdminOnly } from "../auth/access.js";
import { AppScope } from "../apps/app-scope.js";
import { AdminOrdersArgs, OrderContactInput } from "./order-admin.types.js";
import { Order, PaymentStatus } from "./order.entity.js";
import { OrderList } from "./order.types.js";

const note = { nullable: true, description: "Why; goes into the order's history, which only staff see (at most 500 characters)." } as const;

/** The admin's orders (docs/api.md#admin-orders): the list, the pending count and the admin's edits. Every write is audited. */
@Resolver(() => Order)
export class OrderAdminResolver {
  @AdminOnly({ scope: AppScope.READ_ORDERS })
  @Query(() => OrderList, {
    description: "Orders matching the filter, in the sort's order (admin). take is at most 100.",
    // Counting every match is a scan, and so is a search (ILIKE on name, phone, email).
    complexity: pageCost({ size: pageSizeArg(20), scans: countedSearchScans((args) => (args.filter as { search?: unknown } | undefined)?.search) }),
  })
  orders(@Args(() => AdminOrdersArgs) { filter, sort, skip, take }: AdminOrdersArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.orderAdmin.list(filter, sort, skip, take);
  }

  @AdminOnly({ scope: AppScope.READ_ORDERS })
  @Query(() => Int, { description: "How many orders are PENDING: the sidebar's badge (admin)." })
  pendingOrderCount(@Ctx() ctx: RequestContext) {
    return ctx.services.orderAdmin.pendingCount();
  }

  @AdminOnly({ scope: AppScope.WRITE_ORDERS })
  @Mutation(() => Order, {
    description: "Set the payment status (admin): UNPAID → PAID → REFUNDED, PAID → UNPAID to undo a mistake; CONFLICT otherwise (Order.nextPaymentStatuses).",
  })
  async setOrderPaymentStatus(
    @Arg("id", () => ID) id: string,
    @Arg("paymentStatus", () => PaymentStatus) paymentStatus: PaymentStatus,
    @Arg("note", () => String, note) text: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.orderAdmin.setPaymentStatus(id, paymentStatus, text, await currentActor(ctx));
  }

  @AdminOnly({ scope: AppScope.WRITE_ORDERS })
  @Mutation(() => Order, { description: "Replace the order's internal note, seen by admins only (admin); empty removes it." })
  async setOrderInternalNote(
    @Arg("id", () => ID) id: string,
    @Arg("internalNote", () => String, { nullable: true }) internalNote: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.orderAdmin.setInternalNote(id, internalNote, await currentActor(ctx));
  }

  @AdminOnly({ scope: AppScope.WRITE_ORDERS })
  @Mutation(() => Order, {
    description:
      "Edit the order's contact and address before it ships (admin; Order.canEditContact); CONFLICT after. The zone and its fee stay as charged.",
  })
  async updateOrderContact(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => OrderContactInput) input: OrderContactInput,
    @Arg("note", () => String, note) text: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.orderAdmin.updateContact(id, input, text, await currentActor(ctx));
  }
}
