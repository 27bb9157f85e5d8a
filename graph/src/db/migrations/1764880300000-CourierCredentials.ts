import type { MigrationInterface, QueryRunner } from "typeorm";

/** The courier's keys saved in the admin, sealed (issue 35, decision 063). Additive. */
export class CourierCredentials1764880300000 implements MigrationInterface {
  name = "CourierCredentials1764880300000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "courier_credentials" (
      "courier" varchar(30) NOT NULL,
      "sealedKeys" text NOT NULL,
      "apiKeyLast4" varchar(4) NOT NULL,
      "secretKeyLast4" varchar(4) NOT NULL,
      "baseUrl" varchar(300),
      "updatedBy" varchar(320),
      "updatedAt" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_courier_credentials" PRIMARY KEY ("courier")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "courier_credentials"`);
  }
}
