import { describe, expect, it } from "vitest";
import { EVENT_GROUPS, eventLabel, eventTypeLabel, sortedEvents } from "./webhookEvents";

describe("webhook events in words", () => {
  it("offer every subscribable event once, named by its body type (order.created for ORDER_CREATED)", () => {
    const events = EVENT_GROUPS.flatMap((group) => group.events);
    expect(new Set(events.map((choice) => choice.event)).size).toBe(events.length);
    expect(events).toHaveLength(12);
    expect(events.map((choice) => choice.type)).toEqual([
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
    ]);
    expect(EVENT_GROUPS.map((group) => group.title)).toEqual(["Orders", "Products and stock", "Messages", "Apps"]);
  });

  it("name an event and a delivery's type in words, and leave an unknown one as it is", () => {
    expect(eventLabel("ORDER_CREATED")).toBe("Order placed");
    expect(eventTypeLabel("stock.out")).toBe("Out of stock");
    expect(eventTypeLabel("contact_message.received")).toBe("Contact message received");
    expect(eventTypeLabel("invoice.paid")).toBe("invoice.paid");
  });

  it("sort events in the form's order", () => {
    expect(sortedEvents(["APP_REVOKED", "STOCK_LOW", "ORDER_CANCELLED", "ORDER_CREATED"])).toEqual(["ORDER_CREATED", "ORDER_CANCELLED", "STOCK_LOW", "APP_REVOKED"]);
  });
});
