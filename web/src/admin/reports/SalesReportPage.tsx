import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Button, HStack, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import toast from "react-hot-toast";
import { statusLabel, statusPalette } from "../../orders";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { serverFieldErrors } from "../../shared/errors/serverFieldErrors";
import { useMoney } from "../../shared/money/useMoney";
import { downloadCsv } from "../components/downloadCsv";
import { useUrlView } from "../components/useUrlView";
import { type AdminSalesReportQuery, AdminSalesReportDocument, type ProductSalesFieldsFragment, type ReportRangeInput } from "../gql/graphql";
import { exportedRows } from "../orders/exportOrdersCsv";
import { editProductHref } from "../products/productColumns";
import { ChartFigure } from "./ChartFigure";
import { compare } from "./comparison";
import { PeriodText, RangeChooser } from "./RangeChooser";
import { bucketLabel, exportRangeParams, parseReportParams, reportRangeInput, serializeReportParams } from "./reportParams";
import { BarTable, OrdersByStatusChart, OverTimeChart, ProductName } from "./salesCharts";
import { StatCard } from "./StatCard";

type Report = AdminSalesReportQuery["salesReport"];

/** The sales report's CSV files (docs/api.md#reports): the range as query parameters, the admin's token. */
export const SALES_CSV_URLS = {
  orders: "/api/admin/reports/sales/orders.csv",
  topProducts: "/api/admin/reports/sales/top-products.csv",
} as const;

/**
 * `/admin-dashboard/sales-report`: one period's sales in the shop's time zone against the period
 * just before (week, month, year, all time or custom days, kept in the URL), the headline
 * figures, charts with a table alternative, and the CSV exports of its orders and top products.
 */
export function SalesReportPage() {
  const { params, go } = useUrlView(parseReportParams, serializeReportParams);
  const range = reportRangeInput(params);
  const report = useQuery(AdminSalesReportDocument, {
    variables: { range: range ?? { preset: "WEEK" } },
    skip: !range,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const shown = report.error ? undefined : (report.data ?? report.previousData)?.salesReport;
  const rangeErrors = serverFieldErrors(report.error, ["from", "to"] as const);
  const busy = report.loading && report.networkStatus !== NetworkStatus.poll;

  let content;
  if (!range) {
    content = <EmptyNotice frame="dashed" titleAs="h2" title="Choose the days" description="Enter the first and the last day of the report, then show it." />;
  } else if (report.error) {
    content = rangeErrors.from || rangeErrors.to ? null : <QueryLoadError error={report.error} fallback="Failed to load the sales report" refetch={report.refetch} networkStatus={report.networkStatus} />;
  } else {
    content = <ReportBody report={shown} />;
  }

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
            Sales report
          </Heading>
          <Text color="fg.muted">Orders placed in a period, against the period of the same length just before.</Text>
        </Stack>
        {range ? <ExportButtons range={range} disabled={!shown} /> : null}
      </HStack>
      <RangeChooser params={params} onChange={(next) => go(() => next)} serverErrors={rangeErrors} />
      <Text role="status" aria-live="polite" color="fg.muted" textStyle="sm" aria-busy={busy}>
        {shown ? <PeriodText range={shown.range} /> : range && !report.error ? "Loading the report…" : ""}
      </Text>
      {content}
    </Stack>
  );
}

function ExportButtons({ range, disabled }: { range: ReportRangeInput; disabled: boolean }) {
  const [exporting, setExporting] = useState<"orders" | "topProducts" | null>(null);
  const query = exportRangeParams(range).toString();
  const exportOrders = () => {
    setExporting("orders");
    downloadCsv(`${SALES_CSV_URLS.orders}?${query}`, "the orders", "sales-orders.csv")
      .then(({ headers }) => {
        const { matched, rows } = exportedRows(headers);
        toast.success(rows < matched ? `Exported the first ${rows} of ${matched} orders` : `Exported ${rows} ${rows === 1 ? "order" : "orders"}`);
      })
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : "Failed to export the orders"))
      .finally(() => setExporting(null));
  };
  const exportTopProducts = () => {
    setExporting("topProducts");
    downloadCsv(`${SALES_CSV_URLS.topProducts}?${query}`, "the top products", "top-products.csv")
      .then(() => toast.success("Exported the top products"))
      .catch((error: unknown) => toast.error(error instanceof Error ? error.message : "Failed to export the top products"))
      .finally(() => setExporting(null));
  };
  return (
    <HStack gap="2" wrap="wrap">
      <Button size="sm" variant="outline" loading={exporting === "orders"} loadingText="Exporting…" disabled={disabled || exporting !== null} onClick={exportOrders}>
        Export orders
      </Button>
      <Button size="sm" variant="outline" loading={exporting === "topProducts"} loadingText="Exporting…" disabled={disabled || exporting !== null} onClick={exportTopProducts}>
        Export top products
      </Button>
    </HStack>
  );
}

/** The sales chart's areas: sales, and the delivered part of them. */
const SALES_SERIES = [
  { name: "sales", label: "Sales", color: "blue.solid" },
  { name: "revenue", label: "Revenue (delivered)", color: "green.solid" },
] as const;

const AGAINST: Record<string, string> = { WEEK: "previous 7 days", MONTH: "previous 30 days", YEAR: "previous 365 days" };

function ReportBody({ report }: { report: Report | undefined }) {
  const { format: formatMoney, locale } = useMoney();
  const count = (value: number) => value.toLocaleString(locale);
  const s = report?.summary;
  const against = report ? (AGAINST[report.range.preset] ?? `previous ${count(report.range.current.days)} days`) : "";
  const cmp = (figure: { current: number; previous?: number | null; change?: number | null }) =>
    compare({ current: figure.current, previous: figure.previous ?? null, change: figure.change ?? null }, against, locale);

  const cards = (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, xl: 3 }} gap="4" aria-label="Summary">
      <StatCard label="Revenue (delivered)" value={s && formatMoney(s.revenue.current)} comparison={s && cmp(s.revenue)} />
      <StatCard label="Open order value" value={s && formatMoney(s.openOrderValue.current)} comparison={s && cmp(s.openOrderValue)} detail="Orders neither delivered nor cancelled" />
      <StatCard label="Sales" value={s && formatMoney(s.sales.current)} comparison={s && cmp(s.sales)} detail="Every order but the cancelled" />
      <StatCard
        label="Orders"
        value={s && count(s.orders.current)}
        comparison={s && cmp(s.orders)}
        detail={s && s.cancelledOrders.current > 0 ? `${count(s.cancelledOrders.current)} cancelled, not counted` : undefined}
      />
      <StatCard label="Average order value" value={s && formatMoney(s.averageOrderValue.current)} comparison={s && cmp(s.averageOrderValue)} />
      <StatCard
        label="Customers"
        value={s && count(s.customers.current)}
        comparison={s && cmp(s.customers)}
        detail={s && `${count(s.newCustomers.current)} new, ${count(s.returningCustomers.current)} returning`}
      />
    </SimpleGrid>
  );

  if (!report) return cards;
  const empty = report.summary.orders.current === 0 && report.summary.cancelledOrders.current === 0;
  return (
    <Stack gap="6">
      {cards}
      {empty ? (
        <EmptyNotice frame="dashed" titleAs="h2" title="No orders in this period" description="Orders placed in these days will be counted here. Choose a longer period to see earlier ones." />
      ) : (
        <Charts report={report} count={count} />
      )}
    </Stack>
  );
}

function Charts({ report, count }: { report: Report; count: (value: number) => string }) {
  const { format: formatMoney, locale } = useMoney();
  const points = report.overTime.map((point) => ({ label: bucketLabel(point.start, report.granularity, locale), sales: point.sales, revenue: point.revenue, orders: point.orders }));
  const unit = { DAY: "day", WEEK: "week", MONTH: "month" }[report.granularity];
  const best = points.reduce<(typeof points)[number] | null>((top, point) => (top && top.sales >= point.sales ? top : point), null);
  const statuses = report.ordersByStatus.map((row) => ({ label: statusLabel(row.status), orders: row.orders, value: row.value, color: `${statusPalette(row.status)}.solid` }));
  const productRows = (products: readonly ProductSalesFieldsFragment[], by: "sales" | "units") =>
    products.map((product, index) => ({
      key: `${product.productId ?? product.name}-${String(index)}`,
      name: <ProductName id={product.productId} name={product.name} href={editProductHref} />,
      value: by === "sales" ? product.sales : product.units,
      cells: [count(product.units), formatMoney(product.sales)],
    }));

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Stack gridColumn={{ lg: "span 2" }} minW="0">
        <ChartFigure
          title={`Sales over time, by ${unit}`}
          summary={`${formatMoney(report.summary.sales.current)} in sales over ${count(points.length)} ${unit}s${best && best.sales > 0 ? `; the best ${unit} was ${best.label} with ${formatMoney(best.sales)}` : ""}.`}
          table={{ columns: [unit[0]!.toUpperCase() + unit.slice(1), "Orders", "Sales", "Revenue (delivered)"], rows: points.map((p) => [p.label, count(p.orders), formatMoney(p.sales), formatMoney(p.revenue)]) }}
        >
          <OverTimeChart points={points} series={SALES_SERIES} format={formatMoney} />
        </ChartFigure>
      </Stack>
      <ChartFigure
        title="Orders by status"
        summary={statuses.map((row) => `${row.label} ${count(row.orders)}`).join(", ")}
        table={{ columns: ["Status", "Orders", "Value"], rows: statuses.map((row) => [row.label, count(row.orders), formatMoney(row.value)]) }}
      >
        <OrdersByStatusChart bars={statuses} />
      </ChartFigure>
      <Ranking title="Sales by delivery zone" empty={report.salesByZone.length ? undefined : "No delivery zones."}>
        <BarTable
          caption="Sales by delivery zone"
          columns={["Zone", "Orders", "Sales"]}
          rows={report.salesByZone.map((zone) => ({ key: zone.zone, name: zone.zone, value: zone.sales, cells: [count(zone.orders), formatMoney(zone.sales)] }))}
        />
      </Ranking>
      <Ranking title="Top 10 products by sales" empty={report.topProductsBySales.length ? undefined : "No products sold."}>
        <BarTable caption="Top 10 products by sales" columns={["Product", "Units", "Sales"]} rows={productRows(report.topProductsBySales, "sales")} />
      </Ranking>
      <Ranking title="Top 10 products by units" empty={report.topProductsByUnits.length ? undefined : "No products sold."}>
        <BarTable caption="Top 10 products by units" columns={["Product", "Units", "Sales"]} rows={productRows(report.topProductsByUnits, "units")} />
      </Ranking>
      <Ranking title="Sales by category" empty={report.salesByCategory.length ? undefined : "No category sales."}>
        <BarTable
          caption="Sales by category"
          columns={["Category", "Units", "Sales"]}
          rows={report.salesByCategory.map((category, index) => ({
            key: `${category.categoryId ?? "none"}-${String(index)}`,
            name: category.name,
            value: category.sales,
            cells: [count(category.units), formatMoney(category.sales)],
          }))}
        />
      </Ranking>
    </SimpleGrid>
  );
}

function Ranking({ title, empty, children }: { title: string; empty?: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" borderWidth="1px" rounded="l3" p={{ base: 3, md: 5 }} bg="bg" minW="0">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {empty ? <Text color="fg.muted">{empty}</Text> : children}
    </Stack>
  );
}
