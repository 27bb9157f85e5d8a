import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { AdminOnly, Public, SignedIn } from "../auth/access.js";
import { currentActor } from "../audit/audit.service.js";
import type { RequestContext } from "../api/context.js";
import { countedSearchScans, pageCost, pageSizeArg } from "../api/limits.js";
import { unauthenticated } from "../auth/authenticate.js";
import { UpdateProfileInput, UserList, UsersArgs } from "./user.inputs.js";
import { User, UserRole } from "./user.entity.js";

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

  @AdminOnly()
  @Query(() => UserList, {
    description: "The shop's users, newest first (admin).",
    // Counting every match is a scan, and so is a search.
    complexity: pageCost({ size: pageSizeArg(20), scans: countedSearchScans((args) => args.search) }),
  })
  users(@Args(() => UsersArgs) args: UsersArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.users.list(args);
  }

  @AdminOnly()
  @Mutation(() => User, { description: "Make a user an admin or a customer (admin). You cannot demote yourself." })
  async setUserRole(
    @Arg("uid", () => ID) uid: string,
    @Arg("role", () => UserRole) role: UserRole,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.users.setRole(uid, role, await currentActor(ctx));
  }

  @AdminOnly()
  @Mutation(() => User, { description: "Disable or re-enable a user (admin). A disabled user is refused everywhere." })
  async setUserDisabled(
    @Arg("uid", () => ID) uid: string,
    @Arg("disabled", () => Boolean) disabled: boolean,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.users.setDisabled(uid, disabled, await currentActor(ctx));
  }
}
