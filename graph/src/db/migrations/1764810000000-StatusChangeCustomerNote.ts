import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 31 (decision 042): a status change has two notes, one only staff see (`note`) and one
 * shown to the customer (`customerNote`).
 *
 * Until now every note of a status entry was shown to the order's customer and to anyone tracking
 * the order, though the admin's form did not say so. Notes admins wrote stay in `note` and become
 * internal: the owner may have written things for the shop's eyes only. The shop's own words
 * ("Order placed", the automatic cancellation) were written for the customer and move to
 * `customerNote`. Payment and contact entries were never shown to shoppers; they stay as they are.
 */
export class StatusChangeCustomerNote1764810000000 implements MigrationInterface {
  name = "StatusChangeCustomerNote1764810000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "order_status_change" ADD "customerNote" text`);
    await q.query(`
      UPDATE "order_status_change" SET "customerNote" = "note", "note" = NULL
      WHERE "kind" = 'STATUS' AND "by" <> 'admin' AND "note" IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE "order_status_change" SET "note" = "customerNote" WHERE "customerNote" IS NOT NULL AND "note" IS NULL`);
    await q.query(`ALTER TABLE "order_status_change" DROP COLUMN "customerNote"`);
  }
}
