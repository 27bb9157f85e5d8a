import { toMajor } from "@shop/common";
import { Ctx, FieldResolver, Float, Int, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { AdminOnly } from "../auth/access.js";
import { AppScope } from "../apps/app-scope.js";
import { User } from "./user.entity.js";

/** What the admin's customers table adds to a user record: their orders in figures (customer-stats.ts), batched per page. */
@Resolver(() => User)
export class UserFieldsResolver {
  @AdminOnly({ scope: AppScope.READ_CUSTOMERS })
  @FieldResolver(() => Int, { description: "Orders placed under this account, cancelled ones included (admin)." })
  async orderCount(@Root() user: User, @Ctx() ctx: RequestContext): Promise<number> {
    return (await ctx.loaders.customerOrderStats.load(user.uid)).orderCount;
  }

  @AdminOnly({ scope: AppScope.READ_CUSTOMERS })
  @FieldResolver(() => Float, {
    description: "The totals of this account's orders that were neither cancelled nor refunded, in major units (admin; decision 016).",
  })
  async totalSpent(@Root() user: User, @Ctx() ctx: RequestContext): Promise<number> {
    return toMajor((await ctx.loaders.customerOrderStats.load(user.uid)).totalSpentMinor);
  }
}
