import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 15 (decision 029): a catalog page costs the same on 100,000 products as on 100.
 *
 * - `product_count` holds how many products exist per category and status (deleted ones left out),
 *   kept exact by triggers in the writing transaction; the list's total reads it instead of
 *   counting every match. Inserts and deletes are counted per statement (a bulk import is one
 *   aggregate); an update fires only when it moves a product between categories, statuses or the
 *   bin, so taking stock at checkout never touches the counts.
 * - A category page's newest-first order comes straight from an index, as the whole catalog's does.
 */
export class LeanCatalogReads1764770000000 implements MigrationInterface {
  name = "LeanCatalogReads1764770000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_product_category_created" ON "product" ("categoryId", "status", "createdAt" DESC, "id")`);

    await q.query(`
      CREATE TABLE "product_count" (
        "categoryId" uuid NOT NULL,
        "status" character varying(10) NOT NULL,
        "n" integer NOT NULL,
        CONSTRAINT "PK_product_count" PRIMARY KEY ("categoryId", "status")
      )`);
    await q.query(`
      CREATE FUNCTION "product_count_add"("category" uuid, "productStatus" character varying, "delta" integer) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO "product_count" ("categoryId", "status", "n") VALUES ("category", "productStatus", "delta")
        ON CONFLICT ("categoryId", "status") DO UPDATE SET "n" = "product_count"."n" + EXCLUDED."n"
      $$`);
    await q.query(`
      CREATE FUNCTION "product_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "product_count" ("categoryId", "status", "n")
          SELECT "categoryId", "status", count(*) FROM "new_rows" WHERE "deletedAt" IS NULL GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT ("categoryId", "status") DO UPDATE SET "n" = "product_count"."n" + EXCLUDED."n";
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION "product_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "product_count" ("categoryId", "status", "n")
          SELECT "categoryId", "status", -count(*) FROM "old_rows" WHERE "deletedAt" IS NULL GROUP BY 1, 2 ORDER BY 1, 2
        ON CONFLICT ("categoryId", "status") DO UPDATE SET "n" = "product_count"."n" + EXCLUDED."n";
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION "product_count_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD."deletedAt" IS NULL THEN PERFORM "product_count_add"(OLD."categoryId", OLD."status", -1); END IF;
        IF NEW."deletedAt" IS NULL THEN PERFORM "product_count_add"(NEW."categoryId", NEW."status", 1); END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION "product_count_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "product_count";
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER "product_count_insert" AFTER INSERT ON "product" REFERENCING NEW TABLE AS "new_rows"
      FOR EACH STATEMENT EXECUTE FUNCTION "product_count_inserted"()`);
    await q.query(`CREATE TRIGGER "product_count_delete" AFTER DELETE ON "product" REFERENCING OLD TABLE AS "old_rows"
      FOR EACH STATEMENT EXECUTE FUNCTION "product_count_deleted"()`);
    await q.query(`CREATE TRIGGER "product_count_update" AFTER UPDATE OF "categoryId", "status", "deletedAt" ON "product"
      FOR EACH ROW WHEN (OLD."categoryId" IS DISTINCT FROM NEW."categoryId" OR OLD."status" IS DISTINCT FROM NEW."status"
        OR OLD."deletedAt" IS DISTINCT FROM NEW."deletedAt")
      EXECUTE FUNCTION "product_count_updated"()`);
    await q.query(`CREATE TRIGGER "product_count_truncate" AFTER TRUNCATE ON "product" FOR EACH STATEMENT EXECUTE FUNCTION "product_count_truncated"()`);
    await q.query(`
      INSERT INTO "product_count" ("categoryId", "status", "n")
      SELECT "categoryId", "status", count(*) FROM "product" WHERE "deletedAt" IS NULL GROUP BY 1, 2`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "product_count_truncate" ON "product"`);
    await q.query(`DROP TRIGGER "product_count_update" ON "product"`);
    await q.query(`DROP TRIGGER "product_count_delete" ON "product"`);
    await q.query(`DROP TRIGGER "product_count_insert" ON "product"`);
    await q.query(`DROP FUNCTION "product_count_truncated"()`);
    await q.query(`DROP FUNCTION "product_count_updated"()`);
    await q.query(`DROP FUNCTION "product_count_deleted"()`);
    await q.query(`DROP FUNCTION "product_count_inserted"()`);
    await q.query(`DROP FUNCTION "product_count_add"(uuid, character varying, integer)`);
    await q.query(`DROP TABLE "product_count"`);
    await q.query(`DROP INDEX "IDX_product_category_created"`);
  }
}
