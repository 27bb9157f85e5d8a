import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Button, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import toast from "react-hot-toast";
import { ProductListPagination } from "../../catalog/components/ProductListPagination";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { AdminOrdersDocument, type OrderStatus } from "../gql/graphql";
import { exportOrdersCsv } from "./exportOrdersCsv";
import { OrdersTable } from "./OrdersTable";
import { OrderTableToolbar } from "./OrderTableToolbar";
import { SuspiciousHolds } from "./SuspiciousHolds";
import {
  clearFilters,
  hasNarrowingFilters,
  orderFilter,
  orderTableVariables,
  parseOrderTableParams,
  serializeOrderTableParams,
  withPage,
  withView,
  type OrderTableParams,
} from "./orderTableParams";
import { ORDER_POLL_MS, usePageVisible } from "./usePageVisible";
import { useLastPageLimit, useUrlView } from "../components/useUrlView";

function summary(totalItems: number, params: OrderTableParams, shown: number): string {
  if (totalItems === 0) return "No orders";
  if (totalItems === 1) return "1 order";
  const first = (params.page - 1) * params.per + 1;
  return shown > 0 && totalItems > params.per ? `Showing ${first}–${first + shown - 1} of ${totalItems} orders` : `${totalItems} orders`;
}

interface OrderListPageProps {
  title: string;
  /** The pending and completed areas fix the status; the all-orders area lets the admin choose. */
  fixedStatus?: OrderStatus;
  /** What the empty list says when nothing narrows it. */
  emptyText: string;
  /** Shown between the heading and the table (the pending area's suspicious holds). */
  section?: ReactNode;
}

/**
 * An orders area (`orders`, `orders/pending`, `orders/completed`): the orders table on the
 * `orders` query with server-side search, filters, sort and pages kept in the URL
 * (orderTableParams.ts). It asks again every 30 s while the tab is visible, so a new order
 * appears without a reload.
 */
function OrderListPage({ title, fixedStatus, emptyText, section }: OrderListPageProps) {
  const view = useUrlView(parseOrderTableParams, serializeOrderTableParams);
  const { params, go } = view;

  const visible = usePageVisible();
  const list = useQuery(AdminOrdersDocument, {
    variables: orderTableVariables(params, fixedStatus),
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
    pollInterval: visible ? ORDER_POLL_MS : 0,
  });
  const shown = list.error ? undefined : (list.data ?? list.previousData);

  // A page past the end (a stale link, or orders gone from the filter meanwhile): the last page instead.
  useLastPageLimit(view, list.data?.orders.totalItems, params.per);

  const [exporting, setExporting] = useState(false);
  const exportCsv = () => {
    setExporting(true);
    exportOrdersCsv(orderFilter(params, fixedStatus), params.sort)
      .then(({ matched, rows }) =>
        toast.success(rows < matched ? `Exported the first ${rows} of ${matched} orders` : `Exported ${rows} ${rows === 1 ? "order" : "orders"}`),
      )
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : "Failed to export the orders"))
      .finally(() => setExporting(false));
  };

  let content;
  if (list.error) {
    content = <QueryLoadError error={list.error} fallback="Failed to fetch orders" refetch={list.refetch} networkStatus={list.networkStatus} />;
  } else if (shown && shown.orders.items.length === 0) {
    content = hasNarrowingFilters(params) ? (
      <EmptyNotice frame="dashed" title="No orders match" description="No order matches this search and these filters.">
        <Button colorPalette="blue" onClick={() => go(clearFilters)}>
          Clear search and filters
        </Button>
      </EmptyNotice>
    ) : (
      <EmptyNotice frame="dashed" title={`No ${title.toLowerCase()}`} description={emptyText} />
    );
  } else {
    content = (
      <Stack gap="5">
        <OrdersTable
          rows={shown?.orders.items ?? []}
          label={title}
          sort={params.sort}
          onSortChange={(sort) => go((current) => withView(current, { sort }))}
          skeletonRows={shown ? 0 : Math.min(params.per, 10)}
          busy={list.loading && list.networkStatus !== NetworkStatus.poll}
        />
        {shown ? (
          <ProductListPagination
            totalItems={shown.orders.totalItems}
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
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          {title}
        </Heading>
        <Button size="sm" variant="outline" loading={exporting} loadingText="Exporting…" disabled={!shown?.orders.totalItems} onClick={exportCsv}>
          Export CSV
        </Button>
      </HStack>
      {section}
      <OrderTableToolbar params={params} statusFilter={!fixedStatus} onChange={(changes, replace) => go((current) => withView(current, changes), replace)} />
      <Text role="status" aria-live="polite" color="fg.muted" textStyle="sm">
        {shown ? summary(shown.orders.totalItems, params, shown.orders.items.length) : list.error ? "" : "Loading orders…"}
      </Text>
      {content}
    </Stack>
  );
}

/** `/admin-dashboard/orders`: every order. */
export function AllOrdersPage() {
  return <OrderListPage title="Orders" emptyText="Orders will be listed here as customers place them." />;
}

/** `/admin-dashboard/orders/pending`: the orders waiting for the shop to confirm them. */
export function PendingOrdersPage() {
  return (
    <OrderListPage title="Pending orders" fixedStatus="PENDING" emptyText="New orders appear here as they are placed." section={<SuspiciousHolds />} />
  );
}

/** `/admin-dashboard/orders/completed`: delivered orders ("completed" means DELIVERED). */
export function CompletedOrdersPage() {
  return <OrderListPage title="Completed orders" fixedStatus="DELIVERED" emptyText="Delivered orders are listed here." />;
}
