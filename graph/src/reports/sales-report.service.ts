import { toMajor } from "@shop/common";
import type { DataSource } from "typeorm";
import { ProductStatus } from "../catalog/product.entity.js";
import { StockLevel } from "../catalog/product-query.js";
import type { ProductService } from "../catalog/product.service.js";
import { OrderStatus } from "../orders/order.entity.js";
import type { Settings } from "../settings/settings.entity.js";
import type { SettingsService } from "../settings/settings.service.js";
import { comparedAmount, comparedCount } from "./compare.js";
import { ReportPreset, addDays, localDateOf, startOfLocalDay, type LocalDate, type Period, type RangeRequest, type ResolvedRange } from "./report-range.js";
import { rangeOf } from "./report-range.inputs.js";
import { TRUNC_UNIT, bucketsOf } from "./sales-buckets.js";
import {
  type BucketTotals,
  type CustomerCounts,
  type ProductSalesRow,
  type StatusTotals,
  customerCounts,
  firstOrderDay,
  lineSales,
  totalsByBucket,
  totalsByStatus,
  zoneSales,
} from "./sales-figures.sql.js";
import type { DashboardSales, PeriodSales, ProductSales, SalesPoint, SalesReport, SalesSummary } from "./sales-report.types.js";

/** How many products each top list of the report shows. */
export const TOP_PRODUCTS = 10;
/** The most rows the top-products CSV holds. */
export const TOP_PRODUCTS_CSV_MAX_ROWS = 5_000;

/** The name of the bucket of sales whose product is gone or has no category. */
export const NO_CATEGORY = "No category";

interface PeriodFigures {
  revenueMinor: number;
  openMinor: number;
  salesMinor: number;
  orders: number;
  cancelled: number;
  averageMinor: number;
}

function figuresOf(totals: StatusTotals[]): PeriodFigures {
  let revenueMinor = 0;
  let openMinor = 0;
  let orders = 0;
  let cancelled = 0;
  for (const { status, orders: count, valueMinor } of totals) {
    if (status === OrderStatus.CANCELLED) {
      cancelled += count;
      continue;
    }
    orders += count;
    if (status === OrderStatus.DELIVERED) revenueMinor += valueMinor;
    else openMinor += valueMinor;
  }
  const salesMinor = revenueMinor + openMinor;
  return { revenueMinor, openMinor, salesMinor, orders, cancelled, averageMinor: orders ? Math.round(salesMinor / orders) : 0 };
}

function summaryOf(
  current: PeriodFigures,
  previous: PeriodFigures | null,
  customers: { current: CustomerCounts; previous: CustomerCounts | null },
): SalesSummary {
  const amount = (pick: (f: PeriodFigures) => number) => comparedAmount(pick(current), previous && pick(previous));
  const count = (pick: (f: PeriodFigures) => number) => comparedCount(pick(current), previous && pick(previous));
  const buyers = (pick: (c: CustomerCounts) => number) => comparedCount(pick(customers.current), customers.previous && pick(customers.previous));
  return {
    revenue: amount((f) => f.revenueMinor),
    openOrderValue: amount((f) => f.openMinor),
    sales: amount((f) => f.salesMinor),
    orders: count((f) => f.orders),
    cancelledOrders: count((f) => f.cancelled),
    averageOrderValue: amount((f) => f.averageMinor),
    customers: buyers((c) => c.customers),
    newCustomers: buyers((c) => c.newCustomers),
    returningCustomers: buyers((c) => c.customers - c.newCustomers),
  };
}

const EMPTY_BUCKET: BucketTotals = { orders: 0, salesMinor: 0, revenueMinor: 0 };

function salesPoint(start: LocalDate, totals: BucketTotals = EMPTY_BUCKET): SalesPoint {
  return { start, revenue: toMajor(totals.revenueMinor), sales: toMajor(totals.salesMinor), orders: totals.orders };
}

/**
 * The sales report and the dashboard's sales cards (docs/reports.md): every figure an SQL
 * aggregate over the orders of the period, computed on each request (decision 018).
 */
export class SalesReportService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
    private readonly products: ProductService,
  ) {}

  /** A client's range in the shop's time zone; BAD_USER_INPUT on `range.from`/`range.to` for bad custom days. */
  async resolve(request: RangeRequest, now: Date): Promise<{ range: ResolvedRange; settings: Settings }> {
    const settings = await this.settings.get();
    const firstDay = request.preset === ReportPreset.ALL ? await firstOrderDay(this.dataSource, settings.timeZone) : null;
    return { range: rangeOf(request, settings.timeZone, now, firstDay), settings };
  }

  async report(request: RangeRequest, now: Date): Promise<SalesReport> {
    const { range, settings } = await this.resolve(request, now);
    const { current, previous } = range;
    const db = this.dataSource;
    const [totals, customers, buckets, { products, categories }, zones] = await Promise.all([
      totalsByStatus(db, current, previous),
      customerCounts(db, current, previous),
      totalsByBucket(db, current.from, current.to, TRUNC_UNIT[range.granularity], range.timeZone),
      lineSales(db, current.from, current.to, TOP_PRODUCTS),
      zoneSales(db, current.from, current.to),
    ]);
    const productView = ({ productId, name, sku, image, units, salesMinor }: ProductSalesRow): ProductSales => ({
      productId,
      name,
      sku,
      image,
      units,
      sales: toMajor(salesMinor),
    });
    const byStatus = new Map(totals.current.map((row) => [row.status, row]));
    return {
      range,
      currency: settings.currency,
      summary: summaryOf(figuresOf(totals.current), previous && figuresOf(totals.previous), {
        current: customers.current,
        previous: previous ? customers.previous : null,
      }),
      granularity: range.granularity,
      overTime: bucketsOf(current, range.granularity).map(([key, start]) => salesPoint(start, buckets.get(key))),
      ordersByStatus: Object.values(OrderStatus).map((status) => ({
        status,
        orders: byStatus.get(status)?.orders ?? 0,
        value: toMajor(byStatus.get(status)?.valueMinor ?? 0),
      })),
      topProductsBySales: products.filter((row) => row.bySales <= TOP_PRODUCTS).map(productView),
      topProductsByUnits: products
        .filter((row) => row.byUnits <= TOP_PRODUCTS)
        .sort((a, b) => a.byUnits - b.byUnits)
        .map(productView),
      salesByCategory: categories.map(({ categoryId, name, units, salesMinor }) => ({
        categoryId,
        name: name ?? NO_CATEGORY,
        units,
        sales: toMajor(salesMinor),
      })),
      salesByZone: zones.map(({ zone, orders, salesMinor }) => ({ zone, orders, sales: toMajor(salesMinor) })),
    };
  }

  /** Every product with sales in the period, most sales first (at most `limit`), for the CSV. */
  async topProducts(period: Period, limit = TOP_PRODUCTS_CSV_MAX_ROWS) {
    const { products, totalSalesMinor, productCount } = await lineSales(this.dataSource, period.from, period.to, limit);
    return { rows: products.filter((row) => row.bySales <= limit), totalSalesMinor, productCount };
  }

  /**
   * Today against yesterday, the last 7 and 30 days against the ones before, and the last 30
   * days day by day: one query over the last 60 local days, added up here.
   */
  async dashboard(now: Date): Promise<DashboardSales> {
    const settings = await this.settings.get();
    const timeZone = settings.timeZone;
    const today = localDateOf(now, timeZone);
    const firstDay = addDays(today, -59);
    const [days, lowStock] = await Promise.all([
      totalsByBucket(this.dataSource, startOfLocalDay(firstDay, timeZone), startOfLocalDay(addDays(today, 1), timeZone), "day", timeZone),
      this.products.list({ status: ProductStatus.ACTIVE, stock: StockLevel.LOW_STOCK, take: 1 }),
    ]);
    /** Totals of the `count` days ending `endsDaysAgo` days before today. */
    const sum = (count: number, endsDaysAgo: number): BucketTotals => {
      const total = { ...EMPTY_BUCKET };
      for (let i = endsDaysAgo; i < endsDaysAgo + count; i++) {
        const day = days.get(addDays(today, -i));
        if (!day) continue;
        total.orders += day.orders;
        total.salesMinor += day.salesMinor;
        total.revenueMinor += day.revenueMinor;
      }
      return total;
    };
    const periodSales = (count: number): PeriodSales => {
      const current = sum(count, 0);
      const previous = sum(count, count);
      return {
        orders: comparedCount(current.orders, previous.orders),
        sales: comparedAmount(current.salesMinor, previous.salesMinor),
        revenue: comparedAmount(current.revenueMinor, previous.revenueMinor),
      };
    };
    return {
      currency: settings.currency,
      timeZone,
      today: periodSales(1),
      last7Days: periodSales(7),
      last30Days: periodSales(30),
      daily: Array.from({ length: 30 }, (_, i) => {
        const day = addDays(today, i - 29);
        return salesPoint(day, days.get(day));
      }),
      lowStockProducts: lowStock.totalItems,
      lowStockThreshold: settings.lowStockThreshold,
    };
  }
}
