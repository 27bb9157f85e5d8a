import type { MigrationInterface, QueryRunner } from "typeorm";

/** The shop's user records, keyed by Firebase uid. */
export class Users1763942400000 implements MigrationInterface {
  name = "Users1763942400000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "shop_user" (
        "uid" varchar(128) PRIMARY KEY,
        "email" varchar(320),
        "displayName" varchar(100),
        "photoURL" varchar(500),
        "phone" varchar(30),
        "address" text,
        "role" varchar(10) NOT NULL DEFAULT 'CUSTOMER' CHECK ("role" IN ('CUSTOMER', 'ADMIN')),
        "disabled" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "lastSeenAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_shop_user_email_lower" ON "shop_user" (lower("email"))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "shop_user"`);
  }
}
