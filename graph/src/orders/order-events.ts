import type { EntityManager } from "typeorm";
import type { OrderPayload } from "../events/event-types.js";
import { recordEvent } from "../events/outbox.js";
import { orderPayload } from "../events/payloads.js";
import { subjectOf } from "../events/event-types.js";
import { OrderShipment } from "./courier/order-shipment.entity.js";
import { OrderLine } from "./order-line.entity.js";
import { Order, OrderStatus, type PaymentStatus } from "./order.entity.js";

/**
 * The events of an order's changes (docs/events.md), written in the change's transaction after
 * the change, so the payload shows the order as it now is. Placing an order writes its own
 * `order.created` (order-placement.ts).
 */

/** The order as events carry it, read through the transaction's `em`. */
export async function orderPayloadOf(em: EntityManager, orderId: string): Promise<OrderPayload> {
  const order = await em.findOneByOrFail(Order, { id: orderId });
  const lines = await em.find(OrderLine, { where: { orderId }, order: { name: "ASC" } });
  return orderPayload(order, lines, await em.findOneBy(OrderShipment, { orderId }));
}

/** `order.status_changed`, then `order.cancelled` when the order was cancelled. */
export async function recordStatusChanged(
  em: EntityManager,
  orderId: string,
  previousStatus: OrderStatus,
  reason: string | null,
): Promise<void> {
  const order = await orderPayloadOf(em, orderId);
  const subject = subjectOf("order", orderId);
  await recordEvent(em, "order.status_changed", subject, { order, previousStatus, status: order.status });
  if (order.status === OrderStatus.CANCELLED) await recordEvent(em, "order.cancelled", subject, { order, previousStatus, reason });
}

export async function recordPaymentStatusChanged(em: EntityManager, orderId: string, previousPaymentStatus: PaymentStatus): Promise<void> {
  const order = await orderPayloadOf(em, orderId);
  await recordEvent(em, "order.payment_status_changed", subjectOf("order", orderId), {
    order,
    previousPaymentStatus,
    paymentStatus: order.paymentStatus,
  });
}
