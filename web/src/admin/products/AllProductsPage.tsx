import { useQuery } from "@apollo/client/react";
import { Button, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { type RowSelectionState, type SortingState, type Updater, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { ProductListPagination } from "../../catalog/components/ProductListPagination";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { useFormatMoney } from "../../shared/settings/useFormatMoney";
import { useMoneySettings } from "../../shared/settings/useMoneySettings";
import { DataTable } from "../components/DataTable";
import { AdminProductsDocument } from "../gql/graphql";
import { type ProductRow, productColumns } from "./productColumns";
import { ProductTableToolbar } from "./ProductTableToolbar";
import { type NamedProduct, useProductActions } from "./useProductActions";
import { useLastPageLimit, useUrlView } from "../components/useUrlView";
import {
  STATUS_OPTIONS,
  clearFilters,
  columnSortFor,
  hasNarrowingFilters,
  parseProductTableParams,
  productTableVariables,
  serializeProductTableParams,
  sortForColumn,
  withPage,
  withView,
  type ProductTableParams,
} from "./productTableParams";

const NO_ROWS: ProductRow[] = [];

function summary(totalItems: number, params: ProductTableParams, shown: number): string {
  if (totalItems === 0) return "No products";
  if (totalItems === 1) return "1 product";
  const first = (params.page - 1) * params.per + 1;
  return shown > 0 && totalItems > params.per
    ? `Showing ${first}–${first + shown - 1} of ${totalItems} products`
    : `${totalItems} products`;
}

/**
 * `/admin-dashboard/all-products`: the catalog as a table, on the `products` query with
 * server-side search, filters, sort and pages, all kept in the URL (productTableParams.ts).
 */
export function AllProductsPage() {
  const view = useUrlView(parseProductTableParams, serializeProductTableParams);
  const { params, searchParams, go } = view;

  const list = useQuery(AdminProductsDocument, {
    variables: productTableVariables(params),
    // An admin expects the table to show what is stored now, not what was cached earlier.
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  // While another page or filter loads, the last rows stay (dimmed) instead of skeletons; after
  // an error none do, as the previous view's rows would pass for this view's.
  const shown = list.error ? undefined : (list.data ?? list.previousData);

  useLastPageLimit(view, list.data?.products.totalItems, params.per);

  // Selection is of rows on this page: another view (filter, sort, page) starts with none.
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const viewKey = searchParams.toString();
  const [selectionView, setSelectionView] = useState(viewKey);
  if (selectionView !== viewKey) {
    setSelectionView(viewKey);
    setRowSelection({});
  }
  const actions = useProductActions({ refetch: () => list.refetch(), done: () => setRowSelection({}) });

  const money = useFormatMoney();
  const { locale } = useMoneySettings();
  const { duplicatingId, duplicate, askDelete } = actions;
  const columns = useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    return productColumns(
      { money, date: (iso) => dates.format(new Date(iso)) },
      { duplicatingId, onDuplicate: duplicate, onDelete: (product) => askDelete([product]) },
    );
  }, [money, locale, duplicatingId, duplicate, askDelete]);

  const columnSort = columnSortFor(params.sort);
  const sorting: SortingState = columnSort ? [{ id: columnSort.column, desc: columnSort.desc }] : [];
  const onSortingChange = (updater: Updater<SortingState>) => {
    const [next] = typeof updater === "function" ? updater(sorting) : updater;
    const sort = next ? sortForColumn(next.id, next.desc) : null;
    if (sort) go((current) => withView(current, { sort }));
  };

  // The web is built without the React Compiler, so nothing memoizes the table's functions.
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is read afresh on every render
  const table = useReactTable({
    data: shown?.products.items ?? NO_ROWS,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: shown?.products.totalItems ?? 0,
    state: { sorting, rowSelection, pagination: { pageIndex: params.page - 1, pageSize: params.per } },
    onSortingChange,
    enableRowSelection: true,
    onRowSelectionChange: setRowSelection,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
  });

  // "No draft products", or "No products" for every status.
  const selected: NamedProduct[] = table.getSelectedRowModel().rows.map((row) => ({ id: row.original.id, name: row.original.name }));
  const statusWord = params.status === "ANY" ? "" : `${STATUS_OPTIONS.find((option) => option.status === params.status)?.label.toLowerCase() ?? ""} `;
  let content;
  if (list.error) {
    content = (
      <QueryLoadError error={list.error} fallback="Failed to fetch products" refetch={list.refetch} networkStatus={list.networkStatus} />
    );
  } else if (shown && shown.products.items.length === 0) {
    content = hasNarrowingFilters(params) ? (
      <EmptyNotice
        frame="dashed"
        title="No products match"
        description={`No ${statusWord}product matches this search and these filters.`}
      >
        <Button colorPalette="blue" onClick={() => go(clearFilters)}>
          Clear search and filters
        </Button>
      </EmptyNotice>
    ) : (
      <EmptyNotice frame="dashed" title={`No ${statusWord}products`} description="Products will be listed here." />
    );
  } else {
    content = (
      <Stack gap="5">
        <DataTable table={table} label="Products" skeletonRows={shown ? 0 : Math.min(params.per, 10)} busy={list.loading} />
        {shown ? (
          <ProductListPagination
            totalItems={shown.products.totalItems}
            pageSize={params.per}
            page={params.page}
            onPageChange={(page) => go((current) => withPage(current, page))}
          />
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
        Products
      </Heading>
      <ProductTableToolbar params={params} onChange={(changes, replace) => go((current) => withView(current, changes), replace)} />
      {selected.length > 0 ? (
        <HStack
          role="region"
          aria-label="Selected products"
          gap="2"
          wrap="wrap"
          px="4"
          py="2"
          rounded="l3"
          bg="blue.subtle"
          position="sticky"
          top="2"
          zIndex="docked"
        >
          <Text fontWeight="medium" me="auto">
            {selected.length === 1 ? "1 product selected" : `${String(selected.length)} products selected`}
          </Text>
          <Button size="sm" variant="outline" bg="bg" onClick={() => actions.askStatus("ACTIVE", selected)}>
            Set to Active
          </Button>
          <Button size="sm" variant="outline" bg="bg" onClick={() => actions.askStatus("DRAFT", selected)}>
            Set to Draft
          </Button>
          <Button size="sm" colorPalette="red" onClick={() => actions.askDelete(selected)}>
            Delete
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setRowSelection({})}>
            Clear selection
          </Button>
        </HStack>
      ) : null}
      {actions.dialog}
      <Text role="status" aria-live="polite" color="fg.muted" textStyle="sm">
        {shown ? summary(shown.products.totalItems, params, shown.products.items.length) : list.error ? "" : "Loading products…"}
      </Text>
      {content}
    </Stack>
  );
}
