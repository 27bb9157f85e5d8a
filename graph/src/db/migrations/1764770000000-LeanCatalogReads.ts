import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 15 (decision 029): a catalog page costs the same on 100,000 products as on 100.
 *
 * - `product_count` holds how many products exist per category, status, discounted or not and
 *   featured or not (deleted ones left out), kept exact by triggers in the writing transaction;
 *   the list's total reads it instead of counting every match. Inserts and deletes are counted per
 *   statement (a bulk import is one aggregate); an update fires only when it changes one of those,
 *   so taking stock at checkout never touches the counts.
 * - A category page's newest-first order comes straight from an index, as the whole catalog's
 *   does, and so does the home page's On sale section (discount first).
 */
export class LeanCatalogReads1764770000000 implements MigrationInterface {
  name = "LeanCatalogReads1764770000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_product_category_created" ON "product" ("categoryId", "status", "createdAt" DESC, "id")`);
    await q.query(`CREATE INDEX "IDX_product_discounted" ON "product" ("status", "discount" DESC, "id") WHERE "discount" > 0`);

    await q.query(`
      CREATE TABLE "product_count" (
        "categoryId" uuid NOT NULL,
        "status" character varying(10) NOT NULL,
        "discounted" boolean NOT NULL,
        "featured" boolean NOT NULL,
        "n" integer NOT NULL,
        CONSTRAINT "PK_product_count" PRIMARY KEY ("categoryId", "status", "discounted", "featured")
      )`);
    await q.query(`
      CREATE FUNCTION "product_count_add"("product" "product", "delta" integer) RETURNS void
      LANGUAGE sql AS $$
        INSERT INTO "product_count" ("categoryId", "status", "discounted", "featured", "n")
        VALUES (("product")."categoryId", ("product")."status", ("product")."discount" > 0, ("product")."featured", "delta")
        ON CONFLICT ("categoryId", "status", "discounted", "featured") DO UPDATE SET "n" = "product_count"."n" + EXCLUDED."n"
      $$`);
    await q.query(`
      CREATE FUNCTION "product_count_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "product_count" ("categoryId", "status", "discounted", "featured", "n")
          SELECT "categoryId", "status", "discount" > 0, "featured", count(*) FROM "new_rows" WHERE "deletedAt" IS NULL
          GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT ("categoryId", "status", "discounted", "featured") DO UPDATE SET "n" = "product_count"."n" + EXCLUDED."n";
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION "product_count_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "product_count" ("categoryId", "status", "discounted", "featured", "n")
          SELECT "categoryId", "status", "discount" > 0, "featured", -count(*) FROM "old_rows" WHERE "deletedAt" IS NULL
          GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
        ON CONFLICT ("categoryId", "status", "discounted", "featured") DO UPDATE SET "n" = "product_count"."n" + EXCLUDED."n";
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION "product_count_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD."deletedAt" IS NULL THEN PERFORM "product_count_add"(OLD, -1); END IF;
        IF NEW."deletedAt" IS NULL THEN PERFORM "product_count_add"(NEW, 1); END IF;
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
    await q.query(`CREATE TRIGGER "product_count_update" AFTER UPDATE OF "categoryId", "status", "deletedAt", "discount", "featured"
      ON "product" FOR EACH ROW WHEN (OLD."categoryId" IS DISTINCT FROM NEW."categoryId" OR OLD."status" IS DISTINCT FROM NEW."status"
        OR (OLD."deletedAt" IS NULL) IS DISTINCT FROM (NEW."deletedAt" IS NULL) OR (OLD."discount" > 0) IS DISTINCT FROM (NEW."discount" > 0)
        OR OLD."featured" IS DISTINCT FROM NEW."featured")
      EXECUTE FUNCTION "product_count_updated"()`);
    await q.query(`CREATE TRIGGER "product_count_truncate" AFTER TRUNCATE ON "product" FOR EACH STATEMENT EXECUTE FUNCTION "product_count_truncated"()`);
    await q.query(`
      INSERT INTO "product_count" ("categoryId", "status", "discounted", "featured", "n")
      SELECT "categoryId", "status", "discount" > 0, "featured", count(*) FROM "product" WHERE "deletedAt" IS NULL GROUP BY 1, 2, 3, 4`);
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
    await q.query(`DROP FUNCTION "product_count_add"("product", integer)`);
    await q.query(`DROP TABLE "product_count"`);
    await q.query(`DROP INDEX "IDX_product_discounted"`);
    await q.query(`DROP INDEX "IDX_product_category_created"`);
  }
}
