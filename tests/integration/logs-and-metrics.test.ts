import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../graph/src/db/data-source.js";
import { MAX_OPERATION_NAMES } from "../../graph/src/observability/metrics.js";
import { DEMO_ACCOUNTS, freePortBlock, startTestAuth, type TestAuth } from "../support/auth.js";
import { openTestDatabase, skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { type ShopProcess, startShop } from "../support/shop-process.js";

/**
 * A real shop process at LOG_LEVEL=info, used as customers, an admin and an attacker would: what
 * it logs holds none of their personal data or tokens, and every answer's request id leads to its
 * log line. Its metrics are there for the token or on their own port, and nobody else.
 */

const [adminAccount, shopperAccount] = DEMO_ACCOUNTS;
const metricsToken = randomBytes(24).toString("hex");

/** A customer whose every detail is distinctive enough to grep for. */
const customer = {
  name: "Zubaida Quarrington",
  phone: "+880 1799-424242",
  email: "zubaida.quarrington@example.com",
  address: "Flat 9Z, Marigold Lane 77",
  notes: "Ring twice, Quarrington",
};
/** The same details as they could appear after the server normalises them (digits only, lower case). */
const personalValues = [...Object.values(customer), "01799424242", "1799424242", "Quarrington", "Marigold"];

describe.skipIf(skipDatabaseTests)(`logs and metrics of a running shop (${testDatabaseKind})`, { timeout: 180_000 }, () => {
  let auth: TestAuth;
  let database: Database | undefined;
  let dataDir: string;
  let shop: ShopProcess;
  let metricsPort: number;
  const tokens: string[] = [];
  /** The request id of every answer, from its header. */
  const requestIds: string[] = [];

  async function send(pathAndQuery: string, init: RequestInit = {}): Promise<{ status: number; body: unknown; requestId: string }> {
    const response = await fetch(`${shop.url}${pathAndQuery}`, init);
    const requestId = response.headers.get("x-request-id") ?? "";
    requestIds.push(requestId);
    const text = await response.text();
    return { status: response.status, body: text.startsWith("{") ? JSON.parse(text) : text, requestId };
  }

  async function graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}, token?: string) {
    const answer = await send("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return answer as typeof answer & { body: { data?: T; errors?: { message: string; extensions: Record<string, unknown> }[] } };
  }

  const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${metricsToken}` }) => {
    const response = await fetch(`${shop.url}/metrics`, { headers });
    return { status: response.status, text: await response.text() };
  };

  /** The value of one series in a scrape (0 when absent). */
  const valueOf = (text: string, series: string) => {
    const line = text.split("\n").find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };

  let productId: string;

  beforeAll(async () => {
    auth = await startTestAuth();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-logs-"));
    metricsPort = await freePortBlock();
    const databaseEnv: Record<string, string> = {};
    if (testDatabaseKind === "postgres") {
      database = await openTestDatabase();
      databaseEnv.DATABASE_URL = (database.dataSource.options as { url: string }).url;
    }
    shop = await startShop({
      ...databaseEnv,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      USE_AUTH_EMULATOR: "true",
      FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host,
      ADMIN_EMAILS: adminAccount!.email,
      ORDER_LIMIT_PER_ADDRESS: "0",
      ORDER_LIMIT_PER_CONTACT: "0",
      ORDER_UNITS_PER_ADDRESS: "0",
      ORDER_UNITS_PER_CONTACT: "0",
      METRICS_TOKEN: metricsToken,
      METRICS_PORT: String(metricsPort),
    });

    const adminToken = (await auth.signIn(adminAccount!.email, adminAccount!.password)).idToken;
    tokens.push(adminToken);
    const category = await graphql<{ createCategory: { id: string } }>(
      `mutation($input: CategoryInput!) { createCategory(input: $input) { id } }`,
      { input: { name: "Lamps" } },
      adminToken,
    );
    expect(category.body.errors).toBeUndefined();
    const product = await graphql<{ createProduct: { id: string } }>(
      `mutation($input: ProductInput!) { createProduct(input: $input) { id } }`,
      { input: { name: "Brass Lamp", price: 1200, categoryId: category.body.data!.createCategory.id, sku: "LAMP-1", stock: 100, status: "ACTIVE" } },
      adminToken,
    );
    expect(product.body.errors).toBeUndefined();
    productId = product.body.data!.createProduct.id;

    // An app's token (issue 33), used, then rotated out and refused: neither the token nor its replacement is logged.
    const created = await graphql<{ createApp: { token: string; app: { id: string } } }>(
      `mutation { createApp(input: { name: "Log ERP", scopes: [READ_ORDERS] }) { token app { id } } }`,
      {},
      adminToken,
    );
    const appToken = created.body.data!.createApp.token;
    tokens.push(appToken);
    expect((await graphql("{ orders { totalItems } }", {}, appToken)).body.errors).toBeUndefined();
    const rotated = await graphql<{ rotateAppToken: { token: string } }>(
      `mutation($id: ID!) { rotateAppToken(id: $id) { token } }`,
      { id: created.body.data!.createApp.app.id },
      adminToken,
    );
    tokens.push(rotated.body.data!.rotateAppToken.token);
    expect((await graphql("{ orders { totalItems } }", {}, appToken)).status).toBe(401);
  }, 180_000);

  afterAll(async () => {
    await shop?.stop("SIGTERM");
    await auth?.stop();
    await database?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("counts an order placed, on both ways to the metrics", async () => {
    const before = await scrape();
    expect(before.status).toBe(200);

    const placed = await graphql(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`,
      { input: { lines: [{ productId, quantity: 2 }], ...customer, district: "Dhaka" } },
    );
    expect(placed.body.errors).toBeUndefined();
    const rest = await send("/api/order", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ items: [{ productId, quantity: 1 }], name: customer.name, phone: customer.phone, address: customer.address, district: "Dhaka" }),
    });
    expect(rest.status).toBe(201);

    const after = await scrape();
    expect(valueOf(after.text, "shop_orders_placed_total") - valueOf(before.text, "shop_orders_placed_total")).toBe(2);
    const value = (text: string) => valueOf(text, `shop_orders_placed_value_minor_total{currency="BDT"}`);
    expect(value(after.text) - value(before.text)).toBeGreaterThan(0);
    expect(Number.isInteger(value(after.text))).toBe(true);
    expect(after.text).toMatch(/^shop_http_request_duration_seconds_count\{method="POST",route="\/graphql",status="2xx"\} \d+$/m);
    expect(after.text).toMatch(/^shop_http_request_duration_seconds_count\{method="POST",route="\/api\/order",status="2xx"\} \d+$/m);
    expect(after.text).toMatch(/^shop_graphql_operation_duration_seconds_count\{operation="anonymous",type="mutation"\} \d+$/m);
    expect(after.text).toMatch(/^shop_db_pool_connections \d+$/m);
    expect(after.text).toMatch(/^shop_db_pool_waiting \d+$/m);
    expect(after.text).toMatch(/^process_cpu_user_seconds_total /m);

    // The separate port serves the same, without the token, and nothing else.
    const own = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(own.status).toBe(200);
    expect(valueOf(await own.text(), "shop_orders_placed_total")).toBe(valueOf(after.text, "shop_orders_placed_total"));
    expect((await fetch(`http://127.0.0.1:${metricsPort}/graphql`)).status).toBe(404);
  });

  it("counts the response cache's hits and misses", async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) expect((await send("/api/products")).status).toBe(200);
    const after = await scrape();
    const moved = (series: string) => valueOf(after.text, series) - valueOf(before.text, series);
    expect(moved("shop_response_cache_hits_total")).toBeGreaterThanOrEqual(2);
    expect(moved("shop_response_cache_hits_total") + moved("shop_response_cache_misses_total")).toBeGreaterThanOrEqual(3);
    expect(valueOf(after.text, "shop_response_cache_bytes")).toBeGreaterThan(0);
  });

  it("refuses the metrics without the token, as if they were not there", async () => {
    const refusals: Record<string, string>[] = [{}, { authorization: "Bearer wrong" }, { authorization: `Bearer ${metricsToken}x` }, { authorization: metricsToken }];
    // Whatever an unknown path answers here (a 404 page; 503 while the web app is not built).
    const unknown = await fetch(`${shop.url}/no-such-path-${randomBytes(4).toString("hex")}`);
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    for (const headers of refusals) {
      const refused = await scrape(headers);
      expect(refused.status).toBe(unknown.status);
      expect(refused.text).not.toContain("shop_orders_placed_total");
    }
  });

  it("keeps the operation label bounded under a flood of made-up operation names", async () => {
    for (let i = 0; i < MAX_OPERATION_NAMES + 50; i++) {
      const name = `Flood_${randomBytes(6).toString("hex")}`;
      expect((await graphql(`query ${name} { __typename }`)).status).toBe(200);
    }
    const { text } = await scrape();
    const operations = new Set([...text.matchAll(/^shop_graphql_operation_duration_seconds_count\{operation="([^"]*)"/gm)].map((m) => m[1]));
    expect(operations.size).toBeLessThanOrEqual(MAX_OPERATION_NAMES + 3); // with "anonymous", "invalid" and "other"
    expect(operations).toContain("other");
  });

  it("answers every error with its request id, and never takes a client's id when no proxy is trusted", async () => {
    const shopperToken = (await auth.signIn(shopperAccount!.email, shopperAccount!.password)).idToken;
    tokens.push(shopperToken);
    const me = await graphql<{ me: { email: string } }>(`{ me { email } }`, {}, shopperToken);
    expect(me.body.data?.me.email).toBe(shopperAccount!.email);

    const notFound = await graphql(`mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`, {
      input: { lines: [{ productId: "00000000-0000-4000-8000-000000000000", quantity: 1 }], ...customer, district: "Dhaka" },
    });
    const invalid = await graphql(`{ nope }`);
    for (const answer of [notFound, invalid]) {
      expect(answer.body.errors?.length).toBeGreaterThan(0);
      for (const error of answer.body.errors!) expect(error.extensions.requestId).toBe(answer.requestId);
    }

    const restInvalid = await send("/api/order", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${shopperToken}` },
      body: JSON.stringify({ items: [{ productId: "not-an-id", quantity: 1 }], ...customer }),
    });
    const lookup = await send("/api/order/lookup", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ orderNumber: "999999", phone: customer.phone }),
    });
    for (const answer of [restInvalid, lookup]) {
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect((answer.body as { requestId: string }).requestId).toBe(answer.requestId);
    }

    // The search and a page, with personal data in the query string.
    await send(`/api/products?search=${encodeURIComponent(customer.email)}&phone=${encodeURIComponent(customer.phone)}`);
    await send(`/track?phone=${encodeURIComponent(customer.phone)}`);

    const forged = await send("/api/settings", { headers: { "x-request-id": "chosen-by-the-client-123" } });
    expect(forged.requestId).not.toBe("chosen-by-the-client-123");
    expect(forged.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs each request by its id, without personal data, tokens or query strings, and no metrics scrapes", async () => {
    // Stopped first: every line is written.
    expect(await shop.stop("SIGTERM")).toMatchObject({ code: 0 });
    const output = shop.stdout() + shop.stderr();
    for (const value of [...personalValues, ...tokens, metricsToken, encodeURIComponent(customer.email), encodeURIComponent(customer.phone)]) {
      expect(output, `the log holds ${value}`).not.toContain(value);
    }
    expect(output).not.toMatch(/search=|phone=|authorization|cookie|remoteAddress|"ip":/i);

    const lines = shop
      .stdout()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { msg: string; requestId?: string; path?: string; route?: string; status?: number });
    const completed = new Map(lines.filter((l) => l.msg === "request completed").map((l) => [l.requestId, l]));
    expect(requestIds.length).toBeGreaterThan(MAX_OPERATION_NAMES);
    for (const id of requestIds) {
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(completed.get(id), `no log line for request ${id}`).toMatchObject({ requestId: id });
    }
    expect(completed.get(requestIds.at(-2))).toMatchObject({ path: "/track" });
    expect(lines.some((l) => l.path === "/metrics")).toBe(false);
  });
});
