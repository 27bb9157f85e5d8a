import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Category } from "../../graph/src/catalog/category.entity.js";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { ProductSort } from "../../graph/src/catalog/product-query.js";
import type { Database } from "../../graph/src/db/data-source.js";
import { createServices, type Services } from "../../graph/src/services.js";
import { openTestDatabase, skipDatabaseTests, testDatabaseKind } from "../support/database.js";

/**
 * List totals by status and category come from `product_count`, kept by triggers (decision 029):
 * after every kind of product write they must equal a count of the rows themselves.
 */
describe.skipIf(skipDatabaseTests)(`product list totals kept by the database (${testDatabaseKind})`, () => {
  let database: Database;
  let services: Services;
  let shirts: Category;
  let books: Category;
  let made = 0;

  beforeAll(async () => {
    database = await openTestDatabase();
    services = createServices(database.dataSource);
    shirts = await services.categories.create({ name: "Count Shirts", subCategories: [] });
    books = await services.categories.create({ name: "Count Books", subCategories: [] });
  });
  afterAll(() => database?.close());

  const create = (category: Category, status: ProductStatus, more: { discount?: number; featured?: boolean; stock?: number } = {}) =>
    services.products.create({ name: `Counted ${++made}`, priceMinor: 1_000, categoryId: category.id, sku: `COUNT-${made}`, stock: 3, status, ...more });

  /** Every total the list can take from product_count, against count(*) of the rows. */
  async function expectExactTotals() {
    for (const category of [undefined, shirts, books]) {
      for (const status of [ProductStatus.ACTIVE, ProductStatus.DRAFT]) {
        for (const [discounted, featured] of [[false, false], [true, false], [false, true], [true, true]]) {
          const rows: { n: string }[] = await database.dataSource.query(
            `SELECT count(*) AS n FROM "product" WHERE "deletedAt" IS NULL AND "status" = $1
               ${category ? `AND "categoryId" = '${category.id}'` : ""} ${discounted ? `AND "discount" > 0` : ""} ${featured ? `AND "featured"` : ""}`,
            [status],
          );
          const { totalItems } = await services.products.list({ category: category?.slug, status, discounted, featured, take: 1 });
          expect(totalItems, `${category?.name ?? "all"} ${status} discounted ${discounted} featured ${featured}`).toBe(Number(rows[0]!.n));
        }
      }
    }
    const kept: unknown[] = await database.dataSource.query(
      `SELECT "categoryId", "status", "discounted", "featured", "n" FROM "product_count" WHERE "n" <> 0 ORDER BY 1, 2, 3, 4`,
    );
    const counted: unknown[] = await database.dataSource.query(
      `SELECT "categoryId", "status", "discount" > 0 AS "discounted", "featured", count(*)::int AS "n"
       FROM "product" WHERE "deletedAt" IS NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    );
    expect(kept).toEqual(counted);
    const all: { n: string }[] = await database.dataSource.query(`SELECT count(*) AS n FROM "product" WHERE "deletedAt" IS NULL`);
    expect((await services.products.list({ anyStatus: true, take: 1 })).totalItems).toBe(Number(all[0]!.n));
  }

  it("counts creates, status changes, moves between categories, edits, deletes and bulk SQL", async () => {
    const a = await create(shirts, ProductStatus.ACTIVE, { discount: 10 });
    const b = await create(shirts, ProductStatus.DRAFT, { featured: true });
    const c = await create(books, ProductStatus.ACTIVE, { discount: 5, featured: true });
    await expectExactTotals();
    expect((await services.products.list({ category: shirts.slug })).totalItems).toBe(1);

    await services.products.setStatus([b.id, c.id], ProductStatus.ACTIVE);
    await expectExactTotals();

    await services.products.update(a.id, { name: a.name, priceMinor: 1_200, categoryId: books.id, sku: a.sku, stock: 5, status: ProductStatus.DRAFT });
    await services.products.update(c.id, { name: c.name, priceMinor: 1_000, categoryId: books.id, sku: c.sku, stock: 3, status: ProductStatus.ACTIVE, featured: false });
    await expectExactTotals();

    await services.products.duplicate(c.id);
    await services.products.deleteMany([b.id]);
    await expectExactTotals();

    // Stock changes (checkout) leave the counts alone; raw SQL is counted like the shop's writes.
    await database.dataSource.query(`UPDATE "product" SET "stock" = "stock" - 1 WHERE "id" = $1`, [c.id]);
    await database.dataSource.query(
      `INSERT INTO "product" ("name", "slug", "priceMinor", "finalPriceMinor", "categoryId", "sku", "status")
       SELECT 'Bulk ' || n, 'count-bulk-' || n, 100, 100, $1, 'COUNT-BULK-' || n, CASE WHEN n % 3 = 0 THEN 'DRAFT' ELSE 'ACTIVE' END
       FROM generate_series(1, 30) AS n`,
      [shirts.id],
    );
    await database.dataSource.query(`UPDATE "product" SET "discount" = 20, "featured" = ("stock" = 0) WHERE "slug" LIKE 'count-bulk-%'`);
    await database.dataSource.query(
      `INSERT INTO "product" ("name", "slug", "priceMinor", "finalPriceMinor", "categoryId", "sku", "status", "discount", "featured")
       SELECT 'Bulk sale ' || n, 'count-sale-' || n, 100, 90, $1, 'COUNT-SALE-' || n, 'ACTIVE', 10, n % 2 = 0
       FROM generate_series(1, 6) AS n`,
      [shirts.id],
    );
    await expectExactTotals();
    await database.dataSource.query(`UPDATE "product" SET "deletedAt" = now() WHERE "slug" LIKE 'count-bulk-1%'`);
    await database.dataSource.query(`UPDATE "product" SET "deletedAt" = NULL WHERE "slug" = 'count-bulk-10'`);
    await database.dataSource.query(`DELETE FROM "product" WHERE "slug" LIKE 'count-bulk-2%'`);
    await expectExactTotals();
  });

  it("lets concurrent bulk actions across categories all finish, and still counts them exactly", async () => {
    const shirtsMade = await Promise.all(Array.from({ length: 6 }, () => create(shirts, ProductStatus.ACTIVE)));
    const booksMade = await Promise.all(Array.from({ length: 6 }, () => create(books, ProductStatus.ACTIVE)));
    // Each action changes a product of each category: their counts' rows are taken in any order.
    const rounds = Array.from({ length: 8 }, (_, round) =>
      Array.from({ length: 6 }, (_, i) => {
        const ids = [shirtsMade[i]!.id, booksMade[(i + round) % 6]!.id];
        return services.products.setStatus(i % 2 ? ids.reverse() : ids, round % 2 ? ProductStatus.ACTIVE : ProductStatus.DRAFT);
      }),
    );
    for (const round of rounds) {
      const settled = await Promise.allSettled([...round, services.products.deleteMany([]), services.categories.list()]);
      expect(settled.filter((s) => s.status === "rejected").map((s) => String((s as PromiseRejectedResult).reason))).toEqual([]);
    }
    await expectExactTotals();
  });

  it("keeps the best sellers' order outside the product row, so a sale never touches an index of it", async () => {
    const sellers = await Promise.all([5, 0, 12, 3, 12].map(() => create(books, ProductStatus.ACTIVE)));
    for (const [i, sold] of [5, 0, 12, 3, 12].entries()) {
      await database.dataSource.query(`UPDATE "product" SET "soldCount" = $2 WHERE "id" = $1`, [sellers[i]!.id, sold]);
    }
    await database.dataSource.query(
      `INSERT INTO "product" ("name", "slug", "priceMinor", "finalPriceMinor", "categoryId", "sku", "status", "soldCount")
       SELECT 'Seller ' || n, 'count-seller-' || n, 100, 100, $1, 'COUNT-SELLER-' || n, 'ACTIVE', n * 2 FROM generate_series(1, 4) AS n`,
      [books.id],
    );
    await database.dataSource.query(`DELETE FROM "product" WHERE "id" = $1`, [sellers[1]!.id]);
    const differing: unknown[] = await database.dataSource.query(
      `(SELECT "id", "soldCount" FROM "product" EXCEPT SELECT "productId", "soldCount" FROM "product_sales")
       UNION ALL (SELECT "productId", "soldCount" FROM "product_sales" EXCEPT SELECT "id", "soldCount" FROM "product")`,
    );
    expect(differing).toEqual([]);

    const bestFirst: { id: string }[] = await database.dataSource.query(
      `SELECT "id" FROM "product" WHERE "categoryId" = $1 AND "status" = 'ACTIVE' AND "deletedAt" IS NULL ORDER BY "soldCount" DESC, "id"`,
      [books.id],
    );
    const listed = await services.products.list({ category: books.slug, sort: ProductSort.BEST_SELLING, take: 100 });
    expect(listed.items.map((p) => p.id)).toEqual(bestFirst.map((p) => p.id));
    expect(listed.totalItems).toBe(bestFirst.length);

    // Checkout changes stock and soldCount: with neither in an index, PostgreSQL can make it a HOT update.
    const indexed: { name: string }[] = await database.dataSource.query(
      `SELECT i."indexrelid"::regclass::text AS "name" FROM "pg_index" i
       WHERE i."indrelid" = '"product"'::regclass AND (
         EXISTS (SELECT 1 FROM "pg_attribute" a WHERE a."attrelid" = i."indrelid" AND a."attnum" = ANY(i."indkey") AND a."attname" IN ('stock', 'soldCount'))
         OR coalesce(pg_get_expr(i."indexprs", i."indrelid"), '') ~* 'stock|soldcount'
         OR coalesce(pg_get_expr(i."indpred", i."indrelid"), '') ~* 'stock|soldcount')`,
    );
    expect(indexed).toEqual([]);
  });

  it("lists a home section's products in stock first, in the list's order, as one sorted query would", async () => {
    for (const stock of [0, 4, 0, 2, 0]) await create(shirts, ProductStatus.ACTIVE, { discount: 15, featured: true, stock });
    for (const filter of [{}, { discounted: true }, { featured: true }, { category: shirts.slug }]) {
      for (const take of [1, 3, 100]) {
        const { items, totalItems } = await services.products.list({ ...filter, homeSection: true, take });
        const all = (await services.products.list({ ...filter, take: 100 })).items;
        const expected = [...all.filter((p) => p.stock > 0), ...all.filter((p) => p.stock <= 0)].slice(0, take);
        expect(items.map((p) => p.id), JSON.stringify({ filter, take })).toEqual(expected.map((p) => p.id));
        expect(totalItems).toBe((await services.products.list({ ...filter, take: 1 })).totalItems);
      }
    }
    expect((await services.products.list({ homeSection: true, take: 0 })).items).toEqual([]);
  });

  it("still counts a filtered list itself", async () => {
    const { totalItems } = await services.products.list({ category: shirts.slug, minPriceMinor: 150 });
    const rows: { n: string }[] = await database.dataSource.query(
      `SELECT count(*) AS n FROM "product" WHERE "deletedAt" IS NULL AND "status" = 'ACTIVE' AND "categoryId" = $1 AND "finalPriceMinor" >= 150`,
      [shirts.id],
    );
    expect(totalItems).toBe(Number(rows[0]!.n));
  });
});
