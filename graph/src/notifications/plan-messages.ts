import { EMAIL_PATTERN, phoneKey } from "@shop/common";
import type { EntityManager } from "typeorm";
import type { EventPayloads, OrderPayload, OutboxEvent } from "../events/event-types.js";
import { User } from "../customers/user.entity.js";
import { Settings } from "../settings/settings.entity.js";
import { defaultSettings } from "../settings/settings.defaults.js";
import { composeMessage, type MessageView } from "./compose-message.js";
import { contactView, orderView, shopContext, stockView, webhookView, type ShopContext } from "./message-variables.js";
import { KINDS, kindsForEvent, MessageAudience, MessageChannel, type NotificationKind, OutgoingMessageStatus } from "./notification-kinds.js";
import { OutgoingMessage } from "./notification.entities.js";
import { oneTemplate, storedRecipients } from "./notification-templates.js";
import { smsNumber } from "./sms/sms-provider.js";

/**
 * Which messages one event makes on one channel, rendered now, inside the outbox's fan-out
 * transaction (docs/notifications.md): each (kind, channel) that is on, to each recipient — the
 * order's customer (at the email and phone they gave; a customer who turned off non-essential
 * messages gets only the essential ones) or the owner's addresses and phones. The rows are written
 * with `em`, QUEUED, and their ids are the outbox's delivery targets.
 */
export async function planMessages(event: OutboxEvent, channel: MessageChannel, em: EntityManager, options: { shopUrl: string; transport: string }): Promise<string[]> {
  const kinds = kindsForEvent(event.type, (event.payload as { status?: string }).status);
  if (kinds.length === 0) return [];
  const settings = (await em.findOneBy(Settings, { id: 1 })) ?? { ...defaultSettings(), updatedAt: new Date() };
  const shop = shopContext(settings, options.shopUrl);
  const ids: string[] = [];
  for (const kind of kinds) {
    const template = await oneTemplate(em, kind, channel);
    if (!template.enabled) continue;
    const view = viewOf(event, kind, shop);
    const recipients =
      KINDS[kind].audience === MessageAudience.OWNER
        ? await ownerRecipients(em, channel, settings)
        : await shopperRecipients(em, channel, kind, (event.payload as { order: OrderPayload }).order.customer);
    if (recipients.length === 0) continue;
    const message = composeMessage(kind, channel, template, view);
    for (const to of recipients) {
      const row = em.create(OutgoingMessage, {
        channel,
        audience: KINDS[kind].audience,
        kind,
        to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        status: OutgoingMessageStatus.QUEUED,
        transport: options.transport,
        providerId: null,
        error: null,
        attempts: 0,
        orderId: view.order?.orderId ?? null,
        orderNumber: view.order?.orderNumber ?? null,
        eventId: event.id,
        sentAt: null,
      });
      ids.push((await em.save(row)).id);
    }
  }
  return ids;
}

/** The variables of `kind` made from the event's payload. */
export function viewOf(event: OutboxEvent, kind: NotificationKind, shop: ShopContext): MessageView {
  const forOwner = KINDS[kind].audience === MessageAudience.OWNER;
  switch (event.type) {
    case "order.created":
    case "order.status_changed":
    case "order.cancelled": {
      const payload = event.payload as EventPayloads["order.cancelled"] | EventPayloads["order.created"];
      const reason = "reason" in payload ? payload.reason : null;
      const order = orderView(payload.order, shop, { forOwner, cancelReason: reason });
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
async function shopperRecipients(em: EntityManager, channel: MessageChannel, kind: NotificationKind, customer: OrderPayload["customer"]): Promise<string[]> {
  if (!KINDS[kind].essential && customer.uid) {
    const user = await em.findOne(User, { where: { uid: customer.uid }, select: { uid: true, nonEssentialMessages: true } });
    if (user && !user.nonEssentialMessages) return [];
  }
  if (channel === MessageChannel.EMAIL) return customer.email && EMAIL_PATTERN.test(customer.email) ? [customer.email] : [];
  const number = smsNumber(phoneKey(customer.phone));
  return number ? [number] : [];
}

/** The owner's addresses (none set: the shop's contact email) or phones (none set: no SMS). */
async function ownerRecipients(em: EntityManager, channel: MessageChannel, settings: Pick<Settings, "contactEmail">): Promise<string[]> {
  const { ownerEmails, ownerPhones } = await storedRecipients(em);
  if (channel === MessageChannel.SMS) return ownerPhones;
  if (ownerEmails.length) return ownerEmails;
  return settings.contactEmail && EMAIL_PATTERN.test(settings.contactEmail) ? [settings.contactEmail] : [];
}
