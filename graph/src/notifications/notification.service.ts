import { EMAIL_PATTERN, NOT_A_MOBILE, smsNumber } from "@shop/common";
import { type DataSource, LessThan } from "typeorm";
import type { Actor, AuditService } from "../audit/audit.service.js";
import { User } from "../customers/user.entity.js";
import type { OrderPayload, OutboxEvent } from "../events/event-types.js";
import { Order } from "../orders/order.entity.js";
import type { SettingsService } from "../settings/settings.service.js";
import { fieldErrors, type FieldProblem, notFound } from "../shared/errors.js";
import { type Page, pageOf } from "../shared/paging.js";
import { escapeLike } from "../shared/slug.js";
import { isUuid } from "../shared/uuid.js";
import { composeMessage, type ComposedMessage } from "./compose-message.js";
import { DEFAULT_TEMPLATES } from "./default-templates.js";
import { sampleOrder, shopContext } from "./message-variables.js";
import { NotificationConsumer, type NotificationTransports } from "./notification-consumer.js";
import { CAPTURED, KINDS, MessageChannel, type NotificationKind, type OutgoingMessageStatus } from "./notification-kinds.js";
import { NotificationRecipients, NotificationTemplateRow, OutgoingMessage } from "./notification.entities.js";
import { allTemplates, type EffectiveTemplate, oneTemplate, storedRecipients, templateFieldProblems } from "./notification-templates.js";
import { orderPayloadOf } from "../orders/order-events.js";
import { viewOf } from "./plan-messages.js";
import { templateProblems } from "./template-text.js";

export interface NotificationOptions {
  transports: NotificationTransports;
  /** The shop's public origin for links in messages. */
  shopUrl: string;
  mailFrom: string | null;
  retentionDays: number;
}

export interface TemplateChange {
  kind: NotificationKind;
  channel: MessageChannel;
  enabled: boolean;
  subject?: string | null;
  body: string;
}

export interface MessageQuery {
  channel?: MessageChannel | null;
  status?: OutgoingMessageStatus | null;
  search?: string | null;
  skip: number;
  take: number;
}

/** At most this many owner addresses and phones. */
export const MAX_OWNER_RECIPIENTS = 10;

/**
 * Shopper notifications and owner alerts, as the admin sees them (docs/notifications.md, decision
 * 058): the templates and their switches, where owner alerts go, a preview, the messages made,
 * and a customer's own choice. Writes are audited. The consumers (`email`, `sms`) are what the
 * outbox worker calls.
 */
export class NotificationService {
  readonly email: NotificationConsumer;
  readonly sms: NotificationConsumer;

  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly settings: SettingsService,
    private readonly options: NotificationOptions,
  ) {
    this.email = new NotificationConsumer(dataSource, MessageChannel.EMAIL, options.transports, options.shopUrl);
    this.sms = new NotificationConsumer(dataSource, MessageChannel.SMS, options.transports, options.shopUrl);
  }

  /** Close the SMTP connection pool. */
  close(): void {
    this.options.transports.mailer?.close();
  }

  /** The outbox consumers, email first. */
  get consumers(): NotificationConsumer[] {
    return [this.email, this.sms];
  }

  get emailDelivery(): string {
    return this.email.transportName === CAPTURED ? CAPTURED : "smtp";
  }

  get smsDelivery(): string {
    return this.sms.transportName;
  }

  get mailFrom(): string | null {
    return this.options.mailFrom;
  }

  templates(): Promise<EffectiveTemplate[]> {
    return allTemplates(this.dataSource.manager);
  }

  recipients(): Promise<{ ownerEmails: string[]; ownerPhones: string[] }> {
    return storedRecipients(this.dataSource.manager);
  }

  async updateTemplate(change: TemplateChange, actor: Actor): Promise<EffectiveTemplate> {
    const subject = change.channel === MessageChannel.EMAIL ? (change.subject ?? "").trim() : null;
    const body = change.body.replace(/\r\n/g, "\n").trim();
    const problems = templateFieldProblems(change.kind, change.channel, subject, body);
    if (problems.length) throw fieldErrors(problems);
    return this.dataSource.transaction(async (em) => {
      const before = await oneTemplate(em, change.kind, change.channel);
      await em.getRepository(NotificationTemplateRow).upsert({ kind: change.kind, channel: change.channel, enabled: change.enabled, subject, body }, ["kind", "channel"]);
      const after = await oneTemplate(em, change.kind, change.channel);
      await this.audit.record(actor, "notificationTemplate.update", { entityType: "notificationTemplate", ids: [`${change.kind}/${change.channel}`], before: auditView(before), after: auditView(after) }, em);
      return after;
    });
  }

  /** The default text back; the switch stays as it is. */
  async resetTemplate(kind: NotificationKind, channel: MessageChannel, actor: Actor): Promise<EffectiveTemplate> {
    return this.dataSource.transaction(async (em) => {
      const before = await oneTemplate(em, kind, channel);
      const fallback = DEFAULT_TEMPLATES[kind][channel];
      await em.getRepository(NotificationTemplateRow).upsert({ kind, channel, enabled: before.enabled, subject: fallback.subject, body: fallback.body }, ["kind", "channel"]);
      const after = await oneTemplate(em, kind, channel);
      await this.audit.record(actor, "notificationTemplate.reset", { entityType: "notificationTemplate", ids: [`${kind}/${channel}`], before: auditView(before), after: auditView(after) }, em);
      return after;
    });
  }

  /** Where owner alerts go: emails checked and lowercased, phones as 8801XXXXXXXXX; each once. */
  async updateRecipients(ownerEmails: readonly string[], ownerPhones: readonly string[], actor: Actor): Promise<{ ownerEmails: string[]; ownerPhones: string[] }> {
    const problems: FieldProblem[] = [];
    const emails = [...new Set(ownerEmails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
    const phones = [...new Set(ownerPhones.map((phone) => phone.trim()).filter(Boolean).map((phone) => smsNumber(phone) ?? phone))];
    emails.forEach((email, i) => {
      if (email.length > 200 || !EMAIL_PATTERN.test(email)) problems.push({ field: `ownerEmails.${i}`, messages: [`"${email.slice(0, 60)}" is not an email address.`] });
    });
    phones.forEach((phone, i) => {
      if (!smsNumber(phone)) problems.push({ field: `ownerPhones.${i}`, messages: [`"${phone.slice(0, 30)}" is not a Bangladeshi mobile number. ${NOT_A_MOBILE}`] });
    });
    if (emails.length > MAX_OWNER_RECIPIENTS) problems.push({ field: "ownerEmails", messages: [`At most ${MAX_OWNER_RECIPIENTS} addresses.`] });
    if (phones.length > MAX_OWNER_RECIPIENTS) problems.push({ field: "ownerPhones", messages: [`At most ${MAX_OWNER_RECIPIENTS} phones.`] });
    if (problems.length) throw fieldErrors(problems);
    return this.dataSource.transaction(async (em) => {
      const before = await storedRecipients(em);
      await em.getRepository(NotificationRecipients).upsert({ id: 1, ownerEmails: emails, ownerPhones: phones }, ["id"]);
      const after = { ownerEmails: emails, ownerPhones: phones };
      await this.audit.record(actor, "notificationRecipients.update", { entityType: "notificationRecipients", ids: ["1"], before, after }, em);
      return after;
    });
  }

  /**
   * A template rendered with an order (the one named, else the latest) or a sample when the shop
   * has none; problems list what is wrong with the template instead of refusing it.
   */
  async preview(kind: NotificationKind, channel: MessageChannel, subject: string | null | undefined, body: string, orderId: string | null | undefined): Promise<ComposedMessage & { problems: string[] }> {
    const problems = templateFieldProblems(kind, channel, subject, body).flatMap((p) => p.messages);
    const variables = KINDS[kind].variables;
    // A template that cannot be read renders as nothing rather than failing the preview.
    const usable = (text: string) => templateProblems(text, variables).length === 0;
    const template = { subject: subject && usable(subject) ? subject : channel === MessageChannel.EMAIL ? "" : null, body: usable(body) ? body : "" };
    const settings = await this.settings.get();
    const shop = shopContext(settings, this.options.shopUrl);
    const order = await this.previewOrder(orderId, settings.currency);
    const event = previewEvent(kind, order);
    const message = composeMessage(kind, channel, template, viewOf(event, kind, shop, channel));
    return { ...message, problems };
  }

  private async previewOrder(orderId: string | null | undefined, currency: string): Promise<OrderPayload> {
    const repo = this.dataSource.getRepository(Order);
    if (orderId) {
      if (!isUuid(orderId)) throw notFound("No such order.");
      const order = await repo.findOne({ where: { id: orderId } });
      if (!order) throw notFound("No such order.");
      return orderPayloadOf(this.dataSource.manager, order.id);
    }
    const [latest] = await repo.find({ select: { id: true }, order: { createdAt: "DESC" }, take: 1 });
    return latest ? orderPayloadOf(this.dataSource.manager, latest.id) : sampleOrder(currency);
  }

  /** Newest first; by channel, status, and recipient or order number. */
  async messages({ channel, status, search, skip, take }: MessageQuery): Promise<Page<OutgoingMessage>> {
    const qb = this.dataSource.getRepository(OutgoingMessage).createQueryBuilder("m");
    if (channel) qb.andWhere("m.channel = :channel", { channel });
    if (status) qb.andWhere("m.status = :status", { status });
    const text = search?.trim();
    if (text) {
      const number = /^#?\d{1,9}$/.test(text) ? Number(text.replace("#", "")) : null;
      qb.andWhere(number !== null ? `(m.to ILIKE :like OR m.orderNumber = :number)` : "m.to ILIKE :like", { like: `%${escapeLike(text)}%`, number });
    }
    return pageOf(qb.orderBy("m.createdAt", "DESC").addOrderBy("m.id", "DESC"), { skip, take });
  }

  async message(id: string): Promise<OutgoingMessage | null> {
    if (!isUuid(id)) return null;
    return this.dataSource.getRepository(OutgoingMessage).findOneBy({ id });
  }

  /** Drop messages older than the retention (90 days by default); how many went. */
  async prune(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.options.retentionDays * 86_400_000);
    const result = await this.dataSource.getRepository(OutgoingMessage).delete({ createdAt: LessThan(before) });
    return result.affected ?? 0;
  }

  /** A customer's own choice: non-essential order messages (processing, shipped, delivered) or not. */
  async setMessagePreferences(uid: string, nonEssentialMessages: boolean): Promise<User> {
    const repo = this.dataSource.getRepository(User);
    await repo.update({ uid }, { nonEssentialMessages });
    return repo.findOneByOrFail({ uid });
  }
}

const auditView = (template: EffectiveTemplate) => ({ enabled: template.enabled, subject: template.subject, body: template.body });

/** The event a preview pretends to deliver. */
function previewEvent(kind: NotificationKind, order: OrderPayload): OutboxEvent {
  const base = { id: "00000000-0000-4000-8000-000000000000", seq: "0", subject: `order:${order.id}`, payloadVersion: 1, occurredAt: new Date() };
  switch (kind) {
    case "OWNER_CONTACT_MESSAGE":
      return { ...base, type: "contact_message.received", payload: { message: { id: base.id, name: "Karim Hossain", email: "karim@example.com", phone: "01811-223344", subject: "Do you deliver to Sylhet?", message: "Hello, I would like to know whether you deliver to Sylhet and how long it takes.", createdAt: new Date().toISOString() } } };
    case "OWNER_LOW_STOCK": {
      const line = order.lines[0];
      return { ...base, type: "stock.low", payload: { product: { id: line?.productId ?? base.id, name: line?.name ?? "Cotton panjabi", slug: "sample", sku: line?.sku ?? null }, variant: null, stock: 3, threshold: 5 } };
    }
    case "OWNER_WEBHOOK_DISABLED":
      return { ...base, type: "webhook_subscription.disabled", payload: { subscription: { id: base.id, url: "https://erp.example.com/hooks/shop", appId: null, failingSince: new Date(Date.now() - 3 * 86_400_000).toISOString(), reason: "HTTP 502 Bad Gateway" } } };
    case "ORDER_CANCELLED":
      return { ...base, type: "order.cancelled", payload: { order: { ...order, status: "CANCELLED" }, previousStatus: order.status, reason: "Out of stock" } };
    case "ORDER_CONFIRMATION":
    case "OWNER_NEW_ORDER":
      return { ...base, type: "order.created", payload: { order } };
    default: {
      const status = kind === "ORDER_PROCESSING" ? "PROCESSING" : kind === "ORDER_SHIPPED" ? "SHIPPED" : "DELIVERED";
      return { ...base, type: "order.status_changed", payload: { order: { ...order, status }, previousStatus: order.status, status } };
    }
  }
}
