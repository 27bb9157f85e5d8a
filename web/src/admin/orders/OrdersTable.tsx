import { Box, Checkbox, Stack, Text } from "@chakra-ui/react";
import { type ColumnDef, createColumnHelper } from "@tanstack/react-table";
import { sortableColumns } from "../list-page/sortableColumns";
import { type ReactNode, useMemo } from "react";
import { formatDateTime } from "../../orders";
import { Money } from "../../shared/money/Money";
import { MoneyCurrency } from "../../shared/money/MoneyCurrency";
import { useShopLocale } from "../../shared/money/useShopLocale";
import type { AdminOrderRowFragment, AdminOrderSort } from "../gql/graphql";
import { OrderNumberLink, OrderStatusBadge, PaymentStatusBadge } from "./orderBadges";
import { ListRows } from "../list-page/ListRows";
import { useAge } from "../list-page/useAge";
import { type RowSelection, headerSorting, useListTable } from "../list-page/useListPage";
import { OrderCard } from "./orderCard";
import { orderTable } from "./orderTableParams";

/** One row of the orders table (the `AdminOrderRow` fragment). */
export type OrderRow = AdminOrderRowFragment;

export interface OrdersTableProps<Row extends OrderRow = OrderRow> {
  rows: readonly Row[];
  /** The table's accessible name ("Orders", "Pending orders"). */
  label: string;
  /** The current sort; a sortable column's header shows it and asks for another with `onSortChange`. */
  sort: AdminOrderSort;
  onSortChange: (sort: AdminOrderSort) => void;
  /** With it, the first column selects rows (by order id). */
  selection?: Pick<RowSelection, "state" | "onChange">;
  /** Placeholder rows while nothing has loaded yet. */
  skeletonRows?: number;
  /** True while newer rows load. */
  busy?: boolean;
  /** Columns after the order's own, never sorted (the management screen's courier columns); keep them memoized. */
  extraColumns?: ColumnDef<Row, never>[];
  /** What a phone's card adds for those columns. */
  cardExtra?: (row: Row) => ReactNode;
}

const column = createColumnHelper<OrderRow>();

/**
 * The admin's orders table: number (a link to the order), date, customer or guest, phone, items,
 * total, payment status and status, sortable where the API sorts (`orderTable.sorts`). Server-side
 * everything: the rows are one page, and sorting is the caller's query. Reused by the orders
 * areas and the management screen (with `selection`). On a phone each row is a card (orderCard.tsx).
 */
export function OrdersTable<Row extends OrderRow = OrderRow>({
  rows,
  label,
  sort,
  onSortChange,
  selection,
  skeletonRows = 0,
  busy = false,
  extraColumns,
  cardExtra,
}: OrdersTableProps<Row>) {
  const locale = useShopLocale();
  const date = (iso: string) => formatDateTime(iso, locale);
  const age = useAge(date);
  const selectable = selection !== undefined;
  const columns = useMemo(
    () => [
      ...(orderColumns({ date: (iso) => formatDateTime(iso, locale) }, selectable) as ColumnDef<Row, never>[]),
      ...(extraColumns ?? []).map((definition) => ({ ...definition, enableSorting: false })),
    ],
    [locale, selectable, extraColumns],
  );

  const table = useListTable({
    rows,
    columns,
    getRowId: (row) => row.id,
    sorting: headerSorting(orderTable, sort, onSortChange),
    selection,
    sortDescFirst: true,
  });

  return (
    <ListRows
      table={table}
      label={label}
      card={(row) => <OrderCard order={row} age={age(row.createdAt)} date={date(row.createdAt)} extra={cardExtra?.(row)} />}
      selectLabel={selectable ? (row) => `Select order #${String(row.number)}` : undefined}
      selectAllLabel="Select all orders on this page"
      skeletonRows={skeletonRows}
      busy={busy}
    />
  );
}

interface OrderColumnFormat {
  date: (iso: string) => string;
}

function orderColumns({ date }: OrderColumnFormat, selectable: boolean): ColumnDef<OrderRow, never>[] {
  const columns = [
    ...(selectable
      ? [
          column.display({
            id: "select",
            header: ({ table }) => (
              <SelectBox
                label="Select all orders on this page"
                checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? "indeterminate" : false}
                onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
              />
            ),
            cell: ({ row }) => (
              <SelectBox
                label={`Select order #${String(row.original.number)}`}
                checked={row.getIsSelected()}
                onChange={(checked) => row.toggleSelected(checked)}
              />
            ),
          }),
        ]
      : []),
    column.accessor("number", {
      header: "Order",
      cell: ({ row }) => (
<OrderNumberLink id={row.original.id} number={row.original.number} fontWeight="semibold" />
      ),
    }),
    column.accessor("createdAt", {
      header: "Date",
      cell: ({ getValue }) => (
        <Text asChild whiteSpace="nowrap" color="fg.muted">
          <time dateTime={getValue()}>{date(getValue())}</time>
        </Text>
      ),
    }),
    column.accessor("name", {
      id: "customer",
      header: "Customer",
      cell: ({ row }) => (
        <Stack gap="0" minW="36" maxW="60">
          <Text fontWeight="medium" lineClamp={1}>
            {row.original.name}
          </Text>
          <Text textStyle="xs" color="fg.muted" lineClamp={1}>
            {row.original.customer ? (row.original.customer.email ?? "Customer") : "Guest"}
          </Text>
        </Stack>
      ),
    }),
    column.accessor("phone", {
      header: "Phone",
      cell: ({ getValue }) => <Text whiteSpace="nowrap">{getValue()}</Text>,
    }),
    column.accessor("itemCount", {
      id: "items",
      header: "Items",
      meta: { numeric: true },
      cell: ({ getValue }) => <Text fontVariantNumeric="tabular-nums">{getValue()}</Text>,
    }),
    column.accessor("total", {
      header: "Total",
      meta: { numeric: true },
      // In the currency the order was placed in (its snapshot), as the customer was charged.
      cell: ({ getValue, row }) => (
        <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
          <MoneyCurrency currency={row.original.currency}>
            <Money amount={getValue()} />
          </MoneyCurrency>
        </Text>
      ),
    }),
    column.accessor("paymentStatus", {
      id: "payment",
      header: "Payment",
      cell: ({ getValue }) => <PaymentStatusBadge status={getValue()} />,
    }),
    column.accessor("status", {
      header: "Status",
      cell: ({ getValue }) => <OrderStatusBadge status={getValue()} />,
    }),
  ] as ColumnDef<OrderRow, never>[];
  return sortableColumns(orderTable, columns);
}

function SelectBox({ label, checked, onChange }: { label: string; checked: boolean | "indeterminate"; onChange: (checked: boolean) => void }) {
  return (
    <Box>
      <Checkbox.Root size="sm" checked={checked} onCheckedChange={(details) => onChange(details.checked === true)}>
        <Checkbox.HiddenInput aria-label={label} />
        <Checkbox.Control />
      </Checkbox.Root>
    </Box>
  );
}
