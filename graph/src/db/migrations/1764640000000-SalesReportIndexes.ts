import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The sales report's new-vs-returning check looks up a phone-only guest's earlier orders
 * (docs/reports.md); accounts and guest emails have their indexes already.
 */
export class SalesReportIndexes1764640000000 implements MigrationInterface {
  name = "SalesReportIndexes1764640000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_order_guest_phone" ON "shop_order" ("phone", "createdAt") WHERE "customerUid" IS NULL AND "email" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_order_guest_phone"`);
  }
}
