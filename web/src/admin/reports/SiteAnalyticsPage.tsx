import { NetworkStatus } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { HStack, Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { serverFieldErrors } from "../../shared/errors/serverFieldErrors";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { useUrlView } from "../components/useUrlView";
import { type AdminSiteAnalyticsQuery, AdminSiteAnalyticsDocument } from "../gql/graphql";
import { editProductHref } from "../products/productColumns";
import { ChartFigure } from "./ChartFigure";
import { compare } from "./comparison";
import { PeriodText, RangeChooser } from "./RangeChooser";
import { bucketLabel, parseReportParams, reportRangeInput, serializeReportParams } from "./reportParams";
import { BarTable, OverTimeChart, ProductName } from "./salesCharts";
import { DEVICE_LABELS, FUNNEL_LABELS, formatRate, referrerLabel } from "./siteAnalyticsView";
import { StatCard } from "./StatCard";

type Report = AdminSiteAnalyticsQuery["siteAnalytics"];

/**
 * `/admin-dashboard/site-analytics`: the shop's own, cookieless analytics for a period (the
 * sales report's ranges, kept in the URL): visitors and page views against the period before,
 * over time, the top pages, products and referrers, devices, and the funnel from product view to order.
 */
/** The visits chart's areas. */
const VISITS_SERIES = [
  { name: "pageViews", label: "Page views", color: "blue.solid" },
  { name: "visitors", label: "Visitors", color: "green.solid" },
] as const;

export function SiteAnalyticsPage() {
  const { params, go } = useUrlView(parseReportParams, serializeReportParams);
  const range = reportRangeInput(params);
  const report = useQuery(AdminSiteAnalyticsDocument, {
    variables: { range: range ?? { preset: "WEEK" } },
    skip: !range,
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const shown = report.error ? undefined : (report.data ?? report.previousData)?.siteAnalytics;
  const rangeErrors = serverFieldErrors(report.error, ["from", "to"] as const);
  const busy = report.loading && report.networkStatus !== NetworkStatus.poll;

  let content;
  if (!range) {
    content = <EmptyNotice frame="dashed" titleAs="h2" title="Choose the days" description="Enter the first and the last day, then show the figures." />;
  } else if (report.error) {
    content = rangeErrors.from || rangeErrors.to ? null : <QueryLoadError error={report.error} fallback="Failed to load the site analytics" refetch={report.refetch} networkStatus={report.networkStatus} />;
  } else {
    content = <AnalyticsBody report={shown} />;
  }

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          Site analytics
        </Heading>
        <Text color="fg.muted">Visits to the storefront, counted without cookies or personal data; visitors who opted out and bots are not counted.</Text>
      </Stack>
      <RangeChooser params={params} onChange={(next) => go(() => next)} serverErrors={rangeErrors} />
      <Text role="status" aria-live="polite" color="fg.muted" textStyle="sm" aria-busy={busy}>
        {shown ? <PeriodText range={shown.range} /> : range && !report.error ? "Loading the figures…" : ""}
      </Text>
      {content}
    </Stack>
  );
}

const AGAINST: Record<string, string> = { WEEK: "previous 7 days", MONTH: "previous 30 days", YEAR: "previous 365 days" };

function AnalyticsBody({ report }: { report: Report | undefined }) {
  const locale = useShopLocale();
  const count = (value: number) => value.toLocaleString(locale);
  const against = report ? (AGAINST[report.range.preset] ?? `previous ${count(report.range.current.days)} days`) : "";
  const cards = (
    <SimpleGrid as="ul" columns={{ base: 1, sm: 2, xl: 3 }} gap="4" aria-label="Summary">
      <StatCard label="Visitors" value={report && count(report.visitors.current)} comparison={report && compare(report.visitors, against, locale)} detail="Counted per day" />
      <StatCard label="Page views" value={report && count(report.pageViews.current)} comparison={report && compare(report.pageViews, against, locale)} />
      <StatCard label="Visitors who ordered" value={report && formatRate(report.overallConversion, locale)} detail="Of the visitors who viewed a product" />
    </SimpleGrid>
  );
  if (!report) return cards;
  if (report.visitors.current === 0) {
    return (
      <Stack gap="6">
        {cards}
        <EmptyNotice frame="dashed" titleAs="h2" title="No visits recorded in this period" description="Storefront visits will be counted here. Choose a longer period to see earlier ones." />
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      {cards}
      <Figures report={report} count={count} />
    </Stack>
  );
}

function Figures({ report, count }: { report: Report; count: (value: number) => string }) {
  const locale = useShopLocale();
  const points = report.overTime.map((point) => ({ label: bucketLabel(point.start, report.granularity, locale), visitors: point.visitors, pageViews: point.pageViews }));
  const unit = { DAY: "day", WEEK: "week", MONTH: "month" }[report.granularity];
  const busiest = points.reduce<(typeof points)[number] | null>((top, point) => (top && top.visitors >= point.visitors ? top : point), null);
  const counted = (value: number, noun: string) => `${count(value)} ${noun}${value === 1 ? "" : "s"}`;
  const steps = report.funnel.map((step) => ({ ...step, label: FUNNEL_LABELS[step.step] }));

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      <Stack gridColumn={{ lg: "span 2" }} minW="0">
        <ChartFigure
          title={`Visitors and page views, by ${unit}`}
          summary={`${counted(report.visitors.current, "visitor")} and ${counted(report.pageViews.current, "page view")} over ${counted(points.length, unit)}${busiest && busiest.visitors > 0 ? `; the busiest ${unit} was ${busiest.label} with ${counted(busiest.visitors, "visitor")}` : ""}.`}
          table={{ columns: [unit[0]!.toUpperCase() + unit.slice(1), "Visitors", "Page views"], rows: points.map((p) => [p.label, count(p.visitors), count(p.pageViews)]) }}
        >
          <OverTimeChart points={points} series={VISITS_SERIES} />
        </ChartFigure>
      </Stack>
      <Panel title="Funnel" wide>
        <BarTable
          caption="Funnel: product view to order"
          columns={["Step", "Visitors", "Conversion"]}
          rows={steps.map((step) => ({ key: step.step, name: step.label, value: step.visitors, cells: [count(step.visitors), formatRate(step.conversion, locale)] }))}
        />
        <Text textStyle="sm" color="fg.muted">
          {`Each step counts the day's visitors who also did the steps before it; its conversion is from the step before. ${formatRate(report.overallConversion, locale)} of the visitors who viewed a product placed an order.`}
        </Text>
      </Panel>
      <Panel title="Top pages" empty={report.topPages.length ? undefined : "No page views."}>
        <BarTable
          caption="Top pages"
          columns={["Page", "Views", "Visitors"]}
          rows={report.topPages.map((page) => ({ key: page.path, name: page.path, value: page.views, cells: [count(page.views), count(page.visitors)] }))}
        />
      </Panel>
      <Panel title="Top products viewed" empty={report.topProducts.length ? undefined : "No product views."}>
        <BarTable
          caption="Top products viewed"
          columns={["Product", "Views", "Visitors"]}
          rows={report.topProducts.map((product) => ({
            key: product.productId,
            name: <ProductName id={product.productId} name={product.name} href={editProductHref} />,
            value: product.views,
            cells: [count(product.views), count(product.visitors)],
          }))}
        />
      </Panel>
      <Panel title="Referrers" empty={report.referrers.length ? undefined : "No visitors."}>
        <BarTable
          caption="Referrers"
          columns={["Source", "Visitors"]}
          rows={report.referrers.map((referrer) => ({ key: referrer.host ?? "", name: referrerLabel(referrer.host), value: referrer.visitors, cells: [count(referrer.visitors)] }))}
        />
      </Panel>
      <Panel title="Devices">
        <BarTable
          caption="Devices"
          columns={["Device", "Visitors", "Page views"]}
          rows={report.devices.map((row) => ({ key: row.device, name: DEVICE_LABELS[row.device], value: row.visitors, cells: [count(row.visitors), count(row.pageViews)] }))}
        />
      </Panel>
    </SimpleGrid>
  );
}

function Panel({ title, empty, wide = false, children }: { title: string; empty?: string; wide?: boolean; children: ReactNode }) {
  return (
    <Stack as="section" aria-label={title} gap="3" borderWidth="1px" rounded="l3" p={{ base: 3, md: 5 }} bg="bg" minW="0" gridColumn={wide ? { lg: "span 2" } : undefined}>
      <HStack>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </HStack>
      {empty ? <Text color="fg.muted">{empty}</Text> : children}
    </Stack>
  );
}

