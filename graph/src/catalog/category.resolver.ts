import { Public } from "../auth/access.js";
import { Arg, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { Category } from "./category.entity.js";

@Resolver(() => Category)
export class CategoryResolver {
  @Public()
  @Query(() => [Category], { description: "Every category, in display order." })
  categories(@Ctx() ctx: RequestContext) {
    return ctx.services.categories.list();
  }

  @Public()
  @Query(() => Category, { nullable: true, description: "A category by slug or name; a hyphen may stand for a space." })
  category(@Arg("slugOrName", () => String) slugOrName: string, @Ctx() ctx: RequestContext) {
    return ctx.services.categories.findBySlugOrName(slugOrName);
  }
}
