import { describe, expect, it } from "vitest";
import { OrderStatus, PaymentMethod, PaymentStatus } from "../orders/order.entity.js";
import { orderPayload, stockCrossing } from "./payloads.js";

describe("stock crossings", () => {
  it.each([
    [10, 5, "stock.low"],
    [6, 1, "stock.low"],
    [10, 0, "stock.out"],
    [3, 0, "stock.out"],
    [5, 4, null],
    [10, 6, null],
    [0, 0, null],
    [0, 3, null],
    [2, 9, null],
  ] as const)("from %i to %i with a level of 5: %s", (before, after, event) => {
    expect(stockCrossing(before, after, 5)).toBe(event);
  });
});

describe("the order payload", () => {
  const order = {
    id: "o1",
    number: 10001,
    status: OrderStatus.SHIPPED,
    paymentStatus: PaymentStatus.UNPAID,
    paymentMethod: PaymentMethod.CASH_ON_DELIVERY,
    currency: "BDT",
    subtotalMinor: 100,
    shippingMinor: 60,
    totalMinor: 160,
    customerUid: null,
    name: "A",
    phone: "01711111111",
    email: null,
    address: "House 1",
    district: null,
    deliveryZone: "Inside Dhaka",
    notes: null,
    createdAt: new Date("2026-11-28T08:00:00Z"),
    updatedAt: new Date("2026-11-28T09:00:00Z"),
  };

  it("carries the courier's tracking link once the parcel was accepted, and no shipment before", () => {
    const shipped = orderPayload(order, [], { courier: "steadfast", trackingCode: "SF 1", consignmentId: "123" });
    expect(shipped.shipment).toEqual({ courier: "steadfast", trackingCode: "SF 1", trackingUrl: "https://steadfast.com.bd/t/SF%201" });
    expect(orderPayload(order, [], { courier: "steadfast", trackingCode: null, consignmentId: null }).shipment).toBeNull();
    expect(orderPayload(order, [], { courier: "other", trackingCode: "X", consignmentId: "9" }).shipment).toEqual({ courier: "other", trackingCode: "X", trackingUrl: null });
    expect(shipped.createdAt).toBe("2026-11-28T08:00:00.000Z");
  });
});
