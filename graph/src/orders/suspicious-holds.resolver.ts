import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { currentActor } from "../audit/audit.service.js";
import { AdminOnly } from "../auth/access.js";
import { AppScope } from "../apps/app-scope.js";
import { checkedNote } from "./order-admin.service.js";
import { Order } from "./order.entity.js";
import { HoldGroupKind, MAX_GROUPS, MAX_RELEASE, SUSPICIOUS_ORDERS, SUSPICIOUS_UNITS } from "./suspicious-holds.js";

registerEnumType(HoldGroupKind, {
  name: "HoldGroupKind",
  description: "What the orders of a suspicious hold share.",
  valuesConfig: {
    ORDER: { description: `One order holding more than ${SUSPICIOUS_UNITS} units.` },
    CLIENT_ADDRESS: {
      description: `Guests' orders from one client address (compared by a keyed hash, never stored): more than ${SUSPICIOUS_UNITS} units, or ${SUSPICIOUS_ORDERS.CLIENT_ADDRESS} orders or more.`,
    },
    PHONE: { description: `Orders giving one phone number: more than ${SUSPICIOUS_UNITS} units, or ${SUSPICIOUS_ORDERS.PHONE} orders or more.` },
  },
});

@ObjectType({ description: "PENDING orders that together hold a suspicious share of the stock (decision 039)." })
export class SuspiciousHold {
  @Field(() => HoldGroupKind)
  kind: HoldGroupKind;

  @Field(() => Int, { description: "Units the orders hold." })
  units: number;

  @Field(() => Date, { description: "When the oldest of the orders was placed." })
  since: Date;

  @Field(() => Int, { description: "How many orders the group has." })
  orderCount: number;

  @Field(() => [Order], { description: `The orders, oldest first: the first ${MAX_RELEASE}, as many as one release takes.` })
  orders: Order[];
}

/** The owner's view and release of suspicious holds on the stock (docs/api.md#admin-orders). */
@Resolver()
export class SuspiciousHoldsResolver {
  @AdminOnly({ scope: AppScope.READ_ORDERS })
  @Query(() => [SuspiciousHold], {
    description: `Groups of PENDING orders holding a suspicious share of the stock, most units first; at most ${MAX_GROUPS} (admin).`,
  })
  async suspiciousHolds(@Ctx() ctx: RequestContext): Promise<SuspiciousHold[]> {
    const groups = (await ctx.services.holds.list()).map((group) => ({ ...group, shown: group.orderIds.slice(0, MAX_RELEASE) }));
    const orders = new Map((await ctx.services.orders.findByIds(groups.flatMap((g) => g.shown))).map((o) => [o.id, o]));
    return groups.map(({ orderIds, shown, ...group }) => ({
      ...group,
      orderCount: orderIds.length,
      orders: shown.flatMap((id) => orders.get(id) ?? []),
    }));
  }

  @AdminOnly({ scope: AppScope.WRITE_ORDERS })
  @Mutation(() => [Order], {
    description: `Cancel these PENDING orders as the shop and return their stock (admin; at most ${MAX_RELEASE}). Orders no longer PENDING are left as they are; the answer lists those released. The reason goes to the audit log, not to the order's customer.`,
  })
  async releaseHolds(
    @Arg("orderIds", () => [ID]) orderIds: string[],
    @Arg("reason", () => String, { nullable: true, description: "Why (at most 500 characters); kept in the audit log." }) reason: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<Order[]> {
    return ctx.services.holds.release(orderIds, checkedNote(reason), await currentActor(ctx));
  }
}
