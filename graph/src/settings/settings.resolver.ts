import { AdminOnly, Public } from "../auth/access.js";
import { AppScope } from "../apps/app-scope.js";
import { Ctx, FieldResolver, Int, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { PixelConfigView, SettingsView } from "./settings.types.js";
import { toPixelView, toSettingsView } from "./settings.views.js";

@Resolver()
export class SettingsResolver {
  @Public()
  @Query(() => SettingsView, { description: "The shop's public settings." })
  async settings(@Ctx() ctx: RequestContext): Promise<SettingsView> {
    return toSettingsView(await ctx.services.settings.get());
  }

  @Public()
  @Query(() => PixelConfigView, { description: "The tracking pixel's configuration." })
  async pixelConfig(@Ctx() ctx: RequestContext): Promise<PixelConfigView> {
    return toPixelView(await ctx.services.settings.getPixel());
  }
}

/** The settings' admin-only fields: FORBIDDEN for anyone else, while the rest stays public. */
@Resolver(() => SettingsView)
export class SettingsFieldsResolver {
  @AdminOnly({ scope: AppScope.READ_CONTENT })
  @FieldResolver(() => Int, { description: "A product with this many or fewer left (and more than none) is low on stock (admin)." })
  lowStockThreshold(@Root() settings: SettingsView): number {
    return settings.lowStockThreshold;
  }
}
