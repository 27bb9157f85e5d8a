import { describe, expect, it } from "vitest";
import { courierHint } from "./courierHint";

const sent = { consignmentId: "1424100", trackingCode: "SFR9XK2", deliveryStatus: "in_review", dispatching: false };

describe("the order page's courier hint", () => {
  it("never offers to send an order that is delivered, cancelled or shipped without the courier", () => {
    expect(courierHint("DELIVERED", null, true).text).toBe("Delivered without the courier integration: there is no parcel to follow here.");
    expect(courierHint("DELIVERED", { ...sent, deliveryStatus: "delivered" }, true)).toEqual({ text: "Delivered. The courier had the parcel (tracking code SFR9XK2).", link: null });
    expect(courierHint("CANCELLED", null, true)).toEqual({ text: "Cancelled: nothing goes to the courier.", link: null });
    expect(courierHint("CANCELLED", sent, true).text).toMatch(/cancel the parcel in the courier's panel too/);
    expect(courierHint("SHIPPED", null, true).link).toBeNull();
  });

  it("says a processing order is ready to send, or what is missing", () => {
    expect(courierHint("PROCESSING", null, true, "Steadfast Courier")).toEqual({ text: "Ready to send to Steadfast Courier, from Order management.", link: { label: "Order management", to: "orders/management" } });
    expect(courierHint("PROCESSING", null, false).link).toEqual({ label: "Courier settings", to: "courier" });
    expect(courierHint("PROCESSING", { dispatching: false, lastError: "Steadfast: invalid phone" }, true).text).toMatch(/last try failed/);
    expect(courierHint("PENDING", null, true).text).toMatch(/^Confirm the order first/);
  });

  it("follows a parcel with the courier, by its tracking code", () => {
    expect(courierHint("SHIPPED", sent, true).text).toBe("With the courier (tracking code SFR9XK2). Its delivery status is checked regularly; refresh it to ask now.");
    expect(courierHint("PROCESSING", { ...sent, consignmentId: null, dispatching: true }, true).text).toBe("Being sent to the courier now.");
  });
});
