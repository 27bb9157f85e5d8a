import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { afterEach, expect } from "vitest";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { type Database, openDatabase } from "../../graph/src/db/data-source.js";
import { createServices } from "../../graph/src/services.js";
import { openTestDatabase, testDatabaseKind } from "./database.js";
import { startedShops } from "./shop-process.js";

/**
 * Checkouts fired at a real shop process while it is stopped or killed, and the proof afterwards
 * that the database holds every acknowledged order whole and nothing half-written.
 */

const INITIAL_STOCK = 10_000;
/** Client connections reused for the whole burst, as a proxy in front of the shop keeps them. */
const KEEP_ALIVE_SOCKETS = 8;

/** The shop's database for one test: a PostgreSQL database or an embedded one in a real data folder. */
export interface BurstDatabase {
  /** DATA_DIR and, on PostgreSQL, DATABASE_URL for the shop process; order limits off for the burst. */
  env: Record<string, string>;
  dataDir: string;
  products: [string, string];
  /** Open the database (after the shop has stopped, for the embedded one) and run `read` on it. */
  inspect<T>(read: (dataSource: DataSource) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

async function openBurstDatabase(): Promise<BurstDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-burst-"));
  // PostgreSQL: the test's own database, open the whole time. Embedded: opened only while no shop holds the folder.
  const shared = testDatabaseKind === "postgres" ? await openTestDatabase() : undefined;
  const open = async (): Promise<Database> => shared ?? (await openDatabase({ dataDir }));
  const inspect = async <T>(read: (dataSource: DataSource) => Promise<T>): Promise<T> => {
    const database = await open();
    try {
      return await read(database.dataSource);
    } finally {
      if (!shared) await database.close();
    }
  };

  const products = await inspect(async (dataSource) => {
    const services = createServices(dataSource);
    const category = await services.categories.create({ name: "Burst Goods", subCategories: [] });
    const product = (name: string, sku: string) =>
      services.products.create({ name, sku, priceMinor: 50_000, categoryId: category.id, stock: INITIAL_STOCK, status: ProductStatus.ACTIVE });
    return [(await product("Burst Mug", "BURST-MUG")).id, (await product("Burst Plate", "BURST-PLATE")).id] as [string, string];
  });
  const url = shared && (shared.dataSource.options as { url: string }).url;
  return {
    env: { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}), ORDER_LIMIT_PER_ADDRESS: "0", ORDER_LIMIT_PER_CONTACT: "0" },
    dataDir,
    products,
    inspect,
    async close() {
      await shared?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** For a test file: shops and databases its tests start, stopped and dropped after each test. */
export function burstFixtures() {
  const shops = startedShops();
  const databases: BurstDatabase[] = [];
  afterEach(async () => {
    await shops.killAll();
    for (const database of databases.splice(0)) await database.close();
  });
  return {
    start: shops.start,
    async openDatabase(): Promise<BurstDatabase> {
      const database = await openBurstDatabase();
      databases.push(database);
      return database;
    },
  };
}

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number } } }`;

type Outcome = { kind: "acknowledged"; orderId: string } | { kind: "refused"; status: number; body: unknown } | { kind: "no answer"; error: string };

export interface BurstRequest {
  marker: string;
  lines: { productId: string; quantity: number }[];
  outcome: Outcome;
}

export interface Burst {
  /** Resolves once this many orders were acknowledged. */
  acknowledged(count: number): Promise<void>;
  /** Every request's outcome, once each has one. */
  done: Promise<BurstRequest[]>;
}

/** Place `count` guest orders at once, each of both products, over a few keep-alive connections. */
export function fireBurst(url: string, products: readonly [string, string], count: number): Burst {
  const agent = new http.Agent({ keepAlive: true, maxSockets: KEEP_ALIVE_SOCKETS });
  const run = randomBytes(4).toString("hex");
  let acks = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const requests = Array.from({ length: count }, (_, i) => ({
    marker: `burst ${run} #${i}`,
    lines: [
      { productId: products[0], quantity: 1 + (i % 2) },
      { productId: products[1], quantity: 1 + (i % 3) },
    ],
  }));
  const done = Promise.all(
    requests.map(async (request): Promise<BurstRequest> => {
      const input = { lines: request.lines, name: "Karim Ahmed", phone: "+880 1711-555000", email: "karim@example.com", district: "Dhaka", address: "House 9, Road 4", notes: request.marker };
      const outcome = await post(agent, `${url}/graphql`, { query: PLACE, variables: { input } }).then(
        ({ status, body }): Outcome => {
          const orderId = (body as { data?: { placeOrder?: { order?: { id?: string } } } } | undefined)?.data?.placeOrder?.order?.id;
          return status === 200 && orderId ? { kind: "acknowledged", orderId } : { kind: "refused", status, body };
        },
        (error: unknown): Outcome => ({ kind: "no answer", error: (error as Error).message }),
      );
      if (outcome.kind === "acknowledged") {
        acks++;
        for (const waiter of waiters.filter((w) => acks >= w.count)) waiter.resolve();
      }
      return { ...request, outcome };
    }),
  ).finally(() => agent.destroy());
  return {
    acknowledged: (n) =>
      new Promise<void>((resolve, reject) => {
        if (acks >= n) return resolve();
        waiters.push({ count: n, resolve });
        // A burst that ends first cannot reach the count.
        void done.then((all) => {
          if (acks >= n) return resolve();
          const other = all.find((request) => request.outcome.kind !== "acknowledged");
          reject(new Error(`Only ${acks} of ${n} orders were acknowledged; one of the others: ${JSON.stringify(other?.outcome)}`));
        });
      }),
    done,
  };
}

function post(agent: http.Agent, url: string, payload: unknown): Promise<{ status: number; body: unknown }> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", agent, headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("error", reject);
      response.on("end", () => {
        try {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
        } catch {
          resolve({ status: response.statusCode ?? 0, body: undefined });
        }
      });
    });
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * What a stop or a crash may leave: every acknowledged order with all its lines; any other order
 * only whole (a request may commit and lose its answer); no order twice; and each product's stock
 * down by exactly the units of the orders the database holds.
 */
export async function expectOnlyWholeOrders(database: BurstDatabase, requests: readonly BurstRequest[]): Promise<void> {
  await database.inspect(async (dataSource) => {
    const orders = (await dataSource.query(
      `SELECT o."id", o."notes", coalesce(json_agg(json_build_object('productId', l."productId", 'quantity', l."quantity")) FILTER (WHERE l."id" IS NOT NULL), '[]') AS "lines"
       FROM "shop_order" o LEFT JOIN "order_line" l ON l."orderId" = o."id" GROUP BY o."id"`,
    )) as { id: string; notes: string; lines: string | { productId: string; quantity: number }[] }[];
    const byMarker = new Map<string, { id: string; lines: { productId: string; quantity: number }[] }[]>();
    for (const order of orders) {
      const lines = typeof order.lines === "string" ? (JSON.parse(order.lines) as { productId: string; quantity: number }[]) : order.lines;
      byMarker.set(order.notes, [...(byMarker.get(order.notes) ?? []), { id: order.id, lines }]);
    }
    const sorted = (lines: readonly { productId: string; quantity: number }[]) =>
      [...lines].map(({ productId, quantity }) => ({ productId, quantity })).sort((a, b) => a.productId.localeCompare(b.productId));

    for (const request of requests) {
      const found = byMarker.get(request.marker) ?? [];
      expect(found.length, `${request.marker} is in the database at most once`).toBeLessThanOrEqual(1);
      if (request.outcome.kind === "acknowledged") expect(found.map((order) => order.id), request.marker).toEqual([request.outcome.orderId]);
      for (const order of found) expect(sorted(order.lines), `${request.marker} has all its lines`).toEqual(sorted(request.lines));
    }
    const placed = new Set(requests.map((request) => request.marker));
    expect([...byMarker.keys()].filter((marker) => !placed.has(marker)), "orders the burst did not place").toEqual([]);

    for (const productId of database.products) {
      const units = [...byMarker.values()]
        .flat()
        .flatMap((order) => order.lines)
        .filter((line) => line.productId === productId)
        .reduce((sum, line) => sum + line.quantity, 0);
      const [product] = (await dataSource.query(`SELECT "stock", "soldCount" FROM "product" WHERE "id" = $1`, [productId])) as { stock: number; soldCount: number }[];
      expect(product, `stock of ${productId}`).toEqual({ stock: INITIAL_STOCK - units, soldCount: units });
    }
  });
}

/** How many requests had each outcome (for the test's own sanity checks). */
export function countOutcomes(requests: readonly BurstRequest[]): Record<Outcome["kind"], number> {
  const counts = { acknowledged: 0, refused: 0, "no answer": 0 };
  for (const request of requests) counts[request.outcome.kind]++;
  return counts;
}
