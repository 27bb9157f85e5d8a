import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Category } from "../../graph/src/catalog/category.entity.js";
import type { Database } from "../../graph/src/db/data-source.js";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "../support/auth.js";
import { openTestDatabase, skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestS3, type TestS3 } from "../support/s3.js";
import { type ShopProcess, startShop } from "../support/shop-process.js";

/**
 * Two server processes on one PostgreSQL database, sharing Redis and object storage, the way
 * docker-compose.yml's `replicas` profile runs them (docs/deployment.md, "Several replicas"):
 * nothing one keeps in memory makes the other answer wrongly.
 */

const adminAccount = DEMO_ACCOUNTS[0]!;
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const ORDERS_PER_ADDRESS = 4;

const CREATE = `mutation($input: ProductInput!) { createProduct(input: $input) { id slug } }`;
const UPDATE = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }`;
const PRODUCT = `query($slug: String!) { product(slug: $slug) { name stock images } }`;
const BY_STOCK = `query($category: String!, $stock: StockLevel!) { products(filter: { category: $category, stock: $stock }) { totalItems } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`;

interface GraphQLAnswer<T> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

describe.skipIf(skipDatabaseTests || testDatabaseKind !== "postgres")("two replicas on one PostgreSQL, Redis and bucket", { timeout: 120_000 }, () => {
  let database: Database;
  let auth: TestAuth;
  let s3: TestS3;
  let one: ShopProcess;
  let two: ShopProcess;
  let adminToken: string;
  let category: { id: string; slug: string };
  const dataDirs: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    const databaseUrl = (database.dataSource.options as { url: string }).url;
    category = await database.dataSource.getRepository(Category).save({ name: "Shared Goods", slug: "shared-goods", subCategories: [], sortOrder: 0 });
    [auth, s3] = await Promise.all([startTestAuth(), startTestS3()]);
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      ...s3.env,
      // Each test client says who it is in X-Forwarded-For, as a proxy in front of both would.
      TRUST_PROXY: "true",
      ORDER_LIMIT_PER_ADDRESS: String(ORDERS_PER_ADDRESS),
      ORDER_LIMIT_PER_CONTACT: "0",
      ORDER_UNITS_PER_ADDRESS: "0",
      ORDER_UNITS_PER_CONTACT: "0",
      USE_AUTH_EMULATOR: "true",
      FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host,
      ADMIN_EMAILS: adminAccount.email,
    };
    // Each has its own data folder: what they share is the database, Redis and the bucket.
    const start = () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-replica-"));
      dataDirs.push(dataDir);
      return startShop({ ...env, DATA_DIR: dataDir });
    };
    [one, two] = await Promise.all([start(), start()]);
    adminToken = (await auth.signIn(adminAccount.email, adminAccount.password)).idToken;
  }, 180_000);
  afterAll(async () => {
    await Promise.all([one, two].map((shop) => shop?.stop("SIGTERM")));
    await Promise.all([auth?.stop(), s3?.stop()]);
    await database?.close();
    for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function graphql<T>(shop: ShopProcess, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): Promise<GraphQLAnswer<T>> {
    const response = await fetch(`${shop.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, ...((await response.json()) as Omit<GraphQLAnswer<T>, "status">) };
  }
  const admin = () => ({ authorization: `Bearer ${adminToken}` });

  function productInput(name: string, stock: number, extra: Record<string, unknown> = {}) {
    const sku = name.toUpperCase().replace(/\W+/g, "-");
    return { name, sku, price: 900, categoryId: category.id, stock, status: "ACTIVE", ...extra };
  }

  async function createProduct(shop: ShopProcess, name: string, stock: number) {
    const created = await graphql<{ createProduct: { id: string; slug: string } }>(
      shop,
      CREATE,
      { input: productInput(name, stock) },
      admin(),
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    return created.data!.createProduct;
  }

  function order(shop: ShopProcess, productId: string, client: number) {
    return graphql<{ placeOrder: { order: { id: string } } }>(
      shop,
      PLACE,
      {
        input: {
          lines: [{ productId, quantity: 1 }],
          name: "Karim Ahmed",
          phone: `+880 1711-${String(100000 + client).slice(-6)}`,
          email: `buyer${client}@example.com`,
          district: "Dhaka",
          address: "House 9, Road 4",
        },
      },
      { "x-forwarded-for": `10.1.${Math.floor(client / 250)}.${client % 250}` },
    );
  }

  it("never sells more than the last units, whichever replica takes each order", async () => {
    for (const round of [1, 2, 3]) {
      const product = await createProduct(one, `Last Units ${round}`, 3);
      const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => order(i % 2 ? two : one, product.id, round * 100 + i)));
      const placed = answers.filter((answer) => answer.data?.placeOrder);
      const refused = answers.filter((answer) => answer.errors);
      expect(placed).toHaveLength(3);
      expect(refused.map((answer) => answer.errors![0]!.extensions?.code)).toEqual(Array(21).fill("OUT_OF_STOCK"));
      const [row] = (await database.dataSource.query(
        `SELECT p.stock, (SELECT coalesce(sum(l.quantity), 0)::int FROM order_line l WHERE l."productId" = p.id) AS sold FROM product p WHERE p.id = $1`,
        [product.id],
      )) as { stock: number; sold: number }[];
      expect(row).toEqual({ stock: 0, sold: 3 });
    }
  });

  it("counts one client's orders across both replicas", async () => {
    const product = await createProduct(two, "Rate Limited Lamp", 100);
    const client = 7_000; // one address for every order below, new phones so only the address limit counts
    for (let i = 0; i < ORDERS_PER_ADDRESS; i++) {
      const answer = await order(i % 2 ? two : one, product.id, client);
      expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
    }
    for (const shop of [one, two]) {
      const refused = await order(shop, product.id, client);
      expect(refused.status).toBe(429);
      expect(refused.errors![0]!.extensions?.code).toBe("RATE_LIMITED");
    }
    // Another address is not held up by it.
    expect((await order(one, product.id, client + 1)).errors).toBeUndefined();
  });

  it("serves an admin edit and the totals it changes on the other replica at once", async () => {
    const product = await createProduct(one, "Shared Kettle", 1);
    // Totals of a stock filter are counted once and kept in memory (catalog/count-cache.ts).
    const totalOn = async (shop: ShopProcess, stock = "IN_STOCK") =>
      (await graphql<{ products: { totalItems: number } }>(shop, BY_STOCK, { category: category.slug, stock })).data!.products.totalItems;
    for (let i = 1; i <= 5; i++) {
      // The other replica has read the product and the in-stock total (and keeps both in memory)...
      await graphql(two, PRODUCT, { slug: product.slug });
      const before = await totalOn(two);
      // ...an edit and a new product are acknowledged by the first...
      const updated = await graphql(one, UPDATE, { id: product.id, input: productInput(`Shared Kettle ${i}`, 1, { sku: "SHARED-KETTLE" }) }, admin());
      expect(updated.errors, JSON.stringify(updated.errors)).toBeUndefined();
      await createProduct(one, `Shared Cup ${i}`, 50);
      // ...and the second's very next answers show them.
      expect((await graphql<{ product: { name: string } }>(two, PRODUCT, { slug: product.slug })).data!.product.name).toBe(`Shared Kettle ${i}`);
      expect(await totalOn(two)).toBe(before + 1);
    }
    // An order on the second sells the kettle's last unit: the first's out-of-stock total grows at once.
    const before = await totalOn(one, "OUT_OF_STOCK");
    expect((await order(two, product.id, 9_000)).errors).toBeUndefined();
    expect(await totalOn(one, "OUT_OF_STOCK")).toBe(before + 1);
  });

  it("serves an image uploaded through one replica from the other", async () => {
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3a7" } }).jpeg().toBuffer();
    const form = new FormData();
    form.append("files", new Blob([new Uint8Array(picture)], { type: "image/jpeg" }), "kettle.jpg");
    const uploaded = await fetch(`${one.url}/api/admin/images`, { method: "POST", headers: admin(), body: form });
    expect(uploaded.status).toBe(201);
    const [image] = ((await uploaded.json()) as { images: { url: string }[] }).images;
    expect(image!.url.startsWith(s3.env.S3_PUBLIC_URL!)).toBe(true);

    // The other replica takes it in an edit and shows it on the product page's data...
    const product = await createProduct(two, "Pictured Kettle", 4);
    const updated = await graphql(
      two,
      UPDATE,
      { id: product.id, input: productInput("Pictured Kettle", 4, { images: [{ url: image!.url }] }) },
      admin(),
    );
    expect(updated.errors, JSON.stringify(updated.errors)).toBeUndefined();
    const shown = await graphql<{ product: { images: string[] } }>(two, PRODUCT, { slug: product.slug });
    expect(shown.data!.product.images).toEqual([image!.url]);
    // ...and the bytes are where both replicas' pages send browsers.
    const served = await fetch(image!.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBeGreaterThan(0);
  });
});
