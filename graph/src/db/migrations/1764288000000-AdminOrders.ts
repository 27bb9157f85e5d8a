import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The admin's orders (issue 12): an internal note on each order, history entries for payment
 * and contact changes beside status changes, and indexes for the admin list's filters and sorts
 * (every order by date, by payment status, by total).
 */
export class AdminOrders1764288000000 implements MigrationInterface {
  name = "AdminOrders1764288000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "shop_order" ADD COLUMN "internalNote" text`);
    await q.query(`
      ALTER TABLE "order_status_change"
        ADD COLUMN "kind" varchar(10) NOT NULL DEFAULT 'STATUS' CHECK ("kind" IN ('STATUS', 'PAYMENT', 'CONTACT')),
        ADD COLUMN "paymentStatus" varchar(10) CHECK ("paymentStatus" IN ('UNPAID', 'PAID', 'REFUNDED'))`);
    // Newest and oldest first over every order (the status index serves a status filter).
    await q.query(`CREATE INDEX "IDX_order_created" ON "shop_order" ("createdAt", "number")`);
    await q.query(`CREATE INDEX "IDX_order_payment_created" ON "shop_order" ("paymentStatus", "createdAt")`);
    await q.query(`CREATE INDEX "IDX_order_total" ON "shop_order" ("totalMinor", "number")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_order_total"`);
    await q.query(`DROP INDEX "IDX_order_payment_created"`);
    await q.query(`DROP INDEX "IDX_order_created"`);
    // Payment and contact entries have no place in the older history: they go with their columns.
    await q.query(`DELETE FROM "order_status_change" WHERE "kind" <> 'STATUS'`);
    await q.query(`ALTER TABLE "order_status_change" DROP COLUMN "paymentStatus", DROP COLUMN "kind"`);
    await q.query(`ALTER TABLE "shop_order" DROP COLUMN "internalNote"`);
  }
}
