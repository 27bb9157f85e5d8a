import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Whether a user's email is verified, as their last token said (issue 31): the admin CLI's grant
 * refuses an unverified email unless forced. Existing accounts start unverified and are brought
 * up to date by their next request.
 */
export class UserEmailVerified1764820000000 implements MigrationInterface {
  name = "UserEmailVerified1764820000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "shop_user" ADD "emailVerified" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "shop_user" DROP COLUMN "emailVerified"`);
  }
}
