import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { OrderStatus } from "../orders/order.entity.js";
import { ReportGranularity } from "./report-range.js";
import { ReportRangeView } from "./report-range.inputs.js";

/*
 * The sales report's answer (docs/reports.md). Money is in major units, as everywhere in the API.
 * Definitions, one place:
 * - revenue: the totals of DELIVERED orders placed in the period;
 * - open order value: the totals of orders placed in the period that are neither CANCELLED nor DELIVERED;
 * - sales: revenue + open order value (every order placed in the period but the cancelled);
 * - orders: orders placed in the period, not CANCELLED;
 * - average order value: sales ÷ orders;
 * - customers: distinct buyers among those orders, as the Customers screen counts people (an
 *   account, else a guest by phone: customer-stats.ts); new: whose first such order ever is in
 *   the period; returning: the rest.
 */

@ObjectType({ description: "An amount (major units) in the period and in the previous one." })
export class ComparedAmount {
  @Field(() => Float)
  current: number;

  @Field(() => Float, { nullable: true, description: "Null when there is no previous period (ALL)." })
  previous: number | null;

  @Field(() => Float, { nullable: true, description: "(current − previous) ÷ previous, e.g. 0.25 for +25 %; null when previous is 0 or null." })
  change: number | null;
}

@ObjectType({ description: "A count in the period and in the previous one." })
export class ComparedCount {
  @Field(() => Int)
  current: number;

  @Field(() => Int, { nullable: true, description: "Null when there is no previous period (ALL)." })
  previous: number | null;

  @Field(() => Float, { nullable: true, description: "(current − previous) ÷ previous; null when previous is 0 or null." })
  change: number | null;
}

@ObjectType({ description: "The period's headline figures, each against the previous period." })
export class SalesSummary {
  @Field(() => ComparedAmount, { description: "Totals of DELIVERED orders placed in the period." })
  revenue: ComparedAmount;

  @Field(() => ComparedAmount, { description: "Totals of orders placed in the period that are neither CANCELLED nor DELIVERED." })
  openOrderValue: ComparedAmount;

  @Field(() => ComparedAmount, { description: "Revenue plus open order value: every order placed in the period but the cancelled." })
  sales: ComparedAmount;

  @Field(() => ComparedCount, { description: "Orders placed in the period, not CANCELLED." })
  orders: ComparedCount;

  @Field(() => ComparedCount, { description: "CANCELLED orders placed in the period." })
  cancelledOrders: ComparedCount;

  @Field(() => ComparedAmount, { description: "Sales ÷ orders (0 without orders)." })
  averageOrderValue: ComparedAmount;

  @Field(() => ComparedCount, { description: "Distinct buyers: an account, or a guest's email, else phone." })
  customers: ComparedCount;

  @Field(() => ComparedCount, { description: "Buyers whose first order (not cancelled) is in the period." })
  newCustomers: ComparedCount;

  @Field(() => ComparedCount, { description: "Buyers who had ordered before the period." })
  returningCustomers: ComparedCount;
}

@ObjectType({ description: "One bucket of the revenue chart: a day, a week (from Monday) or a month." })
export class SalesPoint {
  @Field(() => String, { description: "The bucket's first day, YYYY-MM-DD in the shop's time zone." })
  start: string;

  @Field(() => Float, { description: "Revenue: DELIVERED orders placed in the bucket." })
  revenue: number;

  @Field(() => Float, { description: "Sales: orders placed in the bucket, not CANCELLED." })
  sales: number;

  @Field(() => Int, { description: "Orders placed in the bucket, not CANCELLED." })
  orders: number;
}

@ObjectType({ description: "Orders placed in the period in one status, and their value." })
export class StatusCount {
  @Field(() => OrderStatus)
  status: OrderStatus;

  @Field(() => Int)
  orders: number;

  @Field(() => Float, { description: "Their totals, major units." })
  value: number;
}

@ObjectType({ description: "A product's sales in the period (orders not CANCELLED)." })
export class ProductSales {
  @Field(() => ID, { nullable: true, description: "Null for lines whose product no longer exists." })
  productId: string | null;

  @Field(() => String, { description: "The product's current name, or the name on the order line." })
  name: string;

  @Field(() => String, { nullable: true })
  sku: string | null;

  @Field(() => String, { nullable: true })
  image: string | null;

  @Field(() => Int)
  units: number;

  @Field(() => Float, { description: "The lines' totals (after discount, before shipping), major units." })
  sales: number;
}

@ObjectType({ description: "A category's sales in the period (orders not CANCELLED), by its products' current category." })
export class CategorySales {
  @Field(() => ID, { nullable: true, description: "Null for products that are gone or have no category." })
  categoryId: string | null;

  @Field(() => String)
  name: string;

  @Field(() => Int)
  units: number;

  @Field(() => Float)
  sales: number;
}

@ObjectType({ description: "A delivery zone's orders in the period (not CANCELLED)." })
export class ZoneSales {
  @Field(() => String)
  zone: string;

  @Field(() => Int)
  orders: number;

  @Field(() => Float, { description: "The orders' totals, shipping included." })
  sales: number;
}

@ObjectType({ description: "The sales report for a period (admin)." })
export class SalesReport {
  @Field(() => ReportRangeView)
  range: ReportRangeView;

  @Field(() => String, { description: "The shop's currency: every amount here is in it." })
  currency: string;

  @Field(() => SalesSummary)
  summary: SalesSummary;

  @Field(() => ReportGranularity)
  granularity: ReportGranularity;

  @Field(() => [SalesPoint], { description: "Every bucket of the period in order, empty ones included." })
  overTime: SalesPoint[];

  @Field(() => [StatusCount], { description: "Every status, in the status machine's order, zero ones included (cancelled too)." })
  ordersByStatus: StatusCount[];

  @Field(() => [ProductSales], { description: "The 10 products with the most sales value." })
  topProductsBySales: ProductSales[];

  @Field(() => [ProductSales], { description: "The 10 products with the most units sold." })
  topProductsByUnits: ProductSales[];

  @Field(() => [CategorySales], { description: "Every category with sales, most first." })
  salesByCategory: CategorySales[];

  @Field(() => [ZoneSales], { description: "Every delivery zone with orders, most sales first." })
  salesByZone: ZoneSales[];
}

@ObjectType({ description: "Orders, sales and revenue placed in a period, against the period just before." })
export class PeriodSales {
  @Field(() => ComparedCount)
  orders: ComparedCount;

  @Field(() => ComparedAmount)
  sales: ComparedAmount;

  @Field(() => ComparedAmount)
  revenue: ComparedAmount;
}

@ObjectType({ description: "The dashboard's sales cards (admin): today against yesterday, the last 7 and 30 days against the ones before." })
export class DashboardSales {
  @Field(() => String)
  currency: string;

  @Field(() => String, { description: "The shop's time zone the days are counted in." })
  timeZone: string;

  @Field(() => PeriodSales)
  today: PeriodSales;

  @Field(() => PeriodSales)
  last7Days: PeriodSales;

  @Field(() => PeriodSales)
  last30Days: PeriodSales;

  @Field(() => [SalesPoint], { description: "The last 30 days, day by day: the sparkline." })
  daily: SalesPoint[];

  @Field(() => Int, { description: "Active products with stock above 0 and at most the low-stock level." })
  lowStockProducts: number;

  @Field(() => Int, { description: "The low-stock level from the settings." })
  lowStockThreshold: number;
}
