import { MINOR_PER_MAJOR } from "@shop/common";
import { courierAddress, courierName, courierNote, courierPhone } from "./courier/recipient.js";
import type { OrderShipment } from "./courier/order-shipment.entity.js";
import type { OrderLine } from "./order-line.entity.js";
import type { Order } from "./order.entity.js";
import { cashToCollectMinor } from "./payment-status.js";

/**
 * The orders CSV export (GET /api/admin/orders/export.csv; docs/api.md#admin-orders) in its three
 * layouts. Text a customer or admin typed goes through `safeCell`, so a spreadsheet never runs it
 * as a formula. Times are in the shop's time zone (the reports' setting), written ISO 8601 with
 * their offset, so a row reads as the shop's clock and still names one instant.
 */
export enum OrderCsvLayout {
  /** One row per order: the office's list. */
  ORDERS = "orders",
  /** One row per order line, the order's fields repeated: a picking list, a pivot table. */
  LINES = "lines",
  /** The columns a courier's bulk upload takes (Steadfast): one parcel per order. */
  COURIER = "courier",
}

/** One order as the export reads it: its lines only for the lines layout. */
export interface ExportedOrder {
  order: Order;
  itemCount: number;
  shipment: OrderShipment | null;
  lines: OrderLine[];
}

const ORDER_COLUMNS = (timeZone: string) => [
  "Number",
  `Placed at (${timeZone})`,
  "Status",
  "Payment method",
  "Payment status",
  "Customer",
  "Account",
  "Phone",
  "Email",
  "District",
  "Delivery zone",
  "Address",
  "Customer notes",
  "Staff note",
  "Items",
  "Subtotal",
  "Shipping",
  "Total",
  "Cash to collect",
  "Currency",
  "Courier",
  "Tracking code",
];

const LINE_COLUMNS = ["SKU", "Product", "Variant", "Quantity", "Unit price", "Line total"];

/** Steadfast's bulk upload: invoice, recipient name, address, phone, cash to collect, note. */
const COURIER_COLUMNS = ["Invoice", "Name", "Address", "Phone", "Amount", "Note"];

/** The header row of a layout. */
export function orderCsvColumns(layout: OrderCsvLayout, timeZone: string): string[] {
  if (layout === OrderCsvLayout.COURIER) return COURIER_COLUMNS;
  return layout === OrderCsvLayout.LINES ? [...ORDER_COLUMNS(timeZone), ...LINE_COLUMNS] : ORDER_COLUMNS(timeZone);
}

/** The records of one order in a layout, in its columns' order: one, or one per line. */
export function orderCsvRecords(exported: ExportedOrder, layout: OrderCsvLayout, timeZone: string): string[][] {
  if (layout === OrderCsvLayout.COURIER) return [courierRecord(exported.order)];
  const order = orderRecord(exported, timeZone);
  if (layout === OrderCsvLayout.ORDERS) return [order];
  if (exported.lines.length === 0) return [[...order, ...LINE_COLUMNS.map(() => "")]];
  return exported.lines.map((line) => [...order, ...lineRecord(line)]);
}

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

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** `2026-11-28T16:05:09+06:00`: the instant on the shop's clock, with that clock's offset from UTC. */
export function isoInZone(instant: Date, timeZone: string): string {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { timeZone, hourCycle: "h23", timeZoneName: "longOffset" };
    format = new Intl.DateTimeFormat("en-US", { ...options, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    offsetFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  // "GMT+06:00", or plain "GMT" for UTC itself.
  const offset = part.timeZoneName === "GMT" ? "+00:00" : (part.timeZoneName ?? "").replace("GMT", "");
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}

function orderRecord({ order, itemCount, shipment }: ExportedOrder, timeZone: string): string[] {
  return [
    String(order.number),
    isoInZone(order.createdAt, timeZone),
    order.status,
    order.paymentMethod,
    order.paymentStatus,
    safeCell(order.name),
    order.customerUid ? "Customer" : "Guest",
    safeCell(order.phone),
    safeCell(order.email),
    safeCell(order.district),
    safeCell(order.deliveryZone),
    safeCell(order.address),
    safeCell(order.notes),
    safeCell(order.internalNote),
    String(itemCount),
    amount(order.subtotalMinor),
    amount(order.shippingMinor),
    amount(order.totalMinor),
    amount(cashToCollectMinor(order)),
    order.currency,
    safeCell(shipment?.courier),
    safeCell(shipment?.trackingCode),
  ];
}

function lineRecord(line: OrderLine): string[] {
  const variant = [line.color, line.size].filter(Boolean).join(" / ");
  return [safeCell(line.sku), safeCell(line.name), safeCell(variant), String(line.quantity), amount(line.finalUnitPriceMinor), amount(line.lineTotalMinor)];
}

/** The parcel as the courier's sheet takes it: the same name, phone, address and note a dispatch sends. */
function courierRecord(order: Order): string[] {
  return [
    String(order.number),
    safeCell(courierName(order.name)),
    safeCell(courierAddress(order)),
    // An 11-digit 01… number when the phone is one; as typed otherwise, for the owner to correct.
    safeCell(courierPhone(order.phone) ?? order.phone),
    amount(cashToCollectMinor(order)),
    safeCell(courierNote(order.notes)),
  ];
}
