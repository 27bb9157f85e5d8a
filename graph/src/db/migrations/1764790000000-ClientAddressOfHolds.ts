import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Issue 31 (decision 039): the owner sees pending orders held from one client address.
 *
 * A PENDING order keeps a keyed hash of the client address it was placed from (HMAC-SHA256 with
 * a random key kept in `shop_secret`, never the address itself), so that orders from one
 * address can be grouped; the hash is cleared when the order leaves PENDING.
 */
export class ClientAddressOfHolds1764790000000 implements MigrationInterface {
  name = "ClientAddressOfHolds1764790000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "shop_order" ADD "clientAddressHash" varchar(64)`);
    await q.query(`CREATE TABLE "shop_secret" ("name" varchar(50) PRIMARY KEY, "value" varchar(200) NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "shop_secret"`);
    await q.query(`ALTER TABLE "shop_order" DROP COLUMN "clientAddressHash"`);
  }
}
