import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * One durable outbox (issue 34, decision 056, docs/events.md): every event is written in the
 * transaction of the change it reports (`outbox_event`), then fanned out to one delivery per
 * consumer target (`outbox_delivery`) that the worker claims with a lease. All additive.
 */
export class Outbox1764850000000 implements MigrationInterface {
  name = "Outbox1764850000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "outbox_event" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "seq" bigserial NOT NULL,
      "type" varchar(64) NOT NULL,
      "subject" varchar(128) NOT NULL,
      "payloadVersion" integer NOT NULL,
      "payload" jsonb NOT NULL,
      "occurredAt" timestamptz NOT NULL DEFAULT now(),
      "fannedOutAt" timestamptz,
      CONSTRAINT "PK_outbox_event" PRIMARY KEY ("id"),
      CONSTRAINT "UQ_outbox_event_seq" UNIQUE ("seq")
    )`);
    // The fan-out's queue: only the events not yet fanned out, in order.
    await q.query(`CREATE INDEX "IDX_outbox_event_unfanned" ON "outbox_event" ("seq") WHERE "fannedOutAt" IS NULL`);
    await q.query(`CREATE TABLE "outbox_delivery" (
      "id" uuid NOT NULL DEFAULT gen_random_uuid(),
      "eventId" uuid NOT NULL REFERENCES "outbox_event" ("id") ON DELETE CASCADE,
      "eventSeq" bigint NOT NULL,
      "subject" varchar(128) NOT NULL,
      "kind" varchar(32) NOT NULL,
      "targetId" varchar(128) NOT NULL,
      "status" varchar(16) NOT NULL DEFAULT 'PENDING',
      "attempts" integer NOT NULL DEFAULT 0,
      "nextAttemptAt" timestamptz NOT NULL DEFAULT now(),
      "lockedUntil" timestamptz,
      "lastAttemptAt" timestamptz,
      "lastError" text,
      "lastResponseCode" integer,
      "deliveredAt" timestamptz,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "PK_outbox_delivery" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_outbox_delivery_status" CHECK ("status" IN ('PENDING', 'DELIVERED', 'FAILED'))
    )`);
    // The claim: due pending deliveries in event order, and "an earlier pending one of this target and subject".
    await q.query(`CREATE INDEX "IDX_outbox_delivery_pending" ON "outbox_delivery" ("eventSeq") WHERE "status" = 'PENDING'`);
    await q.query(
      `CREATE INDEX "IDX_outbox_delivery_pending_target" ON "outbox_delivery" ("kind", "targetId", "subject", "eventSeq") WHERE "status" = 'PENDING'`,
    );
    // A delivery log per event (the admin's screens) and pruning by age.
    await q.query(`CREATE INDEX "IDX_outbox_delivery_event" ON "outbox_delivery" ("eventId")`);
    await q.query(`CREATE INDEX "IDX_outbox_delivery_target" ON "outbox_delivery" ("kind", "targetId", "createdAt")`);
    await q.query(`CREATE INDEX "IDX_outbox_event_occurred" ON "outbox_event" ("occurredAt")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "outbox_delivery"`);
    await q.query(`DROP TABLE "outbox_event"`);
  }
}
