import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { AdminOnly, Public, SignedIn } from "../auth/access.js";
import { AppScope } from "../apps/app-scope.js";
import { currentActor } from "../audit/audit.service.js";
import type { RequestContext } from "../api/context.js";
import { countedSearchScans, pageCost, pageSizeArg } from "../api/limits.js";
import { OrderList } from "../orders/order.types.js";
import { CustomerOrdersArgs, UpdateProfileInput, UserList, UsersArgs } from "./user.inputs.js";
import { User, UserRole } from "./user.entity.js";
import { unauthenticated } from "../shared/errors.js";

const sortsByOrders = (sort: unknown) => typeof sort === "string" && /^(ORDERS|SPENT)_/.test(sort);

@Resolver(() => User)
export class UserResolver {
  @Public()
  @Query(() => User, { nullable: true, description: "The signed-in person's shop record; null when signed out." })
  me(@Ctx() ctx: RequestContext) {
    return ctx.currentUser();
  }

  @SignedIn()
  @Mutation(() => User, { description: "Change your own display name, photo, phone or address." })
  async updateProfile(@Arg("input", () => UpdateProfileInput) input: UpdateProfileInput, @Ctx() ctx: RequestContext) {
    const user = await ctx.currentUser();
    if (!user) throw unauthenticated();
    return ctx.services.users.updateProfile(user.uid, input);
  }

  @AdminOnly({ scope: AppScope.READ_CUSTOMERS })
  @Query(() => UserList, {
    description: "The shop's users, newest first unless sorted otherwise (admin).",
    // Counting every match is a scan, and so is a search; sorting by orders reads every order's totals.
    complexity: pageCost({
      size: pageSizeArg(20),
      scans: (args) => countedSearchScans((a) => a.search)(args) + (sortsByOrders(args.sort) ? 1 : 0),
    }),
  })
  users(@Args(() => UsersArgs) args: UsersArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.users.list(args);
  }

  @AdminOnly({ scope: AppScope.READ_CUSTOMERS })
  @Query(() => User, { nullable: true, description: "One user record by uid (admin); null when there is none." })
  user(@Arg("uid", () => ID) uid: string, @Ctx() ctx: RequestContext) {
    return ctx.services.users.findByUid(uid);
  }

  @AdminOnly({ scope: AppScope.READ_ORDERS })
  @Query(() => OrderList, {
    description: "A customer's orders, newest first (admin). Guest orders count once attached to the account.",
    complexity: pageCost({ size: pageSizeArg(10), scans: () => 1 }),
  })
  customerOrders(@Arg("uid", () => ID) uid: string, @Args(() => CustomerOrdersArgs) args: CustomerOrdersArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.orders.listForCustomer(uid, args);
  }

  // People only: who administers the shop is decided by people (docs/auth.md).
  @AdminOnly()
  @Mutation(() => User, {
    description: "Make a user an admin or a customer (admin). You cannot demote yourself, nor the last enabled admin (CONFLICT).",
  })
  async setUserRole(
    @Arg("uid", () => ID) uid: string,
    @Arg("role", () => UserRole) role: UserRole,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.users.setRole(uid, role, await currentActor(ctx));
  }

  // People only: who administers the shop is decided by people (docs/auth.md).
  @AdminOnly()
  @Mutation(() => User, {
    description: "Disable or re-enable a user (admin). A disabled user is refused everywhere. Not yourself, nor the last enabled admin (CONFLICT).",
  })
  async setUserDisabled(
    @Arg("uid", () => ID) uid: string,
    @Arg("disabled", () => Boolean) disabled: boolean,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.users.setDisabled(uid, disabled, await currentActor(ctx));
  }
}
