import type { NetworkStatus, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import {
  type ColumnDef,
  type OnChangeFn,
  type RowSelectionState,
  type SortingState,
  type Updater,
  getCoreRowModel,
  useReactTable,
} from "@tanstack/react-table";
import { useState } from "react";
import { useLastPageLimit, useUrlView } from "../components/useUrlView";
import type { ListPaging, ListParams, ListView, ViewChanges } from "./listParams";

/** One page of a list as the API answers it. */
export interface ListPageOf<Row> {
  items: readonly Row[];
  totalItems: number;
}

export interface ListQueryOptions<TData, TVariables, Row, V> {
  /** The query's variables for a view. */
  variables: (view: V) => TVariables;
  /** The list inside the query's answer. */
  page: (data: TData) => ListPageOf<Row>;
  /** Asks again this often (ms); 0 or none for never. */
  pollInterval?: number;
}

/** Row selection of a table: of rows on the page shown, so another view starts with none. */
export interface RowSelection {
  state: RowSelectionState;
  onChange: OnChangeFn<RowSelectionState>;
  clear: () => void;
}

/** What parts of a page share with `useListPage`'s answer (a list body, a toolbar). */
export interface ListPageState<V extends ListPaging, Row> {
  view: V;
  /** Changes the view (back to page 1); `replace` for each step of typing, so Back does not replay every letter. */
  change: (changes: Partial<Omit<V, "page">>, replace?: boolean) => void;
  setPage: (page: number) => void;
  clearFilters: () => void;
  list: { error?: unknown; loading: boolean; networkStatus: NetworkStatus; refetch: () => Promise<unknown> };
  /** The page shown: this view's answer, or the last one while it loads; undefined before the first and after an error. */
  shown: ListPageOf<Row> | undefined;
  rows: readonly Row[];
  /** Placeholder rows while nothing has loaded yet. */
  skeletonRows: number;
  selection: RowSelection;
}

/**
 * An admin list page's state: the view from the URL (listParams.ts), the list query for it
 * (always what is stored now: `cache-and-network`), the page shown, paging and selection.
 * While another page or filter loads, the last rows stay (dimmed) instead of skeletons; after an
 * error none do, as the previous view's rows would pass for this view's. A page past the end (a
 * stale link, or rows gone meanwhile) becomes the last page.
 */
export function useListPage<F, S extends string, TData, TVariables extends OperationVariables, Row>(
  params: ListParams<F, S>,
  document: TypedDocumentNode<TData, TVariables>,
  { variables, page, pollInterval = 0 }: ListQueryOptions<TData, TVariables, Row, ListView<F, S>>,
) {
  const urlView = useUrlView(params.parse, params.serialize);
  const { params: view, searchParams, go } = urlView;

  const list = useQuery<TData, TVariables>(document, {
    variables: variables(view),
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
    pollInterval,
  } as useQuery.Options<TData, TVariables>);
  const data = list.data as TData | undefined;
  const answered = list.error ? undefined : (data ?? (list.previousData as TData | undefined));
  const shown = answered === undefined ? undefined : page(answered);

  useLastPageLimit(urlView, data === undefined ? undefined : page(data).totalItems, view.per);

  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const viewKey = searchParams.toString();
  const [selectionView, setSelectionView] = useState(viewKey);
  if (selectionView !== viewKey) {
    setSelectionView(viewKey);
    setRowSelection({});
  }
  const selection: RowSelection = { state: rowSelection, onChange: setRowSelection, clear: () => setRowSelection({}) };

  const change = (changes: ViewChanges<F, S>, replace = false) => go((current) => params.withView(current, changes), replace);
  return {
    params,
    view,
    go,
    change,
    setPage: (to: number) => go((current) => params.withPage(current, to)),
    clearFilters: () => go(params.clearFilters),
    list,
    shown,
    rows: shown?.items ?? [],
    skeletonRows: shown ? 0 : Math.min(view.per, 10),
    selection,
  };
}

/** A table header's sorting state for the list's sort, and the sort a header click asks for. */
export function headerSorting<S extends string>(
  params: Pick<ListParams<unknown, S>, "columnSortFor" | "sortForColumn">,
  sort: S,
  onSortChange: (sort: S) => void,
): { sorting: SortingState; onSortingChange: OnChangeFn<SortingState> } {
  const columnSort = params.columnSortFor(sort);
  const sorting: SortingState = columnSort ? [{ id: columnSort.column, desc: columnSort.desc }] : [];
  const onSortingChange = (updater: Updater<SortingState>) => {
    const [next] = typeof updater === "function" ? updater(sorting) : updater;
    const nextSort = next ? params.sortForColumn(next.id, next.desc) : null;
    if (nextSort) onSortChange(nextSort);
  };
  return { sorting, onSortingChange };
}

const NO_ROWS: never[] = [];

export interface ListTableOptions<Row> {
  rows: readonly Row[];
  columns: ColumnDef<Row, never>[];
  getRowId: (row: Row) => string;
  sorting: ReturnType<typeof headerSorting>;
  /** With it, rows can be selected. */
  selection?: Pick<RowSelection, "state" | "onChange">;
  /** A header's first click sorts descending. */
  sortDescFirst?: boolean;
}

/**
 * A TanStack table for one server-side page: the API pages, sorts and filters, so the table only
 * shows the rows and reports header sorts and selection.
 */
export function useListTable<Row>({ rows, columns, getRowId, sorting, selection, sortDescFirst = false }: ListTableOptions<Row>) {
  // The web is built without the React Compiler, so nothing memoizes the table's functions.
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is read afresh on every render
  return useReactTable({
    data: rows.length ? (rows as Row[]) : (NO_ROWS as Row[]),
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    state: { sorting: sorting.sorting, rowSelection: selection?.state ?? {} },
    onSortingChange: sorting.onSortingChange,
    enableRowSelection: Boolean(selection),
    onRowSelectionChange: selection?.onChange,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst,
  });
}
