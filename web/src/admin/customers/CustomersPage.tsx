import { Heading, Stack } from "@chakra-ui/react";
import { useMemo } from "react";
import { useAuth } from "../../account";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { TableSearchBox } from "../components/TableSearchBox";
import { AdminCustomersDocument } from "../gql/graphql";
import { ListPageBody } from "../list-page/ListPageBody";
import { ListFilters } from "../list-page/ListFilters";
import { ListRows } from "../list-page/ListRows";
import { ChoiceSelect, SortAndPageSize } from "../list-page/ListToolbar";
import { SEARCH_MAX_LENGTH } from "@shop/common";
import { headerSorting, useListPage, useListTable } from "../list-page/useListPage";
import { CustomerCard } from "./customerCard";
import { type CustomerRowActions, customerColumns } from "./customerColumns";
import { CustomerKindTabs } from "./CustomerKindTabs";
import { ROLE_OPTIONS, customerTable, customerTableVariables } from "./customerTableParams";
import { useCustomerActions } from "./useCustomerActions";

const PEOPLE = { none: "No people", one: "1 person", many: "people" };

/**
 * `/admin-dashboard/users`: the shop's user records as a table (a card each on a phone) on the `users` query, with
 * server-side search, role filter, sort and pages kept in the URL (customerTableParams.ts).
 */
export function CustomersPage() {
  const page = useListPage(customerTable, AdminCustomersDocument, { variables: customerTableVariables, page: (data) => data.users });
  const { view, list, change } = page;

  const { record } = useAuth();
  const actions = useCustomerActions({ refetch: () => list.refetch() });
  const locale = useShopLocale();
  const selfUid = record?.uid ?? null;
  const { ask } = actions;
  const rowActions: CustomerRowActions = useMemo(() => ({ selfUid, ask }), [selfUid, ask]);
  const columns = useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    return customerColumns({ date: (iso) => dates.format(new Date(iso)) }, rowActions);
  }, [locale, rowActions]);

  const table = useListTable({
    rows: page.rows,
    columns,
    getRowId: (row) => row.uid,
    sorting: headerSorting(customerTable, view.sort, (sort) => change({ sort })),
  });

  return (
    <Stack gap="6">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
        Customers
      </Heading>
      <CustomerKindTabs current="accounts" />
      <ListFilters
        columns={{ base: 1, sm: 2, xl: 4 }}
        active={customerTable.activeFilterCount(view, ["q"])}
        search={<TableSearchBox value={view.q} onSearch={(q) => change({ q }, true)} placeholder="Email, name or phone" maxLength={SEARCH_MAX_LENGTH} />}
      >
        <ChoiceSelect label="Role" value={view.role} choices={ROLE_OPTIONS} any="Everyone" onChange={(role) => change({ role })} />
        <SortAndPageSize sorts={customerTable.sorts} sort={view.sort} pageSizes={customerTable.pageSizes} per={view.per} onChange={change} />
      </ListFilters>
      {actions.dialog}
      <ListPageBody
        page={page}
        words={PEOPLE}
        loading="Loading customers…"
        errorFallback="Failed to fetch customers"
        empty={{ title: "No accounts yet", description: "People appear here once they sign in to the shop." }}
        narrowed={
          customerTable.hasNarrowingFilters(view)
            ? { title: "Nobody matches", description: "No account matches this search and role.", clearLabel: "Clear search and role" }
            : null
        }
      >
        <ListRows
          table={table}
          label="Customers"
          card={(customer) => <CustomerCard customer={customer} actions={rowActions} />}
          skeletonRows={page.skeletonRows}
          busy={list.loading}
        />
      </ListPageBody>
    </Stack>
  );
}
