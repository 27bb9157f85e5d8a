import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Box, Card, HStack, Heading, Link, SimpleGrid, Skeleton, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { formatDateTime } from "../../orders";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { Money } from "../../shared/money/Money";
import { useMoney } from "../../shared/money/useMoney";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { adminHref } from "../adminPaths";
import { AdminDashboardDocument, AdminDashboardSalesDocument, type AdminOrderRowFragment, type PeriodSalesFieldsFragment } from "../gql/graphql";
import { INBOX_PATH, inbox } from "../messages/inboxParams";
import { OrderRowsTable, statusColumn } from "../orders/OrderRowsTable";
import { ORDER_POLL_MS, usePageVisible } from "../orders/usePageVisible";
import { STATUS_OPTIONS, productTable, productTableHref } from "../products/productTableParams";
import { compare } from "../reports/comparison";
import { FiguresTable } from "../reports/ChartFigure";
import { SALES_REPORT_PATH } from "../reports/reportParams";
import { Sparkline } from "../reports/salesCharts";
import { StatCard } from "../reports/StatCard";

const NEW_MESSAGES_HREF = `${INBOX_PATH}?${inbox.serialize({ ...inbox.defaults, status: "NEW" }).toString()}`;
const LOW_STOCK_HREF = productTableHref({ ...productTable.defaults, status: "ACTIVE", stock: "LOW_STOCK" });

/**
 * `/admin-dashboard`: how the shop is doing. Sales today, in the last 7 and 30 days against the
 * periods before (in the shop's time zone), what waits for the shop (pending orders, low stock,
 * new messages), a 30-day sales line, the products by status and the 5 latest orders. Asks again
 * every 30 s while the tab is visible, as the orders list does.
 */
export function DashboardPage() {
  const visible = usePageVisible();
  const polling = { fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true, pollInterval: visible ? ORDER_POLL_MS : 0 } as const;
  const counts = useQuery(AdminDashboardDocument, polling);
  const sales = useQuery(AdminDashboardSalesDocument, polling);
  const locale = useShopLocale();
  const count = (value: number | undefined) => value?.toLocaleString(locale);
  const c = counts.data;
  const d = sales.data?.dashboardSales;

  return (
    <Stack gap="8">
      <Stack gap="1">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Admin dashboard
        </Heading>
        <Text color="fg.muted">
          How the shop is doing{d ? ` (days in ${d.timeZone})` : ""}. The{" "}
          <Link asChild colorPalette="blue">
            <RouterLink to={SALES_REPORT_PATH}>sales report</RouterLink>
          </Link>{" "}
          has more.
        </Text>
      </Stack>

      <Stack as="section" aria-labelledby="dashboard-sales" gap="3">
        <Heading as="h2" id="dashboard-sales" size="lg">
          Sales
        </Heading>
        {sales.error && !d ? (
          <QueryLoadError error={sales.error} fallback="Failed to load the sales figures" refetch={sales.refetch} networkStatus={sales.networkStatus} />
        ) : (
          <Stack gap="4" aria-busy={sales.networkStatus === NetworkStatus.loading}>
            <SimpleGrid as="ul" columns={{ base: 1, lg: 3 }} gap="4">
              <PeriodCard title="Today" period={d?.today} against="yesterday" />
              <PeriodCard title="Last 7 days" period={d?.last7Days} against="previous 7 days" />
              <PeriodCard title="Last 30 days" period={d?.last30Days} against="previous 30 days" />
            </SimpleGrid>
            <SalesTrend daily={d?.daily} />
          </Stack>
        )}
      </Stack>

      <Stack as="section" aria-labelledby="dashboard-waiting" gap="3">
        <Heading as="h2" id="dashboard-waiting" size="lg">
          Waiting for you
        </Heading>
        {counts.error && !c ? (
          <QueryLoadError error={counts.error} fallback="Failed to load the dashboard" refetch={counts.refetch} networkStatus={counts.networkStatus} />
        ) : (
          <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3, xl: 5 }} gap="4">
            <StatCard label="Pending orders" value={count(c?.pendingOrderCount)} href={adminHref("orders/pending")} />
            <StatCard
              label="Low-stock products"
              value={sales.error && !d ? "–" : count(d?.lowStockProducts)}
              detail={d ? `Active, ${count(d.lowStockThreshold)} or fewer left` : undefined}
              href={LOW_STOCK_HREF}
            />
            <StatCard label="New messages" value={count(c?.newContactMessageCount)} href={NEW_MESSAGES_HREF} />
            {STATUS_OPTIONS.filter((option) => option.value === "ACTIVE" || option.value === "DRAFT").map(({ value: status, label }) => (
              <StatCard key={status} label={`${label} products`} value={count(status === "ACTIVE" ? c?.active.totalItems : c?.draft.totalItems)} href={productTableHref({ ...productTable.defaults, status })} />
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Stack as="section" aria-labelledby="dashboard-latest" gap="3">
        <HStack justify="space-between">
          <Heading as="h2" id="dashboard-latest" size="lg">
            Latest orders
          </Heading>
          <Link asChild colorPalette="blue" textStyle="sm">
            <RouterLink to={adminHref("orders")}>All orders</RouterLink>
          </Link>
        </HStack>
        {counts.error && !c ? null : <LatestOrders orders={c?.latestOrders.items} />}
      </Stack>
    </Stack>
  );
}

function PeriodCard({ title, period, against }: { title: string; period: PeriodSalesFieldsFragment | undefined; against: string }) {
  const { format: formatMoney, locale } = useMoney();
  return (
    <Box as="li" listStyle="none">
      <Card.Root size="sm" h="full">
        <Card.Header>
          <Heading as="h3" size="sm">
            {title}
          </Heading>
        </Card.Header>
        <Card.Body>
          <SimpleGrid as="ul" columns={{ base: 1, sm: 3, lg: 1 }} gap="3">
            <StatCard bare label="Orders" value={period?.orders.current.toLocaleString(locale)} comparison={period && compare(period.orders, against, locale)} />
            <StatCard bare label="Sales" value={period && formatMoney(period.sales.current)} comparison={period && compare(period.sales, against, locale)} />
            <StatCard bare label="Revenue" value={period && formatMoney(period.revenue.current)} comparison={period && compare(period.revenue, against, locale)} />
          </SimpleGrid>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

function SalesTrend({ daily }: { daily: readonly { start: string; sales: number; orders: number }[] | undefined }) {
  const { format: formatMoney, locale } = useMoney();
  if (!daily) return <Skeleton h="24" />;
  const total = daily.reduce((sum, day) => sum + day.sales, 0);
  const day = (start: string) => new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(`${start}T00:00:00Z`));
  const amounts = daily.map((d) => d.sales);
  const summary = amounts.length
    ? `Sales per day over the last 30 days: ${formatMoney(total)} in all, from ${formatMoney(Math.min(...amounts))} to ${formatMoney(Math.max(...amounts))} a day.`
    : "No sales figures for the last 30 days.";
  return (
    <Card.Root size="sm">
      <Card.Body gap="2">
        <Text textStyle="sm" fontWeight="medium" color="fg.muted">
          Sales, last 30 days
        </Text>
        <Box role="img" aria-label={summary}>
          <Sparkline values={daily.map((d) => d.sales)} />
        </Box>
        <details>
          <summary>
            <Text as="span" textStyle="sm" color="fg.muted">
              Day by day
            </Text>
          </summary>
          <FiguresTable caption="Sales per day, last 30 days" table={{ columns: ["Day", "Orders", "Sales"], rows: daily.map((d) => [day(d.start), d.orders.toLocaleString(locale), formatMoney(d.sales)]) }} />
        </details>
      </Card.Body>
    </Card.Root>
  );
}

function LatestOrders({ orders }: { orders: readonly AdminOrderRowFragment[] | undefined }) {
  const locale = useShopLocale();
  if (!orders) return <Skeleton h="40" />;
  if (orders.length === 0) return <Text color="fg.muted">No orders yet. They will be listed here as customers place them.</Text>;
  return (
    <OrderRowsTable
      label="Latest orders"
      orders={orders}
      columns={[
        { header: "Customer", cell: (order) => order.name },
        { header: "Total", numeric: true, cell: (order) => <Money amount={order.total} /> },
        statusColumn,
        {
          header: "Placed",
          cell: (order) => (
            <Text as="span" whiteSpace="nowrap">
              {formatDateTime(order.createdAt, locale)}
            </Text>
          ),
        },
      ]}
    />
  );
}
