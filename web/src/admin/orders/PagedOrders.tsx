import type { ColumnDef } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { type ListEmpty, ListQueryState, PagedList } from "../list-page/ListQueryState";
import type { ListPageState, RowSelection } from "../list-page/useListPage";
import { type OrderTableParams, orderTable } from "./orderTableParams";
import { type OrderRow, OrdersTable } from "./OrdersTable";

export interface PagedOrdersProps<Row extends OrderRow> {
  page: ListPageState<OrderTableParams, Row>;
  /** The table's accessible name. */
  label: string;
  /** What the list says when nothing narrows it and it is empty. */
  empty: ListEmpty;
  /** True while newer rows load (not while a poll asks again). */
  busy: boolean;
  selection?: RowSelection;
  extraColumns?: ColumnDef<Row, never>[];
  cardExtra?: (row: Row) => ReactNode;
}

/** An orders area's list: the orders table with its pages, in the list's load error and empty states. */
export function PagedOrders<Row extends OrderRow>({ page, label, empty, busy, selection, extraColumns, cardExtra }: PagedOrdersProps<Row>) {
  const { view, list, shown } = page;
  return (
    <ListQueryState
      list={list}
      error={list.error}
      errorFallback="Failed to fetch orders"
      count={shown?.items.length}
      empty={empty}
      narrowed={
        orderTable.hasNarrowingFilters(view)
          ? {
              title: "No orders match",
              description: "No order matches this search and these filters.",
              clearLabel: "Clear search and filters",
              onClear: page.clearFilters,
            }
          : null
      }
    >
      <PagedList totalItems={shown?.totalItems} per={view.per} page={view.page} onPageChange={page.setPage}>
        <OrdersTable
          rows={page.rows}
          label={label}
          sort={view.sort}
          onSortChange={(sort) => page.change({ sort })}
          selection={selection}
          extraColumns={extraColumns}
          cardExtra={cardExtra}
          skeletonRows={page.skeletonRows}
          busy={busy}
        />
      </PagedList>
    </ListQueryState>
  );
}
