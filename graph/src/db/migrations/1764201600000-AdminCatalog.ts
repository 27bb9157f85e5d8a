import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The admin's catalog (issue 11): alt text for product images, soft-deleted products
 * (decision 012) whose slug and SKU are free again, one product per creation key, old category
 * slugs that keep resolving, and the audit log of admin writes.
 */
export class AdminCatalog1764201600000 implements MigrationInterface {
  name = "AdminCatalog1764201600000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "product" ADD COLUMN "imageAlts" jsonb NOT NULL DEFAULT '[]'`);
    await q.query(`ALTER TABLE "product" ADD COLUMN "deletedAt" timestamptz`);
    await q.query(`ALTER TABLE "product" ADD COLUMN "creationKeyHash" varchar(64)`);
    await q.query(`CREATE UNIQUE INDEX "UQ_product_creation_key" ON "product" ("creationKeyHash")`);
    await q.query(`DROP INDEX "UQ_product_slug"`);
    await q.query(`CREATE UNIQUE INDEX "UQ_product_slug" ON "product" ("slug") WHERE "deletedAt" IS NULL`);
    await q.query(`DROP INDEX "UQ_product_sku"`);
    await q.query(`CREATE UNIQUE INDEX "UQ_product_sku" ON "product" ("sku") WHERE "deletedAt" IS NULL`);
    // The admin table sorts by last change.
    await q.query(`CREATE INDEX "IDX_product_updated" ON "product" ("updatedAt")`);

    await q.query(`
      CREATE TABLE "category_slug" (
        "slug" varchar(120) PRIMARY KEY,
        "categoryId" uuid NOT NULL REFERENCES "category" ("id") ON DELETE CASCADE,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_category_slug_category" ON "category_slug" ("categoryId")`);

    await q.query(`
      CREATE TABLE "audit_entry" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "at" timestamptz NOT NULL DEFAULT now(),
        "actorUid" varchar(128),
        "actorEmail" varchar(320),
        "action" varchar(60) NOT NULL,
        "entityType" varchar(40) NOT NULL,
        "entityIds" jsonb NOT NULL DEFAULT '[]',
        "before" jsonb,
        "after" jsonb
      )`);
    await q.query(`CREATE INDEX "IDX_audit_at" ON "audit_entry" ("at" DESC, "id")`);
    await q.query(`CREATE INDEX "IDX_audit_entity_at" ON "audit_entry" ("entityType", "at" DESC)`);
    await q.query(`CREATE INDEX "IDX_audit_actor_at" ON "audit_entry" ("actorUid", "at" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "audit_entry"`);
    await q.query(`DROP TABLE "category_slug"`);
    await q.query(`DROP INDEX "IDX_product_updated"`);
    // Deleted products go for good: their slugs and SKUs may have been reused.
    await q.query(`DELETE FROM "product" WHERE "deletedAt" IS NOT NULL`);
    await q.query(`DROP INDEX "UQ_product_sku"`);
    await q.query(`CREATE UNIQUE INDEX "UQ_product_sku" ON "product" ("sku")`);
    await q.query(`DROP INDEX "UQ_product_slug"`);
    await q.query(`CREATE UNIQUE INDEX "UQ_product_slug" ON "product" ("slug")`);
    await q.query(`DROP INDEX "UQ_product_creation_key"`);
    await q.query(`ALTER TABLE "product" DROP COLUMN "creationKeyHash"`);
    await q.query(`ALTER TABLE "product" DROP COLUMN "deletedAt"`);
    await q.query(`ALTER TABLE "product" DROP COLUMN "imageAlts"`);
  }
}
