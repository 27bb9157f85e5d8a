import { downloadCsv } from "../components/downloadCsv";
import type { AdminOrderFilter, AdminOrderSort } from "../gql/graphql";
import { exportSearchParams } from "./orderTableParams";

/** The CSV export (docs/api.md#admin-orders): the list's filter and sort as query parameters, and the file's layout. */
export const ORDER_EXPORT_URL = "/api/admin/orders/export.csv";

/** The server's `layout` parameter. */
export type ExportLayout = "orders" | "lines" | "courier";

/** The layouts the export menu offers, in its order. */
export const EXPORT_LAYOUTS: readonly { layout: ExportLayout; label: string; description: string }[] = [
  { layout: "orders", label: "One row per order", description: "Status, payment, notes, totals, courier and tracking code." },
  { layout: "lines", label: "One row per item", description: "Each line's SKU, variant, quantity and prices: a picking list." },
  { layout: "courier", label: "Courier sheet", description: "Invoice, name, address, phone, amount to collect and note, for a bulk upload." },
];

export interface ExportedOrders {
  /** How many orders matched, and how many the file holds (the server caps an export). */
  matched: number;
  rows: number;
}

/** Downloads the filtered orders as a CSV file in `layout`. Throws an Error with words to show. */
export async function exportOrdersCsv(filter: AdminOrderFilter, sort: AdminOrderSort, layout: ExportLayout = "orders"): Promise<ExportedOrders> {
  const params = exportSearchParams(filter, sort);
  if (layout !== "orders") params.set("layout", layout);
  const { headers } = await downloadCsv(`${ORDER_EXPORT_URL}?${params.toString()}`, "the orders", "orders.csv");
  return exportedRows(headers);
}

/** An orders export's counts, from its `X-Total-Count` and `X-Export-Rows` headers. */
export function exportedRows(headers: Headers): ExportedOrders {
  return { matched: Number(headers.get("x-total-count") ?? 0), rows: Number(headers.get("x-export-rows") ?? 0) };
}
