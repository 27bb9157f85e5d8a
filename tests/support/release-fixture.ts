import "reflect-metadata";
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { seedDemoCatalog } from "../../graph/src/catalog/demo/seed-demo.js";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { UserRole } from "../../graph/src/customers/user.entity.js";
import { openDatabase } from "../../graph/src/db/data-source.js";
import { OrderStatus } from "../../graph/src/orders/order.entity.js";
import { createServices } from "../../graph/src/services.js";

/**
 * The release's database with a shop's worth of data, as a plain SQL dump
 * (tests/fixtures/migrations/release.sql): what the migration tests start the next release's code
 * on. Run by `npm run release:migrations` at each release (decision 037); written only through the
 * shop's own services, so it is the data this release writes. Needs PostgreSQL and pg_dump
 * (TEST_POSTGRES_URL, as the tests).
 */

const repoRoot = path.resolve(import.meta.dirname, "../..");
const out = process.argv[2] ?? path.join(repoRoot, "tests/fixtures/migrations/release.sql");
const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const FIXTURE_ADMIN_EMAIL = "owner@fixture.test";

const name = `shop_release_fixture_${randomBytes(4).toString("hex")}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "release-fixture-"));
await admin(`CREATE DATABASE "${name}"`);
try {
  await fill(url.toString());
  const dump = execFileSync("pg_dump", ["--no-owner", "--no-privileges", "--inserts", "--dbname", url.toString()], { encoding: "utf8" })
    // psql's own commands (\restrict, from recent pg_dump releases): the tests load the dump as plain SQL.
    .replace(/^\\.*\n/gm, "");
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: repoRoot, encoding: "utf8" }).trim();
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `-- The shop's database at ${commit} with data, made by npm run release:migrations (tests/support/release-fixture.ts).\n${dump}`);
  console.log(`Wrote ${path.relative(repoRoot, out)} (${Math.round(fs.statSync(out).size / 1024)} KB).`);
} finally {
  await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  fs.rmSync(uploadsDir, { recursive: true, force: true });
}

async function fill(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl });
  try {
    const services = createServices(database.dataSource, {
      adminEmails: [FIXTURE_ADMIN_EMAIL],
      orderLimits: { perAddress: 1000, perContact: 1000 },
    });
    await services.settings.ensureDefaults();
    await seedDemoCatalog(services, uploadsDir);
    await services.settings.update({ siteName: "Release Fixture Shop", lowStockThreshold: 3 });

    const visit = (uid: string, email: string, displayName: string) =>
      services.users.recordVisit({ uid, email, emailVerified: true, name: displayName, picture: null });
    const owner = await visit("fixture-owner", FIXTURE_ADMIN_EMAIL, "Shop Owner");
    const staff = await visit("fixture-staff", "staff@fixture.test", "Staff Member");
    await services.users.setRoleByEmail(staff.email!, UserRole.ADMIN);
    const customer = await visit("fixture-customer", "customer@fixture.test", "Rahim Uddin");
    await visit("fixture-disabled", "gone@fixture.test", "Disabled Customer");
    await services.users.setDisabled("fixture-disabled", true);

    // Variants of six products: four to order, one to delete (kept, soft-deleted), one back to draft.
    type Variant = { productId: string; color: string; size: string };
    const variants = (await database.dataSource.query(
      `SELECT DISTINCT ON (p."name") v."productId", v."color", v."size" FROM "product_variant" v JOIN "product" p ON p."id" = v."productId"
       WHERE p."status" = 'ACTIVE' AND v."stock" >= 5 ORDER BY p."name", v."sortOrder" LIMIT 6`,
    )) as Variant[];
    if (variants.length < 6) throw new Error("The demo catalog has fewer than six products in stock");
    const [first, second, third, fourth, toDelete, toDraft] = variants as [Variant, Variant, Variant, Variant, Variant, Variant];
    await services.products.deleteMany([toDelete.productId]);
    await services.products.setStatus([toDraft.productId], ProductStatus.DRAFT);

    const place = (lines: { productId: string; quantity: number; color?: string; size?: string }[], who: typeof customer | null, n: number) =>
      services.orders.place(
        {
          lines,
          name: who?.displayName ?? `Guest ${n}`,
          phone: `+880 1711-00000${n}`,
          email: who ? null : `guest${n}@fixture.test`,
          district: "Dhaka",
          address: `House ${n}, Road 2, Dhanmondi`,
          notes: n === 1 ? "Ring twice" : null,
        },
        who,
        { requireEmail: !who, clientIp: "127.0.0.1" },
      );
    const asAdmin = { user: owner };
    const delivered = await place([{ ...first, quantity: 2 }, { ...second, quantity: 1 }], customer, 1);
    for (const to of [OrderStatus.PROCESSING, OrderStatus.SHIPPED, OrderStatus.DELIVERED]) {
      await services.orders.changeStatus(delivered.order.id, to, asAdmin, { notes: { note: `Moved to ${to}` } });
    }
    const cancelled = await place([{ ...third, quantity: 1 }], null, 2);
    await services.orders.changeStatus(cancelled.order.id, OrderStatus.CANCELLED, asAdmin, { notes: { note: "Out of reach" } });
    await place([{ ...fourth, quantity: 3 }], null, 3);
    await place([{ ...first, quantity: 1 }, { ...fourth, quantity: 1 }], customer, 4);

    await services.contact.create({ name: "Karim", email: "karim@fixture.test", subject: "Sizes", message: "Do the shirts run small?" }, "127.0.0.1");
  } finally {
    await database.close();
  }
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
