import { describe, expect, it } from "vitest";
import { OrderStatus, PaymentMethod, PaymentStatus } from "./order.entity.js";
import { cashToCollectMinor, nextPaymentStatuses, paymentTransitionProblem } from "./payment-status.js";

const { UNPAID, PAID, REFUNDED } = PaymentStatus;

describe("paymentTransitionProblem", () => {
  it("allows paying, refunding a payment, and undoing a payment recorded by mistake", () => {
    expect(paymentTransitionProblem(UNPAID, PAID, OrderStatus.DELIVERED)).toBeNull();
    expect(paymentTransitionProblem(PAID, REFUNDED, OrderStatus.CANCELLED)).toBeNull();
    expect(paymentTransitionProblem(PAID, UNPAID, OrderStatus.PROCESSING)).toBeNull();
  });

  it("refuses refunding what was never paid, leaving REFUNDED, staying put, and paying a cancelled order", () => {
    expect(paymentTransitionProblem(UNPAID, REFUNDED, OrderStatus.PENDING)).toMatch(/unpaid cannot become refunded/);
    expect(paymentTransitionProblem(REFUNDED, PAID, OrderStatus.DELIVERED)).toBe("A refunded order's payment status is final.");
    expect(paymentTransitionProblem(PAID, PAID, OrderStatus.PENDING)).not.toBeNull();
    expect(paymentTransitionProblem(UNPAID, PAID, OrderStatus.CANCELLED)).toBe("A cancelled order cannot be marked paid.");
  });

  it("lists what may come next", () => {
    expect(nextPaymentStatuses(UNPAID, OrderStatus.PENDING)).toEqual([PAID]);
    expect(nextPaymentStatuses(UNPAID, OrderStatus.CANCELLED)).toEqual([]);
    expect(nextPaymentStatuses(PAID, OrderStatus.SHIPPED)).toEqual([REFUNDED, UNPAID]);
    expect(nextPaymentStatuses(REFUNDED, OrderStatus.DELIVERED)).toEqual([]);
  });
});

describe("cashToCollectMinor", () => {
  const order = { paymentMethod: PaymentMethod.CASH_ON_DELIVERY, paymentStatus: UNPAID, status: OrderStatus.PENDING, totalMinor: 125_050 };

  it("is the whole total of an unpaid cash-on-delivery order, at every status it can still be delivered in", () => {
    for (const status of [OrderStatus.PENDING, OrderStatus.PROCESSING, OrderStatus.SHIPPED, OrderStatus.DELIVERED]) {
      expect(cashToCollectMinor({ ...order, status }), status).toBe(125_050);
    }
  });

  it("is nothing once paid or refunded, and nothing for a cancelled order", () => {
    expect(cashToCollectMinor({ ...order, paymentStatus: PAID })).toBe(0);
    expect(cashToCollectMinor({ ...order, paymentStatus: REFUNDED })).toBe(0);
    expect(cashToCollectMinor({ ...order, status: OrderStatus.CANCELLED })).toBe(0);
  });
});
