import { downloadCsv } from "../components/downloadCsv";
import type { AdminOrderFilter, AdminOrderSort } from "../gql/graphql";
import { exportSearchParams } from "./orderTableParams";

/** The CSV export (docs/api.md#admin-orders): the list's filter and sort as query parameters. */
export const ORDER_EXPORT_URL = "/api/admin/orders/export.csv";

export interface ExportedOrders {
  /** How many orders matched, and how many the file holds (the server caps an export). */
  matched: number;
  rows: number;
}

/** Downloads the filtered orders as a CSV file. Throws an Error with words to show. */
export async function exportOrdersCsv(filter: AdminOrderFilter, sort: AdminOrderSort): Promise<ExportedOrders> {
  const { headers } = await downloadCsv(`${ORDER_EXPORT_URL}?${exportSearchParams(filter, sort).toString()}`, "the orders", "orders.csv");
  return exportedRows(headers);
}

/** An orders export's counts, from its `X-Total-Count` and `X-Export-Rows` headers. */
export function exportedRows(headers: Headers): ExportedOrders {
  return { matched: Number(headers.get("x-total-count") ?? 0), rows: Number(headers.get("x-export-rows") ?? 0) };
}
