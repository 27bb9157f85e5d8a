import { IsIn, IsOptional } from "class-validator";
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import type { DeliveryStatus } from "../events/outbox-consumer.js";
import { PageArgs, Paginated } from "../shared/paging.js";
import { WebhookEvent } from "./webhook-event.js";
import type { WebhookAttempt } from "./webhook.entity.js";
import type { WebhookDeliveryRow, WebhookSubscriptionRow } from "./webhook.service.js";

export enum WebhookDeliveryStatus {
  PENDING = "PENDING",
  DELIVERED = "DELIVERED",
  FAILED = "FAILED",
}
registerEnumType(WebhookDeliveryStatus, {
  name: "WebhookDeliveryStatus",
  description: "PENDING: not yet delivered (retried with backoff); DELIVERED: a 2xx came back; FAILED: given up after the last retry.",
});

@ObjectType("WebhookSubscription", { description: "A URL that receives some events, signed with its secret (docs/webhooks.md)." })
export class WebhookSubscriptionView {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  url: string;

  @Field(() => [WebhookEvent])
  events: WebhookEvent[];

  @Field(() => Boolean, { description: "False when turned off by hand, after three days of failures, or when its app was revoked (disabledReason says which)." })
  enabled: boolean;

  @Field(() => ID, { nullable: true, description: "The app that made it for itself; null for the shop's own." })
  appId: string | null;

  @Field(() => String, { nullable: true })
  appName: string | null;

  @Field(() => String, { description: "The secret's first 12 characters (whsec_…), to recognise it; the secret itself is shown only when made." })
  secretPrefix: string;

  @Field(() => Date, { nullable: true, description: "The first failed delivery since the last success; three days of failures turn it off." })
  failingSince: Date | null;

  @Field(() => Date, { nullable: true })
  disabledAt: Date | null;

  @Field(() => String, { nullable: true })
  disabledReason: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date)
  updatedAt: Date;
}

@ObjectType("CreatedWebhookSubscription", { description: "A subscription and its signing secret: the only place the secret is shown. Keep it secret." })
export class CreatedWebhookSubscription {
  @Field(() => WebhookSubscriptionView)
  subscription: WebhookSubscriptionView;

  @Field(() => String, { description: "whsec_ and base64: verify each delivery's webhook-signature with it (docs/webhooks.md)." })
  secret: string;
}

@InputType()
export class CreateWebhookSubscriptionInput {
  @Field(() => String, { description: "An absolute http(s) URL; in production not on a private, loopback or link-local network unless the owner allows it." })
  url: string;

  @Field(() => [WebhookEvent], { description: "At least one; an app only those its scopes let it read." })
  events: WebhookEvent[];
}

@InputType({ description: "The fields to change; absent ones stay." })
export class UpdateWebhookSubscriptionInput {
  @Field(() => String, { nullable: true })
  url?: string | null;

  @Field(() => [WebhookEvent], { nullable: true })
  events?: WebhookEvent[] | null;

  @Field(() => Boolean, { nullable: true, description: "Turning it on again clears its failures." })
  enabled?: boolean | null;
}

@ObjectType("WebhookAttempt", { description: "One try of a delivery." })
export class WebhookAttemptView {
  @Field(() => Int)
  attempt: number;

  @Field(() => Date)
  at: Date;

  @Field(() => Int)
  durationMs: number;

  @Field(() => Int, { nullable: true, description: "The receiver's status code; null when none came (unreachable, timed out, refused address)." })
  responseCode: number | null;

  @Field(() => String, { nullable: true })
  error: string | null;

  @Field(() => Boolean)
  ok: boolean;
}

@ObjectType("WebhookDelivery", { description: "One event sent to one subscription: its state and every attempt." })
export class WebhookDeliveryView {
  @Field(() => ID)
  id: string;

  @Field(() => ID)
  subscriptionId: string;

  @Field(() => String)
  url: string;

  @Field(() => ID, { description: "The event's id: the body's id and webhook-id, the same on every retry and resend." })
  eventId: string;

  @Field(() => String, { description: "order.created, …" })
  eventType: string;

  @Field(() => WebhookDeliveryStatus)
  status: WebhookDeliveryStatus;

  @Field(() => Int)
  attempts: number;

  @Field(() => Date, { nullable: true })
  lastAttemptAt: Date | null;

  @Field(() => Date, { nullable: true, description: "When the next try is due, while PENDING." })
  nextAttemptAt: Date | null;

  @Field(() => Int, { nullable: true, description: "The last attempt's status code." })
  responseCode: number | null;

  @Field(() => String, { nullable: true, description: "The last attempt's error." })
  error: string | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  deliveredAt: Date | null;

  @Field(() => [WebhookAttemptView], { description: "Every attempt, oldest first." })
  log: WebhookAttemptView[];
}

@ObjectType("WebhookDeliveryPage")
export class WebhookDeliveryPage extends Paginated(WebhookDeliveryView) {}

@ArgsType()
class WebhookDeliveryFilterArgs {
  @Field(() => ID, { nullable: true })
  subscriptionId?: string | null;

  @Field(() => WebhookDeliveryStatus, { nullable: true })
  @IsOptional()
  @IsIn(Object.values(WebhookDeliveryStatus))
  status?: WebhookDeliveryStatus | null;
}

@ArgsType()
export class WebhookDeliveriesArgs extends PageArgs({ take: 20 }, WebhookDeliveryFilterArgs) {}

@ObjectType("WebhookSettings", { description: "The shop's webhook settings (people only)." })
export class WebhookSettingsView {
  @Field(() => Boolean, {
    description: "Deliveries may go to private, loopback and link-local addresses in production (off by default: server-side request forgery).",
  })
  allowPrivateTargets: boolean;
}

export const toSubscriptionView = (s: WebhookSubscriptionRow): WebhookSubscriptionView => ({
  id: s.id,
  url: s.url,
  events: s.events,
  enabled: s.enabled,
  appId: s.appId,
  appName: s.appName,
  secretPrefix: s.secretPrefix,
  failingSince: s.failingSince,
  disabledAt: s.disabledAt,
  disabledReason: s.disabledReason,
  createdAt: s.createdAt,
  updatedAt: s.updatedAt,
});

const toAttemptView = (a: WebhookAttempt): WebhookAttemptView => ({
  attempt: a.attempt,
  at: a.at,
  durationMs: a.durationMs,
  responseCode: a.responseCode,
  error: a.error,
  ok: a.ok,
});

export const toDeliveryView = (d: WebhookDeliveryRow): WebhookDeliveryView => ({
  ...d,
  status: d.status as DeliveryStatus as WebhookDeliveryStatus,
  log: d.log.map(toAttemptView),
});
