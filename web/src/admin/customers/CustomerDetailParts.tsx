import type { NetworkStatus } from "@apollo/client";
import { Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { paymentStatusLabel } from "../../orders";
import { ProductListPagination } from "../../catalog";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { Money } from "../../shared/money/Money";
import { useMoney } from "../../shared/money/useMoney";
import { parsePageParam } from "../../shared/routing/pageParams";
import { DetailList, type DetailListProps } from "../components/DetailList";
import type { CustomerOrderRowFragment } from "../gql/graphql";
import { OrderRowsTable, statusColumn } from "../orders/OrderRowsTable";

/**
 * What an account's page and a guest buyer's page share (decision 062): the page of orders in the
 * URL, loading and failing, the figures, and the orders section.
 */

/** Orders per page on a person's page. */
const ORDERS_PER_PAGE = 10;

/** The page of a person's orders in the URL (`?page=`): the query's window and moving to another page. */
export function useCustomerOrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get("page"));
  return {
    page,
    window: { skip: (page - 1) * ORDERS_PER_PAGE, take: ORDERS_PER_PAGE },
    setPage: (next: number) => setSearchParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true }),
  };
}

/** A person's page formats money and instants (date and time) in the shop's locale. */
export function useCustomerFormats() {
  const { format: money, locale } = useMoney();
  const date = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
  return { money, date };
}

interface PersonQuery {
  error?: unknown;
  refetch: () => Promise<unknown>;
  networkStatus: NetworkStatus;
}

/** What a person's page shows until its data comes ("the customer"): the error with "Try again", else placeholders. */
export function CustomerPageWaiting({ query, what }: { query: PersonQuery; what: string }) {
  if (query.error) {
    return <QueryLoadError error={query.error} fallback={`Failed to load ${what}`} refetch={query.refetch} networkStatus={query.networkStatus} />;
  }
  return (
    <Stack gap="4" aria-busy="true">
      <Text>Loading {what}…</Text>
      <Skeleton height="10" />
      <Skeleton height="40" />
    </Stack>
  );
}

export interface CustomerFiguresProps {
  /** How to reach them, before the figures. */
  contact: DetailListProps["items"];
  orderCount: number;
  totalSpent: number;
  /** Their dates, after the figures. */
  dates: DetailListProps["items"];
  /** Who this person is, before what total spent counts. */
  who?: string;
}

/** A person's details and figures, and what total spent counts (decision 016). */
export function CustomerFigures({ contact, orderCount, totalSpent, dates, who }: CustomerFiguresProps) {
  const { money } = useCustomerFormats();
  return (
    <>
      <DetailList items={[...contact, ["Orders", String(orderCount)], ["Total spent", money(totalSpent)], ...dates]} />
      <Text textStyle="xs" color="fg.muted">
        {who ? `${who} ` : ""}Total spent adds up the orders that were neither cancelled nor refunded.
      </Text>
    </>
  );
}

export interface CustomerOrdersSectionProps {
  /** The heading's id, naming the section. */
  id: string;
  orders: { items: readonly CustomerOrderRowFragment[]; totalItems: number };
  /** Said when they have no order. */
  none: string;
  busy: boolean;
}

/** "Orders": a page of a person's orders (number, date, status, payment, total) and the pages, in the URL. */
export function CustomerOrdersSection({ id, orders, none, busy }: CustomerOrdersSectionProps) {
  const { page, setPage } = useCustomerOrdersPage();
  const { date } = useCustomerFormats();
  return (
    <Stack gap="4" as="section" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id}>
        Orders
      </Heading>
      {orders.items.length === 0 ? (
        <EmptyNotice frame="dashed" title="No orders" description={none} />
      ) : (
        <OrderRowsTable
          label="Orders"
          orders={orders.items}
          busy={busy}
          columns={[
            {
              header: "Date",
              cell: (order) => (
                <Text as="span" whiteSpace="nowrap" color="fg.muted">
                  <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
                </Text>
              ),
            },
            statusColumn,
            { header: "Payment", cell: (order) => paymentStatusLabel(order.paymentStatus) },
            { header: "Total", numeric: true, cell: (order) => <Money amount={order.total} /> },
          ]}
        />
      )}
      <ProductListPagination totalItems={orders.totalItems} pageSize={ORDERS_PER_PAGE} page={page} onPageChange={setPage} />
    </Stack>
  );
}
