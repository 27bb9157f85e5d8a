import { Table } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { OrderStatus } from "../gql/graphql";
import { OrderNumberLink, OrderStatusBadge } from "./orderBadges";

/** A column of a short orders table after the order's number. */
export interface OrderColumn<Order> {
  header: string;
  /** Numbers: header and cells align to the end. */
  numeric?: boolean;
  cell: (order: Order) => ReactNode;
}

const NUMERIC_CELL = { textAlign: "end", whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" } as const;

/** The status column, as every orders table shows it. */
export const statusColumn = { header: "Status", cell: (order: { status: OrderStatus }) => <OrderStatusBadge status={order.status} /> };

export interface OrderRowsTableProps<Order> {
  /** The table's accessible name. */
  label: string;
  orders: readonly Order[];
  columns: readonly OrderColumn<Order>[];
  busy?: boolean;
}

/**
 * A short, unsorted orders table (a customer's orders, the dashboard's latest): the number links
 * to the order's page, then the given columns. The paged, sortable table is OrdersTable.
 */
export function OrderRowsTable<Order extends { id: string; number: number }>({ label, orders, columns, busy = false }: OrderRowsTableProps<Order>) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="l3" bg="bg" maxW="full">
      <Table.Root size="sm" aria-label={label} aria-busy={busy}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>Order</Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} textAlign={column.numeric ? "end" : undefined}>
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((order) => (
            <Table.Row key={order.id}>
              <Table.Cell>
                <OrderNumberLink id={order.id} number={order.number} />
              </Table.Cell>
              {columns.map((column) => (
                <Table.Cell key={column.header} {...(column.numeric ? NUMERIC_CELL : {})}>
                  {column.cell(order)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
