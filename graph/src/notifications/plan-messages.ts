import { EMAIL_PATTERN, smsNumber } from "@shop/common";
import { type EntityManager, In } from "typeorm";
import type { QueryDeepPartialEntity } from "typeorm/query-builder/QueryPartialEntity.js";
import type { EventPayloads, OrderPayload, OutboxEvent } from "../events/event-types.js";
import { User } from "../customers/user.entity.js";
import { Settings } from "../settings/settings.entity.js";
import { defaultSettings } from "../settings/settings.defaults.js";
import { composeMessage, type MessageView } from "./compose-message.js";
import { contactView, orderView, shopContext, stockView, webhookView, type ShopContext } from "./message-variables.js";
import { CAPTURED, KINDS, kindsForEvent, MessageAudience, MessageChannel, type NotificationKind, OutgoingMessageStatus } from "./notification-kinds.js";
import { OutgoingMessage } from "./notification.entities.js";
import { channelTemplates, type EffectiveTemplate, storedRecipients } from "./notification-templates.js";

/**
 * Which messages a fan-out batch of events makes on one channel, rendered now, inside the outbox's
 * fan-out transaction (docs/notifications.md): each (kind, channel) that is on, to each recipient —
 * the order's customer (at the email and phone they gave; a customer who turned off non-essential
 * messages gets only the essential ones) or the owner's addresses and phones. The rows are written
 * with `em` in one statement: QUEUED, their ids (per event, in the events' order) the outbox's
 * delivery targets; or, with no transport to send them (`options.transport` "captured"), CAPTURED
 * already, with no delivery to make (decision 075). The settings, templates, owner recipients and customers' choices are read once
 * per batch, not per event: a busy shop fans out up to a hundred events at a time.
 */
export async function planMessages(
  events: readonly OutboxEvent[],
  channel: MessageChannel,
  em: EntityManager,
  options: { shopUrl: string; transport: string },
): Promise<string[][]> {
  const captured = options.transport === CAPTURED;
  const kindsOf = events.map((event) => kindsForEvent(event.type, (event.payload as { status?: string }).status));
  if (kindsOf.every((kinds) => kinds.length === 0)) return events.map(() => []);
  const context = await planContext(em, channel, events, kindsOf);
  const shop = shopContext(context.settings, options.shopUrl);
  const rows: QueryDeepPartialEntity<OutgoingMessage>[] = [];
  const eventOfRow: number[] = [];
  events.forEach((event, index) => {
    for (const kind of kindsOf[index]!) {
      const template = context.templates.get(kind)!;
      if (!template.enabled) continue;
      const recipients =
        KINDS[kind].audience === MessageAudience.OWNER
          ? context.ownerRecipients
          : shopperRecipients(channel, kind, (event.payload as { order: OrderPayload }).order.customer, context.optedOut);
      if (recipients.length === 0) continue;
      const view = viewOf(event, kind, shop, channel);
      const message = composeMessage(kind, channel, template, view);
      for (const to of recipients) {
        rows.push({
          channel,
          audience: KINDS[kind].audience,
          kind,
          to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          status: captured ? OutgoingMessageStatus.CAPTURED : OutgoingMessageStatus.QUEUED,
          transport: options.transport,
          attempts: 0,
          orderId: view.order?.orderId ?? null,
          orderNumber: view.order?.orderNumber ?? null,
          eventId: event.id,
        });
        eventOfRow.push(index);
      }
    }
  });
  const targets = events.map((): string[] => []);
  if (rows.length === 0) return targets;
  if (captured) {
    await em.createQueryBuilder().insert().into(OutgoingMessage).values(rows).updateEntity(false).execute();
    return targets;
  }
  const inserted = await em.createQueryBuilder().insert().into(OutgoingMessage).values(rows).returning(["id"]).execute();
  (inserted.raw as { id: string }[]).forEach((row, i) => targets[eventOfRow[i]!]!.push(row.id));
  return targets;
}

interface PlanContext {
  settings: Settings;
  templates: Map<NotificationKind, EffectiveTemplate>;
  ownerRecipients: string[];
  /** Customers (by uid) who turned off non-essential messages. */
  optedOut: Set<string>;
}

/** What a batch's messages are made from, each read once. */
async function planContext(em: EntityManager, channel: MessageChannel, events: readonly OutboxEvent[], kindsOf: NotificationKind[][]): Promise<PlanContext> {
  const kinds = new Set(kindsOf.flat());
  const settings = (await em.findOneBy(Settings, { id: 1 })) ?? { ...defaultSettings(), updatedAt: new Date() };
  const templates = await channelTemplates(em, channel, kinds);
  const owner = [...kinds].some((kind) => KINDS[kind].audience === MessageAudience.OWNER && templates.get(kind)!.enabled);
  const uids = new Set<string>();
  events.forEach((event, index) => {
    const uid = (event.payload as { order?: OrderPayload }).order?.customer.uid;
    if (uid && kindsOf[index]!.some((kind) => !KINDS[kind].essential && KINDS[kind].audience !== MessageAudience.OWNER && templates.get(kind)!.enabled)) uids.add(uid);
  });
  const optedOut = uids.size
    ? await em.find(User, { where: { uid: In([...uids]), nonEssentialMessages: false }, select: { uid: true } })
    : [];
  return {
    settings: settings as Settings,
    templates,
    ownerRecipients: owner ? await ownerRecipients(em, channel, settings) : [],
    optedOut: new Set(optedOut.map((user) => user.uid)),
  };
}

/** The variables of `kind` made from the event's payload. */
export function viewOf(event: OutboxEvent, kind: NotificationKind, shop: ShopContext, channel: MessageChannel): MessageView {
  const forOwner = KINDS[kind].audience === MessageAudience.OWNER;
  const sms = channel === MessageChannel.SMS;
  switch (event.type) {
    case "order.created":
    case "order.status_changed":
    case "order.cancelled": {
      const payload = event.payload as EventPayloads["order.cancelled"] | EventPayloads["order.created"];
      const reason = "reason" in payload ? payload.reason : null;
      const order = orderView(payload.order, shop, { forOwner, cancelReason: reason, sms });
      return { ...order, order };
    }
    case "contact_message.received":
      return contactView((event.payload as EventPayloads["contact_message.received"]).message, shop);
    case "stock.low":
    case "stock.out":
      return stockView(event.payload as EventPayloads["stock.low"], shop);
    case "webhook_subscription.disabled":
      return webhookView(event.payload as EventPayloads["webhook_subscription.disabled"], shop);
    default:
      throw new Error(`No notification is made from ${event.type}.`);
  }
}

/** The customer's email or phone (8801XXXXXXXXX), unless they turned off this non-essential kind. */
function shopperRecipients(channel: MessageChannel, kind: NotificationKind, customer: OrderPayload["customer"], optedOut: ReadonlySet<string>): string[] {
  if (!KINDS[kind].essential && customer.uid && optedOut.has(customer.uid)) return [];
  if (channel === MessageChannel.EMAIL) return customer.email && EMAIL_PATTERN.test(customer.email) ? [customer.email] : [];
  const number = smsNumber(customer.phone);
  return number ? [number] : [];
}

/** The owner's addresses (none set: the shop's contact email) or phones (none set: no SMS). */
async function ownerRecipients(em: EntityManager, channel: MessageChannel, settings: Pick<Settings, "contactEmail">): Promise<string[]> {
  const { ownerEmails, ownerPhones } = await storedRecipients(em);
  if (channel === MessageChannel.SMS) return ownerPhones;
  if (ownerEmails.length) return ownerEmails;
  return settings.contactEmail && EMAIL_PATTERN.test(settings.contactEmail) ? [settings.contactEmail] : [];
}
