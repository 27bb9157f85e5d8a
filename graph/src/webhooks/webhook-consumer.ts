import type { DataSource, EntityManager } from "typeorm";
import { App } from "../apps/app.entity.js";
import { type EventPayloads, type OutboxEvent, subjectOf } from "../events/event-types.js";
import type { DeliveryAttempt, DeliveryOutcome, OutboxConsumer } from "../events/outbox-consumer.js";
import { postWebhook } from "./webhook-request.js";
import { SCOPE_TO_RECEIVE, webhookEventOf } from "./webhook-event.js";
import { webhookHeaders } from "./webhook-signature.js";
import { WebhookAttempt, WebhookSubscription } from "./webhook.entity.js";
import type { WebhookService } from "./webhook.service.js";

/** How long a subscription may fail without a single success before it is turned off. */
export const DISABLE_AFTER_FAILING_MS = 3 * 24 * 3_600_000;

/** Writes an event in the caller's transaction (the outbox's `recordEvent`). */
export type RecordDisabledEvent = (
  em: EntityManager,
  type: "webhook_subscription.disabled",
  subject: string,
  payload: EventPayloads["webhook_subscription.disabled"],
) => Promise<unknown>;

/** What a receiver gets as the body: the event, its id the same on every retry and resend. */
export function webhookBody(event: OutboxEvent): string {
  return JSON.stringify({ id: event.id, type: event.type, timestamp: event.occurredAt.toISOString(), data: event.payload });
}

const clip = (text: string | null, length: number) => (text && text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * Webhooks as an outbox consumer (docs/webhooks.md): `plan` picks the enabled subscriptions to the
 * event (of an app still active that may read it), `deliver` POSTs the signed body to one,
 * logs the attempt, and keeps count of how long it has failed: three days of failures without a
 * success turn it off, with a `webhook_subscription.disabled` event for the owner's notice.
 */
export class WebhookConsumer implements OutboxConsumer {
  readonly kind = "webhook";

  constructor(
    private readonly dataSource: DataSource,
    private readonly webhooks: WebhookService,
    private readonly options: { timeoutMs: number; recordEvent: RecordDisabledEvent },
  ) {}

  async plan(event: OutboxEvent, em: EntityManager): Promise<string[]> {
    return (await this.planBatch([event], em))[0]!;
  }

  /** The subscriptions are read once for the batch (a shop has a handful), then matched to each event. */
  async planBatch(events: readonly OutboxEvent[], em: EntityManager): Promise<string[][]> {
    const subscribed = events.map((event) => webhookEventOf(event.type));
    if (subscribed.every((name) => !name)) return events.map(() => []);
    const rows: { id: string; events: string[]; appScopes: string[] | null; appId: string | null }[] = await em
      .getRepository(WebhookSubscription)
      .createQueryBuilder("s")
      .leftJoin(App, "app", `app.id = s."appId"`)
      .select("s.id", "id")
      .addSelect("s.events", "events")
      .addSelect(`s."appId"`, "appId")
      .addSelect("app.scopes", "appScopes")
      .where("s.enabled")
      .andWhere(`(s."appId" IS NULL OR app."revokedAt" IS NULL)`)
      .orderBy("s.createdAt", "ASC")
      .addOrderBy("s.id", "ASC")
      .getRawMany();
    return subscribed.map((name) => {
      if (!name) return [];
      // An app receives only what its scopes let it read today (they may have narrowed since it subscribed).
      const scope = SCOPE_TO_RECEIVE[name];
      return rows
        .filter((row) => row.events.includes(name) && (!row.appId || (scope !== null && row.appScopes?.includes(scope))))
        .map((row) => row.id);
    });
  }

  async deliver(delivery: DeliveryAttempt, event: OutboxEvent): Promise<DeliveryOutcome> {
    const subscription = await this.dataSource
      .getRepository(WebhookSubscription)
      .createQueryBuilder("s")
      .addSelect(["s.secret", "s.previousSecret"])
      .leftJoin(App, "app", `app.id = s."appId"`)
      .addSelect(`app."revokedAt"`, "appRevokedAt")
      .where("s.id = :id", { id: delivery.targetId })
      .getRawAndEntities();
    const found = subscription.entities[0];
    if (!found) return { ok: false, error: "The subscription was deleted.", retry: false };
    if (subscription.raw[0]?.appRevokedAt) return { ok: false, error: "Its app was revoked.", retry: false };
    if (!found.enabled) return { ok: false, error: `The subscription is off${found.disabledReason ? `: ${found.disabledReason}` : "."}`, retry: false };

    const secrets = [found.secret, ...(found.previousSecret && found.previousSecretUntil && found.previousSecretUntil > new Date() ? [found.previousSecret] : [])];
    const body = webhookBody(event);
    const at = new Date();
    const answer = await postWebhook({
      url: found.url,
      headers: webhookHeaders(secrets, event.id, Math.floor(at.getTime() / 1000), body),
      body,
      timeoutMs: this.options.timeoutMs,
      policy: await this.webhooks.targetPolicy(),
    });
    const durationMs = Date.now() - at.getTime();
    await this.dataSource.getRepository(WebhookAttempt).insert({
      deliveryId: delivery.id,
      attempt: delivery.attempt,
      at,
      durationMs,
      responseCode: answer.responseCode,
      error: clip(answer.error, 500),
      ok: answer.ok,
    });
    if (answer.ok) {
      await this.dataSource.query(`UPDATE "webhook_subscription" SET "failingSince" = NULL WHERE "id" = $1 AND "failingSince" IS NOT NULL`, [found.id]);
      return { ok: true, responseCode: answer.responseCode, detail: clip(answer.answer, 200) };
    }
    await this.countFailure(found.id);
    return { ok: false, error: answer.error ?? "Failed.", responseCode: answer.responseCode, retry: answer.retry };
  }

  /** Note when the failures began; after three days of them, turn the subscription off (once, whichever replica gets there). */
  private async countFailure(id: string): Promise<void> {
    await this.dataSource.transaction(async (em) => {
      // Updates read through a CTE: the drivers answer an UPDATE's RETURNING in different shapes, a SELECT's alike.
      const [row] = (await em.query(
        `WITH u AS (UPDATE "webhook_subscription" SET "failingSince" = COALESCE("failingSince", now()) WHERE "id" = $1 RETURNING "failingSince", "enabled")
         SELECT * FROM u`,
        [id],
      )) as { failingSince: Date; enabled: boolean }[];
      if (!row?.enabled || Date.now() - new Date(row.failingSince).getTime() < DISABLE_AFTER_FAILING_MS) return;
      const reason = "Its deliveries failed for three days without a success.";
      const [disabled] = (await em.query(
        `WITH u AS (UPDATE "webhook_subscription" SET "enabled" = false, "disabledAt" = now(), "disabledReason" = $2, "updatedAt" = now()
           WHERE "id" = $1 AND "enabled" RETURNING "id", "url", "appId", "failingSince")
         SELECT * FROM u`,
        [id, reason],
      )) as { id: string; url: string; appId: string | null; failingSince: Date }[];
      if (!disabled) return;
      await this.options.recordEvent(em, "webhook_subscription.disabled", subjectOf("webhook_subscription", id), {
        subscription: { id, url: disabled.url, appId: disabled.appId, failingSince: new Date(disabled.failingSince).toISOString(), reason },
      });
    });
  }
}
