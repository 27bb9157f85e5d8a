import { Public } from "../auth/access.js";
import { Arg, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { Banner } from "./banner.entity.js";
import { ContactMessage } from "./contact-message.entity.js";
import { ContactMessageInput } from "./contact.inputs.js";

@Resolver()
export class ContentResolver {
  @Public()
  @Query(() => [Banner], { description: "Active home-page banners, in order." })
  banners(@Ctx() ctx: RequestContext) {
    return ctx.services.banners.listActive();
  }

  @Public()
  @Mutation(() => ContactMessage, { description: "Send a message to the shop. Limited to a few per client per 10 minutes." })
  createContactMessage(@Arg("input", () => ContactMessageInput) input: ContactMessageInput, @Ctx() ctx: RequestContext) {
    return ctx.services.contact.create(input, ctx.clientIp);
  }
}
