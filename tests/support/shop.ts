import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import "reflect-metadata";
import { seedDemoCatalog } from "../../graph/src/catalog/demo/seed-demo.js";
import { loadConfig } from "../../graph/src/config.js";
import type { Database } from "../../graph/src/db/data-source.js";
import type { OutboxConsumer } from "../../graph/src/events/outbox-consumer.js";
import { createShop, type Shop } from "../../graph/src/server.js";
import { openTestDatabase } from "./database.js";

export interface TestShop extends Shop {
  dataDir: string;
  /** POST a GraphQL operation and return the parsed body. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: GraphQLBody<T> }>;
  /** GET a path and return status, headers and parsed JSON. */
  get<T = unknown>(url: string, headers?: Record<string, string>): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
}

export interface GraphQLBody<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

/** Boot the real server (not listening) on a fresh database, optionally with the demo catalog. */
export interface TestShopOptions {
  seed?: boolean;
  webDist?: string;
  /** A built page (web/dist/index.html) to serve, written into the shop's temporary folder: no web build needed. */
  indexHtml?: string;
  /** Extra environment for loadConfig (FIREBASE_AUTH_EMULATOR_HOST, ADMIN_EMAILS, NODE_ENV…). */
  env?: Record<string, string>;
  /** The database to serve (a second replica on another's); a fresh one by default. The shop closes it. */
  database?: Database;
  /** Consumers the shop's outbox delivers to besides its own (a test's recording consumer). */
  outboxConsumers?: OutboxConsumer[];
}

export async function startTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
  let webDist = options.webDist;
  if (options.indexHtml !== undefined) {
    webDist = path.join(dataDir, "web");
    fs.mkdirSync(webDist);
    fs.writeFileSync(path.join(webDist, "index.html"), options.indexHtml);
  }
  const env = { NODE_ENV: "test", DATA_DIR: dataDir, ...(webDist ? { WEB_DIST: webDist } : {}), ...options.env };
  const config = { ...loadConfig(env), logLevel: "error" };
  const database = options.database ?? (await openTestDatabase());
  const shop = await createShop(config, { database, outboxConsumers: options.outboxConsumers });
  if (options.seed) await seedDemoCatalog(shop.services, path.join(dataDir, "uploads"), shop.storage);
  return {
    ...shop,
    dataDir,
    async graphql(query, variables, headers = {}) {
      const response = await shop.app.inject({
        method: "POST",
        url: "/graphql",
        headers: { "content-type": "application/json", ...headers },
        payload: { query, variables },
      });
      return { status: response.statusCode, body: response.json() };
    },
    async get(url, headers = {}) {
      const response = await shop.app.inject({ method: "GET", url, headers });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
    async close() {
      await shop.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
