/**
 * The print view's address: `/admin-dashboard/orders/print?kind=invoice|packing-slip&ids=a,b`,
 * reached from the order management screen (whose table keeps its own view in the URL with
 * orders/orderTableParams.ts).
 */
import { STATUS_OPTIONS } from "../orders/orderTableParams";
import type { OrderStatus } from "../gql/graphql";

export type PrintKind = "invoice" | "packing-slip";

/** Most orders one print view shows: the `ordersByIds` limit. */
export const MAX_PRINTED = 100;

export function printHref(root: string, kind: PrintKind, ids: readonly string[]): string {
  const search = new URLSearchParams({ kind, ids: ids.join(",") });
  return `${root}/orders/print?${search.toString()}`;
}

/** The kind (invoice unless it says packing-slip) and at most MAX_PRINTED distinct, plausible ids. */
export function parsePrintParams(search: URLSearchParams): { kind: PrintKind; ids: string[] } {
  const kind: PrintKind = search.get("kind") === "packing-slip" ? "packing-slip" : "invoice";
  const ids = [...new Set((search.get("ids") ?? "").split(",").map((id) => id.trim()))]
    .filter((id) => /^[0-9a-f-]{36}$/i.test(id))
    .slice(0, MAX_PRINTED);
  return { kind, ids };
}

export const statusLabel = (status: OrderStatus) => STATUS_OPTIONS.find((option) => option.value === status)?.label ?? status;
