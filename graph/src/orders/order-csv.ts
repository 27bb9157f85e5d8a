import { MINOR_PER_MAJOR } from "@shop/common";
import type { Order } from "./order.entity.js";

/**
 * The columns of the orders CSV export (GET /api/admin/orders/export.csv), in order. Text a
 * customer typed goes through `safeCell`, so a spreadsheet never runs it as a formula.
 */
export const ORDER_CSV_COLUMNS = [
  "Number",
  "Placed at (UTC)",
  "Status",
  "Payment status",
  "Customer",
  "Account",
  "Phone",
  "Email",
  "District",
  "Delivery zone",
  "Address",
  "Customer notes",
  "Items",
  "Subtotal",
  "Shipping",
  "Total",
  "Currency",
] as const;

/**
 * A cell a spreadsheet shows as text, never runs: text starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return is a formula to Excel, LibreOffice and Google Sheets (OWASP "CSV injection"),
 * so it is prefixed with an apostrophe. A phone typed as "+880…" reads "'+880…".
 */
export function safeCell(text: string | null | undefined): string {
  const value = text ?? "";
  return /^[=+\-@\t\r]/u.test(value) ? `'${value}` : value;
}

/** Minor units as a plain decimal ("1250.00"): no currency sign or grouping, so spreadsheets read a number. */
export function amount(minor: number): string {
  const digits = Math.round(Math.log10(MINOR_PER_MAJOR));
  return (minor / MINOR_PER_MAJOR).toFixed(digits);
}

/** One order as a CSV record, in ORDER_CSV_COLUMNS order. */
export function orderCsvRecord(order: Order, itemCount: number): string[] {
  return [
    String(order.number),
    order.createdAt.toISOString(),
    order.status,
    order.paymentStatus,
    safeCell(order.name),
    order.customerUid ? "Customer" : "Guest",
    safeCell(order.phone),
    safeCell(order.email),
    safeCell(order.district),
    safeCell(order.deliveryZone),
    safeCell(order.address),
    safeCell(order.notes),
    String(itemCount),
    amount(order.subtotalMinor),
    amount(order.shippingMinor),
    amount(order.totalMinor),
    order.currency,
  ];
}
