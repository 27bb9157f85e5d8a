import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVALIDATION_CHANNEL } from "../../graph/src/cache/postgres-channel.js";
import { Category } from "../../graph/src/catalog/category.entity.js";
import type { Database } from "../../graph/src/db/data-source.js";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "../support/auth.js";
import { openTestDatabase, skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { type ShopProcess, startShop } from "../support/shop-process.js";
const adminAccount = DEMO_ACCOUNTS[0]!;

/** A real server process on the test's PostgreSQL database, run from source. */
interface Replica {
  url: string;
  process: ShopProcess;
  dataDir: string;
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ body: { data?: T; errors?: unknown[] }; headers: Headers }>;
}

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function startReplica(databaseUrl: string, auth: TestAuth, extraEnv: Record<string, string>): Promise<Replica> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-replica-"));
  const shop = await startShop({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    USE_AUTH_EMULATOR: "true",
    FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host,
    ADMIN_EMAILS: adminAccount.email,
    ORDER_LIMIT_PER_ADDRESS: "0",
    ORDER_LIMIT_PER_CONTACT: "0",
    ORDER_UNITS_PER_ADDRESS: "0",
    ORDER_UNITS_PER_CONTACT: "0",
    ...extraEnv,
  });
  return {
    url: shop.url,
    process: shop,
    dataDir,
    async graphql(query, variables, token) {
      const response = await fetch(`${shop.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { body: (await response.json()) as never, headers: response.headers };
    },
  };
}

const PRODUCT = `query($slug: String!) { product(slug: $slug) { name stock } }`;
const UPDATE = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }`;
const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { id slug } }`;

/** How a test cuts the replicas' invalidation channel and counts who listens again. */
interface ChannelControl {
  env: Record<string, string>;
  cut(): Promise<void>;
  listeners(): Promise<number>;
  forge(payload: string): Promise<void>;
  close(): Promise<void>;
}

function postgresControl(databaseUrl: string): ChannelControl {
  const admin = new pg.Client({ connectionString: databaseUrl });
  const connected = admin.connect();
  const listeners = `FROM pg_stat_activity WHERE application_name = 'shop-cache-invalidation' AND datname = current_database()`;
  return {
    env: {},
    async cut() {
      await connected;
      await admin.query(`SELECT pg_terminate_backend(pid) ${listeners}`);
    },
    async listeners() {
      await connected;
      return ((await admin.query(`SELECT count(*)::int AS n ${listeners}`)).rows[0] as { n: number }).n;
    },
    async forge(payload) {
      await admin.query(`SELECT pg_notify($1, $2)`, [INVALIDATION_CHANNEL, payload]);
    },
    close: () => admin.end(),
  };
}

function redisControl(databaseName: string): ChannelControl {
  const admin = new Redis(redisUrl);
  const ours = async (prefix: string) =>
    (await admin.client("LIST") as string)
      .split("\n")
      .filter((line) => line.includes(` name=${prefix}:${databaseName} `))
      .map((line) => /\bid=(\d+)/.exec(line)![1]!);
  return {
    env: { REDIS_URL: redisUrl },
    async cut() {
      for (const id of [...(await ours("shop-cache-invalidation")), ...(await ours("shop-cache-publisher"))]) await admin.client("KILL", "ID", id);
    },
    listeners: async () => (await ours("shop-cache-invalidation")).length,
    async forge(payload) {
      await admin.publish(`shop:response-cache:${databaseName}`, payload);
    },
    close: async () => void admin.disconnect(),
  };
}

/**
 * Two server processes on one PostgreSQL database, each with its own response cache: a read on one
 * right after a write acknowledged by the other never shows the old value (docs/decisions/026-…),
 * with invalidations over PostgreSQL's NOTIFY and over Redis.
 */
describe.skipIf(skipDatabaseTests || testDatabaseKind !== "postgres").each(["postgres", "redis"] as const)("response cache across replicas, told over %s", (over) => {
  let database: Database;
  let auth: TestAuth;
  let writer: Replica;
  let reader: Replica;
  let adminToken: string;
  let product: { id: string; slug: string };
  let categoryId: string;
  let control: ChannelControl;

  beforeAll(async () => {
    database = await openTestDatabase();
    const url = (database.dataSource.options as { url: string }).url;
    control = over === "postgres" ? postgresControl(url) : redisControl(new URL(url).pathname.slice(1));
    categoryId = (await database.dataSource.getRepository(Category).save({ name: "Replica Goods", slug: "replica-goods", subCategories: [], sortOrder: 0 })).id;
    auth = await startTestAuth();
    [writer, reader] = await Promise.all([startReplica(url, auth, control.env), startReplica(url, auth, control.env)]);
    adminToken = (await auth.signIn(adminAccount.email, adminAccount.password)).idToken;
    // The first admin call makes the account an admin (ADMIN_EMAILS); a fresh token carries the role.
    const created = await writer.graphql<{ createProduct: { id: string; slug: string } }>(CREATE, { input: input("Replica Lamp 0") }, adminToken);
    expect(created.body.errors, JSON.stringify(created.body.errors)).toBeUndefined();
    product = created.body.data!.createProduct;
  }, 180_000);
  afterAll(async () => {
    await Promise.all([writer, reader].map((replica) => replica?.process.stop("SIGTERM")));
    for (const replica of [writer, reader]) if (replica) fs.rmSync(replica.dataDir, { recursive: true, force: true });
    await auth?.stop();
    await control?.close();
    await database?.close();
  });

  const input = (name: string) => ({ name, price: 1200, categoryId, sku: "REPLICA-LAMP", stock: 1000, status: "ACTIVE" });
  const readOn = async (replica: Replica) => {
    const { body, headers } = await replica.graphql<{ product: { name: string; stock: number } }>(PRODUCT, { slug: product.slug });
    return { ...body.data!.product, cache: headers.get("x-cache") };
  };

  it("shows an admin edit made on the other replica at once, every time", async () => {
    for (let i = 1; i <= 20; i++) {
      // The reader holds the current answer in its cache...
      await readOn(reader);
      expect((await readOn(reader)).cache).toBe("HIT");
      // ...the writer commits an edit and answers...
      const updated = await writer.graphql(UPDATE, { id: product.id, input: input(`Replica Lamp ${i}`) }, adminToken);
      expect(updated.body.errors, JSON.stringify(updated.body.errors)).toBeUndefined();
      // ...and the reader's very next answer is the new one.
      expect((await readOn(reader)).name).toBe(`Replica Lamp ${i}`);
    }
  });

  it("shows the stock an order on the other replica took", async () => {
    for (let i = 0; i < 10; i++) {
      const before = await readOn(reader);
      const placed = await writer.graphql(
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`,
        {
          input: {
            lines: [{ productId: product.id, quantity: 1 }],
            name: "Rahim Uddin",
            phone: "+880 1711-777000",
            email: "rahim@example.com",
            district: "Dhaka",
            address: "House 2, Road 3",
          },
        },
      );
      expect(placed.body.errors, JSON.stringify(placed.body.errors)).toBeUndefined();
      expect((await readOn(reader)).stock).toBe(before.stock - 1);
    }
  });

  it("serves nothing from memory while it cannot hear the others, and starts empty when it hears again", async () => {
    await readOn(reader);
    expect((await readOn(reader)).cache).toBe("HIT");
    // Cut every replica's invalidation channel: the writer's edit below is not heard by the reader.
    await control.cut();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const updated = await writer.graphql(UPDATE, { id: product.id, input: input("Replica Lamp while deaf") }, adminToken);
    expect(updated.body.errors).toBeUndefined();
    expect((await readOn(reader)).name).toBe("Replica Lamp while deaf");
    // Both connect and listen again.
    for (let i = 0; i < 100 && (await control.listeners()) < 2; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await control.listeners()).toBe(2);
    await readOn(reader);
    expect((await readOn(reader)).cache).toBe("HIT");
    await writer.graphql(UPDATE, { id: product.id, input: input("Replica Lamp heard again") }, adminToken);
    expect((await readOn(reader)).name).toBe("Replica Lamp heard again");
    // A forged message on the channel can only make replicas forget, never serve something else.
    await control.forge("not json");
    await control.forge(JSON.stringify({ origin: "someone", id: 1, tags: ["*"] }));
    expect((await readOn(reader)).name).toBe("Replica Lamp heard again");
  });
});
