import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Idempotency keys scoped to their caller (decision 009): the raw, globally unique key gives way
 * to a hash of scope and key, a fingerprint of the request, and the guest's token sealed with
 * the key. Keys of earlier orders are dropped: they only ever served short retries.
 */
export class OrderIdempotencyScope1764115200000 implements MigrationInterface {
  name = "OrderIdempotencyScope1764115200000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "shop_order" DROP COLUMN "idempotencyKey"`);
    await q.query(`ALTER TABLE "shop_order" ADD COLUMN "idempotencyKeyHash" varchar(64)`);
    await q.query(`ALTER TABLE "shop_order" ADD COLUMN "requestFingerprint" varchar(64)`);
    await q.query(`ALTER TABLE "shop_order" ADD COLUMN "guestTokenSealed" varchar(200)`);
    await q.query(`CREATE UNIQUE INDEX "UQ_order_idempotency_key_hash" ON "shop_order" ("idempotencyKeyHash")`);
    // Unconfirmed orders are looked up by age to release their stock (decision 008).
    await q.query(`CREATE INDEX "IDX_order_pending_created" ON "shop_order" ("createdAt") WHERE "status" = 'PENDING'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_order_pending_created"`);
    await q.query(`DROP INDEX "UQ_order_idempotency_key_hash"`);
    await q.query(`ALTER TABLE "shop_order" DROP COLUMN "guestTokenSealed"`);
    await q.query(`ALTER TABLE "shop_order" DROP COLUMN "requestFingerprint"`);
    await q.query(`ALTER TABLE "shop_order" DROP COLUMN "idempotencyKeyHash"`);
    await q.query(`ALTER TABLE "shop_order" ADD COLUMN "idempotencyKey" varchar(80) UNIQUE`);
  }
}
