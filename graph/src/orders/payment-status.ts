import { OrderStatus, PaymentMethod, PaymentStatus } from "./order.entity.js";

/**
 * The payment status machine (decision 014). Cash on delivery: an order is UNPAID until the
 * money arrives, then PAID; a PAID order may be REFUNDED, and REFUNDED is final. PAID → UNPAID
 * undoes a payment recorded by mistake. A cancelled order is never marked PAID (nothing was
 * delivered to pay for) but a paid one may still be refunded.
 */
const next: Record<PaymentStatus, PaymentStatus[]> = {
  UNPAID: [PaymentStatus.PAID],
  PAID: [PaymentStatus.REFUNDED, PaymentStatus.UNPAID],
  REFUNDED: [],
};

/** Why an admin may not set an order's payment status from `from` to `to` now, or null when they may. */
export function paymentTransitionProblem(from: PaymentStatus, to: PaymentStatus, status: OrderStatus): string | null {
  if (!next[from].includes(to)) {
    return from === PaymentStatus.REFUNDED
      ? "A refunded order's payment status is final."
      : `A payment that is ${from.toLowerCase()} cannot become ${to.toLowerCase()}.`;
  }
  if (to === PaymentStatus.PAID && status === OrderStatus.CANCELLED) return "A cancelled order cannot be marked paid.";
  return null;
}

/** The payment statuses an admin may set now, in the machine's order. */
export function nextPaymentStatuses(from: PaymentStatus, status: OrderStatus): PaymentStatus[] {
  return next[from].filter((to) => paymentTransitionProblem(from, to, status) === null);
}

/**
 * The cash the courier collects on delivery, in minor units (issue 35): the order's total while it
 * is cash on delivery and unpaid; nothing once paid (or refunded after a payment) and nothing for a
 * cancelled order, which is not delivered. The order page, the invoice, the packing slip, the
 * courier's parcel and the shopper's messages all read it from here (an order row or an event's
 * payload, hence the plain strings).
 */
export function cashToCollectMinor(order: {
  paymentMethod: string;
  paymentStatus: `${PaymentStatus}`;
  status: `${OrderStatus}`;
  totalMinor: number;
}): number {
  const due = order.paymentMethod === PaymentMethod.CASH_ON_DELIVERY && order.paymentStatus === PaymentStatus.UNPAID && order.status !== OrderStatus.CANCELLED;
  return due ? order.totalMinor : 0;
}
