import { CATALOG_LIMITS } from "@shop/common";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditEntry } from "../../graph/src/audit/audit-entry.entity.js";
import { Product, ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { type AdminShop, bearer, codeOf, startAdminShop } from "../support/admin-shop.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import type { GraphQLBody, TestShop } from "../support/shop.js";

/**
 * Issue 35's admin operations and the storefront's `/search` page as attackers call them: NUL
 * bytes and control characters, over-long text, huge lists, numbers out of range, wrong types,
 * another role or an app without the scope, a loop from one address. Each answer is a clear 4xx
 * or `extensions.code`, and nothing changes: no row, no setting, no audit entry.
 */

const NUL = "a\u0000b";
const CONTROL = "key\u0007\u001b[31mred";
const HUGE = "x".repeat(100_000);
const ZERO_ID = "00000000-0000-4000-8000-000000000000";
const INDEX_HTML = `<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>`;

const GUESTS = `query($search: String, $sort: GuestCustomerSort, $skip: Int, $take: Int) {
  guestCustomers(search: $search, sort: $sort, skip: $skip, take: $take) { totalItems items { key } }
}`;
const GUEST = `query($key: ID!) { guestCustomer(key: $key) { key } }`;
const GUEST_ORDERS = `query($key: ID!, $skip: Int, $take: Int) { guestCustomerOrders(key: $key, skip: $skip, take: $take) { totalItems } }`;
const COURIER = `{ courierSettings { source saved { apiKeyLast4 baseUrl } } }`;
const SAVE_COURIER = `mutation($input: CourierSettingsInput!) { saveCourierSettings(input: $input) { source } }`;
const TEST_COURIER = `mutation { testCourierConnection { ok } }`;
const DUPLICATE = `mutation($id: ID!) { duplicateProduct(id: $id) { id name slug sku status } }`;
const CREATE_PRODUCT = `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`;
const AUDIT = `query($filter: AuditFilter, $skip: Int, $take: Int) { auditLog(filter: $filter, skip: $skip, take: $take) { totalItems } }`;
const AUDIT_ENTRY = `query($id: ID!) { auditEntry(id: $id) { id } }`;
const SETTINGS = `{ settings { phoneCountryCode timeZone } }`;
const UPDATE_SETTINGS = `mutation($input: SettingsInput!) { updateSettings(input: $input) { phoneCountryCode } }`;
const CREATE_APP = `mutation($input: CreateAppInput!) { createApp(input: $input) { token } }`;

describe.skipIf(skipDatabaseTests)(`issue 35's admin operations under attack (${testDatabaseKind})`, { timeout: 120_000 }, () => {
  let adminShop: AdminShop;
  let shop: TestShop;
  let asAdmin: AdminShop["asAdmin"];
  let ok: AdminShop["ok"];
  let productId: string;
  let categoryId: string;
  /** An app's token with every scope but READ_CUSTOMERS and READ_ORDERS. */
  let appToken: string;
  /** An app's token that may only read reports. */
  let reportsToken: string;

  beforeAll(async () => {
    adminShop = await startAdminShop({
      indexHtml: INDEX_HTML,
      // An anonymous address's budget this test's loop spends in about 20 searches whatever the
      // machine's speed (the default, 50000/5000, takes a burst of about 190 and then 19 a second).
      env: { SECRETS_KEY: "a-test-secrets-key-of-at-least-32-characters", QUERY_BUDGET_ADDRESS: "5000/5" },
    });
    ({ shop, asAdmin, ok } = adminShop);
    categoryId = (await shop.services.categories.create({ name: "Attack" })).id;
    productId = (await shop.services.products.create({ name: "Target Shirt", priceMinor: 10_000, categoryId, sku: "TARGET-1", stock: 5, status: ProductStatus.ACTIVE })).id;
    await shop.services.orders.place(
      { lines: [{ productId, quantity: 1 }], name: "Rahim", phone: "01711-000000", email: null, district: "Dhaka", address: "House 5, Road 2" },
      null,
      { requireEmail: false, clientIp: "10.0.0.2" },
    );
    const scopes = ["READ_PRODUCTS", "WRITE_PRODUCTS", "WRITE_INVENTORY", "WRITE_ORDERS", "READ_REPORTS", "READ_CONTENT", "WRITE_CONTENT"];
    appToken = (await ok<{ createApp: { token: string } }>(CREATE_APP, { input: { name: "Narrow", scopes } })).createApp.token;
    reportsToken = (await ok<{ createApp: { token: string } }>(CREATE_APP, { input: { name: "Reports", scopes: ["READ_REPORTS"] } })).createApp.token;
  }, 180_000);
  afterAll(() => adminShop?.close());

  const auditCount = () => shop.database.dataSource.getRepository(AuditEntry).count();
  /** Expect `call` to answer `code` and to change nothing the audit log or `snapshot` would show. */
  async function refusedUnchanged(code: string, call: () => Promise<GraphQLBody<unknown>>, snapshot: () => Promise<unknown> = async () => null) {
    const [audits, before] = [await auditCount(), await snapshot()];
    const body = await call();
    expect(codeOf(body), JSON.stringify(body.errors ?? body.data).slice(0, 300)).toBe(code);
    expect(await auditCount()).toBe(audits);
    expect(await snapshot()).toEqual(before);
  }

  describe("guest customers", () => {
    it("refuses a search with a NUL byte, over-long or wrong types, and paging out of range", async () => {
      for (const variables of [
        { search: NUL },
        { search: "x".repeat(101) },
        { search: HUGE },
        { take: 101 },
        { take: -1 },
        { skip: -1 },
        { skip: 2 ** 31 },
        { take: 1e30 },
        { sort: "lower(name); DROP TABLE shop_order" },
        { search: ["a", "b"] },
        { search: { "%": 1 } },
      ]) {
        expect(codeOf(await asAdmin(GUESTS, variables)), JSON.stringify(variables).slice(0, 80)).toBe("BAD_USER_INPUT");
      }
    });

    it("finds nobody with LIKE's wildcards or SQL as text, and keeps the guest list whole", async () => {
      for (const search of ["%", "_", "\\", "' OR 1=1 --", "%%%%%%%%%%"]) {
        expect((await ok<{ guestCustomers: { totalItems: number } }>(GUESTS, { search })).guestCustomers.totalItems, search).toBe(0);
      }
      expect((await ok<{ guestCustomers: { totalItems: number } }>(GUESTS, {})).guestCustomers.totalItems).toBe(1);
    });

    it("refuses a key with a NUL byte, and finds no guest for control characters, 100 KB or LIKE's wildcards", async () => {
      expect(codeOf(await asAdmin(GUEST, { key: NUL }))).toBe("BAD_USER_INPUT");
      expect(codeOf(await asAdmin(GUEST_ORDERS, { key: NUL }))).toBe("BAD_USER_INPUT");
      for (const key of [CONTROL, HUGE, "%", "017%", "01711_00000"]) {
        expect((await ok<{ guestCustomer: unknown }>(GUEST, { key })).guestCustomer, key.slice(0, 20)).toBeNull();
        expect((await ok<{ guestCustomerOrders: { totalItems: number } }>(GUEST_ORDERS, { key })).guestCustomerOrders.totalItems).toBe(0);
      }
      expect(codeOf(await asAdmin(GUEST_ORDERS, { key: "01711000000", take: 101 }))).toBe("BAD_USER_INPUT");
      expect(codeOf(await asAdmin(GUEST_ORDERS, { key: "01711000000", skip: -5 }))).toBe("BAD_USER_INPUT");
    });

    it("is no one's but an admin's: signed out, a shopper, an app without the scopes", async () => {
      for (const [query, variables] of [[GUESTS, {}], [GUEST, { key: "01711000000" }], [GUEST_ORDERS, { key: "01711000000" }]] as const) {
        expect(codeOf(await adminShop.as(null, query, variables))).toBe("UNAUTHENTICATED");
        expect(codeOf(await adminShop.as(adminShop.shopper.idToken, query, variables))).toBe("FORBIDDEN");
        expect(codeOf(await adminShop.as(appToken, query, variables))).toBe("FORBIDDEN");
      }
    });
  });

  describe("courier keys", () => {
    const saved = async () => (await ok<{ courierSettings: unknown }>(COURIER)).courierSettings;

    it("refuses keys with NUL bytes, control characters, non-ASCII or 100 KB, saving nothing", async () => {
      const good = "k".repeat(20);
      for (const bad of [`${good}${"\u0000"}`, `${good}\u0007`, `${good}\u001b[0m`, `${good}\u200b`, `${good}\u00a0x`, "ключ-ключ-ключ", HUGE]) {
        for (const input of [{ apiKey: bad, secretKey: good }, { apiKey: good, secretKey: bad }]) {
          await refusedUnchanged("BAD_USER_INPUT", () => asAdmin(SAVE_COURIER, { input }), saved);
        }
      }
    });

    it("refuses a base URL that is not http(s), has a NUL byte or is too long; and wrong types", async () => {
      const keys = { apiKey: "k".repeat(20), secretKey: "s".repeat(20) };
      for (const baseUrl of ["javascript:alert(1)", "file:///etc/passwd", "http://a\u0000b/api", `http://x/${"a".repeat(300)}`, "ftp://x/"]) {
        await refusedUnchanged("BAD_USER_INPUT", () => asAdmin(SAVE_COURIER, { input: { ...keys, baseUrl } }), saved);
      }
      for (const input of [{ apiKey: 12345678, secretKey: keys.secretKey }, { apiKey: [keys.apiKey], secretKey: keys.secretKey }, "keys", null]) {
        await refusedUnchanged("BAD_USER_INPUT", () => asAdmin(SAVE_COURIER, { input }), saved);
      }
    });

    it("lets no one but a person who is an admin see, save or test them", async () => {
      const input = { apiKey: "k".repeat(20), secretKey: "s".repeat(20) };
      for (const token of [adminShop.shopper.idToken, appToken]) {
        await refusedUnchanged("FORBIDDEN", () => adminShop.as(token, SAVE_COURIER, { input }), saved);
        expect(codeOf(await adminShop.as(token, COURIER))).toBe("FORBIDDEN");
        expect(codeOf(await adminShop.as(token, TEST_COURIER))).toBe("FORBIDDEN");
      }
    });
  });

  describe("the orders CSV", () => {
    const exportCsv = (query: string, headers: Record<string, string> = bearer(adminShop.admin.idToken)) =>
      shop.app.inject({ method: "GET", url: `/api/admin/orders/export.csv${query}`, headers });

    it("answers a JSON 400 to a layout, sort, date or search it does not take, and audits no export", async () => {
      for (const query of [
        "?layout=evil",
        "?layout=orders&layout=lines",
        "?layout=%00",
        "?sort=%27%3B%20DROP",
        "?createdFrom=yesterday",
        "?createdFrom=2026-13-45",
        // Year 0 is a JavaScript date but no PostgreSQL timestamp.
        "?createdFrom=0000-01-01",
        "?createdBefore=%00",
        `?search=${"x".repeat(101)}`,
        "?search=a%00b",
        "?status=SHIPPED%00",
        "?status=NOPE",
        `?layout=${"x".repeat(100_000)}`,
      ]) {
        const audits = await auditCount();
        const response = await exportCsv(query);
        expect(response.statusCode, query.slice(0, 60)).toBe(400);
        expect(response.headers["content-type"]).toMatch(/^application\/json/);
        expect(response.json(), query.slice(0, 60)).toMatchObject({ success: false });
        expect(await auditCount()).toBe(audits);
      }
    });

    it("is refused to a shopper and to an app without READ_ORDERS", async () => {
      expect((await exportCsv("", bearer(adminShop.shopper.idToken))).statusCode).toBe(403);
      expect((await exportCsv("", bearer(appToken))).statusCode).toBe(403);
      expect((await exportCsv("", bearer(reportsToken))).statusCode).toBe(403);
    });

    it("refuses a shop time zone that is not one, so every layout's times stay in a real zone", async () => {
      const zone = async () => (await ok<{ settings: { timeZone: string } }>(SETTINGS)).settings.timeZone;
      for (const timeZone of ["Mars/Olympus", "Asia/Dhaka\u0000", "../../etc/passwd", "x".repeat(1000), ""]) {
        await refusedUnchanged("BAD_USER_INPUT", () => asAdmin(UPDATE_SETTINGS, { input: { reports: { timeZone, lowStockThreshold: 5 } } }), zone);
      }
    });
  });

  describe("duplicating a product", () => {
    const products = () => shop.database.dataSource.getRepository(Product).count({ withDeleted: true });

    it("answers NOT_FOUND for an id that is none, and copies nothing", async () => {
      // An Int is an ID in GraphQL: 42 is an id that is none.
      for (const id of ["not-a-uuid", HUGE, ZERO_ID, "' OR 1=1 --", 42]) {
        await refusedUnchanged("NOT_FOUND", () => asAdmin(DUPLICATE, { id }), products);
      }
      for (const id of [NUL, [productId, productId], { id: productId }]) {
        await refusedUnchanged("BAD_USER_INPUT", () => asAdmin(DUPLICATE, { id }), products);
      }
    });

    it("is refused to a shopper, and to an app without WRITE_PRODUCTS", async () => {
      for (const token of [adminShop.shopper.idToken, reportsToken]) {
        await refusedUnchanged("FORBIDDEN", () => adminShop.as(token, DUPLICATE, { id: productId }), products);
      }
    });

    it("keeps the copy of a copy of a longest name within the limits, with a free slug and SKU each time", async () => {
      const longest = await shop.services.products.create({ name: "N".repeat(200), priceMinor: 100, categoryId, sku: `L${"S".repeat(63)}`, stock: 1 });
      let id = longest.id;
      const seen = new Set<string>([longest.slug]);
      for (let i = 0; i < 3; i++) {
        const copy = (await ok<{ duplicateProduct: { id: string; name: string; slug: string; sku: string; status: string } }>(DUPLICATE, { id })).duplicateProduct;
        expect(copy.name.length).toBeLessThanOrEqual(200);
        expect(copy.sku.length).toBeLessThanOrEqual(64);
        expect(copy.status).toBe("DRAFT");
        expect(seen.has(copy.slug)).toBe(false);
        seen.add(copy.slug);
        id = copy.id;
      }
    });
  });

  describe("duplicating a product at once", () => {
    it("makes one copy per request when five arrive together, each with its own slug and SKU", async () => {
      const answers = await Promise.all(Array.from({ length: 5 }, () => asAdmin<{ duplicateProduct: { slug: string; sku: string } }>(DUPLICATE, { id: productId })));
      expect(answers.map((a) => a.errors)).toEqual(Array(5).fill(undefined));
      const copies = answers.map((a) => a.data!.duplicateProduct);
      expect(new Set(copies.map((c) => c.slug)).size).toBe(5);
      expect(new Set(copies.map((c) => c.sku)).size).toBe(5);
    });
  });

  describe("variants", () => {
    const products = () => shop.database.dataSource.getRepository(Product).count({ withDeleted: true });
    const productInput = (variants: unknown[]) => ({
      name: "Grid Shirt",
      price: 100,
      categoryId,
      sku: `GRID-${Math.random().toString(36).slice(2, 8)}`,
      stock: 0,
      variants,
    });

    it("refuses more variants than CATALOG_LIMITS.variants, naming the limit: a 10 by 1,000 grid never reaches the database", async () => {
      const grid = (colors: number, sizes: number) =>
        Array.from({ length: colors * sizes }, (_, i) => ({ color: `C${Math.floor(i / sizes)}`, size: `S${i % sizes}`, stock: 1 }));
      // 201 variants: over the limit by one. 10,000: a 10 by 1,000 grid (100,000 would be a 10 MB body).
      for (const variants of [grid(1, CATALOG_LIMITS.variants + 1), grid(10, 1_000)]) {
        await refusedUnchanged("BAD_USER_INPUT", () => asAdmin(CREATE_PRODUCT, { input: productInput(variants) }), products);
      }
      expect(JSON.stringify((await asAdmin(CREATE_PRODUCT, { input: productInput(grid(1, 201)) })).errors)).toContain("at most 200 variants");
    });

    it("refuses a variant with a NUL byte, a negative or overflowing stock or surcharge", async () => {
      for (const variant of [
        { color: NUL, size: "M", stock: 1 },
        { color: "Red", size: "M\u0000", stock: 1 },
        { color: "Red", size: "M", stock: -1 },
        { color: "Red", size: "M", stock: 2 ** 31 },
        { color: "Red", size: "M", stock: 1, additionalPrice: 1e30 },
        { color: "Red", size: "M", stock: 1, additionalPrice: -1e9 },
        { color: "x".repeat(51), size: "M", stock: 1 },
      ]) {
        await refusedUnchanged("BAD_USER_INPUT", () => asAdmin(CREATE_PRODUCT, { input: productInput([variant]) }), products);
      }
    });
  });

  describe("image uploads", () => {
    /** POST a multipart body of `parts` ([name, value, filename?]) to the upload. */
    const upload = async (parts: [string, Blob | string, string?][], headers: Record<string, string> = bearer(adminShop.admin.idToken)) => {
      const form = new FormData();
      for (const [name, value, filename] of parts) {
        if (typeof value === "string") form.append(name, value);
        else form.append(name, value, filename);
      }
      const request = new Request("http://shop.test/", { method: "POST", body: form });
      return shop.app.inject({
        method: "POST",
        url: "/api/admin/images",
        headers: { "content-type": request.headers.get("content-type") ?? "", ...headers },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: "image/png" });

    it("refuses a flood of text fields, an empty or cut file, and a NUL in a file name, storing and auditing nothing", async () => {
      const audits = await auditCount();
      const flood = await upload(Array.from({ length: 100 }, (_, i) => [`field${i}`, "x"] as [string, string]));
      expect(flood.statusCode).toBe(413);
      expect(flood.json()).toMatchObject({ code: "QUERY_TOO_LARGE", reason: "TOO_MANY_PARTS" });
      for (const parts of [[["files", new Blob([]), "empty.png"]], [["files", png(), "cut.png"]], [["files", png(), `evil\u0000.png`]]] as [string, Blob, string][][]) {
        const response = await upload(parts);
        expect(response.statusCode, parts[0]![2]).toBe(400);
        expect(response.json().code).toBe("BAD_USER_INPUT");
        expect(response.body).not.toContain("\u0000");
      }
      expect(await auditCount()).toBe(audits);
    });

    it("is refused to a shopper and to an app without WRITE_PRODUCTS, before reading the files", async () => {
      for (const token of [adminShop.shopper.idToken, reportsToken]) {
        const response = await upload([["files", png(), "a.png"]], bearer(token));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ success: false, code: "FORBIDDEN" });
      }
    });
  });

  describe("the audit log", () => {
    it("refuses filters with NUL bytes, over-long text, dates that are none and paging out of range", async () => {
      for (const variables of [
        { filter: { action: NUL } },
        { filter: { entityType: "product\u0000" } },
        { filter: { actorUid: NUL } },
        { filter: { actorAppId: NUL } },
        { filter: { action: "x".repeat(61) } },
        { filter: { actorUid: HUGE } },
        { filter: { from: "yesterday" } },
        { filter: { to: "2026-13-45T00:00:00Z" } },
        { filter: { from: 1e30 } },
        { filter: { from: "0000-01-01T00:00:00Z" } },
        { take: 101 },
        { take: -1 },
        { skip: -1 },
        { filter: "product" },
      ]) {
        expect(codeOf(await asAdmin(AUDIT, variables)), JSON.stringify(variables).slice(0, 80)).toBe("BAD_USER_INPUT");
      }
    });

    it("finds nothing for a range that ends before it starts, or for SQL as text", async () => {
      const range = await ok<{ auditLog: { totalItems: number } }>(AUDIT, { filter: { from: "2026-02-01T00:00:00Z", to: "2026-01-01T00:00:00Z" } });
      expect(range.auditLog.totalItems).toBe(0);
      const sql = await ok<{ auditLog: { totalItems: number } }>(AUDIT, { filter: { action: "' OR 1=1 --", actorAppId: "' OR 1=1 --" } });
      expect(sql.auditLog.totalItems).toBe(0);
      expect(codeOf(await asAdmin(AUDIT_ENTRY, { id: NUL }))).toBe("BAD_USER_INPUT");
      for (const id of ["not-a-uuid", HUGE, ZERO_ID]) {
        expect((await ok<{ auditEntry: unknown }>(AUDIT_ENTRY, { id })).auditEntry).toBeNull();
      }
    });

    it("is for people who are admins: a shopper and any app are refused", async () => {
      for (const token of [adminShop.shopper.idToken, appToken]) {
        expect(codeOf(await adminShop.as(token, AUDIT, {}))).toBe("FORBIDDEN");
        expect(codeOf(await adminShop.as(token, AUDIT_ENTRY, { id: ZERO_ID }))).toBe("FORBIDDEN");
      }
    });
  });

  describe("the phone-country setting", () => {
    const code = async () => (await ok<{ settings: { phoneCountryCode: string } }>(SETTINGS)).settings.phoneCountryCode;
    const contact = (phoneCountryCode: unknown) => ({ input: { contact: { phoneCountryCode } } });

    it("refuses anything but 1 to 3 digits, changing nothing", async () => {
      for (const value of ["+880", "0880", "8800", "", "   ", "88\u0000", "٨٨٠", "1e3", HUGE, "-1"]) {
        await refusedUnchanged("BAD_USER_INPUT", () => asAdmin(UPDATE_SETTINGS, contact(value)), code);
      }
      for (const value of [880, ["880"], { code: "880" }]) {
        await refusedUnchanged("BAD_USER_INPUT", () => asAdmin(UPDATE_SETTINGS, contact(value)), code);
      }
    });

    it("is refused to a shopper and to someone signed out", async () => {
      await refusedUnchanged("FORBIDDEN", () => adminShop.as(adminShop.shopper.idToken, UPDATE_SETTINGS, contact("44")), code);
      await refusedUnchanged("UNAUTHENTICATED", () => adminShop.as(null, UPDATE_SETTINGS, contact("44")), code);
    });
  });

  describe("the /search page", () => {
    const page = (q: string, accept = "*/*") =>
      shop.app.inject({ method: "GET", url: `/search?q=${encodeURIComponent(q)}`, headers: { accept, "user-agent": "Googlebot/2.1" } });
    const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));

    it("answers a crawler's Accept: */* with the page, noindex,follow", async () => {
      for (const accept of ["*/*", "text/html", ""]) {
        const response = await page("shirt", accept);
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toMatch(/^text\/html/);
        expect(response.body).toMatch(/<meta name="robots" content="noindex,follow"/);
      }
    });

    it("escapes HTML and script in q, and drops NUL bytes and control characters", async () => {
      const response = await page(`"><script>alert(1)</script><img src=x onerror=alert(1)>\u0000\u0007`);
      expect(response.statusCode).toBe(200);
      const head = headOf(response.body);
      expect(head).not.toContain("<script>alert");
      expect(head).not.toContain("<img src=x");
      expect(head).not.toContain("\u0000");
      expect(head).toContain("&lt;script&gt;");
    });

    it("cuts a 100 KB q to the longest search, in the head and the canonical link", async () => {
      const response = await page(`${"long ".repeat(20_000)}`);
      expect(response.statusCode).toBe(200);
      expect(Buffer.byteLength(response.body)).toBeLessThan(INDEX_HTML.length + 4_000);
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(response.body)?.[1] ?? "";
      expect(new URL(canonical).searchParams.get("q")!.length).toBeLessThanOrEqual(100);
    });

    it("answers a page far beyond the results, or a page number that is none, without an error", async () => {
      for (const pageNumber of ["999999999", "-1", "1e308", "NaN", "%00"]) {
        const response = await shop.app.inject({ method: "GET", url: `/search?q=shirt&page=${pageNumber}`, headers: { accept: "*/*" } });
        expect(response.statusCode, pageNumber).toBe(200);
      }
    });

    it("throttles a loop of searches from one address, and serves another address meanwhile", async () => {
      const search = (address: string, i: number) =>
        shop.app.inject({
          method: "POST",
          url: "/graphql",
          remoteAddress: address,
          headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
          payload: { query: `query($q: String!) { searchProducts(q: $q, limit: 10) { id } }`, variables: { q: `shirt ${i}` } },
        });
      // Each search is a scan (api/limits.ts, SCAN_COST): 5,000 points hold about 19.
      let throttled: Awaited<ReturnType<typeof search>> | undefined;
      let served = 0;
      for (let i = 0; i < 100 && !throttled; i++) {
        const response = await search("203.0.113.77", i);
        if (response.statusCode === 429) throttled = response;
        else expect(response.statusCode).toBe(200);
        served += response.statusCode === 200 ? 1 : 0;
      }
      expect(throttled, "100 searches from one address were all served").toBeDefined();
      expect(served).toBeGreaterThan(10);
      expect(throttled!.json().errors[0].extensions.code).toBe("THROTTLED");
      expect(throttled!.headers["retry-after"]).toBeDefined();
      expect((await search("203.0.113.78", 0)).statusCode).toBe(200);
    });
  });
});
