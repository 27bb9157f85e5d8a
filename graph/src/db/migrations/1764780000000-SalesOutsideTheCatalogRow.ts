import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 15 (decision 028): a sale is a HOT update of its product row.
 *
 * Checkout changes a product's `stock` and `soldCount`. While `soldCount` was a key of an index
 * (the best sellers' order for search and the "Best selling" sort), no such update could be HOT:
 * every sale wrote a new entry into all of the product's indexes, five of them GIN indexes over
 * words and trigrams. The best sellers' order now lives in `product_sales`, a narrow copy of
 * each product's `soldCount` with its own index, kept equal by triggers in the writing
 * transaction; no index of `product` names `stock` or `soldCount`.
 */
export class SalesOutsideTheCatalogRow1764780000000 implements MigrationInterface {
  name = "SalesOutsideTheCatalogRow1764780000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "product_sales" ("productId" uuid PRIMARY KEY, "soldCount" integer NOT NULL)`);
    await q.query(`INSERT INTO "product_sales" ("productId", "soldCount") SELECT "id", "soldCount" FROM "product"`);
    await q.query(`CREATE INDEX "IDX_product_sales_best" ON "product_sales" ("soldCount" DESC, "productId")`);
    await q.query(`
      CREATE FUNCTION "product_sales_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "product_sales" ("productId", "soldCount") SELECT "id", "soldCount" FROM "new_rows";
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION "product_sales_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "product_sales" SET "soldCount" = NEW."soldCount" WHERE "productId" = NEW."id";
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION "product_sales_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "product_sales" WHERE "productId" IN (SELECT "id" FROM "old_rows");
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION "product_sales_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "product_sales";
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "product_sales_insert" AFTER INSERT ON "product" REFERENCING NEW TABLE AS "new_rows"
      FOR EACH STATEMENT EXECUTE FUNCTION "product_sales_inserted"()`);
    await q.query(`CREATE TRIGGER "product_sales_update" AFTER UPDATE OF "soldCount" ON "product"
      FOR EACH ROW WHEN (OLD."soldCount" IS DISTINCT FROM NEW."soldCount") EXECUTE FUNCTION "product_sales_updated"()`);
    await q.query(`CREATE TRIGGER "product_sales_delete" AFTER DELETE ON "product" REFERENCING OLD TABLE AS "old_rows"
      FOR EACH STATEMENT EXECUTE FUNCTION "product_sales_deleted"()`);
    await q.query(`CREATE TRIGGER "product_sales_truncate" AFTER TRUNCATE ON "product" FOR EACH STATEMENT EXECUTE FUNCTION "product_sales_truncated"()`);
    await q.query(`DROP INDEX "IDX_product_search_sold"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_product_search_sold" ON "product" ("soldCount" DESC, "id") WHERE "status" = 'ACTIVE' AND "deletedAt" IS NULL`);
    for (const event of ["truncate", "delete", "update", "insert"]) await q.query(`DROP TRIGGER "product_sales_${event}" ON "product"`);
    for (const event of ["truncated", "deleted", "updated", "inserted"]) await q.query(`DROP FUNCTION "product_sales_${event}"()`);
    await q.query(`DROP TABLE "product_sales"`);
  }
}
