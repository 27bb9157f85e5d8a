/** How orders read in the storefront: status names and colours, who changed a status, dates. */
import type { OrderStatus, PaymentStatus } from "../gql/graphql";

export const ORDER_STATUSES: readonly OrderStatus[] = ["PENDING", "PROCESSING", "SHIPPED", "DELIVERED", "CANCELLED"];

const STATUS_LABELS: Record<OrderStatus, string> = {
  PENDING: "Pending",
  PROCESSING: "Processing",
  SHIPPED: "Shipped",
  DELIVERED: "Delivered",
  CANCELLED: "Cancelled",
};

const STATUS_PALETTES: Record<OrderStatus, string> = {
  PENDING: "orange",
  PROCESSING: "blue",
  SHIPPED: "purple",
  DELIVERED: "green",
  CANCELLED: "gray",
};

export function statusLabel(status: OrderStatus): string {
  return STATUS_LABELS[status];
}

export function statusPalette(status: OrderStatus): string {
  return STATUS_PALETTES[status];
}

export function isOrderStatus(value: string | null | undefined): value is OrderStatus {
  return (ORDER_STATUSES as readonly (string | null | undefined)[]).includes(value);
}

/** A customer (or guest) may cancel only while the order is pending (product.md). */
export function canCancel(order: { status: OrderStatus }): boolean {
  return order.status === "PENDING";
}

const PAYMENT_LABELS: Record<PaymentStatus, string> = { UNPAID: "Unpaid", PAID: "Paid", REFUNDED: "Refunded" };

export function paymentStatusLabel(status: PaymentStatus): string {
  return PAYMENT_LABELS[status];
}

/** Who made a status change (`OrderStatusChange.by`), as the order's owner reads it. */
export function changedBy(by: string): string {
  switch (by) {
    case "customer":
    case "guest":
      return "you";
    case "admin":
      return "the shop";
    case "system":
      return "the system";
    default:
      return by;
  }
}

/** "12 Jan 2026, 10:15" in the shop's locale; the raw text when it is not a date. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
  } catch {
    return date.toLocaleString();
  }
}

/** "Colour: Navy · Size: XL"; null without a variant. */
export function variantText(color: string | null | undefined, size: string | null | undefined): string | null {
  const parts = [color ? `Colour: ${color}` : null, size ? `Size: ${size}` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** "1 item", "3 items". */
export function itemsText(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}
