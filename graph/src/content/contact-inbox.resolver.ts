import { Arg, Args, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { countedSearchScans, pageCost, pageSizeArg } from "../api/limits.js";
import { currentActor } from "../audit/audit.service.js";
import { AdminOnly } from "../auth/access.js";
import { AppScope } from "../apps/app-scope.js";
import { ContactMessage, ContactMessageStatus } from "./contact-message.entity.js";
import { ContactMessageList, ContactMessagesArgs } from "./contact-inbox.inputs.js";

/** The admin's inbox of contact-form messages (docs/api.md, "Admin: customers and messages"). Every write is audited. */
@Resolver()
export class ContactInboxResolver {
  @AdminOnly({ scope: AppScope.READ_CONTENT })
  @Query(() => ContactMessageList, {
    description: "Contact messages, NEW before RESOLVED, newest first (admin).",
    // Counting every match is a scan, and so is a search (ILIKE on name, email, subject, message).
    complexity: pageCost({ size: pageSizeArg(20), scans: countedSearchScans((args) => args.search) }),
  })
  contactMessages(@Args(() => ContactMessagesArgs) args: ContactMessagesArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.contact.list(args);
  }

  @AdminOnly({ scope: AppScope.READ_CONTENT })
  @Query(() => ContactMessage, { nullable: true, description: "One contact message (admin); null when there is none." })
  contactMessage(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.contact.findById(id);
  }

  @AdminOnly({ scope: AppScope.READ_CONTENT })
  @Query(() => Int, { description: "How many contact messages are NEW (unread), for the sidebar (admin)." })
  newContactMessageCount(@Ctx() ctx: RequestContext) {
    return ctx.services.contact.countNew();
  }

  @AdminOnly({ scope: AppScope.WRITE_CONTENT })
  @Mutation(() => ContactMessage, { description: "Mark a contact message RESOLVED, or NEW again (admin)." })
  async setContactMessageStatus(
    @Arg("id", () => ID) id: string,
    @Arg("status", () => ContactMessageStatus) status: ContactMessageStatus,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.contact.setStatus(id, status, await currentActor(ctx));
  }

  @AdminOnly({ scope: AppScope.WRITE_CONTENT })
  @Mutation(() => ID, { description: "Delete a contact message for good (admin; decision 016); answers its id." })
  async deleteContactMessage(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.contact.delete(id, await currentActor(ctx));
  }
}
