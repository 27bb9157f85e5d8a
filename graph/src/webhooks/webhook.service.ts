import type { DataSource, EntityManager } from "typeorm";
import type { AppPrincipal } from "../apps/app-scope.js";
import { App } from "../apps/app.entity.js";
import type { Actor, AuditService } from "../audit/audit.service.js";
import type { DeliveryStatus, OutboxControl } from "../events/outbox-consumer.js";
import { AppError, conflict, ErrorCode, fieldErrors, type FieldProblem, notFound } from "../shared/errors.js";
import type { Page, PageRequest } from "../shared/paging.js";
import { isUuid } from "../shared/uuid.js";
import { resolveTarget, TargetRefused, type TargetPolicy, webhookUrlProblem } from "./target-address.js";
import { SCOPE_TO_RECEIVE, WEBHOOK_EVENTS, type WebhookEvent } from "./webhook-event.js";
import { newWebhookSecret } from "./webhook-signature.js";
import { WebhookAttempt, WebhookSettings, WebhookSubscription } from "./webhook.entity.js";

/** How long a rotated-out secret still signs beside the new one. */
export const SECRET_OVERLAP_MS = 24 * 3_600_000;

/** Who is managing webhooks: an admin (all subscriptions) or an app (its own only), and the actor the audit log names. */
export interface WebhookCaller {
  actor: Actor;
  app: AppPrincipal | null;
}

export interface NewWebhookSubscription {
  url: string;
  events: readonly WebhookEvent[];
}

export interface WebhookSubscriptionChanges {
  url?: string | null;
  events?: readonly WebhookEvent[] | null;
  enabled?: boolean | null;
}

/** A subscription as answered: the owner app's name, and whether the app was revoked. */
export interface WebhookSubscriptionRow extends WebhookSubscription {
  appName: string | null;
}

export interface WebhookDeliveryRow {
  id: string;
  subscriptionId: string;
  url: string;
  eventId: string;
  eventType: string;
  status: DeliveryStatus;
  attempts: number;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  responseCode: number | null;
  error: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
  log: WebhookAttempt[];
}

export interface WebhookDeliveryQuery extends PageRequest {
  subscriptionId?: string | null;
  status?: DeliveryStatus | null;
}

/** Why a subscription of a revoked app no longer receives anything. */
export const APP_REVOKED_REASON = "Its app was revoked.";

/** What the audit log keeps of a subscription (never a secret). */
const auditView = (s: WebhookSubscription) => ({
  url: s.url,
  events: s.events,
  appId: s.appId,
  enabled: s.enabled,
  secretPrefix: s.secretPrefix,
  disabledReason: s.disabledReason,
});

/**
 * Webhook subscriptions, their settings and their deliveries' log (docs/webhooks.md, decision
 * 057). An admin manages every subscription; an app manages its own, for the events its scopes
 * let it read (`SCOPE_TO_RECEIVE`); another app's subscription is NOT_FOUND to it. Every write
 * is audited in its transaction. The deliveries themselves are the outbox's (`outbox_delivery`,
 * kind "webhook"), made by the `WebhookConsumer`.
 */
export class WebhookService {
  private outbox: OutboxControl | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly options: { isProduction: boolean },
  ) {}

  /** The outbox worker's control (resend), given once the server has started it. */
  useOutbox(outbox: OutboxControl): void {
    this.outbox = outbox;
  }

  // --- Settings ---

  /** The settings; their row is written at the first change, the defaults stand until then. */
  async settings(em: EntityManager = this.dataSource.manager): Promise<WebhookSettings> {
    const row = await em.getRepository(WebhookSettings).findOneBy({ id: 1 });
    return row ?? Object.assign(new WebhookSettings(), { id: 1, allowPrivateTargets: false, updatedAt: new Date(0) });
  }

  async updateSettings(allowPrivateTargets: boolean, actor: Actor): Promise<WebhookSettings> {
    return this.dataSource.transaction(async (em) => {
      const before = await this.settings(em);
      await em.getRepository(WebhookSettings).upsert({ id: 1, allowPrivateTargets }, ["id"]);
      const after = await this.settings(em);
      await this.audit.record(
        actor,
        "webhookSettings.update",
        { entityType: "webhookSettings", ids: ["1"], before: { allowPrivateTargets: before.allowPrivateTargets }, after: { allowPrivateTargets } },
        em,
      );
      return after;
    });
  }

  /** Private addresses are refused in production unless the owner allowed them; loopback and the rest pass elsewhere. */
  async targetPolicy(em?: EntityManager): Promise<TargetPolicy> {
    return { refusePrivate: this.options.isProduction && !(await this.settings(em)).allowPrivateTargets };
  }

  // --- Subscriptions ---

  /** The caller's subscriptions (an app's own; every one for an admin), newest first. */
  async list(caller: WebhookCaller): Promise<WebhookSubscriptionRow[]> {
    const query = this.rows(this.dataSource.manager).orderBy("s.createdAt", "DESC").addOrderBy("s.id", "ASC");
    if (caller.app) query.andWhere(`s."appId" = :appId`, { appId: caller.app.id });
    return withAppNames(await query.getRawAndEntities());
  }

  async create(input: NewWebhookSubscription, caller: WebhookCaller): Promise<{ subscription: WebhookSubscriptionRow; secret: string }> {
    const values = await this.checked({ url: input.url, events: input.events }, caller, { creating: true });
    const { secret, prefix } = newWebhookSecret();
    const subscription = await this.dataSource.transaction(async (em) => {
      const inserted = await em.getRepository(WebhookSubscription).save(
        em.getRepository(WebhookSubscription).create({
          url: values.url!,
          events: values.events!,
          secret,
          secretPrefix: prefix,
          previousSecret: null,
          previousSecretUntil: null,
          appId: caller.app?.id ?? null,
          enabled: true,
          failingSince: null,
          disabledAt: null,
          disabledReason: null,
        }),
      );
      const created = await this.byId(inserted.id, caller, em);
      await this.audit.record(caller.actor, "webhookSubscription.create", { entityType: "webhookSubscription", ids: [created.id], after: auditView(created) }, em);
      return created;
    });
    return { subscription, secret };
  }

  /** Change the URL, events or whether it is on; turning it on again clears why it was off and how long it had failed. */
  async update(id: string, changes: WebhookSubscriptionChanges, caller: WebhookCaller): Promise<WebhookSubscriptionRow> {
    const values = await this.checked(changes, caller, { creating: false });
    return this.dataSource.transaction(async (em) => {
      const before = await this.byId(id, caller, em, { lock: true });
      if (before.disabledReason === APP_REVOKED_REASON) throw conflict("Its app was revoked: this subscription receives nothing and cannot be changed.");
      const update: Partial<WebhookSubscription> = { ...values };
      if (changes.enabled === true && !before.enabled) {
        Object.assign(update, { enabled: true, disabledAt: null, disabledReason: null, failingSince: null });
      } else if (changes.enabled === false && before.enabled) {
        Object.assign(update, { enabled: false, disabledAt: new Date(), disabledReason: "Turned off by hand." });
      }
      if (Object.keys(update).length) await em.getRepository(WebhookSubscription).update({ id }, update);
      const after = await this.byId(id, caller, em);
      await this.audit.record(
        caller.actor,
        "webhookSubscription.update",
        { entityType: "webhookSubscription", ids: [id], before: auditView(before), after: auditView(after) },
        em,
      );
      return after;
    });
  }

  /** A new secret, answered once; the old one signs too for `SECRET_OVERLAP_MS`, so receivers can switch without losing a delivery. */
  async rotateSecret(id: string, caller: WebhookCaller): Promise<{ subscription: WebhookSubscriptionRow; secret: string }> {
    const { secret, prefix } = newWebhookSecret();
    const subscription = await this.dataSource.transaction(async (em) => {
      const before = await this.byId(id, caller, em, { lock: true });
      const { secret: current } = await em
        .getRepository(WebhookSubscription)
        .createQueryBuilder("s")
        .addSelect("s.secret")
        .where("s.id = :id", { id })
        .getOneOrFail();
      await em.getRepository(WebhookSubscription).update(
        { id },
        { secret, secretPrefix: prefix, previousSecret: current, previousSecretUntil: new Date(Date.now() + SECRET_OVERLAP_MS) },
      );
      const after = await this.byId(id, caller, em);
      await this.audit.record(
        caller.actor,
        "webhookSubscription.rotateSecret",
        { entityType: "webhookSubscription", ids: [id], before: auditView(before), after: auditView(after) },
        em,
      );
      return after;
    });
    return { subscription, secret };
  }

  /** Delete a subscription: its deliveries not yet made are given up (the consumer finds it gone). */
  async delete(id: string, caller: WebhookCaller): Promise<string> {
    return this.dataSource.transaction(async (em) => {
      const before = await this.byId(id, caller, em, { lock: true });
      await em.getRepository(WebhookSubscription).delete({ id });
      await this.audit.record(caller.actor, "webhookSubscription.delete", { entityType: "webhookSubscription", ids: [id], before: auditView(before) }, em);
      return id;
    });
  }

  // --- Deliveries ---

  /** Deliveries to the caller's subscriptions, newest first, each with its attempts (oldest first). */
  deliveries({ subscriptionId, status, skip, take }: WebhookDeliveryQuery, caller: WebhookCaller): Promise<Page<WebhookDeliveryRow>> {
    return this.deliveryPage({ subscriptionId, status }, { skip, take }, caller);
  }

  /** Queue the same event to the same subscription again, as a new delivery due now (its id is the event's: receivers deduplicate it). */
  async resend(deliveryId: string, caller: WebhookCaller): Promise<WebhookDeliveryRow> {
    const delivery = await this.delivery(deliveryId, caller);
    if (!this.outbox) throw new AppError(ErrorCode.CONFLICT, "Deliveries are not running on this server.");
    const subscription = await this.byId(delivery.subscriptionId, caller, this.dataSource.manager);
    if (!subscription.enabled) throw conflict("This subscription is off: turn it on before resending.");
    const newId = await this.outbox.redeliver(delivery.eventId, "webhook", delivery.subscriptionId);
    await this.audit.record(caller.actor, "webhookDelivery.resend", {
      entityType: "webhookDelivery",
      ids: [newId],
      before: { deliveryId, eventId: delivery.eventId },
      after: { subscriptionId: delivery.subscriptionId, eventId: delivery.eventId },
    });
    this.outbox.nudge();
    return this.delivery(newId, caller);
  }

  /** One delivery to one of the caller's subscriptions; NOT_FOUND otherwise. */
  async delivery(id: string, caller: WebhookCaller): Promise<WebhookDeliveryRow> {
    const [delivery] = (await this.deliveryPage({ deliveryId: id }, { skip: 0, take: 1 }, caller)).items;
    if (!delivery) throw notFound("No such webhook delivery.");
    return delivery;
  }

  private async deliveryPage(
    filter: { subscriptionId?: string | null; status?: DeliveryStatus | null; deliveryId?: string },
    { skip, take }: PageRequest,
    caller: WebhookCaller,
  ): Promise<Page<WebhookDeliveryRow>> {
    const where: string[] = [`d."kind" = 'webhook'`];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    for (const id of [filter.subscriptionId, filter.deliveryId]) if (id != null && !isUuid(id)) return { items: [], totalItems: 0 };
    if (filter.subscriptionId != null) where.push(`s."id" = ${param(filter.subscriptionId)}`);
    if (filter.deliveryId != null) where.push(`d."id" = ${param(filter.deliveryId)}`);
    if (filter.status) where.push(`d."status" = ${param(filter.status)}`);
    if (caller.app) where.push(`s."appId" = ${param(caller.app.id)}`);
    const from = `FROM "outbox_delivery" d
      JOIN "webhook_subscription" s ON s."id"::text = d."targetId"
      JOIN "outbox_event" e ON e."id" = d."eventId"
      WHERE ${where.join(" AND ")}`;
    const [count] = (await this.dataSource.query(`SELECT count(*)::int AS "total" ${from}`, params)) as { total: number }[];
    const rows = take
      ? ((await this.dataSource.query(
          `SELECT d."id", s."id" AS "subscriptionId", s."url", d."eventId", e."type" AS "eventType", d."status", d."attempts",
             d."lastAttemptAt", CASE WHEN d."status" = 'PENDING' THEN d."nextAttemptAt" END AS "nextAttemptAt",
             d."lastResponseCode" AS "responseCode", d."lastError" AS "error", d."createdAt", d."deliveredAt"
           ${from}
           ORDER BY d."createdAt" DESC, d."eventSeq" DESC, d."id" ASC
           OFFSET ${param(skip)} LIMIT ${param(take)}`,
          params,
        )) as Omit<WebhookDeliveryRow, "log">[])
      : [];
    const attempts = rows.length
      ? await this.dataSource
          .getRepository(WebhookAttempt)
          .createQueryBuilder("a")
          .where(`a."deliveryId" IN (:...ids)`, { ids: rows.map((row) => row.id) })
          .orderBy("a.attempt", "ASC")
          .addOrderBy("a.at", "ASC")
          .getMany()
      : [];
    const items = rows.map((row) => ({
      ...row,
      lastAttemptAt: dateOrNull(row.lastAttemptAt),
      nextAttemptAt: dateOrNull(row.nextAttemptAt),
      createdAt: new Date(row.createdAt),
      deliveredAt: dateOrNull(row.deliveredAt),
      log: attempts.filter((attempt) => attempt.deliveryId === row.id),
    }));
    return { items, totalItems: count?.total ?? 0 };
  }

  // --- Helpers ---

  private rows(em: EntityManager) {
    return em
      .getRepository(WebhookSubscription)
      .createQueryBuilder("s")
      .leftJoin(App, "app", `app.id = s."appId"`)
      .addSelect("app.name", "appName")
      .addSelect(`app."revokedAt"`, "appRevokedAt");
  }

  /** One of the caller's subscriptions (NOT_FOUND for another app's, as for one that does not exist). */
  private async byId(id: string, caller: WebhookCaller, em: EntityManager, { lock = false } = {}): Promise<WebhookSubscriptionRow> {
    if (!isUuid(id)) throw notFound("No such webhook subscription.");
    if (lock) {
      await em.getRepository(WebhookSubscription).createQueryBuilder("s").where("s.id = :id", { id }).setLock("pessimistic_write").getOne();
    }
    const query = this.rows(em).where("s.id = :id", { id });
    if (caller.app) query.andWhere(`s."appId" = :appId`, { appId: caller.app.id });
    const [row] = withAppNames(await query.getRawAndEntities());
    if (!row) throw notFound("No such webhook subscription.");
    return row;
  }

  /**
   * The checked URL and events of a create or update (absent ones stay absent): a field error for
   * a bad URL or a refused address, FORBIDDEN naming the scope for an event the app may not read.
   */
  private async checked(
    changes: WebhookSubscriptionChanges,
    caller: WebhookCaller,
    { creating }: { creating: boolean },
  ): Promise<Partial<Pick<WebhookSubscription, "url" | "events">>> {
    const problems: FieldProblem[] = [];
    const url = changes.url?.trim();
    if (creating || changes.url != null) {
      const problem = url ? webhookUrlProblem(url) : "Enter the URL that receives the webhooks.";
      if (problem) problems.push({ field: "url", messages: [problem] });
      else {
        try {
          await resolveTarget(new URL(url!), await this.targetPolicy());
        } catch (error) {
          if (!(error instanceof TargetRefused)) throw error;
          // A name that does not resolve yet is refused only where addresses are checked (production).
          if (!error.mayPassLater || (await this.targetPolicy()).refusePrivate) problems.push({ field: "url", messages: [error.message] });
        }
      }
    }
    if ((creating || changes.events != null) && !changes.events?.length) problems.push({ field: "events", messages: ["Choose at least one event."] });
    else if (changes.events?.some((event) => !WEBHOOK_EVENTS.includes(event))) problems.push({ field: "events", messages: ["Unknown event."] });
    if (problems.length) throw fieldErrors(problems);
    if (caller.app && changes.events) {
      for (const event of changes.events) {
        const scope = SCOPE_TO_RECEIVE[event];
        if (!scope) throw new AppError(ErrorCode.FORBIDDEN, `Apps cannot subscribe to ${event}: it is for people signed in to the shop.`, { requiredScope: null });
        if (!caller.app.scopes.includes(scope)) {
          throw new AppError(ErrorCode.FORBIDDEN, `This app lacks the scope ${scope}, which ${event} needs.`, { requiredScope: scope });
        }
      }
    }
    return {
      ...(url != null && (creating || changes.url != null) ? { url } : {}),
      // Once each, in the enum's order, so the same set always reads the same.
      ...(changes.events != null ? { events: WEBHOOK_EVENTS.filter((event) => changes.events!.includes(event)) } : {}),
    };
  }
}

const dateOrNull = (value: Date | string | null) => (value == null ? null : new Date(value));

/** Each subscription with its app's name; one of a revoked app reads as off, since it receives nothing. */
function withAppNames({ entities, raw }: { entities: WebhookSubscription[]; raw: { appName: string | null; appRevokedAt: Date | string | null }[] }): WebhookSubscriptionRow[] {
  return entities.map((entity, i) => {
    const revokedAt = dateOrNull(raw[i]?.appRevokedAt ?? null);
    const row = Object.assign(entity, { appName: raw[i]?.appName ?? null });
    return revokedAt ? Object.assign(row, { enabled: false, disabledAt: entity.disabledAt ?? revokedAt, disabledReason: APP_REVOKED_REASON }) : row;
  });
}
