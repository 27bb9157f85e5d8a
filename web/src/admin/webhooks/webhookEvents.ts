import type { WebhookEvent } from "../gql/graphql";

export interface EventChoice {
  event: WebhookEvent;
  /** The type a delivery's body carries (`order.created`, docs/events.md). */
  type: string;
  /** The checkbox's label and the list's word for it ("Order placed"). */
  label: string;
}

export interface EventGroup {
  /** The group's heading ("Orders"). */
  title: string;
  events: readonly EventChoice[];
}

/** Every event a subscription may ask for, grouped by what it is about, in the order the form shows them. */
export const EVENT_GROUPS: readonly EventGroup[] = [
  {
    title: "Orders",
    events: [
      { event: "ORDER_CREATED", type: "order.created", label: "Order placed" },
      { event: "ORDER_STATUS_CHANGED", type: "order.status_changed", label: "Order status changed" },
      { event: "ORDER_PAYMENT_STATUS_CHANGED", type: "order.payment_status_changed", label: "Payment status changed" },
      { event: "ORDER_CANCELLED", type: "order.cancelled", label: "Order cancelled" },
    ],
  },
  {
    title: "Products and stock",
    events: [
      { event: "PRODUCT_CREATED", type: "product.created", label: "Product created" },
      { event: "PRODUCT_UPDATED", type: "product.updated", label: "Product updated" },
      { event: "PRODUCT_DELETED", type: "product.deleted", label: "Product deleted" },
      { event: "STOCK_LOW", type: "stock.low", label: "Stock low" },
      { event: "STOCK_OUT", type: "stock.out", label: "Out of stock" },
    ],
  },
  {
    title: "Messages",
    events: [{ event: "CONTACT_MESSAGE_RECEIVED", type: "contact_message.received", label: "Contact message received" }],
  },
  {
    title: "Apps",
    events: [
      { event: "APP_CREATED", type: "app.created", label: "App created" },
      { event: "APP_REVOKED", type: "app.revoked", label: "App revoked" },
    ],
  },
];

const ALL_EVENTS = EVENT_GROUPS.flatMap((group) => group.events);

/** The event's words ("Order placed"); the enum's own name for one this page does not know yet. */
export function eventLabel(event: WebhookEvent): string {
  return ALL_EVENTS.find((choice) => choice.event === event)?.label ?? event;
}

/** A delivery's event type in words (`order.created` → "Order placed"); the type itself when unknown. */
export function eventTypeLabel(type: string): string {
  return ALL_EVENTS.find((choice) => choice.type === type)?.label ?? type;
}

/** `events` in the form's order (the server keeps them in the order they were ticked). */
export function sortedEvents(events: readonly WebhookEvent[]): WebhookEvent[] {
  const rank = (event: WebhookEvent) => {
    const index = ALL_EVENTS.findIndex((choice) => choice.event === event);
    return index === -1 ? ALL_EVENTS.length : index;
  };
  return [...events].sort((a, b) => rank(a) - rank(b));
}
