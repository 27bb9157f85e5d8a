import { type MessageChannel, NotificationKind } from "./notification-kinds.js";

/**
 * A new shop's templates, in clear English (Bangla comes with issue 38). An email's body is the
 * owner's words only: the layout adds the logo, the order's lines, totals, cash to collect and a
 * button to the order (email-layout.ts).
 */
export interface TemplateText {
  subject: string | null;
  body: string;
}

type Defaults = Record<NotificationKind, Record<MessageChannel, TemplateText>>;

const sms = (body: string): TemplateText => ({ subject: null, body });

export const DEFAULT_TEMPLATES: Defaults = {
  [NotificationKind.ORDER_CONFIRMATION]: {
    EMAIL: {
      subject: "{{shopName}}: we have your order #{{orderNumber}}",
      body: "Hi {{customerName}},\n\nThank you for your order. We have received order #{{orderNumber}} and will confirm it shortly.\n\n{{#cashToCollect}}Please keep {{cashToCollect}} ready to pay when it is delivered.{{/cashToCollect}}",
    },
    SMS: sms("{{shopName}}: order #{{orderNumber}} received. Total {{total}}{{#cashToCollect}}, pay {{cashToCollect}} on delivery{{/cashToCollect}}. {{orderUrl}}"),
  },
  [NotificationKind.ORDER_PROCESSING]: {
    EMAIL: {
      subject: "{{shopName}}: order #{{orderNumber}} is confirmed",
      body: "Hi {{customerName}},\n\nGood news: we have confirmed order #{{orderNumber}} and are preparing it now. We will tell you when it ships.",
    },
    SMS: sms("{{shopName}}: order #{{orderNumber}} is confirmed and being prepared."),
  },
  [NotificationKind.ORDER_SHIPPED]: {
    EMAIL: {
      subject: "{{shopName}}: order #{{orderNumber}} is on its way",
      body: "Hi {{customerName}},\n\nOrder #{{orderNumber}} has left our shop{{#courier}} with {{courier}}{{/courier}}.{{#trackingCode}}\n\nTracking code: {{trackingCode}}{{/trackingCode}}{{#trackingUrl}}\nFollow the parcel: {{trackingUrl}}{{/trackingUrl}}\n\n{{#cashToCollect}}Please keep {{cashToCollect}} ready for the delivery person.{{/cashToCollect}}",
    },
    SMS: sms("{{shopName}}: order #{{orderNumber}} is on its way.{{#trackingCode}} Tracking: {{trackingCode}}.{{/trackingCode}}{{#cashToCollect}} Pay {{cashToCollect}} on delivery.{{/cashToCollect}}"),
  },
  [NotificationKind.ORDER_DELIVERED]: {
    EMAIL: {
      subject: "{{shopName}}: order #{{orderNumber}} was delivered",
      body: "Hi {{customerName}},\n\nOrder #{{orderNumber}} has been delivered. Thank you for shopping with {{shopName}}!",
    },
    SMS: sms("{{shopName}}: order #{{orderNumber}} was delivered. Thank you!"),
  },
  [NotificationKind.ORDER_CANCELLED]: {
    EMAIL: {
      subject: "{{shopName}}: order #{{orderNumber}} was cancelled",
      body: "Hi {{customerName}},\n\nOrder #{{orderNumber}} has been cancelled.{{#cancelReason}}\n\nReason: {{cancelReason}}{{/cancelReason}}\n\nIf this is a surprise, just reply to this email.",
    },
    SMS: sms("{{shopName}}: order #{{orderNumber}} was cancelled."),
  },
  [NotificationKind.OWNER_NEW_ORDER]: {
    EMAIL: {
      subject: "New order #{{orderNumber}}: {{total}} from {{customerName}}",
      body: "A new order came in.\n\nCustomer: {{customerName}}, {{customerPhone}}{{#customerEmail}}, {{customerEmail}}{{/customerEmail}}\nDeliver to: {{deliveryAddress}}\nPayment: {{paymentMethod}}",
    },
    SMS: sms("New order #{{orderNumber}}: {{total}}, {{itemCount}} items, from {{customerName}} ({{customerPhone}})."),
  },
  [NotificationKind.OWNER_CONTACT_MESSAGE]: {
    EMAIL: {
      subject: "Contact form: {{contactSubject}}",
      body: "{{contactName}} wrote through the contact form.\n\nEmail: {{contactEmail}}{{#contactPhone}}\nPhone: {{contactPhone}}{{/contactPhone}}\nSubject: {{contactSubject}}\n\n{{contactMessage}}",
    },
    SMS: sms("{{shopName}}: a contact message from {{contactName}}: {{contactSubject}}"),
  },
  [NotificationKind.OWNER_LOW_STOCK]: {
    EMAIL: {
      subject: "{{#outOfStock}}Out of stock{{/outOfStock}}{{^outOfStock}}Low stock{{/outOfStock}}: {{productName}}",
      body: "{{productName}}{{#variant}} ({{variant}}){{/variant}}{{#productSku}}, SKU {{productSku}}{{/productSku}}, has {{stock}} left (the low-stock threshold is {{threshold}}).\n\n{{productUrl}}",
    },
    SMS: sms("{{shopName}}: {{productName}}{{#variant}} ({{variant}}){{/variant}} has {{stock}} left."),
  },
  [NotificationKind.OWNER_WEBHOOK_DISABLED]: {
    EMAIL: {
      subject: "A webhook was turned off: {{webhookUrl}}",
      body: "The shop stopped sending events to {{webhookUrl}}: it has been failing since {{failingSince}}.\n\nLast error: {{reason}}\n\nFix the receiver, then turn the subscription on again in the admin.",
    },
    SMS: sms("{{shopName}}: webhook {{webhookUrl}} was turned off after failing since {{failingSince}}."),
  },
};
