import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AnalyticsEvent, AnalyticsSalt, type AnalyticsEventType, type DeviceClass } from "../../graph/src/analytics/analytics-event.entity.js";
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

  beforeAll(async () => {
    auth = await startTestAuth();
    shop = await startTestShop({
      seed: true,
      env: { USE_AUTH_EMULATOR: "true", FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host, ADMIN_EMAILS: adminAccount.email },
    });
    admin = await auth.signIn(adminAccount.email, adminAccount.password);
    shopper = await auth.signIn(shopperAccount.email, shopperAccount.password);
    products = await shop.database.dataSource.getRepository(Product).find({ order: { name: "ASC" }, take: 2 });
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
  };
  const pageView = (path = "/") => ({ type: "page_view", path });

  it("queues a batch, answers 202 at once, and writes it with the next flush: no IP, no user agent, a daily visitor hash", async () => {
    await clear();
    const productId = products[0]!.id;
    const response = await send({
      events: [
        { type: "page_view", path: "/category/shirts?utm_source=mail#top", referrer: "https://www.google.com/search?q=shirt" },
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
      ["page_view", "/category/shirts", null, "www.google.com", "desktop"],
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
    expect((await send(JSON.stringify({ events: [pageView("/a")] }), { type: "text/plain;charset=UTF-8", userAgent: PHONE })).status).toBe(202);
    expect((await send({ events: [pageView("/b")] }, { userAgent: IPAD })).status).toBe(202);
    expect((await stored()).map((row) => [row.path, row.device])).toEqual([
      ["/a", "mobile"],
      ["/b", "tablet"],
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
    const batch = { events: [pageView("/not-counted")] };
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

  it("hashes a visitor alike within a day and differently the next; a past day's salt is deleted", async () => {
    await clear();
    const analytics = shop.services.analytics;
    const visit = { ip: "203.0.113.7", userAgent: DESKTOP, doNotTrack: undefined, globalPrivacyControl: undefined };
    const other = { ...visit, ip: "203.0.113.8" };
    // Asia/Dhaka is UTC+6: 17:59 UTC is still 30 November there, 18:01 UTC is 1 December.
    const morning = new Date("2026-11-30T03:00:00Z");
    const evening = new Date("2026-11-30T17:59:00Z");
    const nextDay = new Date("2026-11-30T18:01:00Z");
    await analytics.record({ events: [pageView("/1")] }, visit, "localhost", morning);
    await analytics.record({ events: [pageView("/2")] }, visit, "localhost", evening);
    await analytics.record({ events: [pageView("/3")] }, other, "localhost", evening);
    const salts = shop.database.dataSource.getRepository(AnalyticsSalt);
    const firstSalt = await salts.findOneByOrFail({ day: "2026-11-30" });
    await analytics.record({ events: [pageView("/4")] }, visit, "localhost", nextDay);
    const rows = await stored();
    const [one, two, three, four] = rows.map((row) => row.visitorHash);
    expect(one).toBe(two);
    expect(three).not.toBe(one);
    expect(four).not.toBe(one);
    expect((await salts.find()).map((salt) => salt.day)).toEqual(["2026-12-01"]);
    expect((await salts.findOneByOrFail({ day: "2026-12-01" })).salt).not.toBe(firstSalt.salt);
    await salts.clear();
  });

  it("keeps events for two years and no salt of a past day", async () => {
    await clear();
    const now = new Date("2026-06-15T06:00:00Z");
    const events = shop.database.dataSource.getRepository(AnalyticsEvent);
    const row = (occurredAt: string) => ({ occurredAt: new Date(occurredAt), type: "page_view" as AnalyticsEventType, path: "/", productId: null, referrerHost: null, device: "desktop" as DeviceClass, visitorHash: "0000000000000000" });
    await events.insert([row("2024-06-13T06:00:00Z"), row("2024-06-15T06:00:00Z")]);
    const salts = shop.database.dataSource.getRepository(AnalyticsSalt);
    await salts.insert([{ day: "2026-06-14", salt: "old" }, { day: "2026-06-15", salt: "today" }]);
    await shop.services.analytics.upkeep(now);
    expect((await events.find()).map((event) => event.occurredAt.toISOString())).toEqual(["2024-06-15T06:00:00.000Z"]);
    expect((await salts.find()).map((salt) => salt.day)).toEqual(["2026-06-15"]);
    await salts.clear();
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
});
