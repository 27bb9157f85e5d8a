import type { EntityManager } from "typeorm";
import type { OrderPayload } from "../events/event-types.js";
import { OrderShipment } from "../orders/courier/order-shipment.entity.js";
import { Order } from "../orders/order.entity.js";

/** Where a Steadfast parcel is followed by its tracking code. */
const TRACKING_URLS: Record<string, (code: string) => string> = {
  steadfast: (code) => `https://steadfast.com.bd/t/${encodeURIComponent(code)}`,
};

/** An order as events carry it (event-types.ts), read with `em`: what a preview renders. */
export async function orderPayloadOf(em: EntityManager, orderId: string): Promise<OrderPayload> {
  const order = await em.findOneOrFail(Order, { where: { id: orderId }, relations: { lines: true } });
  const shipment = await em.findOneBy(OrderShipment, { orderId });
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    currency: order.currency,
    subtotalMinor: order.subtotalMinor,
    shippingMinor: order.shippingMinor,
    totalMinor: order.totalMinor,
    customer: { uid: order.customerUid, name: order.name, phone: order.phone, email: order.email },
    delivery: { address: order.address, district: order.district, deliveryZone: order.deliveryZone },
    notes: order.notes,
    lines: order.lines.map((line) => ({
      productId: line.productId ?? "",
      variantId: line.variantId,
      name: line.name,
      sku: line.sku || null,
      color: line.color,
      size: line.size,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      finalUnitPriceMinor: line.finalUnitPriceMinor,
      lineTotalMinor: line.lineTotalMinor,
    })),
    shipment: shipment
      ? { courier: shipment.courier, trackingCode: shipment.trackingCode, trackingUrl: shipment.trackingCode ? (TRACKING_URLS[shipment.courier]?.(shipment.trackingCode) ?? null) : null }
      : null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
