import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { currentActor } from "../audit/audit.service.js";
import { AdminOnly } from "../auth/access.js";
import { badInput } from "../shared/errors.js";
import { MAX_COUNT_HOURS } from "./app.service.js";
import { AppRequestCountView, AppView, AppWithToken, CreateAppInput, toAppView, UpdateAppInput } from "./app.types.js";

/**
 * The admin's Apps (docs/auth.md, "Apps and scopes"). People only: an app cannot make, widen or
 * revoke apps. Every write is audited.
 */
@Resolver(() => AppView)
export class AppsResolver {
  @AdminOnly()
  @Query(() => [AppView], { description: "Every app, newest first, revoked ones included (admin, people only)." })
  async apps(@Ctx() ctx: RequestContext): Promise<AppView[]> {
    return (await ctx.services.apps.list()).map(toAppView);
  }

  @AdminOnly()
  @Mutation(() => AppWithToken, { description: "Create an app and its token, shown only in this answer (admin, people only)." })
  async createApp(@Arg("input", () => CreateAppInput) input: CreateAppInput, @Ctx() ctx: RequestContext): Promise<AppWithToken> {
    const { app, token } = await ctx.services.apps.create(input, await currentActor(ctx));
    return { app: toAppView(app), token };
  }

  @AdminOnly()
  @Mutation(() => AppView, { description: "Change an app's name, scopes or budget (admin, people only); a revoked app cannot be changed." })
  async updateApp(@Arg("id", () => ID) id: string, @Arg("input", () => UpdateAppInput) input: UpdateAppInput, @Ctx() ctx: RequestContext): Promise<AppView> {
    return toAppView(await ctx.services.apps.update(id, input, await currentActor(ctx)));
  }

  @AdminOnly()
  @Mutation(() => AppWithToken, { description: "Give an app a new token, shown only in this answer; the old one stops working at once (admin, people only)." })
  async rotateAppToken(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<AppWithToken> {
    const { app, token } = await ctx.services.apps.rotate(id, await currentActor(ctx));
    return { app: toAppView(app), token };
  }

  @AdminOnly()
  @Mutation(() => AppView, { description: "Revoke an app: its token stops working at once, on every replica, for good (admin, people only)." })
  async revokeApp(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<AppView> {
    return toAppView(await ctx.services.apps.revoke(id, await currentActor(ctx)));
  }

  @FieldResolver(() => [AppRequestCountView], { description: `Requests in each of the last \`hours\` hours (1..${MAX_COUNT_HOURS}), this one included, oldest first, zeros included.` })
  async requestCounts(@Root() app: AppView, @Arg("hours", () => Int, { defaultValue: 24 }) hours: number, @Ctx() ctx: RequestContext): Promise<AppRequestCountView[]> {
    if (!Number.isInteger(hours) || hours < 1 || hours > MAX_COUNT_HOURS) throw badInput(`hours is from 1 to ${MAX_COUNT_HOURS}.`, { field: "hours" });
    return ctx.services.apps.requestCounts(app.id, hours);
  }

  @FieldResolver(() => Int, { description: "Requests in the last 24 hours (this hour and the 23 before it)." })
  async requestsLast24Hours(@Root() app: AppView, @Ctx() ctx: RequestContext): Promise<number> {
    const counts = await ctx.services.apps.requestCounts(app.id, 24);
    return counts.reduce((sum, { requests }) => sum + requests, 0);
  }
}
