/**
 * The reports' charts (Chakra's charts on recharts). Only admin pages import this module, so
 * recharts loads with them and never with the storefront.
 */
import { Chart, useChart } from "@chakra-ui/charts";
import { Box, Link, Table, Text } from "@chakra-ui/react";
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, Legend, Tooltip, XAxis, YAxis } from "recharts";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

/** Charts fill their Chart.Root, which sets the height (recharts' `responsive` sizes by CSS). */
export const FILL = { width: "100%", height: "100%" } as const;

type ChartOf<P> = ReturnType<typeof useChart<P>>;

/** One area per series: the over-time charts' and the sparkline's. */
function seriesAreas<P>(chart: ChartOf<P>, fillOpacity: number) {
  return chart.series.map((item) => (
    <Area
      key={String(item.name)}
      type="monotone"
      isAnimationActive={false}
      dataKey={String(chart.key(item.name))}
      fill={chart.color(item.color)}
      fillOpacity={fillOpacity}
      stroke={chart.color(item.color)}
      strokeWidth={2}
    />
  ));
}

export interface OverTimeSeries<P> {
  name: keyof P & string;
  label: string;
  /** A Chakra colour token ("blue.solid"). */
  color: string;
}

/**
 * Figures per time bucket as areas (the sales report's sales and revenue, site analytics' visitors
 * and page views). With `format` the axis and tooltip show amounts (money); without, whole counts.
 */
export function OverTimeChart<P extends { label: string }>({
  points,
  series,
  format,
}: {
  points: readonly P[];
  series: readonly OverTimeSeries<P>[];
  format?: (amount: number) => string;
}) {
  const chart = useChart<P>({ data: [...points], series: [...series] });
  const formatter = format && ((value: number) => format(value));
  return (
    <Chart.Root h="72" chart={chart}>
      <AreaChart data={chart.data} margin={{ left: 8, right: 8 }} responsive style={FILL}>
        <CartesianGrid stroke={chart.color("border.muted")} vertical={false} />
        <XAxis dataKey={chart.key("label")} axisLine={false} tickLine={false} minTickGap={16} />
        {formatter ? (
          <YAxis axisLine={false} tickLine={false} width={72} tickFormatter={formatter} />
        ) : (
          <YAxis axisLine={false} tickLine={false} allowDecimals={false} width={48} />
        )}
        <Tooltip cursor={false} animationDuration={100} content={<Chart.Tooltip formatter={formatter} />} />
        <Legend content={<Chart.Legend />} />
        {seriesAreas(chart, 0.15)}
      </AreaChart>
    </Chart.Root>
  );
}

export interface StatusBar {
  label: string;
  orders: number;
  /** A Chakra colour token ("orange.solid"). */
  color: string;
}

/** Orders per status, one bar each, in the status machine's order. */
export function OrdersByStatusChart({ bars }: { bars: readonly StatusBar[] }) {
  const chart = useChart({ data: [...bars], series: [{ name: "orders", label: "Orders", color: "blue.solid" }] });
  return (
    <Chart.Root h="64" chart={chart}>
      <BarChart data={chart.data} margin={{ left: 8, right: 8 }} responsive style={FILL}>
        <CartesianGrid stroke={chart.color("border.muted")} vertical={false} />
        <XAxis dataKey={chart.key("label")} axisLine={false} tickLine={false} />
        <YAxis axisLine={false} tickLine={false} allowDecimals={false} width={40} />
        <Tooltip cursor={{ fill: chart.color("bg.muted") }} animationDuration={100} content={<Chart.Tooltip />} />
        <Bar isAnimationActive={false} dataKey={chart.key("orders")} radius={4}>
          {chart.data.map((bar) => (
            <Cell key={bar.label} fill={chart.color(bar.color)} />
          ))}
        </Bar>
      </BarChart>
    </Chart.Root>
  );
}

/** The dashboard's 30-day line: small, no axes; the card around it gives the words. */
export function Sparkline({ values, color = "blue.solid" }: { values: readonly number[]; color?: string }) {
  const chart = useChart({ data: values.map((value, index) => ({ index, value })), series: [{ name: "value", color }] });
  return (
    <Chart.Root h="16" w="full" chart={chart}>
      <AreaChart data={chart.data} margin={{ top: 4, bottom: 4, left: 0, right: 0 }} responsive style={FILL}>
        {seriesAreas(chart, 0.2)}
      </AreaChart>
    </Chart.Root>
  );
}

export interface BarRow {
  key: string;
  name: ReactNode;
  /** The figure the bar measures. */
  value: number;
  /** Formatted cells after the name, in `columns` order (the bar's own figure among them). */
  cells: readonly string[];
}

/**
 * A ranking as a table with a bar in each row (top products, categories, zones): a table is
 * already readable without the picture, so it needs no text alternative of its own.
 */
export function BarTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: readonly BarRow[] }) {
  const max = Math.max(0, ...rows.map((row) => row.value));
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={caption}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{columns[0]}</Table.ColumnHeader>
            {columns.slice(1).map((heading) => (
              <Table.ColumnHeader key={heading} textAlign="end">
                {heading}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell as="th" scope="row" fontWeight="normal" minW="40">
                <Text lineClamp={2}>{row.name}</Text>
                <Box aria-hidden="true" mt="1" h="1.5" rounded="full" bg="blue.solid" w={`${String(max ? Math.max(2, (row.value / max) * 100) : 0)}%`} />
              </Table.Cell>
              {row.cells.map((cell, index) => (
                <Table.Cell key={index} textAlign="end" whiteSpace="nowrap">
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A product's name, linking to its edit page while the product still exists. */
export function ProductName({ id, name, href }: { id: string | null; name: string; href: (id: string) => string }) {
  return id ? (
    <Link asChild colorPalette="blue">
      <RouterLink to={href(id)}>{name}</RouterLink>
    </Link>
  ) : (
    <>{name}</>
  );
}
