import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Shopper notifications and owner alerts (issue 34, decision 058): the owner's templates (no row:
 * the default), where owner alerts go, every message made (kept 90 days), and a customer's choice
 * to receive only essential messages. All additive.
 */
export class Notifications1764870000000 implements MigrationInterface {
  name = "Notifications1764870000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "notification_template" (
      "kind" varchar(40) NOT NULL,
      "channel" varchar(10) NOT NULL,
      "enabled" boolean NOT NULL,
      "subject" varchar(200),
      "body" text NOT NULL,
      "updatedAt" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_notification_template" PRIMARY KEY ("kind", "channel")
    )`);
    await q.query(`CREATE TABLE "notification_recipients" (
      "id" integer NOT NULL,
      "ownerEmails" jsonb NOT NULL,
      "ownerPhones" jsonb NOT NULL,
      "updatedAt" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_notification_recipients" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE TABLE "outgoing_message" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "channel" varchar(10) NOT NULL,
      "audience" varchar(10) NOT NULL,
      "kind" varchar(40) NOT NULL,
      "to" varchar(320) NOT NULL,
      "subject" varchar(300),
      "text" text NOT NULL,
      "html" text,
      "status" varchar(10) NOT NULL,
      "transport" varchar(20) NOT NULL,
      "providerId" varchar(200),
      "error" text,
      "attempts" integer NOT NULL DEFAULT 0,
      "orderId" uuid,
      "orderNumber" integer,
      "eventId" uuid,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "sentAt" timestamptz,
      "updatedAt" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_outgoing_message" PRIMARY KEY ("id")
    )`);
    await q.query(`CREATE INDEX "IDX_outgoing_message_created" ON "outgoing_message" ("createdAt", "id")`);
    await q.query(`CREATE INDEX "IDX_outgoing_message_order" ON "outgoing_message" ("orderId")`);
    await q.query(`ALTER TABLE "shop_user" ADD "nonEssentialMessages" boolean NOT NULL DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "shop_user" DROP COLUMN "nonEssentialMessages"`);
    await q.query(`DROP TABLE "outgoing_message"`);
    await q.query(`DROP TABLE "notification_recipients"`);
    await q.query(`DROP TABLE "notification_template"`);
  }
}
