import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { AnalyticsDaily, AnalyticsEvent, AnalyticsSalt, type AnalyticsEventType, type DeviceClass } from "../../graph/src/analytics/analytics-event.entity.js";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import type { Category } from "../../graph/src/catalog/category.entity.js";
import { ReportPreset } from "../../graph/src/reports/report-range.js";
import { Product } from "../../graph/src/catalog/product.entity.js";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type GraphQLBody, type TestShop } from "../support/shop.js";

const [adminAccount, shopperAccount] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0], (typeof DEMO_ACCOUNTS)[0]];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const HEADLESS = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const REPORT = `query($range: ReportRangeInput!) {
  siteAnalytics(range: $range) {
    range { preset current { firstDay lastDay } previous { firstDay lastDay } }
    visitors { current previous change }
    pageViews { current previous change }
    granularity
    overTime { start visitors pageViews }
    topPages { path views visitors }
    topProducts { productId name views visitors }
    referrers { host visitors }
    devices { device visitors pageViews }
    funnel { step visitors conversion }
    overallConversion
  }
}`;

let ipCounter = 0;
/** A fresh client address, so one test's requests do not spend another's rate limit. */
const freshIp = () => `198.51.100.${++ipCounter}`;

describe.skipIf(skipDatabaseTests)(`site analytics (${testDatabaseKind})`, () => {
  let auth: TestAuth;
  let shop: TestShop;
  let admin: { idToken: string };
  let shopper: { idToken: string };
  let products: Product[];
  let category: Category;

  beforeAll(async () => {
    auth = await startTestAuth();
    shop = await startTestShop({
      seed: true,
      env: {
        USE_AUTH_EMULATOR: "true",
        FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host,
        ADMIN_EMAILS: adminAccount.email,
        // Low caps, so the tests reach them; each other test sends from a fresh address.
        ANALYTICS_VISITORS_PER_ADDRESS: "5",
        ANALYTICS_EVENTS_PER_ADDRESS: "100",
        ANALYTICS_REFERRER_VISITORS_PER_ADDRESS: "2",
      },
    });
    admin = await auth.signIn(adminAccount.email, adminAccount.password);
    shopper = await auth.signIn(shopperAccount.email, shopperAccount.password);
    products = await shop.database.dataSource.getRepository(Product).find({ order: { name: "ASC" }, take: 2 });
    category = (await shop.services.categories.findBySlugOrName("kids"))!;
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
    await auth?.stop();
  });

  const send = async (payload: unknown, { ip = freshIp(), userAgent = DESKTOP, headers = {} as Record<string, string>, type = "application/json" } = {}) => {
    const response = await shop.app.inject({
      method: "POST",
      url: "/api/analytics/events",
      remoteAddress: ip,
      headers: { "content-type": type, "user-agent": userAgent, ...headers },
      payload: typeof payload === "string" ? payload : JSON.stringify(payload),
    });
    return { status: response.statusCode, body: response.body, headers: response.headers };
  };
  const stored = async () => {
    await shop.services.analytics.buffer.flush();
    return shop.database.dataSource.getRepository(AnalyticsEvent).find({ order: { id: "ASC" } });
  };
  const clear = async () => {
    await shop.services.analytics.buffer.flush();
    await shop.database.dataSource.query(`DELETE FROM "analytics_event"`);
    await shop.database.dataSource.query(`DELETE FROM "analytics_daily"`);
  };
  const pageView = (path = "/") => ({ type: "page_view", path });

  it("queues a batch, answers 202 at once, and writes it with the next flush: no IP, no user agent, a daily visitor hash", async () => {
    await clear();
    const productId = products[0]!.id;
    const response = await send({
      events: [
        { type: "page_view", path: `/product-category/${category.slug}/?utm_source=mail#top`, referrer: "https://www.google.com/search?q=shirt" },
        { type: "product_view", path: `/products/${products[0]!.slug}`, productId },
        { type: "add_to_cart", path: `/products/${products[0]!.slug}`, productId, referrer: "http://localhost/products" },
      ],
    });
    expect(response.status).toBe(202);
    expect(response.body).toBe("");
    expect(shop.services.analytics.buffer.size).toBe(3);
    const rows = await stored();
    expect(shop.services.analytics.buffer.size).toBe(0);
    expect(rows.map((row) => [row.type, row.path, row.productId, row.referrerHost, row.device])).toEqual([
      // The path's canonical spelling; the referrer's site only.
      ["page_view", `/product-category/${category.slug}`, null, "google.com", "desktop"],
      ["product_view", `/products/${products[0]!.slug}`, productId, null, "desktop"],
      // A referrer from the shop itself is no referrer.
      ["add_to_cart", `/products/${products[0]!.slug}`, productId, null, "desktop"],
    ]);
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(1);
    expect(rows[0]!.visitorHash).toMatch(/^[0-9a-f]{16}$/u);
    const columns = (await shop.database.dataSource.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'analytics_event' ORDER BY column_name`,
    )) as { column_name: string }[];
    expect(columns.map((c) => c.column_name)).toEqual(["device", "id", "occurredAt", "path", "productId", "referrerHost", "type", "visitorHash"]);
  });

  it("takes text/plain, as navigator.sendBeacon sends it, and tells phones and tablets from desktops", async () => {
    await clear();
    expect((await send(JSON.stringify({ events: [pageView("/checkout")] }), { type: "text/plain;charset=UTF-8", userAgent: PHONE })).status).toBe(202);
    expect((await send({ events: [pageView("/wishlist")] }, { userAgent: IPAD })).status).toBe(202);
    expect((await stored()).map((row) => [row.path, row.device])).toEqual([
      ["/checkout", "mobile"],
      ["/wishlist", "tablet"],
    ]);
  });

  it("refuses junk with 400 (413 for a body over 8 KB) and stores nothing of the request", async () => {
    await clear();
    const uuid = products[0]!.id;
    const junk: [string, unknown, number?][] = [
      ["NUL in a path", { events: [pageView("/a\u0000b")] }],
      ["a control character in a path", { events: [pageView("/a\nb")] }],
      ["21 events", { events: Array.from({ length: 21 }, () => pageView()) }],
      ["no events", { events: [] }],
      ["no events field", { page: "/" }],
      ["an unknown top-level field", { events: [pageView()], visitor: "me" }],
      ["an unknown event field", { events: [{ ...pageView(), email: "a@example.com" }] }],
      ["an unknown type", { events: [{ type: "purchase", path: "/" }] }],
      ["a non-uuid productId", { events: [{ type: "product_view", path: "/p", productId: "42" }] }],
      ["a product event without productId", { events: [{ type: "add_to_cart", path: "/p" }] }],
      ["a productId on a page view", { events: [{ ...pageView(), productId: uuid }] }],
      ["an admin path", { events: [pageView("/admin-dashboard/orders")] }],
      ["the admin root, in capitals", { events: [pageView("/ADMIN-DASHBOARD")] }],
      ["a path without a slash", { events: [pageView("products")] }],
      ["another site's path", { events: [pageView("//evil.example/x")] }],
      ["a full URL as path", { events: [pageView("https://evil.example/")] }],
      ["a path over 300 characters", { events: [pageView(`/${"a".repeat(300)}`)] }],
      ["nested garbage", { events: [{ type: { $ne: 1 }, path: ["/"], referrer: { a: [[[{}]]] } }] }],
      ["a referrer that is not text", { events: [{ ...pageView(), referrer: 42 }] }],
      ["an event that is a string", { events: ["page_view"] }],
      ["text that is not JSON", "events=page_view"],
      ["a huge body", { events: [{ ...pageView(), referrer: `https://x.example/${"a".repeat(9_000)}` }] }, 413],
    ];
    for (const [what, payload, status = 400] of junk) {
      const response = await send(payload, typeof payload === "string" ? { type: "text/plain" } : {});
      expect(response.status, what).toBe(status);
      expect(JSON.parse(response.body), what).toMatchObject({ success: false });
    }
    expect(await stored()).toEqual([]);
  });

  it("counts nothing from bots, visitors who opted out (DNT, GPC) or requests without a user agent, yet answers 202", async () => {
    await clear();
    const batch = { events: [pageView("/")] };
    expect((await send(batch, { userAgent: HEADLESS })).status).toBe(202);
    expect((await send(batch, { userAgent: GOOGLEBOT })).status).toBe(202);
    expect((await send(batch, { userAgent: "" })).status).toBe(202);
    expect((await send(batch, { headers: { dnt: "1" } })).status).toBe(202);
    expect((await send(batch, { headers: { "sec-gpc": "1" } })).status).toBe(202);
    expect(await stored()).toEqual([]);
    // DNT: 0 is no opt-out.
    expect((await send(batch, { headers: { dnt: "0" } })).status).toBe(202);
    expect(await stored()).toHaveLength(1);
  });

  it("limits each address to 60 requests a minute: then 429 with Retry-After, and nothing stored", async () => {
    await clear();
    const ip = freshIp();
    for (let i = 0; i < 60; i++) expect((await send({ events: [pageView()] }, { ip })).status).toBe(202);
    const refused = await send({ events: [pageView("/61st")] }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(refused.body)).toMatchObject({ code: "RATE_LIMITED" });
    const rows = await stored();
    expect(rows).toHaveLength(60);
    expect(rows.some((row) => row.path === "/61st")).toBe(false);
    // Another address is not held back.
    expect((await send({ events: [pageView()] })).status).toBe(202);
  });

  it("lets one address add at most its caps of visitors, events and visitors from one referring site, answering 202 all the same", async () => {
    await clear();
    const ip = freshIp();
    // 56 requests in a minute, each a new browser (a new visitor), 10 page views each, from a spam site.
    for (let i = 0; i < 56; i++) {
      const events = Array.from({ length: 10 }, () => ({ ...pageView("/checkout"), referrer: "https://spam.example/win" }));
      expect((await send({ events }, { ip, userAgent: `${DESKTOP} Build/${i}` })).status).toBe(202);
    }
    const rows = await stored();
    // ANALYTICS_VISITORS_PER_ADDRESS=5, ANALYTICS_EVENTS_PER_ADDRESS=100, ANALYTICS_REFERRER_VISITORS_PER_ADDRESS=2.
    expect(new Set(rows.map((row) => row.visitorHash)).size).toBe(5);
    expect(rows.length).toBeLessThanOrEqual(100);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.filter((row) => row.referrerHost === "spam.example").map((row) => row.visitorHash)).size).toBe(2);
    // The five admitted visitors keep being counted, up to the events cap (the 57th to 60th requests of the minute).
    const again = Array.from({ length: 20 }, () => pageView("/wishlist"));
    for (let i = 0; i < 4; i++) await send({ events: again }, { ip, userAgent: `${DESKTOP} Build/0` });
    expect(await stored()).toHaveLength(100);
    // An IPv6 network counts as one address: its /64 shares the caps.
    for (let i = 1; i <= 8; i++) await send({ events: [pageView()] }, { ip: `2001:db8:a:b::${i}`, userAgent: `${DESKTOP} Build/${i}` });
    expect((await stored()).filter((row) => row.path === "/")).toHaveLength(5);
    // Another address is not held back.
    expect((await send({ events: [pageView()] }, { userAgent: `${DESKTOP} Build/0` })).status).toBe(202);
    expect((await stored()).filter((row) => row.path === "/")).toHaveLength(6);
  });

  it("counts only the storefront's pages and live products: other paths, slugs and product ids are dropped", async () => {
    await clear();
    const [product] = products as [Product];
    const hidden = await shop.services.products.create({
      name: `Gone ${randomUUID().slice(0, 8)}`,
      priceMinor: 10_000,
      categoryId: category.id,
      sku: `GONE-${randomUUID().slice(0, 8)}`,
      stock: 1,
      status: ProductStatus.ACTIVE,
    });
    await shop.services.products.deleteMany([hidden.id]);
    const unknownId = "00000000-0000-4000-8000-000000000000";
    const response = await send({
      events: [
        pageView("/wp-login.php"),
        pageView("/products/no-such-product"),
        pageView(`/products/${hidden.slug}`),
        pageView("/product-category/no-such-category"),
        pageView("/buy-cheap-pills"),
        { type: "product_view", path: `/products/${product.slug}`, productId: unknownId },
        { type: "product_view", path: "/products/no-such-product", productId: product.id },
        { type: "add_to_cart", path: "/", productId: hidden.id },
        pageView(`/Products/${product.slug}/`),
        { type: "product_view", path: `/products/${product.slug}`, productId: product.id },
        pageView(`/product-category/${category.slug}`),
        pageView("/product-category"),
      ],
    });
    expect(response.status).toBe(202);
    expect((await stored()).map((row) => [row.type, row.path])).toEqual([
      ["page_view", `/products/${product.slug}`],
      ["product_view", `/products/${product.slug}`],
      ["page_view", `/product-category/${category.slug}`],
      ["page_view", "/product-category"],
    ]);
  });

  it("hashes a visitor alike within a day and differently the next; a past day's salt is deleted", async () => {
    await clear();
    const analytics = shop.services.analytics;
    const visit = { ip: "203.0.113.7", userAgent: DESKTOP, doNotTrack: undefined, globalPrivacyControl: undefined };
    const other = { ...visit, ip: "203.0.113.8" };
    // Asia/Dhaka is UTC+6: 17:59 UTC is still 30 November there, 18:01 UTC is 1 December.
    const morning = new Date("2026-11-30T03:00:00Z");
    const evening = new Date("2026-11-30T17:59:00Z");
    const nextDay = new Date("2026-11-30T18:01:00Z");
    await analytics.record({ events: [pageView("/")] }, visit, "localhost", morning);
    await analytics.record({ events: [pageView("/checkout")] }, visit, "localhost", evening);
    await analytics.record({ events: [pageView("/wishlist")] }, other, "localhost", evening);
    const salts = shop.database.dataSource.getRepository(AnalyticsSalt);
    const firstSalt = await salts.findOneByOrFail({ day: "2026-11-30" });
    await analytics.record({ events: [pageView("/login")] }, visit, "localhost", nextDay);
    const rows = await stored();
    const [one, two, three, four] = rows.map((row) => row.visitorHash);
    expect(one).toBe(two);
    expect(three).not.toBe(one);
    expect(four).not.toBe(one);
    expect((await salts.find()).map((salt) => salt.day)).toEqual(["2026-12-01"]);
    expect((await salts.findOneByOrFail({ day: "2026-12-01" })).salt).not.toBe(firstSalt.salt);
    await salts.clear();
  });

  it("rolls up the days that are over, deletes raw events a week after and roll-ups after two years, and keeps no salt of a past day", async () => {
    await clear();
    // 06:00 UTC is noon in Dhaka; 15 June is today.
    const now = new Date("2026-06-15T06:00:00Z");
    const events = shop.database.dataSource.getRepository(AnalyticsEvent);
    const daily = shop.database.dataSource.getRepository(AnalyticsDaily);
    const row = (occurredAt: string, visitorHash = "0000000000000000") => ({ occurredAt: new Date(occurredAt), type: "page_view" as AnalyticsEventType, path: "/", productId: null, referrerHost: null, device: "desktop" as DeviceClass, visitorHash });
    await events.insert([row("2026-06-01T06:00:00Z"), row("2026-06-01T07:00:00Z", "1111111111111111"), row("2026-06-14T06:00:00Z"), row("2026-06-15T05:00:00Z")]);
    await daily.insert([
      { dimension: "device", day: "2024-06-13", key: "desktop", views: 1, visitors: 1 },
      { dimension: "device", day: "2024-06-15", key: "desktop", views: 1, visitors: 1 },
    ]);
    const salts = shop.database.dataSource.getRepository(AnalyticsSalt);
    await salts.insert([{ day: "2026-06-14", salt: "old" }, { day: "2026-06-15", salt: "today" }]);
    await shop.services.analytics.upkeep(now);
    // 1 and 14 June are rolled up; today is not. Raw events of 1 June are past the week.
    expect((await events.find({ order: { occurredAt: "ASC" } })).map((event) => event.occurredAt.toISOString())).toEqual([
      "2026-06-14T06:00:00.000Z",
      "2026-06-15T05:00:00.000Z",
    ]);
    expect((await daily.find({ where: { dimension: "device" }, order: { day: "ASC" } })).map((r) => [r.day, r.views, r.visitors])).toEqual([
      ["2024-06-15", 1, 1],
      ["2026-06-01", 2, 2],
      ["2026-06-14", 1, 1],
    ]);
    expect((await salts.find()).map((salt) => salt.day)).toEqual(["2026-06-15"]);
    // Upkeep again: nothing rolled twice.
    await shop.services.analytics.upkeep(now);
    expect(await daily.countBy({ dimension: "device" })).toBe(3);
    // The report reads 1 June from its roll-up and today from raw events.
    const report = await shop.services.analytics.report({ preset: ReportPreset.CUSTOM, from: "2026-06-01", to: "2026-06-15" }, now);
    expect(report.pageViews.current).toBe(4);
    expect(report.overTime[0]).toEqual({ start: "2026-06-01", visitors: 2, pageViews: 2 });
    expect(report.overTime[14]).toEqual({ start: "2026-06-15", visitors: 1, pageViews: 1 });
    await salts.clear();
    await clear();
  });

  it("answers siteAnalytics only to admins", async () => {
    const codeOf = (body: GraphQLBody<unknown>) => body.errors?.[0]?.extensions?.code;
    const variables = { range: { preset: "WEEK" } };
    expect(codeOf((await shop.graphql(REPORT, variables)).body)).toBe("UNAUTHENTICATED");
    expect(codeOf((await shop.graphql(REPORT, variables, bearer(shopper.idToken))).body)).toBe("FORBIDDEN");
    const bad = (await shop.graphql(REPORT, { range: { preset: "CUSTOM", from: "2026-03-09", to: "2026-03-01" } }, bearer(admin.idToken))).body;
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
  });

  describe("the report on a known set of events (Asia/Dhaka, UTC+6)", () => {
    type Seed = [visitor: string, at: string, type: `${AnalyticsEventType}`, path: string, extra?: { productId?: string; referrerHost?: string; device?: `${DeviceClass}` }];
    const range = { preset: ReportPreset.CUSTOM, from: "2026-03-01", to: "2026-03-07" };
    const now = new Date("2026-03-10T06:00:00Z");

    beforeAll(async () => {
      await clear();
      const [p1, p2] = products as [Product, Product];
      const unknownProduct = "00000000-0000-4000-8000-000000000000";
      const seeds: Seed[] = [
        // A: the whole funnel on 1 March, from Google.
        ["aaaaaaaaaaaaaaaa", "2026-03-01T04:00:00Z", "page_view", "/", { referrerHost: "www.google.com" }],
        ["aaaaaaaaaaaaaaaa", "2026-03-01T04:01:00Z", "page_view", "/products/x"],
        ["aaaaaaaaaaaaaaaa", "2026-03-01T04:01:00Z", "product_view", "/products/x", { productId: p1.id }],
        ["aaaaaaaaaaaaaaaa", "2026-03-01T04:02:00Z", "add_to_cart", "/products/x", { productId: p1.id }],
        ["aaaaaaaaaaaaaaaa", "2026-03-01T04:03:00Z", "begin_checkout", "/checkout"],
        ["aaaaaaaaaaaaaaaa", "2026-03-01T04:04:00Z", "order_placed", "/checkout"],
        // B: a phone, to the cart; a product id no product has is not among the top products.
        ["bbbbbbbbbbbbbbbb", "2026-03-01T05:00:00Z", "page_view", "/", { device: "mobile" }],
        ["bbbbbbbbbbbbbbbb", "2026-03-01T05:01:00Z", "product_view", "/products/x", { productId: p1.id, device: "mobile" }],
        ["bbbbbbbbbbbbbbbb", "2026-03-01T05:01:30Z", "product_view", "/products/gone", { productId: unknownProduct, device: "mobile" }],
        ["bbbbbbbbbbbbbbbb", "2026-03-01T05:02:00Z", "add_to_cart", "/products/x", { productId: p1.id, device: "mobile" }],
        // D: local midnight that starts 1 March (18:00 UTC on 28 February): in the range.
        ["dddddddddddddddd", "2026-02-28T18:00:00Z", "page_view", "/"],
        // I: added to cart from a list without a product view: a visitor, not a funnel step.
        ["iiiiiiiiiiiiiiii", "2026-03-03T08:00:00Z", "add_to_cart", "/category/shirts", { productId: p1.id, device: "mobile" }],
        // C: a tablet from Facebook late on 7 March.
        ["cccccccccccccccc", "2026-03-07T17:30:00Z", "page_view", "/category/shirts", { referrerHost: "facebook.com", device: "tablet" }],
        ["cccccccccccccccc", "2026-03-07T17:31:00Z", "product_view", "/products/y", { productId: p2.id, device: "tablet" }],
        // H: the last second of 7 March local time.
        ["hhhhhhhhhhhhhhhh", "2026-03-07T17:59:59Z", "page_view", "/about"],
        // E: 8 March local time, though still 7 March in UTC: outside.
        ["eeeeeeeeeeeeeeee", "2026-03-07T18:00:00Z", "page_view", "/"],
        // The previous period (22–28 February): F, and G in the last second of 28 February.
        ["ffffffffffffffff", "2026-02-25T06:00:00Z", "page_view", "/"],
        ["gggggggggggggggg", "2026-02-28T17:59:59Z", "page_view", "/about"],
      ];
      await shop.database.dataSource.getRepository(AnalyticsEvent).insert(
        seeds.map(([visitorHash, at, type, path, extra = {}]) => ({
          visitorHash,
          occurredAt: new Date(at),
          type: type as AnalyticsEventType,
          path,
          productId: extra.productId ?? null,
          referrerHost: extra.referrerHost ?? null,
          device: (extra.device ?? "desktop") as DeviceClass,
        })),
      );
    });

    it("counts visitors and page views in the shop's days against the previous period, and every day's bucket", async () => {
      const report = await shop.services.analytics.report(range, now);
      expect(report.range.current).toMatchObject({ firstDay: "2026-03-01", lastDay: "2026-03-07" });
      expect(report.range.previous).toMatchObject({ firstDay: "2026-02-22", lastDay: "2026-02-28" });
      expect(report.visitors).toEqual({ current: 6, previous: 2, change: 2 });
      expect(report.pageViews).toEqual({ current: 6, previous: 2, change: 2 });
      expect(report.granularity).toBe("DAY");
      expect(report.overTime).toEqual([
        { start: "2026-03-01", visitors: 3, pageViews: 4 },
        { start: "2026-03-02", visitors: 0, pageViews: 0 },
        { start: "2026-03-03", visitors: 1, pageViews: 0 },
        { start: "2026-03-04", visitors: 0, pageViews: 0 },
        { start: "2026-03-05", visitors: 0, pageViews: 0 },
        { start: "2026-03-06", visitors: 0, pageViews: 0 },
        { start: "2026-03-07", visitors: 2, pageViews: 2 },
      ]);
    });

    it("ranks pages, products, referrers and devices", async () => {
      const report = await shop.services.analytics.report(range, now);
      expect(report.topPages).toEqual([
        { path: "/", views: 3, visitors: 3 },
        { path: "/about", views: 1, visitors: 1 },
        { path: "/category/shirts", views: 1, visitors: 1 },
        { path: "/products/x", views: 1, visitors: 1 },
      ]);
      expect(report.topProducts.map((p) => [p.productId, p.name, p.views, p.visitors])).toEqual([
        [products[0]!.id, products[0]!.name, 2, 2],
        [products[1]!.id, products[1]!.name, 1, 1],
      ]);
      expect(report.referrers).toEqual([
        { host: null, visitors: 4 },
        { host: "facebook.com", visitors: 1 },
        { host: "www.google.com", visitors: 1 },
      ]);
      expect(report.devices).toEqual([
        { device: "mobile", visitors: 2, pageViews: 1 },
        { device: "tablet", visitors: 1, pageViews: 1 },
        { device: "desktop", visitors: 3, pageViews: 4 },
      ]);
    });

    it("walks the funnel: each step counts visitors who also did the steps before, with the conversion between steps", async () => {
      const report = await shop.services.analytics.report(range, now);
      expect(report.funnel).toEqual([
        { step: "VIEWED_PRODUCT", visitors: 3, conversion: null },
        { step: "ADDED_TO_CART", visitors: 2, conversion: 2 / 3 },
        { step: "BEGAN_CHECKOUT", visitors: 1, conversion: 0.5 },
        { step: "PLACED_ORDER", visitors: 1, conversion: 1 },
      ]);
      expect(report.overallConversion).toBeCloseTo(1 / 3);
    });

    it("answers an empty period with zeros and no conversions", async () => {
      const report = await shop.services.analytics.report({ preset: ReportPreset.CUSTOM, from: "2026-01-05", to: "2026-01-06" }, now);
      expect(report.visitors).toEqual({ current: 0, previous: 0, change: null });
      expect(report.overTime).toEqual([
        { start: "2026-01-05", visitors: 0, pageViews: 0 },
        { start: "2026-01-06", visitors: 0, pageViews: 0 },
      ]);
      expect([report.topPages, report.topProducts, report.referrers]).toEqual([[], [], []]);
      expect(report.funnel.map((step) => [step.visitors, step.conversion])).toEqual([
        [0, null],
        [0, null],
        [0, null],
        [0, null],
      ]);
      expect(report.overallConversion).toBeNull();
    });

    it("counts days in the shop's time zone when it changes", async () => {
      await shop.services.settings.update({ timeZone: "UTC" });
      try {
        const report = await shop.services.analytics.report(range, now);
        // In UTC, D (28 February 18:00) falls before the range and E (7 March 18:00) inside it.
        expect(report.visitors.current).toBe(6);
        expect(report.overTime[0]).toEqual({ start: "2026-03-01", visitors: 2, pageViews: 3 });
        expect(report.overTime[6]).toEqual({ start: "2026-03-07", visitors: 3, pageViews: 3 });
      } finally {
        await shop.services.settings.update({ timeZone: "Asia/Dhaka" });
      }
    });

    it("serves the same figures over GraphQL, in weeks from Monday for a longer range", async () => {
      const body = (
        await shop.graphql<{ siteAnalytics: { visitors: unknown; granularity: string; overTime: { start: string; visitors: number }[] } }>(
          REPORT,
          { range: { preset: "CUSTOM", from: "2026-02-01", to: "2026-03-31" } },
          bearer(admin.idToken),
        )
      ).body;
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      const report = body.data!.siteAnalytics;
      expect(report.granularity).toBe("WEEK");
      // The first week is entered midway: its point starts where the range does.
      expect(report.overTime[0]!.start).toBe("2026-02-01");
      // 23 February to 1 March: F, G, D, A and B; 2 to 8 March: I, C, H and E.
      expect(report.overTime.find((point) => point.start === "2026-02-23")?.visitors).toBe(5);
      expect(report.overTime.find((point) => point.start === "2026-03-02")?.visitors).toBe(4);
      expect(report.overTime.reduce((sum, point) => sum + point.visitors, 0)).toBe(9);
    });
  });

  describe("a month of 100,000 events", () => {
    // October 2026 in Dhaka (UTC+6); the report runs on 10 November.
    const month = { preset: ReportPreset.CUSTOM, from: "2026-10-01", to: "2026-10-31" };
    const now = new Date("2026-11-10T06:00:00Z");
    const direct = {} as { pageViews: number; visitors: number; checkoutViews: number; productViews: number; google: number; ordered: number };

    beforeAll(async () => {
      await clear();
      const [p1, p2] = products as [Product, Product];
      // One statement: events every 26.784 s through the month; a visitor hash per Dhaka day, as the
      // salt makes it, and one device per visitor, as one user agent makes it.
      // Seeding the month is one statement that takes seconds on a busy machine: past the shop's 5 s
      // statement limit, which is about requests, not about this test's fixture.
      await shop.database.dataSource.transaction(async (em) => {
        await em.query("SET LOCAL statement_timeout = 0");
        await em.query(
        `INSERT INTO "analytics_event" ("occurredAt", "type", "path", "productId", "referrerHost", "device", "visitorHash")
         SELECT at, type, CASE WHEN type IN ('product_view', 'add_to_cart') THEN '/products/p' || (i % 2) ELSE (ARRAY['/', '/checkout', '/wishlist', '/product-category'])[1 + i % 4] END,
                CASE WHEN type IN ('product_view', 'add_to_cart') THEN (ARRAY[$1, $2]::uuid[])[1 + i % 2] END,
                CASE WHEN i % 13 = 0 THEN (ARRAY['google.com', 'facebook.com', 'bing.com'])[1 + i % 3] END,
                (ARRAY['mobile', 'tablet', 'desktop'])[1 + (i % 1500) % 3],
                substr(md5(to_char(at AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD') || '-' || (i % 1500)), 1, 16)
         FROM (
           SELECT i, timestamptz '2026-09-30 18:00:00+00' + i * interval '26.784 seconds' AS at,
                  (ARRAY['page_view', 'page_view', 'page_view', 'page_view', 'page_view', 'page_view', 'product_view', 'add_to_cart', 'begin_checkout', 'order_placed'])[1 + (i * 7) % 10] AS type
           FROM generate_series(0, 99999) i
         ) e`,
          [p1.id, p2.id],
        );
      });
      const [counts] = (await shop.database.dataSource.query(
        `SELECT (COUNT(*) FILTER (WHERE "type" = 'page_view'))::int AS "pageViews", COUNT(DISTINCT "visitorHash")::int AS "visitors",
                (COUNT(*) FILTER (WHERE "type" = 'page_view' AND "path" = '/checkout'))::int AS "checkoutViews",
                (COUNT(*) FILTER (WHERE "type" = 'product_view' AND "productId" = $1))::int AS "productViews"
         FROM "analytics_event"`,
        [p1.id],
      )) as [typeof direct];
      Object.assign(direct, counts);
      const [sources] = (await shop.database.dataSource.query(
        `SELECT (COUNT(*) FILTER (WHERE "first" = 'google.com'))::int AS "google" FROM (
           SELECT (array_agg("referrerHost" ORDER BY "occurredAt", "id") FILTER (WHERE "referrerHost" IS NOT NULL))[1] AS "first" FROM "analytics_event" GROUP BY "visitorHash"
         ) v`,
      )) as [{ google: number }];
      direct.google = sources.google;
      const [ordered] = (await shop.database.dataSource.query(
        `SELECT COUNT(*)::int AS "ordered" FROM (
           SELECT "visitorHash" FROM "analytics_event" GROUP BY "visitorHash"
           HAVING bool_or("type" = 'product_view') AND bool_or("type" = 'add_to_cart') AND bool_or("type" = 'begin_checkout') AND bool_or("type" = 'order_placed')
         ) v`,
      )) as [{ ordered: number }];
      direct.ordered = ordered.ordered;
    }, 120_000);

    it("gives the same figures from daily roll-ups as from the raw events, and those are the events' own counts", async () => {
      const fromRaw = await shop.services.analytics.report(month, now);
      expect(fromRaw.pageViews.current).toBe(direct.pageViews);
      expect(fromRaw.pageViews.current).toBe(60_000);
      expect(fromRaw.visitors.current).toBe(direct.visitors);
      expect(fromRaw.topPages.find((page) => page.path === "/checkout")?.views).toBe(direct.checkoutViews);
      expect(fromRaw.topProducts.find((product) => product.productId === products[0]!.id)?.views).toBe(direct.productViews);
      expect(fromRaw.referrers.find((source) => source.host === "google.com")?.visitors).toBe(direct.google);
      expect(fromRaw.funnel.at(-1)!.visitors).toBe(direct.ordered);

      await shop.services.analytics.upkeep(now);
      const daily = shop.database.dataSource.getRepository(AnalyticsDaily);
      expect(await daily.countBy({ dimension: "device" })).toBe(31 * 3);
      // Rolled up and more than a week old: the raw events are gone.
      expect(await shop.database.dataSource.getRepository(AnalyticsEvent).count()).toBe(0);
      const fromRollups = await shop.services.analytics.report(month, now);
      expect(fromRollups).toEqual(fromRaw);
    });

    it("answers the month's report while a checkout placed at the same time answers too", async () => {
      const productId = (
        await shop.services.products.create({
          name: `Bench ${randomUUID().slice(0, 8)}`,
          priceMinor: 10_000,
          categoryId: category.id,
          sku: `BENCH-${randomUUID().slice(0, 8)}`,
          stock: 5,
          status: ProductStatus.ACTIVE,
        })
      ).id;
      const report = shop.graphql<{ siteAnalytics: { pageViews: { current: number } } }>(REPORT, { range: month }, bearer(admin.idToken));
      const order = shop.graphql<{ placeOrder: { order: { id: string } } }>(
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`,
        { input: { lines: [{ productId, quantity: 1 }], name: "Karim Ahmed", phone: "+880 1711-000001", email: "karim@example.com", district: "Dhaka", address: "House 5, Road 2, Dhanmondi" } },
      );
      const [reported, placed] = await Promise.all([report, order]);
      expect(reported.body.errors).toBeUndefined();
      expect(reported.body.data!.siteAnalytics.pageViews.current).toBe(direct.pageViews);
      expect(placed.body.errors, JSON.stringify(placed.body.errors)).toBeUndefined();
      expect(placed.body.data!.placeOrder.order.id).toBeTruthy();
    });

    it("deletes roll-ups past retention (two years)", async () => {
      await shop.services.analytics.upkeep(new Date("2028-10-16T06:00:00Z"));
      const days = (await shop.database.dataSource.query(`SELECT DISTINCT to_char("day", 'YYYY-MM-DD') AS "day" FROM "analytics_daily" ORDER BY 1`)) as { day: string }[];
      // 731 days before 16 October 2028 (29 February between) is 16 October 2026.
      expect(days[0]!.day).toBe("2026-10-16");
      expect(days.at(-1)!.day).toBe("2026-10-31");
    });
  });
});
