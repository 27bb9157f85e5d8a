import { Badge, Stack } from "@chakra-ui/react";
import type { ColumnDef } from "@tanstack/react-table";
import type { CustomerSummaryFragment } from "../gql/graphql";
import { sortableColumns } from "../list-page/sortableColumns";
import { CustomerActionButtons } from "./CustomerActionButtons";
import { customerColumnParts } from "./customerColumnParts";
import { customerHref, customerTable } from "./customerTableParams";
import type { CustomerChange } from "./useCustomerActions";

export type CustomerRow = CustomerSummaryFragment;

export interface CustomerColumnFormat {
  date: (iso: string) => string;
}

export interface CustomerRowActions {
  /** The signed-in admin's uid: their own row cannot demote or disable them. */
  selfUid: string | null;
  ask: (change: CustomerChange) => void;
}

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
  const parts = customerColumnParts<CustomerRow>();
  const columns = [
    parts.name(
      (row) => row.displayName?.trim() || "No name",
      (row) => customerHref(row.uid),
      (row) => (row.uid === actions.selfUid ? <Badge variant="outline">You</Badge> : null),
    ),
    parts.email(),
    parts.column.accessor("role", { header: "Role", cell: ({ getValue }) => <RoleBadge role={getValue()} /> }),
    parts.column.accessor("disabled", { header: "Account", cell: ({ getValue }) => <AccountStatusBadge disabled={getValue()} /> }),
    parts.orders(),
    parts.totalSpent(),
    parts.date("createdAt", "Created", (row) => row.createdAt, date),
    parts.date("lastSeenAt", "Last seen", (row) => row.lastSeenAt, date),
    parts.column.display({
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
  return sortableColumns(customerTable, columns);
}
