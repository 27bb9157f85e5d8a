import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Apps (issue 33, decision 052): programs that call the API with a token of their own. The token
 * is kept only as its SHA-256; each app's requests are counted per hour, one row per app and hour.
 * The audit log names an app that acted (`actorAppId`, `actorAppName`). All additive.
 */
export class Apps1764830000000 implements MigrationInterface {
  name = "Apps1764830000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "app" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "name" varchar(100) NOT NULL,
      "scopes" jsonb NOT NULL,
      "tokenHash" char(64) NOT NULL,
      "tokenPrefix" varchar(12) NOT NULL,
      "budgetMaximum" integer NOT NULL,
      "budgetRestoreRate" integer NOT NULL,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "lastUsedAt" timestamptz,
      "revokedAt" timestamptz,
      "createdBy" varchar(128),
      CONSTRAINT "PK_app" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_app_token_hash" ON "app" ("tokenHash")`);
    await q.query(`CREATE TABLE "app_request_count" (
      "appId" uuid NOT NULL REFERENCES "app" ("id") ON DELETE CASCADE,
      "hour" timestamptz NOT NULL,
      "requests" integer NOT NULL DEFAULT 0,
      CONSTRAINT "PK_app_request_count" PRIMARY KEY ("appId", "hour")
    )`);
    await q.query(`ALTER TABLE "audit_entry" ADD "actorAppId" uuid`);
    await q.query(`ALTER TABLE "audit_entry" ADD "actorAppName" varchar(100)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "audit_entry" DROP COLUMN "actorAppName"`);
    await q.query(`ALTER TABLE "audit_entry" DROP COLUMN "actorAppId"`);
    await q.query(`DROP TABLE "app_request_count"`);
    await q.query(`DROP TABLE "app"`);
  }
}
