import { formatMoney, moneyFormat, toMajor } from "@shop/common";
import type { EventPayloads, OrderPayload } from "../events/event-types.js";
import { cashToCollectMinor } from "../orders/payment-status.js";
import type { Settings } from "../settings/settings.entity.js";

/**
 * The values a template's variables take (docs/notifications.md lists them), from an event's
 * payload and the shop's settings. Money is formatted in the order's own currency; "cash to
 * collect" is the total when the order is cash on delivery and unpaid, else empty (so
 * `{{#cashToCollect}}…{{/cashToCollect}}` shows nothing).
 */

export interface ShopContext {
  shopName: string;
  /** An absolute URL, or "" when the shop has no logo. */
  logoUrl: string;
  /** The shop's public origin, e.g. https://shop.example. */
  shopUrl: string;
  locale: string;
}

export interface LineView {
  name: string;
  options: string;
  sku: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

export interface OrderView extends ShopVariables {
  orderId: string;
  orderNumber: number;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  deliveryAddress: string;
  status: string;
  lines: LineView[];
  itemCount: number;
  subtotal: string;
  shipping: string;
  total: string;
  cashToCollect: string;
  paymentMethod: string;
  orderUrl: string;
  trackingCode: string;
  trackingUrl: string;
  courier: string;
  cancelReason: string;
}

interface ShopVariables {
  shopName: string;
  logoUrl: string;
  shopUrl: string;
}

export function shopContext(settings: Pick<Settings, "siteName" | "logo" | "locale">, shopUrl: string): ShopContext {
  const origin = shopUrl.replace(/\/+$/, "");
  return { shopName: settings.siteName, logoUrl: settings.logo ? absolute(settings.logo, origin) : "", shopUrl: origin, locale: settings.locale };
}

const absolute = (url: string, origin: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`);

const PAYMENT_METHODS: Record<string, string> = { CASH_ON_DELIVERY: "Cash on delivery" };
const STATUS_WORDS: Record<OrderPayload["status"], string> = {
  PENDING: "Received",
  PROCESSING: "Confirmed",
  SHIPPED: "Shipped",
  DELIVERED: "Delivered",
  CANCELLED: "Cancelled",
};
const COURIERS: Record<string, string> = { steadfast: "Steadfast Courier" };

/** Where the recipient sees the order: a customer's own order page, the guest order lookup, or (for the owner) the admin's. */
export function orderLink(order: Pick<OrderPayload, "id" | "customer">, shopUrl: string, forOwner: boolean): string {
  if (forOwner) return `${shopUrl}/admin-dashboard/orders/${order.id}`;
  return order.customer.uid ? `${shopUrl}/order-confirmation?id=${order.id}` : `${shopUrl}/my-orders`;
}

/**
 * An SMS shows money with the currency's code ("BDT 962"): the taka sign is not in the GSM
 * alphabet, and one such character makes the whole SMS Unicode, 70 characters a part instead of 160.
 */
function smsMoney(amount: number, currency: string, locale: string): string {
  return moneyFormat(currency, locale, "code").format(amount).replace(/\s/g, " ");
}

export function orderView(order: OrderPayload, shop: ShopContext, { forOwner = false, cancelReason = null as string | null, sms = false } = {}): OrderView {
  const money = (minor: number) => (sms ? smsMoney : formatMoney)(toMajor(minor), order.currency, shop.locale);
  const cashMinor = cashToCollectMinor(order);
  const cashToCollect = cashMinor ? money(cashMinor) : "";
  return {
    shopName: shop.shopName,
    logoUrl: shop.logoUrl,
    shopUrl: shop.shopUrl,
    orderId: order.id,
    orderNumber: order.number,
    customerName: order.customer.name,
    customerPhone: order.customer.phone,
    customerEmail: order.customer.email ?? "",
    deliveryAddress: [order.delivery.address, order.delivery.district].filter(Boolean).join(", "),
    status: STATUS_WORDS[order.status] ?? order.status,
    lines: order.lines.map((line) => ({
      name: line.name,
      options: [line.color, line.size].filter(Boolean).join(" / "),
      sku: line.sku ?? "",
      quantity: line.quantity,
      unitPrice: money(line.finalUnitPriceMinor),
      lineTotal: money(line.lineTotalMinor),
    })),
    itemCount: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: money(order.subtotalMinor),
    shipping: order.shippingMinor === 0 ? "Free" : money(order.shippingMinor),
    total: money(order.totalMinor),
    cashToCollect,
    paymentMethod: PAYMENT_METHODS[order.paymentMethod] ?? order.paymentMethod,
    orderUrl: orderLink(order, shop.shopUrl, forOwner),
    trackingCode: order.shipment?.trackingCode ?? "",
    trackingUrl: order.shipment?.trackingUrl ?? "",
    courier: order.shipment ? (COURIERS[order.shipment.courier] ?? order.shipment.courier) : "",
    cancelReason: cancelReason ?? "",
  };
}

export function contactView(message: EventPayloads["contact_message.received"]["message"], shop: ShopContext) {
  return {
    ...shopVariables(shop),
    contactName: message.name,
    contactEmail: message.email,
    contactPhone: message.phone ?? "",
    contactSubject: message.subject ?? "",
    contactMessage: message.message,
  };
}

export function stockView(payload: EventPayloads["stock.low"] | EventPayloads["stock.out"], shop: ShopContext) {
  const variant = payload.variant ? [payload.variant.color, payload.variant.size].filter(Boolean).join(" / ") || (payload.variant.sku ?? "") : "";
  return {
    ...shopVariables(shop),
    productName: payload.product.name,
    productSku: payload.variant?.sku ?? payload.product.sku ?? "",
    variant,
    stock: payload.stock,
    threshold: payload.threshold,
    outOfStock: payload.stock === 0,
    productUrl: `${shop.shopUrl}/admin-dashboard/edit-product/${payload.product.id}`,
  };
}

export function webhookView(payload: EventPayloads["webhook_subscription.disabled"], shop: ShopContext) {
  return { ...shopVariables(shop), webhookUrl: payload.subscription.url, failingSince: payload.subscription.failingSince, reason: payload.subscription.reason };
}

const shopVariables = (shop: ShopContext): ShopVariables => ({ shopName: shop.shopName, logoUrl: shop.logoUrl, shopUrl: shop.shopUrl });

/** An order to preview templates with when the shop has none yet. */
export function sampleOrder(currency: string): OrderPayload {
  const now = new Date().toISOString();
  return {
    id: "00000000-0000-4000-8000-000000000000",
    number: 1001,
    status: "PENDING",
    paymentStatus: "UNPAID",
    paymentMethod: "CASH_ON_DELIVERY",
    currency,
    subtotalMinor: 250_000,
    shippingMinor: 6_000,
    totalMinor: 256_000,
    customer: { uid: null, name: "Ayesha Rahman", phone: "01711-234567", email: "ayesha@example.com" },
    delivery: { address: "House 12, Road 5, Dhanmondi", district: "Dhaka", deliveryZone: "Inside Dhaka" },
    notes: null,
    lines: [
      { productId: "sample-1", variantId: null, name: "Cotton panjabi", sku: "PJ-001", color: "White", size: "L", quantity: 1, unitPriceMinor: 180_000, finalUnitPriceMinor: 180_000, lineTotalMinor: 180_000 },
      { productId: "sample-2", variantId: null, name: "Leather sandals", sku: null, color: null, size: null, quantity: 2, unitPriceMinor: 35_000, finalUnitPriceMinor: 35_000, lineTotalMinor: 70_000 },
    ],
    shipment: { courier: "steadfast", trackingCode: "SFR123456789", trackingUrl: "https://steadfast.com.bd/t/SFR123456789" },
    createdAt: now,
    updatedAt: now,
  };
}
