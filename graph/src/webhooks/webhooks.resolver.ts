import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../api/context.js";
import { currentActor } from "../audit/audit.service.js";
import { AdminOnly, AdminOrOwnApp } from "../auth/access.js";
import { WEBHOOK_APP_SCOPES } from "./webhook-event.js";
import type { WebhookCaller } from "./webhook.service.js";
import {
  CreatedWebhookSubscription,
  CreateWebhookSubscriptionInput,
  toDeliveryView,
  toSubscriptionView,
  UpdateWebhookSubscriptionInput,
  WebhookDeliveriesArgs,
  WebhookDeliveryPage,
  WebhookDeliveryView,
  WebhookSettingsView,
  WebhookSubscriptionView,
} from "./webhook.types.js";

const caller = async (ctx: RequestContext): Promise<WebhookCaller> => ({ actor: await currentActor(ctx), app: await ctx.currentApp() });

/**
 * Webhooks (docs/webhooks.md): an admin manages every subscription, an app (with READ_ORDERS,
 * READ_PRODUCTS or READ_CONTENT) its own, for the events its scopes let it read. The settings are
 * for people only. Every write is audited.
 */
@Resolver()
export class WebhooksResolver {
  @AdminOrOwnApp({ anyScope: WEBHOOK_APP_SCOPES })
  @Query(() => [WebhookSubscriptionView], { description: "Webhook subscriptions, newest first: every one for an admin, an app's own for an app." })
  async webhookSubscriptions(@Ctx() ctx: RequestContext): Promise<WebhookSubscriptionView[]> {
    return (await ctx.services.webhooks.list(await caller(ctx))).map(toSubscriptionView);
  }

  @AdminOrOwnApp({ anyScope: WEBHOOK_APP_SCOPES })
  @Mutation(() => CreatedWebhookSubscription, { description: "Subscribe a URL to events; the signing secret is shown only in this answer." })
  async createWebhookSubscription(
    @Arg("input", () => CreateWebhookSubscriptionInput) input: CreateWebhookSubscriptionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CreatedWebhookSubscription> {
    const { subscription, secret } = await ctx.services.webhooks.create(input, await caller(ctx));
    return { subscription: toSubscriptionView(subscription), secret };
  }

  @AdminOrOwnApp({ anyScope: WEBHOOK_APP_SCOPES })
  @Mutation(() => WebhookSubscriptionView, { description: "Change a subscription's URL, events, or whether it is on." })
  async updateWebhookSubscription(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => UpdateWebhookSubscriptionInput) input: UpdateWebhookSubscriptionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookSubscriptionView> {
    return toSubscriptionView(await ctx.services.webhooks.update(id, input, await caller(ctx)));
  }

  @AdminOrOwnApp({ anyScope: WEBHOOK_APP_SCOPES })
  @Mutation(() => CreatedWebhookSubscription, {
    description: "A new signing secret, shown only in this answer; the old one also signs for 24 hours (two v1 signatures, space-separated).",
  })
  async rotateWebhookSecret(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<CreatedWebhookSubscription> {
    const { subscription, secret } = await ctx.services.webhooks.rotateSecret(id, await caller(ctx));
    return { subscription: toSubscriptionView(subscription), secret };
  }

  @AdminOrOwnApp({ anyScope: WEBHOOK_APP_SCOPES })
  @Mutation(() => ID, { description: "Delete a subscription; deliveries not yet made to it are given up. Answers its id." })
  async deleteWebhookSubscription(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.webhooks.delete(id, await caller(ctx));
  }

  @AdminOrOwnApp({ anyScope: WEBHOOK_APP_SCOPES })
  @Query(() => WebhookDeliveryPage, { description: "Deliveries to the caller's subscriptions (an app's own), newest first, with their attempts." })
  async webhookDeliveries(@Args(() => WebhookDeliveriesArgs) args: WebhookDeliveriesArgs, @Ctx() ctx: RequestContext): Promise<WebhookDeliveryPage> {
    const page = await ctx.services.webhooks.deliveries(args, await caller(ctx));
    return { items: page.items.map(toDeliveryView), totalItems: page.totalItems };
  }

  @AdminOrOwnApp({ anyScope: WEBHOOK_APP_SCOPES })
  @Mutation(() => WebhookDeliveryView, { description: "Send a delivery's event to its subscription again, as a new delivery due now (same event id)." })
  async resendWebhookDelivery(@Arg("id", () => ID) id: string, @Ctx() ctx: RequestContext): Promise<WebhookDeliveryView> {
    return toDeliveryView(await ctx.services.webhooks.resend(id, await caller(ctx)));
  }

  @AdminOnly()
  @Query(() => WebhookSettingsView, { description: "The shop's webhook settings (admin, people only)." })
  async webhookSettings(@Ctx() ctx: RequestContext): Promise<WebhookSettingsView> {
    return { allowPrivateTargets: (await ctx.services.webhooks.settings()).allowPrivateTargets };
  }

  @AdminOnly()
  @Mutation(() => WebhookSettingsView, {
    description: "Allow (or refuse again) webhook targets on private, loopback and link-local networks in production (admin, people only; audited).",
  })
  async updateWebhookSettings(@Arg("allowPrivateTargets", () => Boolean) allowPrivateTargets: boolean, @Ctx() ctx: RequestContext): Promise<WebhookSettingsView> {
    return { allowPrivateTargets: (await ctx.services.webhooks.updateSettings(allowPrivateTargets, await currentActor(ctx))).allowPrivateTargets };
  }
}
