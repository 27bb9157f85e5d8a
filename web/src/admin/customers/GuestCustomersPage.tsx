import { Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import { SEARCH_MAX_LENGTH } from "@shop/common";
import { useMemo } from "react";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { DataTable } from "../components/DataTable";
import { TableSearchBox } from "../components/TableSearchBox";
import { AdminGuestCustomersDocument } from "../gql/graphql";
import { ListQueryState, ListStatus, PagedList, rangeSummary } from "../list-page/ListQueryState";
import { SortAndPageSize } from "../list-page/ListToolbar";
import { headerSorting, useListPage, useListTable } from "../list-page/useListPage";
import { CustomerKindTabs } from "./CustomerKindTabs";
import { guestTable, guestTableVariables } from "./customerTableParams";
import { guestColumns } from "./guestColumns";

const GUESTS = { none: "No guest buyers", one: "1 guest buyer", many: "guest buyers" };

/**
 * `/admin-dashboard/users/guests`: the people who ordered without an account, one per phone
 * number however it was written (decision 062), with their orders and total spent, on the
 * `guestCustomers` query; search, sort and pages in the URL.
 */
export function GuestCustomersPage() {
  const page = useListPage(guestTable, AdminGuestCustomersDocument, { variables: guestTableVariables, page: (data) => data.guestCustomers });
  const { view, list, shown, change } = page;
  const locale = useShopLocale();
  const columns = useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    return guestColumns((iso) => dates.format(new Date(iso)));
  }, [locale]);
  const table = useListTable({
    rows: page.rows,
    columns,
    getRowId: (row) => row.key,
    sorting: headerSorting(guestTable, view.sort, (sort) => change({ sort })),
  });

  return (
    <Stack gap="6">
      <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
        Guest buyers
      </Heading>
      <CustomerKindTabs current="guests" />
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="3" alignItems="end">
        <TableSearchBox value={view.q} onSearch={(q) => change({ q }, true)} placeholder="Name, email or phone" maxLength={SEARCH_MAX_LENGTH} />
        <SortAndPageSize sorts={guestTable.sorts} sort={view.sort} pageSizes={guestTable.pageSizes} per={view.per} onChange={change} />
      </SimpleGrid>
      <ListStatus text={shown && rangeSummary(shown.totalItems, view, shown.items.length, GUESTS)} failed={Boolean(list.error)} loading="Loading guest buyers…" />
      <ListQueryState
        list={list}
        error={list.error}
        errorFallback="Failed to fetch guest buyers"
        count={shown?.items.length}
        empty={{ title: "No guest buyers yet", description: "People who order without signing in appear here, one per phone number." }}
        narrowed={
          guestTable.hasNarrowingFilters(view)
            ? { title: "Nobody matches", description: "No guest buyer matches this search.", clearLabel: "Clear search", onClear: page.clearFilters }
            : null
        }
      >
        <PagedList totalItems={shown?.totalItems} per={view.per} page={view.page} onPageChange={page.setPage}>
          <DataTable table={table} label="Guest buyers" skeletonRows={page.skeletonRows} busy={list.loading} />
        </PagedList>
      </ListQueryState>
    </Stack>
  );
}
