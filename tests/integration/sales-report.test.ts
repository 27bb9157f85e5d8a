import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditEntry } from "../../graph/src/audit/audit-entry.entity.js";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { User } from "../../graph/src/customers/user.entity.js";
import { OrderStatus } from "../../graph/src/orders/order.entity.js";
import { ReportGranularity, ReportPreset } from "../../graph/src/reports/report-range.js";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type GraphQLBody, type TestShop } from "../support/shop.js";

const [adminAccount, shopperAccount] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0], (typeof DEMO_ACCOUNTS)[0]];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Noon in Dhaka (UTC+6) on 15 March 2026: WEEK is 9–15 March against 2–8 March. */
const NOW = new Date("2026-03-15T06:00:00Z");
const PATH_TO: Record<OrderStatus, OrderStatus[]> = {
  PENDING: [],
  PROCESSING: [OrderStatus.PROCESSING],
  SHIPPED: [OrderStatus.PROCESSING, OrderStatus.SHIPPED],
  DELIVERED: [OrderStatus.PROCESSING, OrderStatus.SHIPPED, OrderStatus.DELIVERED],
  CANCELLED: [OrderStatus.CANCELLED],
};
const PANJABI = 'পাঞ্জাবি, "লাল"';

const REPORT = `query($range: ReportRangeInput!) { salesReport(range: $range) {
  range { preset timeZone current { firstDay lastDay days } previous { firstDay lastDay } granularity }
  currency summary { revenue { current previous change } orders { current previous change } customers { current } }
  overTime { start revenue sales orders } ordersByStatus { status orders value }
  topProductsBySales { productId name units sales } salesByZone { zone orders sales }
} }`;
const DASHBOARD = `{ dashboardSales { currency timeZone today { orders { current } } daily { start } lowStockProducts lowStockThreshold } }`;
const LOW_STOCK_COUNT = `{ products(filter: { status: ACTIVE, stock: LOW_STOCK }) { totalItems } }`;

describe.skipIf(skipDatabaseTests)(`the sales report (${testDatabaseKind})`, () => {
  let auth: TestAuth;
  let shop: TestShop;
  let admin: { idToken: string; uid: string };
  let shopper: { idToken: string; uid: string };
  const product: Record<"panjabi" | "shirt" | "cap", string> = { panjabi: "", shirt: "", cap: "" };
  const category: Record<"kids" | "men", string> = { kids: "", men: "" };
  const orderNumbers: Record<string, number> = {};

  beforeAll(async () => {
    auth = await startTestAuth();
    shop = await startTestShop({
      seed: true,
      env: {
        USE_AUTH_EMULATOR: "true",
        FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host,
        ADMIN_EMAILS: adminAccount.email,
        ORDER_LIMIT_PER_ADDRESS: "0",
        ORDER_LIMIT_PER_CONTACT: "0",
        ORDER_UNITS_PER_ADDRESS: "0",
        ORDER_UNITS_PER_CONTACT: "0",
      },
    });
    admin = await auth.signIn(adminAccount.email, adminAccount.password);
    shopper = await auth.signIn(shopperAccount.email, shopperAccount.password);
    await shop.graphql("{ me { uid } }", undefined, bearer(admin.idToken));
    await shop.graphql("{ me { uid } }", undefined, bearer(shopper.idToken));
    const users = shop.database.dataSource.getRepository(User);
    const adminUser = await users.findOneByOrFail({ uid: admin.uid });
    const shopperUser = await users.findOneByOrFail({ uid: shopper.uid });
    await shop.services.settings.update({ timeZone: "Asia/Dhaka", freeShippingThresholdMinor: null });

    category.kids = (await shop.services.categories.findBySlugOrName("kids"))!.id;
    category.men = (await shop.services.categories.findBySlugOrName("men fashion"))!.id;
    const create = async (name: string, sku: string, priceMinor: number, categoryId: string) =>
      (await shop.services.products.create({ name, priceMinor, categoryId, sku, stock: 1_000, status: ProductStatus.ACTIVE })).id;
    product.panjabi = await create(PANJABI, "REPORT-PANJABI", 100_000, category.kids);
    product.shirt = await create("Report Shirt", "REPORT-SHIRT", 50_000, category.men);
    product.cap = await create("Report Cap", "REPORT-CAP", 20_000, category.kids);

    /** Place an order through the service, walk it to `status` as the admin, and date it. */
    async function order(
      key: string,
      at: string,
      status: OrderStatus,
      lines: [keyof typeof product, number][],
      who: { user?: User; name?: string; email?: string | null; phone?: string; district?: string },
    ) {
      const { order: placed } = await shop.services.orders.place(
        {
          lines: lines.map(([p, quantity]) => ({ productId: product[p], quantity })),
          name: who.name ?? "Report Buyer",
          phone: who.phone ?? "01711-000000",
          email: who.email ?? null,
          district: who.district ?? "Dhaka",
          address: "House 5, Road 2",
        },
        who.user ?? null,
        { requireEmail: false, clientIp: "10.0.0.1" },
      );
      for (const step of PATH_TO[status]) await shop.services.orders.changeStatus(placed.id, step, { user: adminUser });
      await shop.database.dataSource.query(`UPDATE "shop_order" SET "createdAt" = $1 WHERE "id" = $2`, [at, placed.id]);
      orderNumbers[key] = placed.number;
      return placed;
    }
    // One guest, their phone written three ways (decision 062: a guest is a phone, by phoneKey).
    const g1 = { email: "g1@example.com", phone: "01611-000000" };
    const totals = [
      // The current week, 9–15 March.
      await order("A", "2026-03-10T04:00:00Z", OrderStatus.DELIVERED, [["panjabi", 2]], { user: shopperUser, name: "Shopper One" }),
      await order("B", "2026-03-12T04:00:00Z", OrderStatus.PENDING, [["shirt", 1]], { ...g1, name: "=SUM(1,2)", district: "Chattogram" }),
      await order("C", "2026-03-14T08:00:00Z", OrderStatus.SHIPPED, [["panjabi", 1]], { ...g1, phone: "+880 1611 000000", name: PANJABI }),
      await order("D", "2026-03-13T04:00:00Z", OrderStatus.CANCELLED, [["shirt", 3]], { phone: "01911-000000" }),
      // 00:30 on 15 March in Dhaka.
      await order("E", "2026-03-14T18:30:00Z", OrderStatus.DELIVERED, [["cap", 4]], { phone: "01811-222333", district: "Sylhet" }),
      // The week before: 23:30 on 8 March in Dhaka, and 3 March.
      await order("F", "2026-03-08T17:30:00Z", OrderStatus.DELIVERED, [["shirt", 1]], { ...g1, phone: "00880-1611000000" }),
      await order("G", "2026-03-03T04:00:00Z", OrderStatus.PROCESSING, [["panjabi", 1]], { email: "h@example.com", phone: "01511-000000" }),
      // Long before: the phone-only guest's first order.
      await order("H", "2026-02-01T06:00:00Z", OrderStatus.DELIVERED, [["shirt", 2]], { phone: "01811-222333", district: "Khulna" }),
    ].map((o) => o.totalMinor);
    // Shipping: 60 inside Dhaka, 110 outside (the default zones).
    expect(totals).toEqual([206_000, 61_000, 106_000, 156_000, 91_000, 56_000, 106_000, 111_000]);
    await shop.services.products.deleteMany([product.cap]);
  }, 180_000);
  afterAll(async () => {
    await shop?.close();
    await auth?.stop();
  });

  const report = (preset: ReportPreset, from?: string, to?: string) => shop.services.salesReport.report({ preset, from, to }, NOW);
  const as = async <T>(token: string | null, query: string, variables?: Record<string, unknown>): Promise<GraphQLBody<T>> =>
    (await shop.graphql<T>(query, variables, token ? bearer(token) : {})).body;
  const codeOf = (body: GraphQLBody<unknown>) => body.errors?.[0]?.extensions?.code;

  describe("a week against the week before", () => {
    it("counts revenue (delivered), open order value, orders and average order value, cancelled orders apart", async () => {
      const { range, summary, currency } = await report(ReportPreset.WEEK);
      expect(currency).toBe("BDT");
      expect(range.current).toMatchObject({ firstDay: "2026-03-09", lastDay: "2026-03-15", days: 7 });
      expect(range.previous).toMatchObject({ firstDay: "2026-03-02", lastDay: "2026-03-08", days: 7 });
      expect(range.granularity).toBe(ReportGranularity.DAY);
      expect(summary.revenue).toEqual({ current: 2_970, previous: 560, change: (297_000 - 56_000) / 56_000 });
      expect(summary.openOrderValue).toEqual({ current: 1_670, previous: 1_060, change: (167_000 - 106_000) / 106_000 });
      expect(summary.sales).toEqual({ current: 4_640, previous: 1_620, change: (464_000 - 162_000) / 162_000 });
      expect(summary.orders).toEqual({ current: 4, previous: 2, change: 1 });
      expect(summary.cancelledOrders).toEqual({ current: 1, previous: 0, change: null });
      expect(summary.averageOrderValue).toEqual({ current: 1_160, previous: 810, change: (116_000 - 81_000) / 81_000 });
    });

    it("counts each buyer once (an account, a guest by phone however written) and tells new from returning", async () => {
      const { summary } = await report(ReportPreset.WEEK);
      // The shopper is new; g1 ordered on 8 March and the 01811 guest in February.
      expect(summary.customers).toEqual({ current: 3, previous: 2, change: 0.5 });
      expect(summary.newCustomers).toEqual({ current: 1, previous: 2, change: -0.5 });
      expect(summary.returningCustomers).toEqual({ current: 2, previous: 0, change: null });
    });

    it("buckets by the shop's local day, empty days included", async () => {
      const { overTime } = await report(ReportPreset.WEEK);
      expect(overTime).toEqual([
        { start: "2026-03-09", revenue: 0, sales: 0, orders: 0 },
        { start: "2026-03-10", revenue: 2_060, sales: 2_060, orders: 1 },
        { start: "2026-03-11", revenue: 0, sales: 0, orders: 0 },
        { start: "2026-03-12", revenue: 0, sales: 610, orders: 1 },
        { start: "2026-03-13", revenue: 0, sales: 0, orders: 0 },
        // 18:30 UTC on the 14th is already the 15th in Dhaka.
        { start: "2026-03-14", revenue: 0, sales: 1_060, orders: 1 },
        { start: "2026-03-15", revenue: 910, sales: 910, orders: 1 },
      ]);
    });

    it("counts every status, cancelled and empty ones too, in the machine's order", async () => {
      expect((await report(ReportPreset.WEEK)).ordersByStatus).toEqual([
        { status: "PENDING", orders: 1, value: 610 },
        { status: "PROCESSING", orders: 0, value: 0 },
        { status: "SHIPPED", orders: 1, value: 1_060 },
        { status: "DELIVERED", orders: 2, value: 2_970 },
        { status: "CANCELLED", orders: 1, value: 1_560 },
      ]);
    });

    it("ranks products by sales and by units, a deleted product still named, and sums categories and zones", async () => {
      const { topProductsBySales, topProductsByUnits, salesByCategory, salesByZone } = await report(ReportPreset.WEEK);
      const panjabi = { productId: product.panjabi, name: PANJABI, sku: "REPORT-PANJABI", units: 3, sales: 3_000 };
      const cap = { productId: product.cap, name: "Report Cap", sku: "REPORT-CAP", units: 4, sales: 800 };
      const shirt = { productId: product.shirt, name: "Report Shirt", sku: "REPORT-SHIRT", units: 1, sales: 500 };
      expect(topProductsBySales.map(({ image: _image, ...row }) => row)).toEqual([panjabi, cap, shirt]);
      expect(topProductsByUnits.map((row) => row.productId)).toEqual([product.cap, product.panjabi, product.shirt]);
      expect(salesByCategory).toEqual([
        { categoryId: category.kids, name: "Kids", units: 7, sales: 3_800 },
        { categoryId: category.men, name: "Men Fashion", units: 1, sales: 500 },
      ]);
      expect(salesByZone).toEqual([
        { zone: "Inside Dhaka", orders: 2, sales: 3_120 },
        { zone: "Outside Dhaka", orders: 2, sales: 1_520 },
      ]);
    });
  });

  it("answers all time from the first order's day, by week, without a previous period", async () => {
    const { range, summary, overTime } = await report(ReportPreset.ALL);
    expect(range.current).toMatchObject({ firstDay: "2026-02-01", lastDay: "2026-03-15", days: 43 });
    expect(range.previous).toBeNull();
    expect(range.granularity).toBe(ReportGranularity.WEEK);
    expect(summary.revenue).toEqual({ current: 4_640, previous: null, change: null });
    expect(summary.sales.current).toBe(7_370);
    expect(summary.orders).toEqual({ current: 7, previous: null, change: null });
    expect(summary.customers).toEqual({ current: 4, previous: null, change: null });
    expect(summary.newCustomers.current).toBe(4);
    expect(summary.returningCustomers.current).toBe(0);
    // Weeks from Monday; the first starts where the range does (Sunday 1 February).
    expect(overTime.map((p) => [p.start, p.sales])).toEqual([
      ["2026-02-01", 1_110],
      ["2026-02-02", 0],
      ["2026-02-09", 0],
      ["2026-02-16", 0],
      ["2026-02-23", 0],
      ["2026-03-02", 1_620],
      ["2026-03-09", 4_640],
    ]);
  });

  it("answers a custom day: the 23:30 order is on the 8th, compared with an empty 7th", async () => {
    const { summary, overTime, range } = await report(ReportPreset.CUSTOM, "2026-03-08", "2026-03-08");
    expect(range.previous).toMatchObject({ firstDay: "2026-03-07", lastDay: "2026-03-07" });
    expect(summary.revenue).toEqual({ current: 560, previous: 0, change: null });
    expect(summary.newCustomers.current).toBe(1);
    expect(overTime).toEqual([{ start: "2026-03-08", revenue: 560, sales: 560, orders: 1 }]);
  });

  it("answers an empty range with zeros, every bucket present", async () => {
    const { summary, overTime, ordersByStatus, topProductsBySales, salesByCategory, salesByZone } = await report(
      ReportPreset.CUSTOM,
      "2025-01-01",
      "2025-01-31",
    );
    expect(summary.sales).toEqual({ current: 0, previous: 0, change: null });
    expect(summary.averageOrderValue).toEqual({ current: 0, previous: 0, change: null });
    expect(summary.customers).toEqual({ current: 0, previous: 0, change: null });
    expect(overTime).toHaveLength(31);
    expect(overTime.every((p) => p.sales === 0 && p.orders === 0)).toBe(true);
    expect(ordersByStatus.every((s) => s.orders === 0)).toBe(true);
    expect([topProductsBySales, salesByCategory, salesByZone]).toEqual([[], [], []]);
  });

  it("refuses a bad custom range with a field error", async () => {
    const problem = async (from?: string, to?: string) => {
      const error = await report(ReportPreset.CUSTOM, from, to).catch((e: { extensions: Record<string, unknown> }) => e);
      return (error as { extensions: { code: string; fields: { field: string }[] } }).extensions;
    };
    expect(await problem(undefined, "2026-03-01")).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ field: "range.from" }] });
    expect(await problem("2026-02-30", "2026-03-01")).toMatchObject({ fields: [{ field: "range.from" }] });
    expect(await problem("2026-03-05", "2026-03-01")).toMatchObject({ fields: [{ field: "range.to" }] });
    expect(await problem("2026-03-16", "2026-03-20")).toMatchObject({ fields: [{ field: "range.from" }] });
  });

  describe("the dashboard", () => {
    it("compares today, 7 and 30 days with the periods before, and lists the last 30 days", async () => {
      const dashboard = await shop.services.salesReport.dashboard(NOW);
      expect(dashboard).toMatchObject({ currency: "BDT", timeZone: "Asia/Dhaka" });
      expect(dashboard.today).toEqual({
        orders: { current: 1, previous: 1, change: 0 },
        sales: { current: 910, previous: 1_060, change: (91_000 - 106_000) / 106_000 },
        revenue: { current: 910, previous: 0, change: null },
      });
      expect(dashboard.last7Days).toEqual({
        orders: { current: 4, previous: 2, change: 1 },
        sales: { current: 4_640, previous: 1_620, change: (464_000 - 162_000) / 162_000 },
        revenue: { current: 2_970, previous: 560, change: (297_000 - 56_000) / 56_000 },
      });
      expect(dashboard.last30Days).toEqual({
        orders: { current: 6, previous: 1, change: 5 },
        sales: { current: 6_260, previous: 1_110, change: (626_000 - 111_000) / 111_000 },
        revenue: { current: 3_530, previous: 1_110, change: (353_000 - 111_000) / 111_000 },
      });
      expect(dashboard.daily).toHaveLength(30);
      expect(dashboard.daily[0]!.start).toBe("2026-02-14");
      expect(dashboard.daily.at(-1)).toEqual({ start: "2026-03-15", revenue: 910, sales: 910, orders: 1 });
      expect(dashboard.daily.reduce((sum, day) => sum + day.orders, 0)).toBe(4 + 2);
    });

    it("counts low-stock products as the product filter does, and follows the setting", async () => {
      const lowCount = async () => (await as<{ products: { totalItems: number } }>(admin.idToken, LOW_STOCK_COUNT)).data!.products.totalItems;
      const dashboard = async () => (await shop.services.salesReport.dashboard(NOW)).lowStockProducts;
      await shop.services.products.create({
        name: "Report Socks",
        priceMinor: 10_000,
        categoryId: category.men,
        sku: "REPORT-SOCKS",
        stock: 3,
        status: ProductStatus.ACTIVE,
      });
      const before = await lowCount();
      expect(before).toBeGreaterThanOrEqual(1);
      expect(await dashboard()).toBe(before);
      const stockLevel = async () =>
        (await as<{ productById: { stockLevel: string } }>(admin.idToken, `query($id: ID!) { productById(id: $id) { stockLevel } }`, { id: product.panjabi }))
          .data!.productById.stockLevel;
      expect(await stockLevel()).toBe("IN_STOCK");
      // Every active product with 1 to 1,000 units is low now: the panjabi (996 left) among them.
      await shop.services.settings.update({ lowStockThreshold: 1_000 });
      try {
        const after = await lowCount();
        expect(after).toBeGreaterThan(before);
        expect(await dashboard()).toBe(after);
        expect((await shop.services.salesReport.dashboard(NOW)).lowStockThreshold).toBe(1_000);
        expect(await stockLevel()).toBe("LOW_STOCK");
      } finally {
        await shop.services.settings.update({ lowStockThreshold: 5 });
      }
      expect(await lowCount()).toBe(before);
    });
  });

  describe("over GraphQL", () => {
    it("answers an admin", async () => {
      const body = await as<{ salesReport: { range: { preset: string; current: { days: number } }; overTime: unknown[]; ordersByStatus: unknown[] } }>(
        admin.idToken,
        REPORT,
        { range: { preset: "WEEK" } },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data!.salesReport.range).toMatchObject({ preset: "WEEK", timeZone: "Asia/Dhaka", current: { days: 7 } });
      expect(body.data!.salesReport.overTime).toHaveLength(7);
      expect(body.data!.salesReport.ordersByStatus).toHaveLength(5);
      const dashboard = await as<{ dashboardSales: { daily: unknown[]; lowStockThreshold: number } }>(admin.idToken, DASHBOARD);
      expect(dashboard.errors).toBeUndefined();
      expect(dashboard.data!.dashboardSales).toMatchObject({ lowStockThreshold: 5 });
      expect(dashboard.data!.dashboardSales.daily).toHaveLength(30);
    });

    it("names the field of a bad custom range", async () => {
      const body = await as(admin.idToken, REPORT, { range: { preset: "CUSTOM", from: "2026-03-05", to: "2026-03-01" } });
      expect(codeOf(body)).toBe("BAD_USER_INPUT");
      expect(body.errors?.[0]?.extensions?.fields).toEqual([{ field: "range.to", messages: ["The last day cannot be before the first day."] }]);
    });

    it("refuses the anonymous and shoppers", async () => {
      for (const query of [REPORT, DASHBOARD]) {
        const variables = { range: { preset: "WEEK" } };
        expect(codeOf(await as(null, query, variables))).toBe("UNAUTHENTICATED");
        expect(codeOf(await as(shopper.idToken, query, variables))).toBe("FORBIDDEN");
      }
    });
  });

  describe("CSV exports", () => {
    const get = (path: string, token: string | null = admin.idToken) =>
      shop.app.inject({ method: "GET", url: `/api/admin/reports/sales/${path}`, headers: token ? bearer(token) : {} });
    const week = "preset=CUSTOM&from=2026-03-09&to=2026-03-15";
    const rowsOf = (raw: Buffer) => {
      expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      return parse(raw.subarray(3).toString("utf8"), { columns: true }) as Record<string, string>[];
    };

    it("exports the range's orders, every status, newest first, formulas defused, and audits it", async () => {
      const response = await get(`orders.csv?${week}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toBe('attachment; filename="sales-orders-2026-03-09-to-2026-03-15.csv"');
      expect(response.rawPayload.subarray(3).toString("utf8").startsWith('"Number","Placed at (Asia/Dhaka)","Status"')).toBe(true);
      const rows = rowsOf(response.rawPayload);
      expect(rows.map((r) => r.Number)).toEqual(["E", "C", "D", "B", "A"].map((key) => String(orderNumbers[key])));
      expect(response.headers).toMatchObject({ "x-total-count": "5", "x-export-rows": "5", "x-export-limit": "10000" });
      expect(rows.map((r) => r.Status)).toEqual(["DELIVERED", "SHIPPED", "CANCELLED", "PENDING", "DELIVERED"]);
      expect(rows[1]).toMatchObject({ Customer: PANJABI, Total: "1060.00", Email: "g1@example.com" });
      expect(rows[3]).toMatchObject({ Customer: "'=SUM(1,2)", Total: "610.00", "Delivery zone": "Outside Dhaka" });
      expect(rows[0]!["Placed at (Asia/Dhaka)"]).toBe("2026-03-15T00:30:00+06:00");
      const audit = await shop.database.dataSource.getRepository(AuditEntry).findBy({ action: "reports.export" });
      expect(audit.at(-1)).toMatchObject({ actorUid: admin.uid, after: { report: "sales-orders", firstDay: "2026-03-09", rows: 5 } });
    });

    it("exports every product with sales, ranked, with its share", async () => {
      const response = await get(`top-products.csv?${week}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-disposition"]).toBe('attachment; filename="sales-top-products-2026-03-09-to-2026-03-15.csv"');
      expect(response.headers).toMatchObject({ "x-total-count": "3", "x-export-rows": "3", "x-export-limit": "5000" });
      const raw = response.rawPayload.subarray(3).toString("utf8");
      // A name with a comma and quotes is quoted, its quotes doubled.
      expect(raw).toContain('"পাঞ্জাবি, ""লাল"""');
      expect(rowsOf(response.rawPayload)).toEqual([
        { Rank: "1", Product: PANJABI, SKU: "REPORT-PANJABI", Units: "3", "Sales (BDT)": "3000.00", "Share of sales (%)": "69.77" },
        { Rank: "2", Product: "Report Cap", SKU: "REPORT-CAP", Units: "4", "Sales (BDT)": "800.00", "Share of sales (%)": "18.60" },
        { Rank: "3", Product: "Report Shirt", SKU: "REPORT-SHIRT", Units: "1", "Sales (BDT)": "500.00", "Share of sales (%)": "11.63" },
      ]);
    });

    it("exports an empty range as a header alone", async () => {
      const response = await get("top-products.csv?preset=CUSTOM&from=2025-01-01&to=2025-01-31");
      expect(response.statusCode).toBe(200);
      expect(rowsOf(response.rawPayload)).toEqual([]);
      expect(response.headers["x-total-count"]).toBe("0");
    });

    it("refuses a bad preset or custom days with a 400 naming the problem", async () => {
      const preset = await get("orders.csv?preset=DECADE");
      expect(preset.statusCode).toBe(400);
      expect(preset.json()).toMatchObject({ success: false, code: "BAD_USER_INPUT", message: "preset is one of WEEK, MONTH, YEAR, ALL, CUSTOM." });
      const days = await get("top-products.csv?preset=CUSTOM&from=2026-03-05&to=2026-03-01");
      expect(days.statusCode).toBe(400);
      expect(days.json()).toMatchObject({ message: "The last day cannot be before the first day.", fields: [{ field: "range.to" }] });
      expect((await get("orders.csv")).statusCode).toBe(400);
    });

    it("refuses the anonymous (401) and shoppers (403)", async () => {
      for (const path of [`orders.csv?${week}`, `top-products.csv?${week}`]) {
        expect((await get(path, null)).statusCode).toBe(401);
        expect((await get(path, shopper.idToken)).statusCode).toBe(403);
      }
    });
  });
  // Last: it adds an order that every figure above would count.
  describe("after an older order", () => {
    it("names a line whose product is gone by the line, and makes an account returning", async () => {
      const user = await shop.database.dataSource.getRepository(User).findOneByOrFail({ uid: shopper.uid });
      const { order } = await shop.services.orders.place(
        { lines: [{ productId: product.panjabi, quantity: 1 }], name: "Shopper One", phone: "01711-000000", district: "Dhaka", address: "House 5" },
        user,
        { requireEmail: false, clientIp: "10.0.0.1" },
      );
      await shop.database.dataSource.query(`UPDATE "shop_order" SET "createdAt" = '2025-06-01T06:00:00Z' WHERE "id" = $1`, [order.id]);
      // What a product deleted for good leaves (ON DELETE SET NULL).
      await shop.database.dataSource.query(`UPDATE "order_line" SET "productId" = NULL, "name" = 'Old Panjabi' WHERE "orderId" = $1`, [order.id]);

      const old = await report(ReportPreset.CUSTOM, "2025-06-01", "2025-06-01");
      expect(old.topProductsBySales).toEqual([{ productId: null, name: "Old Panjabi", sku: "REPORT-PANJABI", image: null, units: 1, sales: 1_000 }]);
      expect(old.salesByCategory).toEqual([{ categoryId: null, name: "No category", units: 1, sales: 1_000 }]);

      const { summary } = await report(ReportPreset.WEEK);
      expect(summary.customers.current).toBe(3);
      expect(summary.newCustomers.current).toBe(0);
      expect(summary.returningCustomers.current).toBe(3);
    });
  });

});
