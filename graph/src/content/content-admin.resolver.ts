import { Arg, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { currentActor } from "../audit/audit.service.js";
import { AdminOnly } from "../auth/access.js";
import { AppScope } from "../apps/app-scope.js";
import { Banner } from "./banner.entity.js";
import { BannerInput } from "./banner.inputs.js";

/** The admin's banners (docs/api.md, "Admin: content"). Every write is audited. */
@Resolver()
export class ContentAdminResolver {
  @AdminOnly({ scope: AppScope.READ_CONTENT })
  @Query(() => [Banner], { description: "Every banner, inactive ones too, in display order (admin; at most 50 exist)." })
  adminBanners(@Ctx() ctx: RequestContext) {
    return ctx.services.banners.listAll();
  }

  @AdminOnly({ scope: AppScope.WRITE_CONTENT })
  @Mutation(() => Banner, { description: "Create a banner, last in display order (admin)." })
  async createBanner(@Arg("input", () => BannerInput) input: BannerInput, @Ctx() ctx: RequestContext) {
    return ctx.services.banners.create(input, { actor: await currentActor(ctx) });
  }

  @AdminOnly({ scope: AppScope.WRITE_CONTENT })
  @Mutation(() => Banner, { description: "Replace every field of a banner (admin); its place in the order stays." })
  async updateBanner(@Arg("id", () => ID) id: string, @Arg("input", () => BannerInput) input: BannerInput, @Ctx() ctx: RequestContext) {
    return ctx.services.banners.update(id, input, { actor: await currentActor(ctx) });
  }

  @AdminOnly({ scope: AppScope.WRITE_CONTENT })
  @Mutation(() => Banner, { description: "Show (true) or hide (false) a banner on the home page (admin)." })
  async setBannerActive(@Arg("id", () => ID) id: string, @Arg("active", () => Boolean) active: boolean, @Ctx() ctx: RequestContext) {
    return ctx.services.banners.setActive(id, active, { actor: await currentActor(ctx) });
  }

  @AdminOnly({ scope: AppScope.WRITE_CONTENT })
  @Mutation(() => [Banner], { description: "Put the banners in this order (admin); every banner once." })
  async reorderBanners(@Arg("ids", () => [ID]) ids: string[], @Ctx() ctx: RequestContext) {
    return ctx.services.banners.reorder(ids, { actor: await currentActor(ctx) });
  }

  @AdminOnly({ scope: AppScope.WRITE_CONTENT })
  @Mutation(() => ID, { description: "Delete a banner (admin); answers its id." })
  async deleteBanner(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.banners.delete(id, { actor: await currentActor(ctx) });
  }
}
