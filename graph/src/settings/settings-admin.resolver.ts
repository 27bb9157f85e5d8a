import { Arg, Ctx, Mutation, Resolver } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { currentActor } from "../audit/audit.service.js";
import { AdminOnly } from "../auth/access.js";
import { AppScope } from "../apps/app-scope.js";
import { PixelConfigInput, SettingsInput } from "./settings.inputs.js";
import { PixelConfigView, SettingsView } from "./settings.types.js";
import { toPixelView, toSettingsView } from "./settings.views.js";

/** The admin's settings and tracking pixel (docs/api.md, "Admin: settings"). Every write is audited. */
@Resolver()
export class SettingsAdminResolver {
  @AdminOnly({ scope: AppScope.WRITE_CONTENT })
  @Mutation(() => SettingsView, { description: "Change the settings, section by section (admin); answers all of them." })
  async updateSettings(@Arg("input", () => SettingsInput) input: SettingsInput, @Ctx() ctx: RequestContext): Promise<SettingsView> {
    return toSettingsView(await ctx.services.settings.change(input, { actor: await currentActor(ctx) }));
  }

  // People only: the pixel sends every visitor's activity to the advertising account it names (docs/auth.md).
  @AdminOnly()
  @Mutation(() => PixelConfigView, { description: "Set the tracking pixel's id and status (admin)." })
  async setPixelConfig(@Arg("input", () => PixelConfigInput) input: PixelConfigInput, @Ctx() ctx: RequestContext): Promise<PixelConfigView> {
    return toPixelView(await ctx.services.settings.changePixel(input, { actor: await currentActor(ctx) }));
  }
}
