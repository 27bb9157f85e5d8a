import { describe, expect, it } from "vitest";
import { deliveriesHref, deliveriesList, deliveriesVariables } from "./deliveriesParams";

describe("the deliveries log's URL", () => {
  it("is every delivery, any status, 20 a page when empty", () => {
    const view = deliveriesList.parse(new URLSearchParams());
    expect(deliveriesVariables(view)).toEqual({ subscriptionId: null, status: null, skip: 0, take: 20 });
  });

  it("reads a subscription, a status and a page, and writes them back", () => {
    const view = deliveriesList.parse(new URLSearchParams("subscription=abc&status=FAILED&page=3"));
    expect(deliveriesVariables(view)).toEqual({ subscriptionId: "abc", status: "FAILED", skip: 40, take: 20 });
    expect(deliveriesList.serialize(view).toString()).toBe("subscription=abc&status=failed&page=3");
  });

  it("ignores an unknown status, and a filter change goes back to page 1", () => {
    const view = deliveriesList.parse(new URLSearchParams("status=lost&page=2"));
    expect(view.status).toBeNull();
    expect(deliveriesList.withView(view, { status: "PENDING" }).page).toBe(1);
  });

  it("links to one subscription's deliveries or to all", () => {
    expect(deliveriesHref("a b")).toBe("/admin-dashboard/webhooks/deliveries?subscription=a%20b");
    expect(deliveriesHref()).toBe("/admin-dashboard/webhooks/deliveries");
  });
});
