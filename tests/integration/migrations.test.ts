import fs from "node:fs";
import path from "node:path";
import "reflect-metadata";
import { afterEach, describe, expect, it } from "vitest";
import { ProductSort } from "../../graph/src/catalog/product-query.js";
import { type Database, openDatabase } from "../../graph/src/db/data-source.js";
import { migrations } from "../../graph/src/db/migrations/index.js";
import { NewerDatabaseError } from "../../graph/src/db/schema-version.js";
import { AdminOrderSort } from "../../graph/src/orders/order-admin.types.js";
import { createServices } from "../../graph/src/services.js";
import { createEmptyTestDatabase, type EmptyTestDatabase, skipDatabaseTests, testDatabaseKind } from "../support/database.js";

/** Forward-only migrations (docs/decisions/037-…): what a start does to a database that already exists. */

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyDatabase(): Promise<EmptyTestDatabase> {
  const database = await createEmptyTestDatabase();
  cleanups.push(() => database.drop());
  return database;
}

async function appliedMigrations(database: EmptyTestDatabase): Promise<string[]> {
  const connection = await database.connect();
  try {
    return (await connection.query<{ name: string }>(`SELECT "name" FROM "migrations" ORDER BY "id"`)).map((row) => row.name);
  } finally {
    await connection.close();
  }
}

describe.skipIf(skipDatabaseTests)("a start on a database a newer release migrated", { timeout: 120_000 }, () => {
  it("is refused, naming the unknown migrations, and changes nothing", async () => {
    const database = await emptyDatabase();
    await (await openDatabase(database.options)).close();
    // What the next releases would leave behind: their migrations' rows and one new table.
    const connection = await database.connect();
    await connection.exec(`
      CREATE TABLE "gift_card" ("code" varchar(20) PRIMARY KEY);
      INSERT INTO "migrations" ("timestamp", "name") VALUES (1900000000000, 'GiftCards1900000000000'), (1900000000001, 'Wishlists1900000000001');
      DELETE FROM "migrations" WHERE "name" = '${migrations.at(-1)!.name}'`); // and one of ours looks pending
    await connection.close();
    const before = await appliedMigrations(database);

    const refusal = await openDatabase(database.options).then(
      async (opened) => {
        await opened.close();
        return undefined;
      },
      (error: unknown) => error,
    );

    expect(refusal).toBeInstanceOf(NewerDatabaseError);
    const message = (refusal as Error).message;
    expect(message).toContain("GiftCards1900000000000, Wishlists1900000000001");
    expect(message).toContain("Run that release or a newer one");
    expect(message).toContain("never migrates a database down");
    expect(message).toContain("Nothing was changed");
    expect(await appliedMigrations(database)).toEqual(before); // the pending one did not run either
    // The refusal let go of the database: on PGlite a lock left behind would refuse this start as "in use".
    await expect(openDatabase(database.options)).rejects.toBeInstanceOf(NewerDatabaseError);
  });
});

/** The previous release's database with data (tests/support/release-fixture.ts writes it at each release). */
const releaseDump = fs.readFileSync(path.resolve(import.meta.dirname, "../fixtures/migrations/release.sql"), "utf8");

async function releaseDatabase(): Promise<EmptyTestDatabase> {
  const database = await emptyDatabase();
  const connection = await database.connect();
  try {
    await connection.exec(releaseDump);
  } finally {
    await connection.close();
  }
  return database;
}

async function opened(options: EmptyTestDatabase["options"], only?: typeof migrations): Promise<Database> {
  const database = await openDatabase({ ...options, migrations: only });
  cleanups.push(() => database.close());
  return database;
}

/** What the release's own code wrote, read with plain SQL before this code touches the database. */
async function releaseData(database: EmptyTestDatabase) {
  const connection = await database.connect();
  try {
    const read = <T>(sql: string) => connection.query<T>(sql);
    return {
      categories: await read<{ id: string; name: string; slug: string }>(`SELECT "id", "name", "slug" FROM "category" ORDER BY "sortOrder"`),
      products: await read<{ id: string; name: string; finalPriceMinor: number; status: string; deleted: boolean; soldCount: number; categoryId: string }>(
        `SELECT "id", "name", "finalPriceMinor", "status", "deletedAt" IS NOT NULL AS "deleted", "soldCount", "categoryId" FROM "product" ORDER BY "name"`,
      ),
      variants: await read<{ productId: string; color: string; size: string; stock: number }>(
        `SELECT "productId", "color", "size", "stock" FROM "product_variant" ORDER BY "productId", "sortOrder"`,
      ),
      users: await read<{ uid: string; email: string; role: string; disabled: boolean }>(`SELECT "uid", "email", "role", "disabled" FROM "shop_user" ORDER BY "uid"`),
      orders: await read<{ id: string; number: number; status: string; subtotalMinor: number; shippingMinor: number; totalMinor: number }>(
        `SELECT "id", "number", "status", "subtotalMinor", "shippingMinor", "totalMinor" FROM "shop_order" ORDER BY "number"`,
      ),
      lines: await read<{ orderId: string; productId: string; quantity: number; lineTotalMinor: number }>(
        `SELECT "orderId", "productId", "quantity", "lineTotalMinor" FROM "order_line" ORDER BY "orderId", "productId", "color", "size"`,
      ),
      history: await read<{ orderId: string; status: string }>(`SELECT "orderId", "status" FROM "order_status_change" ORDER BY "orderId", "at"`),
      notes: await read<{ id: string; by: string; note: string }>(`SELECT "id", "by", "note" FROM "order_status_change" WHERE "note" IS NOT NULL ORDER BY "id"`),
    };
  } finally {
    await connection.close();
  }
}

describe.skipIf(skipDatabaseTests)("a start on the previous release's database", { timeout: 300_000 }, () => {
  it("runs the new migrations, and the shop's data reads and works through the current services", async () => {
    const database = await releaseDatabase();
    const before = await releaseData(database);
    expect(before.orders.length).toBeGreaterThan(0);

    const shop = await opened(database.options);
    const services = createServices(shop.dataSource);
    const applied = (await shop.dataSource.query(`SELECT "name" FROM "migrations" ORDER BY "id"`)) as { name: string }[];
    expect(applied.map((row) => row.name)).toEqual(migrations.map((migration) => new migration().name));

    // Categories and products, with their list totals (kept by the database since 1764770000000).
    expect((await services.categories.list()).map(({ id, name, slug }) => ({ id, name, slug }))).toEqual(before.categories);
    const live = before.products.filter((p) => p.status === "ACTIVE" && !p.deleted);
    const listed = await services.products.list({ take: 100, sort: ProductSort.NAME_ASC });
    expect(listed.totalItems).toBe(live.length);
    expect(listed.items.map(({ id, finalPriceMinor }) => ({ id, finalPriceMinor }))).toEqual(live.map(({ id, finalPriceMinor }) => ({ id, finalPriceMinor })));
    for (const category of before.categories) {
      const total = (await services.products.list({ category: category.slug, take: 1 })).totalItems;
      expect(total, category.name).toBe(live.filter((p) => p.categoryId === category.id).length);
    }
    expect((await services.products.list({ anyStatus: true, take: 1 })).totalItems).toBe(before.products.filter((p) => !p.deleted).length);
    expect((await services.products.list({ deleted: true, take: 1 })).totalItems).toBe(before.products.filter((p) => p.deleted).length);
    const variants = await services.products.variantsOf(before.products.map((p) => p.id));
    expect(
      variants.map(({ productId, color, size, stock }) => ({ productId, color, size, stock })).sort((a, b) => compare(a, b)),
    ).toEqual([...before.variants].sort((a, b) => compare(a, b)));
    // Best sellers and search read tables the new migrations built from the old rows.
    const [best] = (await services.products.list({ sort: ProductSort.BEST_SELLING, take: 1 })).items;
    if (!best) throw new Error("no product listed");
    expect(best.soldCount).toBe(Math.max(...live.map((p) => p.soldCount)));
    expect((await services.products.search(best.name)).map((p) => p.id)).toContain(best.id);

    // Users and roles, orders with lines, totals and history, settings.
    const users = await services.users.list({ skip: 0, take: 100 });
    expect(users.items.map(({ uid, email, role, disabled }) => ({ uid, email, role, disabled })).sort((a, b) => a.uid.localeCompare(b.uid))).toEqual(
      before.users,
    );
    const orders = await services.orderAdmin.list(null, AdminOrderSort.OLDEST, { skip: 0, take: 100 });
    expect(orders.items.map(({ id, number, status, subtotalMinor, shippingMinor, totalMinor }) => ({ id, number, status, subtotalMinor, shippingMinor, totalMinor }))).toEqual(
      before.orders,
    );
    const ids = before.orders.map((o) => o.id);
    const lines = await services.orders.linesOf(ids);
    expect(lines.map(({ orderId, productId, quantity, lineTotalMinor }) => ({ orderId, productId, quantity, lineTotalMinor })).sort((a, b) => compare(a, b))).toEqual(
      [...before.lines].sort((a, b) => compare(a, b)),
    );
    expect((await services.orders.historyOf(ids)).map(({ orderId, status }) => ({ orderId, status })).sort((a, b) => compare(a, b))).toEqual(
      [...before.history].sort((a, b) => compare(a, b)),
    );
    // Notes admins wrote became internal; the shop's own ("Order placed") stay shown to the customer (decision 042).
    const history = new Map((await services.orders.historyOf(ids)).map((h) => [h.id, h]));
    expect(before.notes.some((n) => n.by === "admin") && before.notes.some((n) => n.by !== "admin")).toBe(true);
    for (const { id, by, note } of before.notes) {
      const { note: internal, customerNote } = history.get(id)!;
      expect({ internal, customerNote }, `${by}: ${note}`).toEqual(by === "admin" ? { internal: note, customerNote: null } : { internal: null, customerNote: note });
    }
    const settings = await services.settings.get();
    expect(settings).toMatchObject({ siteName: "Release Fixture Shop", lowStockThreshold: 3 });

    // A new order on the old data: the next number, the stock taken, the sale counted.
    const variant = before.variants.find((v) => v.stock >= 2 && live.some((p) => p.id === v.productId))!;
    const customer = (await services.users.findByUid("fixture-customer"))!;
    const { order } = await services.orders.place(
      { lines: [{ ...variant, quantity: 2 }], name: "Nadia Islam", phone: "+880 1811-000000", district: "Dhaka", address: "House 9, Road 4, Banani" },
      customer,
      { requireEmail: false, clientIp: "127.0.0.1" },
    );
    expect(order.number).toBe(Math.max(...before.orders.map((o) => o.number)) + 1);
    const after = (await services.products.variantsOf([variant.productId])).find((v) => v.color === variant.color && v.size === variant.size);
    expect(after?.stock).toBe(variant.stock - 2);
    const sold = live.find((p) => p.id === variant.productId)!.soldCount + 2;
    expect((await services.products.findById(variant.productId))!.soldCount).toBe(sold);
    expect(await shop.dataSource.query(`SELECT "soldCount" FROM "product_sales" WHERE "productId" = $1`, [variant.productId])).toEqual([{ soldCount: sold }]);
  });
});

function compare(a: object, b: object): number {
  return JSON.stringify(a).localeCompare(JSON.stringify(b));
}

type Row = Record<string, unknown>;
type Tables = Map<string, Row[]>;

/** Every table's rows as JSON (values as PostgreSQL writes them), the migrations' own table aside. */
async function tablesOf(query: <T>(sql: string) => Promise<T[]>): Promise<Tables> {
  const names = await query<{ name: string }>(`SELECT "tablename" AS "name" FROM "pg_tables" WHERE "schemaname" = 'public' AND "tablename" <> 'migrations'`);
  const tables: Tables = new Map();
  for (const { name } of names) {
    const [{ rows }] = (await query<{ rows: Row[] }>(`SELECT coalesce(json_agg(t), '[]') AS "rows" FROM "${name}" t`)) as [{ rows: Row[] }];
    tables.set(name, rows);
  }
  return tables;
}

const sqlOf = (database: Database) => <T>(sql: string) => database.dataSource.query(sql) as Promise<T[]>;

/** Parents before children; tables without foreign keys (counts and copies kept by triggers) last. */
async function insertionOrder(database: Database, tables: readonly string[]): Promise<string[]> {
  const keys = await sqlOf(database)<{ child: string; parent: string }>(
    `SELECT conrelid::regclass::text AS "child", confrelid::regclass::text AS "parent" FROM "pg_constraint" WHERE "contype" = 'f'`,
  );
  const isolated = (table: string) => !keys.some((key) => key.child === table || key.parent === table);
  const pending = [...tables].sort((a, b) => Number(isolated(a)) - Number(isolated(b)));
  const order: string[] = [];
  while (pending.length) {
    const ready = pending.findIndex((table) => keys.every((key) => key.child !== table || key.parent === table || order.includes(key.parent)));
    order.push(...pending.splice(ready, 1));
  }
  return order;
}

/** The rows projected on `columns`, in a stable order. */
function project(rows: readonly Row[] = [], columns: readonly string[]): string[] {
  return rows.map((row) => JSON.stringify(columns.map((column) => row[column]))).sort();
}

/**
 * Values a migration recomputes on purpose from what an older schema had, so data a later release
 * wrote comes out differently from an older start: column → the migration.
 */
const rewrittenByDesign: Record<string, string> = {
  // A shop from before the setting keeps MINOR rounding (nobody's prices change on upgrade, decision 021);
  // the release's shop was set up with WHOLE, which the settings row of an older schema cannot hold.
  "product.finalPriceMinor": "PriceRoundingHomeStock1764730000000",
};

/**
 * Values a migration newer than the release's fixture moves on purpose: column → the migration.
 * The fixture's rows hold them as the release wrote them, so a database that had already run the
 * migration when they were inserted keeps them where they were; they are compared only where the
 * upgrade runs it. An entry may go once the fixture is dumped by a release that has the migration.
 */
const movedSinceTheRelease: Record<string, string> = {
  // The shop's own status notes ("Order placed") move to "customerNote" (decision 042).
  "order_status_change.note": "StatusChangeCustomerNote1764810000000",
};

// On PostgreSQL only: PGlite runs the same SQL (its start on the release's database is tested above), and
// a data folder per step takes minutes there.
describe.runIf(testDatabaseKind === "postgres" && !skipDatabaseTests)("a start on every earlier schema, with the release's data", { timeout: 300_000 }, () => {
  it("runs the migrations after it, keeping every value the data had, and ends as the release's database ends", async () => {
    const release = await releaseDatabase();
    const connection = await release.connect();
    const released = await tablesOf((sql) => connection.query(sql)).finally(() => connection.close());
    const reference = await openDatabase(release.options);
    const expected = await tablesOf(sqlOf(reference));
    const order = await insertionOrder(reference, [...released.keys()]);
    await reference.close();

    const differences: string[] = [];
    for (let step = 1; step <= migrations.length; step++) {
      // A database at migrations [0, step), with the release's rows in the columns it has then.
      const database = await emptyDatabase();
      const earlier = await openDatabase({ ...database.options, migrations: migrations.slice(0, step) });
      const columns = new Map<string, string[]>(); // those a row can be given
      const filledByTriggers = new Set<string>();
      let complete = true; // every column of the release's rows has a place here
      try {
        const schema = await sqlOf(earlier)<{ table: string; column: string; generated: string }>(
          `SELECT "table_name" AS "table", "column_name" AS "column", "is_generated" AS "generated" FROM "information_schema"."columns"
           WHERE "table_schema" = 'public' ORDER BY "ordinal_position"`,
        );
        for (const { table, column, generated } of schema) {
          if (generated === "NEVER") columns.set(table, [...(columns.get(table) ?? []), column]);
        }
        for (const [table, rows] of released) {
          const columnsThen = schema.filter((c) => c.table === table).map((c) => c.column);
          if (Object.keys(rows[0] ?? {}).some((column) => !columnsThen.includes(column))) complete = false;
        }
        for (const table of order) {
          const rows = released.get(table) ?? [];
          const shared = (columns.get(table) ?? []).filter((column) => rows.some((row) => column in row));
          if (!rows.length || !shared.length) continue;
          const [{ n }] = (await earlier.dataSource.query(`SELECT count(*)::int AS "n" FROM "${table}"`)) as [{ n: number }];
          if (n > 0) {
            filledByTriggers.add(table);
            continue;
          }
          const list = shared.map((column) => `"${column}"`).join(", ");
          await earlier.dataSource.query(`INSERT INTO "${table}" (${list}) SELECT ${list} FROM json_populate_recordset(NULL::"${table}", $1::json)`, [
            JSON.stringify(rows),
          ]);
        }
      } finally {
        await earlier.close();
      }

      const upgraded = await openDatabase(database.options);
      const actual = await tablesOf(sqlOf(upgraded)).finally(() => upgraded.close());
      for (const [table, rows] of expected) {
        const inserted = (released.get(table)?.length ?? 0) > 0 && !filledByTriggers.has(table);
        if (inserted && !columns.has(table)) continue; // created by a later migration: the data was never there
        // Tables the database derives (counts, copies, words) are compared once nothing they derive from was left out.
        if (!inserted && !complete) continue;
        const compared = inserted
          ? (columns.get(table) ?? []).filter((column) => released.get(table)!.some((row) => column in row))
          : Object.keys(rows[0] ?? actual.get(table)?.[0] ?? {});
        const indexOf = (name: string) => migrations.findIndex((migration) => new migration().name === name);
        const kept = compared.filter((column) => {
          const rewrite = rewrittenByDesign[`${table}.${column}`];
          const moved = movedSinceTheRelease[`${table}.${column}`];
          return (!rewrite || indexOf(rewrite) < step) && (!moved || indexOf(moved) >= step);
        });
        const same = (columnsToCompare: string[]) => JSON.stringify(project(actual.get(table), columnsToCompare)) === JSON.stringify(project(rows, columnsToCompare));
        if (!same(kept)) {
          const which = kept.filter((column) => !same([column]));
          differences.push(`${table} (${which.join(", ") || "rows"}) from a database at migration ${step}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });
});

describe.runIf(testDatabaseKind === "postgres" && !skipDatabaseTests)("replicas starting together on a new database", { timeout: 120_000 }, () => {
  it("take turns: one runs the migrations, the others find nothing to do", async () => {
    const empty = await emptyDatabase();
    const opened = await Promise.allSettled(Array.from({ length: 3 }, () => openDatabase(empty.options)));
    for (const result of opened) if (result.status === "fulfilled") cleanups.push(() => result.value.close());
    expect(opened.map((result) => (result.status === "rejected" ? String(result.reason) : "opened"))).toEqual(["opened", "opened", "opened"]);
    expect(await appliedMigrations(empty)).toEqual(migrations.map((migration) => migration.name));
  });
});
