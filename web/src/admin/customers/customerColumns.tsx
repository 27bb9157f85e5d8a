import { Badge, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { Link as RouterLink } from "react-router";
import { Money } from "../../shared/money/Money";
import type { CustomerSummaryFragment } from "../gql/graphql";
import { CustomerActionButtons } from "./CustomerActionButtons";
import { customerHref, customerTable } from "./customerTableParams";
import { type CustomerChange, customerName } from "./useCustomerActions";

export type CustomerRow = CustomerSummaryFragment;

export interface CustomerColumnFormat {
  date: (iso: string) => string;
}

export interface CustomerRowActions {
  /** The signed-in admin's uid: their own row cannot demote or disable them. */
  selfUid: string | null;
  ask: (change: CustomerChange) => void;
}

const column = createColumnHelper<CustomerRow>();

export function RoleBadge({ role }: { role: CustomerRow["role"] }) {
  return role === "ADMIN" ? (
    <Badge colorPalette="purple" variant="surface">
      Admin
    </Badge>
  ) : (
    <Badge variant="surface">Customer</Badge>
  );
}

export function AccountStatusBadge({ disabled }: { disabled: boolean }) {
  return disabled ? (
    <Badge colorPalette="red" variant="solid">
      Disabled
    </Badge>
  ) : (
    <Badge colorPalette="green" variant="surface">
      Enabled
    </Badge>
  );
}

/**
 * The customers table's columns, in order. Their ids are the ones `SORT_OPTIONS` names, so a
 * column is sortable exactly when the API can sort by it. The name opens the customer's page.
 */
export function customerColumns({ date }: CustomerColumnFormat, actions: CustomerRowActions): ColumnDef<CustomerRow, never>[] {
  const dateCell = (iso: string) => (
    <Text asChild whiteSpace="nowrap" color="fg.muted">
      <time dateTime={iso}>{date(iso)}</time>
    </Text>
  );
  const columns = [
    column.accessor((row) => customerName(row), {
      id: "name",
      header: "Name",
      cell: ({ row }) => (
        <HStack gap="2" minW="32">
          <Link asChild fontWeight="medium" colorPalette="blue" variant="underline">
            <RouterLink to={customerHref(row.original.uid)}>{row.original.displayName?.trim() || "No name"}</RouterLink>
          </Link>
          {row.original.uid === actions.selfUid ? <Badge variant="outline">You</Badge> : null}
        </HStack>
      ),
    }),
    column.accessor((row) => row.email ?? "", {
      id: "email",
      header: "Email",
      cell: ({ getValue }) => <Text whiteSpace="nowrap">{getValue() || "—"}</Text>,
    }),
    column.accessor("role", { header: "Role", cell: ({ getValue }) => <RoleBadge role={getValue()} /> }),
    column.accessor("disabled", { header: "Account", cell: ({ getValue }) => <AccountStatusBadge disabled={getValue()} /> }),
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
    column.accessor("createdAt", { header: "Created", cell: ({ getValue }) => dateCell(getValue()) }),
    column.accessor("lastSeenAt", { header: "Last seen", cell: ({ getValue }) => dateCell(getValue()) }),
    column.display({
      id: "actions",
      header: () => <Stack srOnly>Actions</Stack>,
      cell: ({ row }) => (
        <CustomerActionButtons
          user={row.original}
          isSelf={row.original.uid === actions.selfUid}
          ask={actions.ask}
          selfNote="Not for your own account."
        />
      ),
    }),
  ] as ColumnDef<CustomerRow, never>[];
  return columns.map((definition) => ({ ...definition, enableSorting: customerTable.isSortableColumn(definition.id ?? accessorKey(definition)) }));
}

function accessorKey(definition: ColumnDef<CustomerRow, never>): string {
  return "accessorKey" in definition ? String(definition.accessorKey) : "";
}
