import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Sync at scale (issue 33, decision 054): what cursor paging and `updatedAfter` need, SKUs on
 * variants, and the record of bulk stock calls that makes them idempotent.
 *
 * - `shop_user."updatedAt"`: set by every write to the row except a visit's lastSeenAt; existing
 *   rows start at their creation time (the latest time anything is known to have set them).
 * - Indexes on orders' and users' `updatedAt` (with the cursor key), for `filter.updatedAfter`;
 *   products have had one since AdminCatalog. The cursor keys themselves (product id, order
 *   number, user uid) are already unique indexes.
 * - `product_variant.sku`: nullable, unique when set; that it differs from every product's SKU is
 *   the service's check (ProductService), as it spans two tables.
 * - `stock_update`: one row per idempotency key of `updateStockBySku`, keeping what the first call
 *   answered so that a retry answers it again.
 */
export class CursorSyncAndStockBySku1764840000000 implements MigrationInterface {
  name = "CursorSyncAndStockBySku1764840000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "shop_user" ADD "updatedAt" timestamptz NOT NULL DEFAULT now()`);
    await q.query(`UPDATE "shop_user" SET "updatedAt" = "createdAt"`);
    await q.query(`CREATE INDEX "IDX_shop_user_updated" ON "shop_user" ("updatedAt", "uid")`);
    await q.query(`CREATE INDEX "IDX_order_updated" ON "shop_order" ("updatedAt", "number")`);

    await q.query(`ALTER TABLE "product_variant" ADD "sku" varchar(64)`);
    await q.query(`CREATE UNIQUE INDEX "UQ_variant_sku" ON "product_variant" ("sku") WHERE "sku" IS NOT NULL`);

    await q.query(`
      CREATE TABLE "stock_update" (
        "keyHash" varchar(64) PRIMARY KEY,
        "fingerprint" varchar(64) NOT NULL,
        "result" jsonb NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "stock_update"`);
    await q.query(`DROP INDEX "UQ_variant_sku"`);
    await q.query(`ALTER TABLE "product_variant" DROP COLUMN "sku"`);
    await q.query(`DROP INDEX "IDX_order_updated"`);
    await q.query(`DROP INDEX "IDX_shop_user_updated"`);
    await q.query(`ALTER TABLE "shop_user" DROP COLUMN "updatedAt"`);
  }
}
