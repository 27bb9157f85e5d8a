import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 35 (decision 062): guest buyers are customers, one per phone.
 *
 * `phone_key` is the SQL twin of common's `phoneKey` (digits only; a "00" prefix dropped; the
 * country code 880, with or without the trunk 0 after it, becomes the national leading 0), so the
 * Customers screen and the sales report can group guest orders by phone in the database. Its
 * test (tests/integration/guest-customers.test.ts) holds it to `phoneKey`. The partial index
 * finds one guest's orders, and whether a guest ordered before a date, without a scan; it takes
 * the place of the phone-only guests' index the report used before (1764640000000).
 */
export class GuestCustomers1764880200000 implements MigrationInterface {
  name = "GuestCustomers1764880200000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION "phone_key"("phone" text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT regexp_replace(regexp_replace(regexp_replace("phone", '[^0-9]', '', 'g'), '^00', ''), '^8800?', '0') $$`);
    await q.query(`CREATE INDEX "IDX_order_guest_phone_key" ON "shop_order" ("phone_key"("phone"), "createdAt") WHERE "customerUid" IS NULL`);
    await q.query(`DROP INDEX "IDX_order_guest_phone"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "IDX_order_guest_phone" ON "shop_order" ("phone", "createdAt") WHERE "customerUid" IS NULL AND "email" IS NULL`);
    await q.query(`DROP INDEX "IDX_order_guest_phone_key"`);
    await q.query(`DROP FUNCTION "phone_key"(text)`);
  }
}
