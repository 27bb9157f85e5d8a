import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import "reflect-metadata";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { seedDemoCatalog } from "../../graph/src/catalog/demo/seed-demo.js";
import { UserRole } from "../../graph/src/customers/user.entity.js";
import { type Database, openDatabase } from "../../graph/src/db/data-source.js";
import { createServices } from "../../graph/src/services.js";
import { createPostgresDatabase, skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { runCli, startShop, stopShops } from "../support/shop-process.js";

/**
 * `npm run backup` and `npm run restore` as an operator runs them (the CLIs as child processes):
 * a shop's orders, products and users, and its uploaded images, come back the same in a new
 * database, embedded or PostgreSQL, including the move from the embedded database to PostgreSQL.
 */

const folders: string[] = [];
const databases: { drop(): Promise<void> }[] = [];

function tempFolder(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${name}-`));
  folders.push(dir);
  return dir;
}

async function newPostgresDatabase(): Promise<string> {
  const created = await createPostgresDatabase();
  databases.push(created);
  return created.url;
}

afterEach(async () => {
  await stopShops();
});

afterAll(async () => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  await Promise.all(databases.splice(0).map((database) => database.drop()));
});

/** Where a shop keeps its data: DATA_DIR, and DATABASE_URL for PostgreSQL. */
interface ShopData {
  env: Record<string, string>;
  open(): Promise<Database>;
}

function embedded(dataDir = tempFolder("data")): ShopData {
  return { env: { DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
}

function onPostgres(databaseUrl: string, dataDir = tempFolder("data")): ShopData {
  return { env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, open: () => openDatabase({ databaseUrl }) };
}

const uploadsOf = (shop: ShopData) => path.join(shop.env.DATA_DIR!, "uploads");

/**
 * The demo catalog (products with colour and size variants, stock, images), two customers of whom
 * one is an admin, and three orders of variants, through the shop's own services.
 */
async function seedShop(shop: ShopData): Promise<void> {
  const database = await shop.open();
  try {
    const services = createServices(database.dataSource, { orderLimits: { perAddress: 0, perContact: 0, unitsPerAddress: 0, unitsPerContact: 0 } });
    await services.settings.ensureDefaults();
    await seedDemoCatalog(services, uploadsOf(shop));
    const customer = await services.users.recordVisit({ uid: "uid-customer", email: "rina@example.com", emailVerified: true, name: "Rina Akter", picture: null });
    const admin = await services.users.recordVisit({ uid: "uid-admin", email: "owner@example.com", emailVerified: true, name: "Shop Owner", picture: null });
    await services.users.setRole(admin.uid, UserRole.ADMIN);

    const [first, second] = await variantsInStock(database, 2);
    const contact = { name: "Rina Akter", phone: "+880 1711-000001", email: "rina@example.com", district: "Dhaka", address: "House 5, Road 2" };
    const options = { requireEmail: true, clientIp: "127.0.0.1" };
    await services.orders.place({ ...contact, lines: [{ ...first!, quantity: 2 }] }, customer, options);
    await services.orders.place({ ...contact, lines: [{ ...first!, quantity: 1 }, { ...second!, quantity: 1 }] }, null, options);
    await services.orders.place({ ...contact, phone: "+880 1711-000002", lines: [{ ...second!, quantity: 3 }] }, customer, options);
  } finally {
    await database.close();
  }
}

type VariantLine = { productId: string; color: string | null; size: string | null };

/** A variant of each of `count` active products, with stock to sell. */
async function variantsInStock(database: Database, count: number): Promise<VariantLine[]> {
  const rows = await database.dataSource.query<VariantLine[]>(
    `SELECT DISTINCT ON (v."productId") v."productId", v.color, v.size FROM product_variant v JOIN product p ON p.id = v."productId"
      WHERE p.status = 'ACTIVE' AND v.stock >= 5 AND p.stock >= 5 ORDER BY v."productId", v.stock DESC, v.id LIMIT $1`,
    [count],
  );
  expect(rows).toHaveLength(count);
  return rows;
}

const COMPARED_TABLES = ["shop_order", "order_line", "product", "product_variant", "shop_user", "category", "settings"];

/** Every row of the compared tables, as JSON in UTC, in a stable order. */
async function contents(shop: ShopData): Promise<Record<string, unknown[]>> {
  const database = await shop.open();
  try {
    return await database.dataSource.transaction(async (em) => {
      await em.query(`SET LOCAL TimeZone = 'UTC'`);
      const tables: Record<string, unknown[]> = {};
      for (const table of COMPARED_TABLES) {
        const rows = await em.query<{ row: string }[]>(`SELECT to_jsonb(t)::text AS row FROM "${table}" t ORDER BY 1`);
        tables[table] = rows.map(({ row }) => JSON.parse(row) as unknown);
      }
      return tables;
    });
  } finally {
    await database.close();
  }
}

/** SHA-256 of each file under `dir`, by relative path. */
function fileHashes(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, file)] = createHash("sha256").update(fs.readFileSync(file)).digest("hex");
  }
  return hashes;
}

async function backUp(shop: ShopData, out: string) {
  const result = await runCli("backup.ts", ["--out", out], shop.env);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return result;
}

async function restore(shop: ShopData, backup: string, ...flags: string[]) {
  return runCli("restore.ts", [backup, ...flags], shop.env);
}

async function expectSameShop(from: ShopData, to: ShopData, before: Record<string, unknown[]>) {
  const after = await contents(to);
  for (const table of COMPARED_TABLES) expect(after[table], table).toEqual(before[table]);
  expect(before.shop_order).toHaveLength(3);
  expect(before.shop_user).toHaveLength(2);

  // Every uploaded file is there with its bytes (restore leaves files of other names that were there already).
  const images = fileHashes(uploadsOf(from));
  expect(fileHashes(uploadsOf(to))).toMatchObject(images);
  const [product] = before.product as { images: string[] }[];
  const image = product!.images[0]!;
  expect(image).toMatch(/^\/uploads\//);
  expect(images[image.slice("/uploads/".length)]).toBeDefined();
}

describe.runIf(testDatabaseKind === "pglite")("backup and restore of the embedded database", { timeout: 180_000 }, () => {
  let source: ShopData;
  let before: Record<string, unknown[]>;
  let backup: string;

  beforeAll(async () => {
    source = embedded();
    await seedShop(source);
    before = await contents(source);
    backup = path.join(tempFolder("backups"), "nightly");
    const result = await backUp(source, backup);
    expect(result.stdout).toContain(`Backed up the embedded database to ${backup}: 3 orders, 61 products, 2 users;`);
  }, 180_000);

  it("restores orders with their lines and totals, products with variants and stock, users with roles and the images", async () => {
    const target = embedded();
    const result = await restore(target, backup);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("3 orders, 61 products, 2 users");
    await expectSameShop(source, target, before);
    expect(fileHashes(uploadsOf(target))).toEqual(fileHashes(uploadsOf(source)));
  });

  it("refuses a database that is not empty, and --force says what it drops before replacing it", async () => {
    const target = embedded();
    await seedShop(target); // another shop's data, with its own orders
    const refused = await restore(target, backup);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Nothing was restored: the embedded database in ${target.env.DATA_DIR}/db is not empty (`);
    expect(refused.stderr).toContain("--force");

    const forced = await restore(target, backup, "--force");
    expect(forced.code).toBe(0);
    expect(forced.stderr).toMatch(/^--force: dropping \d+ tables \(.*\), \d+ functions \(.*\) from the embedded database in .* with all their data\.\n$/);
    await expectSameShop(source, target, before);
  });

  it("refuses a damaged backup before it changes anything", async () => {
    const damaged = async (name: string, damage: (dir: string) => void) => {
      const copy = path.join(tempFolder("damaged"), name);
      fs.cpSync(backup, copy, { recursive: true });
      damage(copy);
      const target = embedded();
      const result = await restore(target, copy);
      expect(result.code, name).toBe(1);
      expect(result.stderr, name).not.toMatch(/^\s+at /m);
      expect(fs.existsSync(uploadsOf(target)), name).toBe(false);
      return result.stderr;
    };
    const flipByte = (file: string) => {
      const bytes = fs.readFileSync(file);
      const at = Math.floor(bytes.length / 2);
      bytes[at] = bytes[at]! ^ 1;
      fs.writeFileSync(file, bytes);
    };

    expect(await damaged("dump", (dir) => flipByte(path.join(dir, "database.sql")))).toContain(
      "is damaged: database.sql does not match its checksum in manifest.json. Nothing was restored.",
    );
    const anImage = Object.keys(fileHashes(path.join(backup, "uploads")))[0]!;
    expect(await damaged("image", (dir) => flipByte(path.join(dir, "uploads", anImage)))).toContain(`is damaged: uploads/${anImage} does not match`);
    const swapped = await damaged("swapped", (dir) => {
      fs.rmSync(path.join(dir, "uploads", anImage));
      fs.writeFileSync(path.join(dir, "uploads", "evil.svg"), "<svg/>");
    });
    expect(swapped).toContain(`1 file(s) missing (uploads/${anImage}); 1 file(s) not in the manifest (uploads/evil.svg)`);
    expect(await damaged("unfinished", (dir) => fs.rmSync(path.join(dir, "manifest.json")))).toContain("is not a backup: it has no readable manifest.json");
    const escape = await damaged("escaping", (dir) => {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")) as { files: Record<string, string> };
      manifest.files["uploads/../../outside"] = "0".repeat(64);
      fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify(manifest));
    });
    expect(escape).toContain(`an unexpected entry in "files": "uploads/../../outside"`);
  });

  it("never writes over an existing folder", async () => {
    const result = await runCli("backup.ts", ["--out", backup], source.env);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(`${backup} already exists; a backup never writes over anything. Choose another --out.\n`);
  });

  it("takes a consistent backup from the running shop while it takes orders, and the shop keeps working", async () => {
    const data = embedded();
    await seedShop(data);
    // A restock of three products, so the customers below never run out while the backup runs.
    const seeded = await data.open();
    const variants = await variantsInStock(seeded, 3);
    await seeded.dataSource.query(`UPDATE product_variant SET stock = 100000 WHERE "productId" = ANY($1)`, [variants.map((v) => v.productId)]);
    await seeded.dataSource.query(`UPDATE product SET stock = 100000 WHERE id = ANY($1)`, [variants.map((v) => v.productId)]);
    const stocked = await seeded.dataSource.query<{ id: string; units: number }[]>(
      `SELECT p.id, (p.stock + p."soldCount")::int AS units FROM product p ORDER BY p.id`,
    );
    await seeded.close();
    const shop = await startShop({ ...data.env, ORDER_LIMIT_PER_ADDRESS: "0", ORDER_LIMIT_PER_CONTACT: "0", ORDER_UNITS_PER_ADDRESS: "0", ORDER_UNITS_PER_CONTACT: "0" });

    let stop = false;
    let placed = 0;
    const customers = Array.from({ length: 3 }, async (_, customer) => {
      for (let i = 0; !stop; i++) {
        const lines = variants.slice(0, 1 + ((customer + i) % variants.length)).map((variant, n) => ({ ...variant, quantity: 1 + n }));
        const answer = await placeOrder(shop.url, lines, `+880 1711-${String(customer).padStart(2, "0")}${String(i).padStart(4, "0")}`);
        if (answer.errors) throw new Error(JSON.stringify(answer.errors));
        placed++;
        // Customers, not a load test: three placing orders flat out (about 30 a second) kept the one
        // embedded session so busy, with the outbox's worker fanning out each order's messages, that
        // the dump took over a minute (4 s without the worker); paced, it takes seconds.
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    while (placed < 3) await new Promise((resolve) => setTimeout(resolve, 20));
    const out = path.join(tempFolder("backups"), "while-open");
    const result = await runCli("backup.ts", ["--out", out], data.env);
    const placedDuringBackup = placed;
    while (placed < placedDuringBackup + 3) await new Promise((resolve) => setTimeout(resolve, 20)); // orders go on afterwards
    stop = true;
    await Promise.all(customers);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Backed up the embedded database to .*: \d+ orders, 61 products, 2 users;/);

    const restored = embedded();
    expect((await restore(restored, out)).code).toBe(0);
    const db = await restored.open();
    try {
      const orders = await db.dataSource.query<{ id: string; lines: number; subtotalMinor: number; totalMinor: number; shippingMinor: number; linesMinor: number }[]>(
        `SELECT o.id, count(l.id)::int AS lines, o."subtotalMinor", o."totalMinor", o."shippingMinor", coalesce(sum(l."lineTotalMinor"), 0)::int AS "linesMinor"
           FROM shop_order o LEFT JOIN order_line l ON l."orderId" = o.id GROUP BY o.id`,
      );
      expect(orders.length).toBeGreaterThan(3); // the seed's 3 and some of the running shop's
      for (const order of orders) {
        expect(order.lines, order.id).toBeGreaterThan(0);
        expect(order.subtotalMinor, order.id).toBe(order.linesMinor);
        expect(order.totalMinor, order.id).toBe(order.subtotalMinor + order.shippingMinor);
      }
      // Every unit sold is on an order line of the backup, and stock plus sold is what the shop stocked.
      const products = await db.dataSource.query<{ id: string; units: number; soldCount: number; sold: number }[]>(
        `SELECT p.id, (p.stock + p."soldCount")::int AS units, p."soldCount",
                coalesce((SELECT sum(l.quantity) FROM order_line l WHERE l."productId" = p.id), 0)::int AS sold
           FROM product p ORDER BY p.id`,
      );
      expect(products.map(({ id, units }) => ({ id, units }))).toEqual(stocked);
      for (const product of products) expect(product.soldCount, product.id).toBe(product.sold);
    } finally {
      await db.close();
    }

    // The shop answers and takes orders after the backup (its session was handed back as it was).
    expect((await placeOrder(shop.url, [{ ...variants[0]!, quantity: 1 }], "+880 1711-999999")).errors).toBeUndefined();
    expect(await shop.stop("SIGTERM")).toMatchObject({ code: 0 });
  });
});

describe.skipIf(skipDatabaseTests || testDatabaseKind !== "postgres")("backup and restore on PostgreSQL", { timeout: 180_000 }, () => {
  it("restores a PostgreSQL backup into a new PostgreSQL database, and refuses one that is not empty", async () => {
    const source = onPostgres(await newPostgresDatabase());
    await seedShop(source);
    const before = await contents(source);
    const backup = path.join(tempFolder("backups"), "pg");
    expect((await backUp(source, backup)).stdout).toContain("Backed up the PostgreSQL database to");

    const target = onPostgres(await newPostgresDatabase());
    const result = await restore(target, backup);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    await expectSameShop(source, target, before);

    const again = await restore(target, backup);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("Nothing was restored: the PostgreSQL database");
  });

  it("moves an embedded shop to PostgreSQL: back up the data folder, restore with DATABASE_URL on the same folder", async () => {
    const dataDir = tempFolder("data");
    const before = embedded(dataDir);
    await seedShop(before);
    const snapshot = await contents(before);
    const backup = path.join(tempFolder("backups"), "move");
    await backUp(before, backup);

    const after = onPostgres(await newPostgresDatabase(), dataDir);
    const result = await restore(after, backup);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/0 uploaded files copied into .* \(\d+ were there already\)/);
    await expectSameShop(before, after, snapshot);

    // The moved shop starts on PostgreSQL and serves its catalog.
    const shop = await startShop(after.env);
    const products = (await (await fetch(`${shop.url}/api/products?limit=100`)).json()) as unknown[];
    expect(products.length).toBeGreaterThan(0);
  });

  it("restores a PostgreSQL backup into the embedded database", async () => {
    const source = onPostgres(await newPostgresDatabase());
    await seedShop(source);
    const before = await contents(source);
    const backup = path.join(tempFolder("backups"), "pg-to-embedded");
    await backUp(source, backup);

    const target = embedded();
    const result = await restore(target, backup);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    await expectSameShop(source, target, before);
  });
});

async function placeOrder(url: string, lines: (VariantLine & { quantity: number })[], phone: string): Promise<{ errors?: unknown[] }> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`,
      variables: { input: { lines, name: "Rahim Uddin", phone, email: "rahim@example.com", district: "Dhaka", address: "House 2, Road 3" } },
    }),
  });
  return (await response.json()) as { errors?: unknown[] };
}
