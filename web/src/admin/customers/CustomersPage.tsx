import { SEARCH_MAX_LENGTH } from "@shop/common";
import { useQuery } from "@apollo/client/react";
import { Button, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { type SortingState, type Updater, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { useMemo } from "react";
import { useAuth } from "../../account/hooks/useAuth";
import { ProductListPagination } from "../../catalog/components/ProductListPagination";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { SelectField } from "../../shared/components/SelectField";
import { useFormatMoney } from "../../shared/settings/useFormatMoney";
import { useMoneySettings } from "../../shared/settings/useMoneySettings";
import { DataTable } from "../components/DataTable";
import { TableSearchBox } from "../components/TableSearchBox";
import { AdminCustomersDocument } from "../gql/graphql";
import { type CustomerRow, customerColumns } from "./customerColumns";
import {
  PAGE_SIZES,
  type PageSize,
  ROLE_OPTIONS,
  SORT_OPTIONS,
  columnSortFor,
  customerTableVariables,
  parseCustomerTableParams,
  serializeCustomerTableParams,
  sortForColumn,
  withPage,
  withView,
  type CustomerTableParams,
} from "./customerTableParams";
import { useCustomerActions } from "./useCustomerActions";
import { useLastPageLimit, useUrlView } from "../components/useUrlView";

const NO_ROWS: CustomerRow[] = [];

function summary(totalItems: number, params: CustomerTableParams, shown: number): string {
  if (totalItems === 0) return "No people";
  if (totalItems === 1) return "1 person";
  const first = (params.page - 1) * params.per + 1;
  return shown > 0 && totalItems > params.per ? `Showing ${first}–${first + shown - 1} of ${totalItems} people` : `${totalItems} people`;
}

/**
 * `/admin-dashboard/users`: the shop's user records as a table on the `users` query, with
 * server-side search, role filter, sort and pages kept in the URL (customerTableParams.ts).
 */
export function CustomersPage() {
  const view = useUrlView(parseCustomerTableParams, serializeCustomerTableParams);
  const { params, go } = view;

  const list = useQuery(AdminCustomersDocument, {
    variables: customerTableVariables(params),
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const shown = list.error ? undefined : (list.data ?? list.previousData);

  // A page past the end (a stale link): the last page instead.
  useLastPageLimit(view, list.data?.users.totalItems, params.per);

  const { record } = useAuth();
  const actions = useCustomerActions({ refetch: () => list.refetch() });
  const money = useFormatMoney();
  const { locale } = useMoneySettings();
  const selfUid = record?.uid ?? null;
  const { ask } = actions;
  const columns = useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    return customerColumns({ money, date: (iso) => dates.format(new Date(iso)) }, { selfUid, ask });
  }, [money, locale, selfUid, ask]);

  const columnSort = columnSortFor(params.sort);
  const sorting: SortingState = columnSort ? [{ id: columnSort.column, desc: columnSort.desc }] : [];
  const onSortingChange = (updater: Updater<SortingState>) => {
    const [next] = typeof updater === "function" ? updater(sorting) : updater;
    const sort = next ? sortForColumn(next.id, next.desc) : null;
    if (sort) go((current) => withView(current, { sort }));
  };

  // eslint-disable-next-line react-hooks/incompatible-library -- the table is read afresh on every render
  const table = useReactTable({
    data: shown?.users.items ?? NO_ROWS,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.uid,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: shown?.users.totalItems ?? 0,
    state: { sorting, pagination: { pageIndex: params.page - 1, pageSize: params.per } },
    onSortingChange,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
  });

  let content;
  if (list.error) {
    content = <QueryLoadError error={list.error} fallback="Failed to fetch customers" refetch={list.refetch} networkStatus={list.networkStatus} />;
  } else if (shown && shown.users.items.length === 0) {
    content =
      params.q || params.role ? (
        <EmptyNotice frame="dashed" title="Nobody matches" description="No account matches this search and role.">
          <Button colorPalette="blue" onClick={() => go((current) => withView(current, { q: "", role: null }))}>
            Clear search and role
          </Button>
        </EmptyNotice>
      ) : (
        <EmptyNotice frame="dashed" title="No accounts yet" description="People appear here once they sign in to the shop." />
      );
  } else {
    content = (
      <Stack gap="5">
        <DataTable table={table} label="Customers" skeletonRows={shown ? 0 : Math.min(params.per, 10)} busy={list.loading} />
        {shown ? (
          <ProductListPagination
            totalItems={shown.users.totalItems}
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
        Customers
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3" alignItems="end">
        <TableSearchBox
          value={params.q}
          onSearch={(q) => go((current) => withView(current, { q }), true)}
          placeholder="Email, name or phone"
          maxLength={SEARCH_MAX_LENGTH}
        />
        <SelectField
          label="Role"
          value={params.role ?? ""}
          options={[{ value: "", label: "Everyone" }, ...ROLE_OPTIONS.map((option) => ({ value: option.role, label: option.label }))]}
          onValueChange={(role) => go((current) => withView(current, { role: role || null }))}
        />
        <SelectField
          label="Sort by"
          value={params.sort}
          options={SORT_OPTIONS.map((option) => ({ value: option.sort, label: option.label }))}
          onValueChange={(sort) => go((current) => withView(current, { sort }))}
        />
        <SelectField
          label="Rows per page"
          value={String(params.per)}
          options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          onValueChange={(value) => go((current) => withView(current, { per: Number(value) as PageSize }))}
        />
      </SimpleGrid>
      {actions.dialog}
      <Text role="status" aria-live="polite" color="fg.muted" textStyle="sm">
        {shown ? summary(shown.users.totalItems, params, shown.users.items.length) : list.error ? "" : "Loading customers…"}
      </Text>
      {content}
    </Stack>
  );
}
