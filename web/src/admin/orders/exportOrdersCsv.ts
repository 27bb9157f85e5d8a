import { currentAuthUser } from "../../account/auth/authClient";
import type { AdminOrderFilter, AdminOrderSort } from "../gql/graphql";
import { exportSearchParams } from "./orderTableParams";

/** The CSV export (docs/api.md#admin-orders): the list's filter and sort as query parameters. */
export const ORDER_EXPORT_URL = "/api/admin/orders/export.csv";

export interface ExportedOrders {
  /** How many orders matched, and how many the file holds (the server caps an export). */
  matched: number;
  rows: number;
}

/**
 * Downloads the filtered orders as a CSV file: fetched with the admin's ID token (a plain link
 * cannot send it), then saved through a temporary object URL. Throws an Error with words to show.
 */
export async function exportOrdersCsv(filter: AdminOrderFilter, sort: AdminOrderSort): Promise<ExportedOrders> {
  const token = (await currentAuthUser()?.getIdToken()) ?? null;
  let response: Response;
  try {
    response = await fetch(`${ORDER_EXPORT_URL}?${exportSearchParams(filter, sort).toString()}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new Error("Failed to export the orders: the server could not be reached.");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `Failed to export the orders (${String(response.status)}).`);
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/u.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "orders.csv";
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
  return { matched: Number(response.headers.get("x-total-count") ?? 0), rows: Number(response.headers.get("x-export-rows") ?? 0) };
}
