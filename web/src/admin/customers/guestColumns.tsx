import { Badge, HStack, Link, Text } from "@chakra-ui/react";
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { Link as RouterLink } from "react-router";
import { Money } from "../../shared/money/Money";
import type { GuestCustomerSummaryFragment } from "../gql/graphql";
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

const column = createColumnHelper<GuestRow>();

/** The guest buyers table's columns; a column sorts when `guestTable` has a sort for its id. The name opens the guest's page. */
export function guestColumns(date: (iso: string) => string): ColumnDef<GuestRow, never>[] {
  const columns = [
    column.accessor("name", {
      header: "Name",
      cell: ({ row }) => (
        <HStack gap="2" minW="32">
          <Link asChild fontWeight="medium" colorPalette="blue" variant="underline">
            <RouterLink to={guestCustomerHref(row.original.key)}>{row.original.name}</RouterLink>
          </Link>
          <GuestBadge />
        </HStack>
      ),
    }),
    column.accessor("phone", { header: "Phone", cell: ({ getValue }) => <Text whiteSpace="nowrap">{getValue()}</Text> }),
    column.accessor((row) => row.email ?? "", { id: "email", header: "Email", cell: ({ getValue }) => <Text>{getValue() || "—"}</Text> }),
    column.accessor("orderCount", {
      header: "Orders",
      meta: { numeric: true },
      cell: ({ getValue }) => <Text fontVariantNumeric="tabular-nums">{getValue()}</Text>,
    }),
    column.accessor("totalSpent", {
      header: "Total spent",
      meta: { numeric: true },
      cell: ({ getValue }) => (
        <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          <Money amount={getValue()} />
        </Text>
      ),
    }),
    column.accessor("lastOrderAt", {
      header: "Last order",
      cell: ({ getValue }) => (
        <Text asChild whiteSpace="nowrap" color="fg.muted">
          <time dateTime={getValue()}>{date(getValue())}</time>
        </Text>
      ),
    }),
  ] as ColumnDef<GuestRow, never>[];
  return columns.map((definition) => ({ ...definition, enableSorting: guestTable.isSortableColumn(definition.id ?? accessorKey(definition)) }));
}

function accessorKey(definition: ColumnDef<GuestRow, never>): string {
  return "accessorKey" in definition ? String(definition.accessorKey) : "";
}
