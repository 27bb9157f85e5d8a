/**
 * What the shop tells other systems and people (issue 34, docs/events.md): every event's type, its
 * subject (what it is about: events of one subject are delivered in order) and its payload,
 * version 1. Receivers code against these shapes; a change that removes or renames a field is a
 * new payload version, never an edit of this one. Amounts are integers in minor units (poisha for
 * BDT) in the order's `currency`; times are ISO 8601 strings in UTC.
 */

/** Every event type, as sent in a webhook body's `type`. */
export const EVENT_TYPES = [
  "order.created",
  "order.status_changed",
  "order.payment_status_changed",
  "order.cancelled",
  "product.created",
  "product.updated",
  "product.deleted",
  "stock.low",
  "stock.out",
  "contact_message.received",
  "app.created",
  "app.revoked",
  // Internal: the owner's notice that a failing subscription was turned off. Not subscribable.
  "webhook_subscription.disabled",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** The payload version every event is written with today. */
export const PAYLOAD_VERSION = 1;

/** An order as events carry it: what a receiver needs without asking the API again. */
export interface OrderPayload {
  id: string;
  number: number;
  status: "PENDING" | "PROCESSING" | "SHIPPED" | "DELIVERED" | "CANCELLED";
  paymentStatus: "UNPAID" | "PAID" | "REFUNDED";
  paymentMethod: string;
  currency: string;
  subtotalMinor: number;
  shippingMinor: number;
  totalMinor: number;
  /** The customer's account (null for a guest) and the contact the order was placed with. */
  customer: { uid: string | null; name: string; phone: string; email: string | null };
  delivery: { address: string; district: string | null; deliveryZone: string };
  notes: string | null;
  lines: {
    productId: string;
    variantId: string | null;
    name: string;
    sku: string | null;
    color: string | null;
    size: string | null;
    quantity: number;
    unitPriceMinor: number;
    finalUnitPriceMinor: number;
    lineTotalMinor: number;
  }[];
  /** The courier's parcel once dispatched, else null. */
  shipment: { courier: string; trackingCode: string | null; trackingUrl: string | null } | null;
  createdAt: string;
  updatedAt: string;
}

export interface ProductPayload {
  id: string;
  name: string;
  slug: string;
  sku: string | null;
  status: string;
  priceMinor: number;
  finalPriceMinor: number;
  stock: number;
  categoryId: string | null;
  variants: { id: string; sku: string | null; color: string | null; size: string | null; stock: number; additionalPriceMinor: number }[];
  updatedAt: string;
}

/** The payload of each event type (version 1). */
export interface EventPayloads {
  "order.created": { order: OrderPayload };
  "order.status_changed": { order: OrderPayload; previousStatus: OrderPayload["status"]; status: OrderPayload["status"] };
  "order.payment_status_changed": {
    order: OrderPayload;
    previousPaymentStatus: OrderPayload["paymentStatus"];
    paymentStatus: OrderPayload["paymentStatus"];
  };
  /** Also sent as order.status_changed (to CANCELLED) before it, for receivers that follow statuses only. */
  "order.cancelled": { order: OrderPayload; previousStatus: OrderPayload["status"]; reason: string | null };
  "product.created": { product: ProductPayload };
  "product.updated": { product: ProductPayload };
  "product.deleted": { product: Pick<ProductPayload, "id" | "name" | "slug" | "sku"> };
  /** Stock fell to or below the shop's low-stock threshold (and above 0), from above it. */
  "stock.low": { product: Pick<ProductPayload, "id" | "name" | "slug" | "sku">; variant: { id: string; sku: string | null; color: string | null; size: string | null } | null; stock: number; threshold: number };
  /** Stock fell to 0 from above it. */
  "stock.out": { product: Pick<ProductPayload, "id" | "name" | "slug" | "sku">; variant: { id: string; sku: string | null; color: string | null; size: string | null } | null; stock: 0; threshold: number };
  "contact_message.received": { message: { id: string; name: string; email: string; phone: string | null; subject: string | null; message: string; createdAt: string } };
  "app.created": { app: { id: string; name: string; scopes: string[]; tokenPrefix: string } };
  "app.revoked": { app: { id: string; name: string; scopes: string[]; tokenPrefix: string } };
  "webhook_subscription.disabled": { subscription: { id: string; url: string; appId: string | null; failingSince: string; reason: string } };
}

/** What an event is about, `kind:id` (`order:…`, `product:…`): deliveries of one subject to one target keep their order. */
export const subjectOf = (kind: "order" | "product" | "contact_message" | "app" | "webhook_subscription", id: string) => `${kind}:${id}`;

/** An event as the outbox keeps it and consumers read it. */
export interface OutboxEvent<T extends EventType = EventType> {
  id: string;
  /** Position in the outbox (bigint as a decimal string): events are fanned out in this order. */
  seq: string;
  type: T;
  subject: string;
  payloadVersion: number;
  payload: EventPayloads[T];
  occurredAt: Date;
}
