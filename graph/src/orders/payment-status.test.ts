import { describe, expect, it } from "vitest";
import { OrderStatus, PaymentStatus } from "./order.entity.js";
import { nextPaymentStatuses, paymentTransitionProblem } from "./payment-status.js";

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
