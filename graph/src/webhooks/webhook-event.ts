import { registerEnumType } from "type-graphql";
import { AppScope } from "../apps/app-scope.js";
import type { EventType } from "../events/event-types.js";

/**
 * The events a webhook may subscribe to, one for each event type of events/event-types.ts but the
 * internal `webhook_subscription.disabled` (the owner's notice, not for receivers).
 */
export enum WebhookEvent {
  ORDER_CREATED = "ORDER_CREATED",
  ORDER_STATUS_CHANGED = "ORDER_STATUS_CHANGED",
  ORDER_PAYMENT_STATUS_CHANGED = "ORDER_PAYMENT_STATUS_CHANGED",
  ORDER_CANCELLED = "ORDER_CANCELLED",
  PRODUCT_CREATED = "PRODUCT_CREATED",
  PRODUCT_UPDATED = "PRODUCT_UPDATED",
  PRODUCT_DELETED = "PRODUCT_DELETED",
  STOCK_LOW = "STOCK_LOW",
  STOCK_OUT = "STOCK_OUT",
  CONTACT_MESSAGE_RECEIVED = "CONTACT_MESSAGE_RECEIVED",
  APP_CREATED = "APP_CREATED",
  APP_REVOKED = "APP_REVOKED",
}

registerEnumType(WebhookEvent, {
  name: "WebhookEvent",
  description: "An event a webhook subscription receives; its body's `type` is the event type (ORDER_CREATED: order.created). See docs/webhooks.md.",
});

export const WEBHOOK_EVENTS: readonly WebhookEvent[] = Object.values(WebhookEvent);

/** The event type each subscribable event delivers, as sent in the body's `type`. */
export const EVENT_TYPE_OF: Readonly<Record<WebhookEvent, Exclude<EventType, "webhook_subscription.disabled">>> = {
  ORDER_CREATED: "order.created",
  ORDER_STATUS_CHANGED: "order.status_changed",
  ORDER_PAYMENT_STATUS_CHANGED: "order.payment_status_changed",
  ORDER_CANCELLED: "order.cancelled",
  PRODUCT_CREATED: "product.created",
  PRODUCT_UPDATED: "product.updated",
  PRODUCT_DELETED: "product.deleted",
  STOCK_LOW: "stock.low",
  STOCK_OUT: "stock.out",
  CONTACT_MESSAGE_RECEIVED: "contact_message.received",
  APP_CREATED: "app.created",
  APP_REVOKED: "app.revoked",
};

/** The subscribable event of an event type; undefined for an internal one. */
export const webhookEventOf = (type: string): WebhookEvent | undefined => WEBHOOK_EVENTS.find((event) => EVENT_TYPE_OF[event] === type);

/**
 * The app scope that lets an app receive an event: what it could read through the API anyway.
 * Null: people only (an app learning of other apps).
 */
export const SCOPE_TO_RECEIVE: Readonly<Record<WebhookEvent, AppScope | null>> = {
  ORDER_CREATED: AppScope.READ_ORDERS,
  ORDER_STATUS_CHANGED: AppScope.READ_ORDERS,
  ORDER_PAYMENT_STATUS_CHANGED: AppScope.READ_ORDERS,
  ORDER_CANCELLED: AppScope.READ_ORDERS,
  PRODUCT_CREATED: AppScope.READ_PRODUCTS,
  PRODUCT_UPDATED: AppScope.READ_PRODUCTS,
  PRODUCT_DELETED: AppScope.READ_PRODUCTS,
  STOCK_LOW: AppScope.READ_PRODUCTS,
  STOCK_OUT: AppScope.READ_PRODUCTS,
  CONTACT_MESSAGE_RECEIVED: AppScope.READ_CONTENT,
  APP_CREATED: null,
  APP_REVOKED: null,
};

/** The scopes any of which lets an app manage webhooks (its own, for the events its scopes allow). */
export const WEBHOOK_APP_SCOPES: readonly AppScope[] = [AppScope.READ_ORDERS, AppScope.READ_PRODUCTS, AppScope.READ_CONTENT];
