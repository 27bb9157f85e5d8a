import { stockLevel } from "@shop/common";
import type { App } from "../apps/app.entity.js";
import type { ContactMessage } from "../content/contact-message.entity.js";
import type { ProductVariant } from "../catalog/product-variant.entity.js";
import type { Product } from "../catalog/product.entity.js";
import type { OrderShipment } from "../orders/courier/order-shipment.entity.js";
import { trackingUrl } from "../orders/courier/tracking-url.js";
import type { OrderLine } from "../orders/order-line.entity.js";
import type { Order } from "../orders/order.entity.js";
import type { EventPayloads, OrderPayload, ProductPayload } from "./event-types.js";

/**
 * The one place each event payload is built (docs/events.md): every write site sends the same
 * shape, version 1 of event-types.ts. Order placement's single statement builds `order.created`
 * from `orderPayload` too, with the row's own id, number and times merged in by SQL.
 */

type OrderFields = Pick<
  Order,
  | "id"
  | "number"
  | "status"
  | "paymentStatus"
  | "paymentMethod"
  | "currency"
  | "subtotalMinor"
  | "shippingMinor"
  | "totalMinor"
  | "customerUid"
  | "name"
  | "phone"
  | "email"
  | "address"
  | "district"
  | "deliveryZone"
  | "notes"
  | "createdAt"
  | "updatedAt"
>;

export type OrderLineFields = Pick<
  OrderLine,
  "productId" | "variantId" | "name" | "sku" | "color" | "size" | "quantity" | "unitPriceMinor" | "finalUnitPriceMinor" | "lineTotalMinor"
>;

export function orderPayload(
  order: OrderFields,
  lines: readonly OrderLineFields[],
  shipment: Pick<OrderShipment, "courier" | "trackingCode" | "consignmentId"> | null,
): OrderPayload {
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
    lines: lines.map((line) => ({
      productId: line.productId ?? "",
      variantId: line.variantId,
      name: line.name,
      sku: line.sku || null,
      color: line.color || null,
      size: line.size || null,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      finalUnitPriceMinor: line.finalUnitPriceMinor,
      lineTotalMinor: line.lineTotalMinor,
    })),
    // A parcel the courier has accepted; a dispatch still under way has none yet.
    shipment:
      shipment && shipment.consignmentId !== null
        ? { courier: shipment.courier, trackingCode: shipment.trackingCode, trackingUrl: trackingUrl(shipment.courier, shipment.trackingCode) }
        : null,
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
  };
}

type VariantFields = Pick<ProductVariant, "id" | "sku" | "color" | "size" | "stock" | "additionalPriceMinor">;

export function productPayload(
  product: Pick<Product, "id" | "name" | "slug" | "sku" | "status" | "priceMinor" | "finalPriceMinor" | "stock" | "categoryId" | "updatedAt">,
  variants: readonly VariantFields[],
): ProductPayload {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    sku: product.sku || null,
    status: product.status,
    priceMinor: product.priceMinor,
    finalPriceMinor: product.finalPriceMinor,
    stock: product.stock,
    categoryId: product.categoryId ?? null,
    variants: variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku || null,
      color: variant.color || null,
      size: variant.size || null,
      stock: variant.stock,
      additionalPriceMinor: variant.additionalPriceMinor,
    })),
    updatedAt: iso(product.updatedAt),
  };
}

/** The few fields that name a product (deleted, stock events). */
export function productRef(product: Pick<Product, "id" | "name" | "slug" | "sku">): EventPayloads["product.deleted"]["product"] {
  return { id: product.id, name: product.name, slug: product.slug, sku: product.sku || null };
}

export function variantRef(variant: Pick<ProductVariant, "id" | "sku" | "color" | "size">): NonNullable<EventPayloads["stock.low"]["variant"]> {
  return { id: variant.id, sku: variant.sku || null, color: variant.color || null, size: variant.size || null };
}

/** `stock.out` when stock fell to 0, `stock.low` when it fell from in stock to low (common's `stockLevel`), else null. */
export function stockCrossing(before: number, after: number, threshold: number): "stock.low" | "stock.out" | null {
  const was = stockLevel(before, threshold);
  const now = stockLevel(after, threshold);
  if (now === was) return null;
  if (now === "OUT_OF_STOCK") return "stock.out";
  return now === "LOW_STOCK" && was === "IN_STOCK" ? "stock.low" : null;
}

export function contactMessagePayload(
  message: Pick<ContactMessage, "id" | "name" | "email" | "phone" | "subject" | "message" | "createdAt">,
): EventPayloads["contact_message.received"] {
  const { id, name, email, phone, subject, message: text, createdAt } = message;
  return { message: { id, name, email, phone, subject, message: text, createdAt: iso(createdAt) } };
}

/** An app as events carry it: never its token, only the prefix that recognises it. */
export function appPayload(app: Pick<App, "id" | "name" | "scopes" | "tokenPrefix">): EventPayloads["app.created"] {
  return { app: { id: app.id, name: app.name, scopes: [...app.scopes], tokenPrefix: app.tokenPrefix } };
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}
