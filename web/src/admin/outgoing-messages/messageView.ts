import type { MessageAudience, MessageChannel, NotificationKind, OutgoingMessageStatus } from "../gql/graphql";

export const KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  ORDER_CONFIRMATION: "Order confirmation",
  ORDER_PROCESSING: "Order processing",
  ORDER_SHIPPED: "Order shipped",
  ORDER_DELIVERED: "Order delivered",
  ORDER_CANCELLED: "Order cancelled",
  OWNER_NEW_ORDER: "New order alert",
  OWNER_CONTACT_MESSAGE: "Contact message alert",
  OWNER_LOW_STOCK: "Low stock alert",
  OWNER_WEBHOOK_DISABLED: "Webhook disabled alert",
};

/** The message's kind in words ("Order confirmation"); the enum's name for one this page does not know. */
export function kindLabel(kind: NotificationKind): string {
  return KIND_LABELS[kind] ?? kind;
}

export const CHANNEL_LABELS: Readonly<Record<MessageChannel, string>> = { EMAIL: "Email", SMS: "SMS" };

export function channelLabel(channel: MessageChannel): string {
  return CHANNEL_LABELS[channel] ?? channel;
}

export function audienceLabel(audience: MessageAudience): string {
  return audience === "OWNER" ? "Shop owner" : "Shopper";
}

export interface StatusBadge {
  label: string;
  colorPalette: "gray" | "green" | "orange" | "red";
  /** What the status means, beside the badge. */
  explanation: string;
}

/** A message's status badge and what it means; a captured one says which setting is missing. */
export function statusBadge(status: OutgoingMessageStatus, channel: MessageChannel): StatusBadge {
  switch (status) {
    case "QUEUED":
      return { label: "Queued", colorPalette: "gray", explanation: "Waiting to be sent" };
    case "SENT":
      return { label: "Sent", colorPalette: "green", explanation: channel === "SMS" ? "Handed to the SMS gateway" : "Accepted by the SMTP server" };
    case "CAPTURED":
      return {
        label: "Captured",
        colorPalette: "orange",
        explanation: channel === "SMS" ? "Not sent: no SMS gateway configured" : "Not sent: no SMTP server configured",
      };
    case "FAILED":
      return { label: "Failed", colorPalette: "red", explanation: "Could not be sent" };
    default:
      return { label: status, colorPalette: "gray", explanation: "" };
  }
}

/** How much of an SMS the list shows. */
export const SMS_START_LENGTH = 80;

/** The list's summary of a message: an email's subject, or the start of an SMS's text. */
export function messageSummary(message: { channel: MessageChannel; subject?: string | null; text: string }): string {
  if (message.channel === "EMAIL" && message.subject) return message.subject;
  const text = message.text.replace(/\s+/gu, " ").trim();
  return text.length <= SMS_START_LENGTH ? text : `${text.slice(0, SMS_START_LENGTH - 1).trimEnd()}…`;
}

/** Whether mail or SMS is captured rather than sent (`NotificationSettings.emailDelivery`/`smsDelivery`). */
export function capturedChannels(delivery: { emailDelivery: string; smsDelivery: string }): MessageChannel[] {
  const captured: MessageChannel[] = [];
  if (delivery.emailDelivery === "captured") captured.push("EMAIL");
  if (delivery.smsDelivery === "captured") captured.push("SMS");
  return captured;
}
