/** How orders read in the storefront: status names and colours, who changed a status, dates. */
import type { OrderActor, OrderStatus, PaymentStatus } from "../gql/graphql";

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

/** Every status, in the order the filter offers them (the labels' order). */
export const ORDER_STATUSES = Object.keys(STATUS_LABELS) as readonly OrderStatus[];

export function statusLabel(status: OrderStatus): string {
  return STATUS_LABELS[status];
}

export function statusPalette(status: OrderStatus): string {
  return STATUS_PALETTES[status];
}

export function isOrderStatus(value: string | null | undefined): value is OrderStatus {
  return (ORDER_STATUSES as readonly (string | null | undefined)[]).includes(value);
}

const PAYMENT_LABELS: Record<PaymentStatus, string> = { UNPAID: "Unpaid", PAID: "Paid", REFUNDED: "Refunded" };

export function paymentStatusLabel(status: PaymentStatus): string {
  return PAYMENT_LABELS[status];
}

const CHANGED_BY: Record<OrderActor, string> = { customer: "you", guest: "you", admin: "the shop", system: "the system" };

/** Who made a status change (`OrderStatusChange.by`), as the order's owner reads it. */
export function changedBy(by: OrderActor): string {
  return CHANGED_BY[by];
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

/** "1 item", "3 items". */
export function itemsText(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}
