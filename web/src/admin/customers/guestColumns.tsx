import { Badge } from "@chakra-ui/react";
import type { ColumnDef } from "@tanstack/react-table";
import type { GuestCustomerSummaryFragment } from "../gql/graphql";
import { sortableColumns } from "../list-page/sortableColumns";
import { customerColumnParts } from "./customerColumnParts";
import { guestCustomerHref, guestTable } from "./customerTableParams";

export type GuestRow = GuestCustomerSummaryFragment;

/** "Guest": a buyer without an account, known by their phone. */
export function GuestBadge() {
  return (
    <Badge colorPalette="orange" variant="surface">
      Guest
    </Badge>
  );
}

/** The guest buyers table's columns; a column sorts when `guestTable` has a sort for its id. The name opens the guest's page. */
export function guestColumns(date: (iso: string) => string): ColumnDef<GuestRow, never>[] {
  const parts = customerColumnParts<GuestRow>();
  const columns = [
    parts.name(
      (row) => row.name,
      (row) => guestCustomerHref(row.key),
      () => <GuestBadge />,
    ),
    parts.phone(
      (row) => row.phone,
      (row) => row.name,
    ),
    parts.email(),
    parts.orders(),
    parts.totalSpent(),
    parts.date("lastOrderAt", "Last order", (row) => row.lastOrderAt, date),
  ] as ColumnDef<GuestRow, never>[];
  return sortableColumns(guestTable, columns);
}
