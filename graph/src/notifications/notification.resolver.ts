import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { pageCost, pageSizeArg } from "../api/limits.js";
import { currentActor } from "../audit/audit.service.js";
import { AdminOnly, SignedIn } from "../auth/access.js";
import { User } from "../customers/user.entity.js";
import { unauthenticated } from "../shared/errors.js";
import { MessageChannel, NotificationKind } from "./notification-kinds.js";
import {
  NotificationSettingsView,
  NotificationTemplateInput,
  NotificationTemplateView,
  OutgoingMessagePage,
  OutgoingMessagesArgs,
  OutgoingMessageView,
  RenderedMessageView,
  toOutgoingMessageView,
} from "./notification.types.js";

/**
 * Shopper notifications and owner alerts (docs/notifications.md): the admin's templates,
 * recipients, preview and outgoing messages (people only: an app has no business with the shop's
 * messages to its customers), and a customer's own choice. Every admin write is audited.
 */
@Resolver()
export class NotificationResolver {
  @AdminOnly()
  @Query(() => NotificationSettingsView, { description: "Every notification template, where owner alerts go, and how mail and SMS are delivered (admin, people only)." })
  async notificationSettings(@Ctx() ctx: RequestContext): Promise<NotificationSettingsView> {
    return settingsView(ctx);
  }

  @AdminOnly()
  @Mutation(() => NotificationTemplateView, { description: "Turn one template on or off and change its text (admin, people only). Field errors name subject or body." })
  async updateNotificationTemplate(@Arg("input", () => NotificationTemplateInput) input: NotificationTemplateInput, @Ctx() ctx: RequestContext): Promise<NotificationTemplateView> {
    return ctx.services.notifications.updateTemplate(input, await currentActor(ctx));
  }

  @AdminOnly()
  @Mutation(() => NotificationTemplateView, { description: "Put a template's default text back; its switch stays (admin, people only)." })
  async resetNotificationTemplate(
    @Arg("kind", () => NotificationKind) kind: NotificationKind,
    @Arg("channel", () => MessageChannel) channel: MessageChannel,
    @Ctx() ctx: RequestContext,
  ): Promise<NotificationTemplateView> {
    return ctx.services.notifications.resetTemplate(kind, channel, await currentActor(ctx));
  }

  @AdminOnly()
  @Mutation(() => NotificationSettingsView, { description: "Where owner alerts go: up to 10 emails and 10 Bangladeshi mobile numbers (admin, people only)." })
  async updateNotificationRecipients(
    @Arg("ownerEmails", () => [String]) ownerEmails: string[],
    @Arg("ownerPhones", () => [String]) ownerPhones: string[],
    @Ctx() ctx: RequestContext,
  ): Promise<NotificationSettingsView> {
    await ctx.services.notifications.updateRecipients(ownerEmails, ownerPhones, await currentActor(ctx));
    return settingsView(ctx);
  }

  @AdminOnly()
  @Query(() => RenderedMessageView, {
    description: "A template rendered with the order named, else the latest order, else a sample (admin, people only). A template with unknown variables or bad syntax lists problems.",
  })
  async previewNotification(
    @Arg("kind", () => NotificationKind) kind: NotificationKind,
    @Arg("channel", () => MessageChannel) channel: MessageChannel,
    @Arg("subject", () => String, { nullable: true }) subject: string | null | undefined,
    @Arg("body", () => String) body: string,
    @Arg("orderId", () => ID, { nullable: true }) orderId: string | null | undefined,
    @Ctx() ctx: RequestContext,
  ): Promise<RenderedMessageView> {
    return ctx.services.notifications.preview(kind, channel, subject?.slice(0, 1_000), body.slice(0, 20_000), orderId);
  }

  @AdminOnly()
  @Query(() => OutgoingMessagePage, {
    description: "Emails and SMS the shop made, newest first; search by recipient or order number (admin, people only).",
    complexity: pageCost({ size: pageSizeArg(20), scans: () => 1 }),
  })
  async outgoingMessages(@Args(() => OutgoingMessagesArgs) args: OutgoingMessagesArgs, @Ctx() ctx: RequestContext): Promise<OutgoingMessagePage> {
    const page = await ctx.services.notifications.messages(args);
    return { items: page.items.map(toOutgoingMessageView), totalItems: page.totalItems };
  }

  @AdminOnly()
  @Query(() => OutgoingMessageView, { nullable: true, description: "One outgoing message (admin, people only)." })
  async outgoingMessage(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<OutgoingMessageView | null> {
    const message = await ctx.services.notifications.message(id);
    return message ? toOutgoingMessageView(message) : null;
  }

  @SignedIn()
  @Mutation(() => User, { description: "Your own choice: order processing, shipped and delivered messages or not. Confirmations and cancellations always go." })
  async updateMessagePreferences(@Arg("nonEssentialMessages", () => Boolean) nonEssentialMessages: boolean, @Ctx() ctx: RequestContext): Promise<User> {
    const user = await ctx.currentUser();
    if (!user) throw unauthenticated();
    return ctx.services.notifications.setMessagePreferences(user.uid, nonEssentialMessages);
  }
}

async function settingsView(ctx: RequestContext): Promise<NotificationSettingsView> {
  const notifications = ctx.services.notifications;
  const [templates, recipients] = await Promise.all([notifications.templates(), notifications.recipients()]);
  return { templates, ...recipients, emailDelivery: notifications.emailDelivery, smsDelivery: notifications.smsDelivery, mailFrom: notifications.mailFrom };
}
