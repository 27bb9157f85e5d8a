import type { MigrationInterface, QueryRunner } from "typeorm";

/** Issue 35: the country calling code the admin's call and WhatsApp links use; Bangladesh's for every shop until changed. */
export class PhoneCountryCode1764880100000 implements MigrationInterface {
  name = "PhoneCountryCode1764880100000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "settings" ADD "phoneCountryCode" character varying(3) NOT NULL DEFAULT '880'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "settings" DROP COLUMN "phoneCountryCode"`);
  }
}
