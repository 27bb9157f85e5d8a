import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Webhooks (issue 34, decision 057): subscriptions with their signing secrets (the one a rotation
 * replaced signs too until a day later), the log of each delivery's attempts (a delivery is a row
 * of the outbox's `outbox_delivery`, whose pruning takes its attempts along), and the one-row
 * webhook settings (written at the first change; until then private targets are refused). All additive.
 */
export class Webhooks1764860000000 implements MigrationInterface {
  name = "Webhooks1764860000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "webhook_subscription" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "url" varchar(2000) NOT NULL,
      "events" jsonb NOT NULL,
      "secret" varchar(100) NOT NULL,
      "secretPrefix" varchar(12) NOT NULL,
      "previousSecret" varchar(100),
      "previousSecretUntil" timestamptz,
      "appId" uuid REFERENCES "app" ("id") ON DELETE CASCADE,
      "enabled" boolean NOT NULL DEFAULT true,
      "failingSince" timestamptz,
      "disabledAt" timestamptz,
      "disabledReason" varchar(300),
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "updatedAt" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_webhook_subscription" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE INDEX "IDX_webhook_subscription_app" ON "webhook_subscription" ("appId")`);
    await q.query(`CREATE TABLE "webhook_attempt" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "deliveryId" uuid NOT NULL REFERENCES "outbox_delivery" ("id") ON DELETE CASCADE,
      "attempt" integer NOT NULL,
      "at" timestamptz NOT NULL,
      "durationMs" integer NOT NULL,
      "responseCode" integer,
      "error" varchar(500),
      "ok" boolean NOT NULL,
      CONSTRAINT "PK_webhook_attempt" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE INDEX "IDX_webhook_attempt_delivery" ON "webhook_attempt" ("deliveryId", "attempt")`);
    await q.query(`CREATE TABLE "webhook_settings" (
      "id" integer NOT NULL,
      "allowPrivateTargets" boolean NOT NULL DEFAULT false,
      "updatedAt" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_webhook_settings" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_webhook_settings_single_row" CHECK ("id" = 1)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "webhook_settings"`);
    await q.query(`DROP TABLE "webhook_attempt"`);
    await q.query(`DROP TABLE "webhook_subscription"`);
  }
}
