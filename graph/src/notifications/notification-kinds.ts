import { registerEnumType } from "type-graphql";
import type { EventType } from "../events/event-types.js";

/**
 * What the shop tells shoppers and the owner, and on which channels (docs/notifications.md,
 * decision 058). One place says, for each kind, who gets it, whether it is essential (sent even
 * to a customer who turned off other messages), which channels are on by default, and which
 * template variables it offers.
 */
export enum NotificationKind {
  ORDER_CONFIRMATION = "ORDER_CONFIRMATION",
  ORDER_PROCESSING = "ORDER_PROCESSING",
  ORDER_SHIPPED = "ORDER_SHIPPED",
  ORDER_DELIVERED = "ORDER_DELIVERED",
  ORDER_CANCELLED = "ORDER_CANCELLED",
  OWNER_NEW_ORDER = "OWNER_NEW_ORDER",
  OWNER_CONTACT_MESSAGE = "OWNER_CONTACT_MESSAGE",
  OWNER_LOW_STOCK = "OWNER_LOW_STOCK",
  OWNER_WEBHOOK_DISABLED = "OWNER_WEBHOOK_DISABLED",
}
registerEnumType(NotificationKind, { name: "NotificationKind", description: "A message the shop sends: five to shoppers about their order, four alerts to the owner." });

export enum MessageChannel {
  EMAIL = "EMAIL",
  SMS = "SMS",
}
registerEnumType(MessageChannel, { name: "MessageChannel" });

export enum MessageAudience {
  SHOPPER = "SHOPPER",
  OWNER = "OWNER",
}
registerEnumType(MessageAudience, { name: "MessageAudience", description: "SHOPPER: the order's customer; OWNER: the addresses and phones set in the notification settings." });

export enum OutgoingMessageStatus {
  QUEUED = "QUEUED",
  SENT = "SENT",
  CAPTURED = "CAPTURED",
  FAILED = "FAILED",
}
registerEnumType(OutgoingMessageStatus, {
  name: "OutgoingMessageStatus",
  description: "QUEUED: waiting for (another) attempt; SENT: handed to the SMTP server or SMS gateway; CAPTURED: kept here only, no transport is set up; FAILED: given up.",
});

/** What a message's `transport` says when nothing sends it. */
export const CAPTURED = "captured";

export const CHANNELS = [MessageChannel.EMAIL, MessageChannel.SMS] as const;

/** Variables every template may use. */
const SHOP_VARIABLES = ["shopName", "logoUrl", "shopUrl"] as const;
/** Variables of a template about an order. */
const ORDER_VARIABLES = [
  ...SHOP_VARIABLES,
  "orderNumber",
  "customerName",
  "customerPhone",
  "customerEmail",
  "deliveryAddress",
  "status",
  "lines",
  "itemCount",
  "subtotal",
  "shipping",
  "total",
  "cashToCollect",
  "paymentMethod",
  "orderUrl",
  "trackingCode",
  "trackingUrl",
  "courier",
  "cancelReason",
] as const;

export interface KindInfo {
  audience: MessageAudience;
  /** Sent even to a customer who turned off non-essential messages. Owner alerts count as essential. */
  essential: boolean;
  /** On for a new shop, per channel. Owner SMS go only to the owner's phones, none until some are set. */
  enabledByDefault: Record<MessageChannel, boolean>;
  /** The template variables this kind offers (`{{orderNumber}}`, `{{#lines}}…{{/lines}}`). */
  variables: readonly string[];
}

export const KINDS: Record<NotificationKind, KindInfo> = {
  [NotificationKind.ORDER_CONFIRMATION]: { audience: MessageAudience.SHOPPER, essential: true, enabledByDefault: { EMAIL: true, SMS: true }, variables: ORDER_VARIABLES },
  [NotificationKind.ORDER_PROCESSING]: { audience: MessageAudience.SHOPPER, essential: false, enabledByDefault: { EMAIL: true, SMS: true }, variables: ORDER_VARIABLES },
  [NotificationKind.ORDER_SHIPPED]: { audience: MessageAudience.SHOPPER, essential: false, enabledByDefault: { EMAIL: true, SMS: true }, variables: ORDER_VARIABLES },
  [NotificationKind.ORDER_DELIVERED]: { audience: MessageAudience.SHOPPER, essential: false, enabledByDefault: { EMAIL: true, SMS: true }, variables: ORDER_VARIABLES },
  [NotificationKind.ORDER_CANCELLED]: { audience: MessageAudience.SHOPPER, essential: true, enabledByDefault: { EMAIL: true, SMS: true }, variables: ORDER_VARIABLES },
  [NotificationKind.OWNER_NEW_ORDER]: { audience: MessageAudience.OWNER, essential: true, enabledByDefault: { EMAIL: true, SMS: true }, variables: ORDER_VARIABLES },
  [NotificationKind.OWNER_CONTACT_MESSAGE]: {
    audience: MessageAudience.OWNER,
    essential: true,
    enabledByDefault: { EMAIL: true, SMS: true },
    variables: [...SHOP_VARIABLES, "contactName", "contactEmail", "contactPhone", "contactSubject", "contactMessage"],
  },
  [NotificationKind.OWNER_LOW_STOCK]: {
    audience: MessageAudience.OWNER,
    essential: true,
    enabledByDefault: { EMAIL: true, SMS: false },
    variables: [...SHOP_VARIABLES, "productName", "productSku", "variant", "stock", "threshold", "outOfStock", "productUrl"],
  },
  [NotificationKind.OWNER_WEBHOOK_DISABLED]: {
    audience: MessageAudience.OWNER,
    essential: true,
    enabledByDefault: { EMAIL: true, SMS: false },
    variables: [...SHOP_VARIABLES, "webhookUrl", "failingSince", "reason"],
  },
};

/** Which kinds an event may produce (the status an order moved to picks one). */
export function kindsForEvent(type: EventType, status?: string): NotificationKind[] {
  switch (type) {
    case "order.created":
      return [NotificationKind.ORDER_CONFIRMATION, NotificationKind.OWNER_NEW_ORDER];
    case "order.status_changed":
      if (status === "PROCESSING") return [NotificationKind.ORDER_PROCESSING];
      if (status === "SHIPPED") return [NotificationKind.ORDER_SHIPPED];
      if (status === "DELIVERED") return [NotificationKind.ORDER_DELIVERED];
      // CANCELLED is told by order.cancelled, which carries the reason.
      return [];
    case "order.cancelled":
      return [NotificationKind.ORDER_CANCELLED];
    case "contact_message.received":
      return [NotificationKind.OWNER_CONTACT_MESSAGE];
    case "stock.low":
    case "stock.out":
      return [NotificationKind.OWNER_LOW_STOCK];
    case "webhook_subscription.disabled":
      return [NotificationKind.OWNER_WEBHOOK_DISABLED];
    default:
      return [];
  }
}
