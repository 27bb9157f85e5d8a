import { Heading, Stack } from "@chakra-ui/react";
import { SEARCH_MAX_LENGTH } from "@shop/common";
import { useMemo } from "react";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { TableSearchBox } from "../components/TableSearchBox";
import { AdminGuestCustomersDocument } from "../gql/graphql";
import { ListPageBody } from "../list-page/ListPageBody";
import { ListFilters } from "../list-page/ListFilters";
import { ListRows } from "../list-page/ListRows";
import { SortAndPageSize } from "../list-page/ListToolbar";
import { headerSorting, useListPage, useListTable } from "../list-page/useListPage";
import { CustomerKindTabs } from "./CustomerKindTabs";
import { guestTable, guestTableVariables } from "./customerTableParams";
import { GuestCard } from "./guestCard";
import { guestColumns } from "./guestColumns";

const GUESTS = { none: "No guest buyers", one: "1 guest buyer", many: "guest buyers" };

/**
 * `/admin-dashboard/users/guests`: the people who ordered without an account, one per phone
 * number however it was written (decision 062), with their orders and total spent, on the
 * `guestCustomers` query, as a table (a card each on a phone); search, sort and pages in the URL.
 */
export function GuestCustomersPage() {
  const page = useListPage(guestTable, AdminGuestCustomersDocument, { variables: guestTableVariables, page: (data) => data.guestCustomers });
  const { view, list, change } = page;
  const locale = useShopLocale();
  const date = useMemo(() => {
    const dates = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    return (iso: string) => dates.format(new Date(iso));
  }, [locale]);
  const columns = useMemo(() => guestColumns(date), [date]);
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
      <ListFilters
        columns={{ base: 1, sm: 2, xl: 4 }}
        active={guestTable.activeFilterCount(view, ["q"])}
        search={<TableSearchBox value={view.q} onSearch={(q) => change({ q }, true)} placeholder="Name, email or phone" maxLength={SEARCH_MAX_LENGTH} />}
      >
        <SortAndPageSize sorts={guestTable.sorts} sort={view.sort} pageSizes={guestTable.pageSizes} per={view.per} onChange={change} />
      </ListFilters>
      <ListPageBody
        page={page}
        words={GUESTS}
        loading="Loading guest buyers…"
        errorFallback="Failed to fetch guest buyers"
        empty={{ title: "No guest buyers yet", description: "People who order without signing in appear here, one per phone number." }}
        narrowed={
          guestTable.hasNarrowingFilters(view)
            ? { title: "Nobody matches", description: "No guest buyer matches this search.", clearLabel: "Clear search" }
            : null
        }
      >
        <ListRows
          table={table}
          label="Guest buyers"
          card={(guest) => <GuestCard guest={guest} date={date} />}
          skeletonRows={page.skeletonRows}
          busy={list.loading}
        />
      </ListPageBody>
    </Stack>
  );
}
