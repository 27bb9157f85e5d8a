import { describe, expect, it } from "vitest";
import { EVENT_TYPES } from "../events/event-types.js";
import { EVENT_TYPE_OF, SCOPE_TO_RECEIVE, WEBHOOK_APP_SCOPES, WEBHOOK_EVENTS, webhookEventOf } from "./webhook-event.js";

describe("webhook events", () => {
  it("map 1:1 to every event type but the internal notice of a subscription turned off", () => {
    const subscribable = EVENT_TYPES.filter((type) => type !== "webhook_subscription.disabled");
    expect(WEBHOOK_EVENTS.map((event) => EVENT_TYPE_OF[event]).sort()).toEqual([...subscribable].sort());
    for (const type of subscribable) expect(EVENT_TYPE_OF[webhookEventOf(type)!]).toBe(type);
    expect(webhookEventOf("webhook_subscription.disabled")).toBeUndefined();
    // The enum's names are the types in capitals (order.created: ORDER_CREATED).
    for (const event of WEBHOOK_EVENTS) {
      expect(event).toBe(EVENT_TYPE_OF[event].toUpperCase().replace(".", "_"));
    }
  });

  it("need the scope that reads them, from the scopes that open webhooks to apps; app events are people's", () => {
    for (const event of WEBHOOK_EVENTS) {
      const scope = SCOPE_TO_RECEIVE[event];
      if (event.startsWith("APP_")) expect(scope).toBeNull();
      else expect(WEBHOOK_APP_SCOPES).toContain(scope);
    }
    expect(new Set(Object.values(SCOPE_TO_RECEIVE).filter(Boolean))).toEqual(new Set(WEBHOOK_APP_SCOPES));
  });
});
