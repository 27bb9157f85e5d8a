import { Public } from "../auth/access.js";
import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { Category } from "./category.entity.js";
import { keyNamesCategory } from "./category.service.js";

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

  @FieldResolver(() => Boolean, {
    description:
      "True when `key` (a slug or name, as `category(slugOrName)` takes it) names this category by its current slug or name; false for a slug it had before a rename: its address is now `slug`.",
  })
  namedBy(@Root() category: Category, @Arg("key", () => String) key: string): boolean {
    return keyNamesCategory(key, category);
  }
}
