import { NetworkStatus } from "@apollo/client";
import { HStack, Heading, Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { AdminOrdersDocument, type OrderStatus } from "../gql/graphql";
import { ListStatus, rangeSummary } from "../list-page/ListQueryState";
import { useListPage } from "../list-page/useListPage";
import { OrderExportButton } from "./OrderExportButton";
import { OrderTableToolbar } from "./OrderTableToolbar";
import { PagedOrders } from "./PagedOrders";
import { SuspiciousHolds } from "./SuspiciousHolds";
import { orderFilter, orderTable, orderTableVariables } from "./orderTableParams";
import { ORDER_POLL_MS, usePageVisible } from "./usePageVisible";

const ORDERS = { none: "No orders", one: "1 order", many: "orders" };

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
  const visible = usePageVisible();
  const page = useListPage(orderTable, AdminOrdersDocument, {
    variables: (view) => orderTableVariables(view, fixedStatus),
    page: (data) => data.orders,
    pollInterval: visible ? ORDER_POLL_MS : 0,
  });
  const { view, list, shown } = page;

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          {title}
        </Heading>
        <OrderExportButton filter={orderFilter(view, fixedStatus)} sort={view.sort} disabled={!shown?.totalItems} />
      </HStack>
      {section}
      <OrderTableToolbar params={view} statusFilter={!fixedStatus} onChange={page.change} />
      <ListStatus text={shown && rangeSummary(shown.totalItems, view, shown.items.length, ORDERS)} failed={Boolean(list.error)} loading="Loading orders…" />
      <PagedOrders
        page={page}
        label={title}
        empty={{ title: `No ${title.toLowerCase()}`, description: emptyText }}
        busy={list.loading && list.networkStatus !== NetworkStatus.poll}
      />
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
