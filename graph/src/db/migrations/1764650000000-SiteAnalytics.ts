import type { MigrationInterface, QueryRunner } from "typeorm";

/** First-party site analytics (issue 13, docs/analytics.md): events without personal data, and each day's salt. */
export class SiteAnalytics1764650000000 implements MigrationInterface {
  name = "SiteAnalytics1764650000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "analytics_event" (
        "id" bigserial PRIMARY KEY,
        "occurredAt" timestamptz NOT NULL,
        "type" varchar(20) NOT NULL,
        "path" varchar(300) NOT NULL,
        "productId" uuid,
        "referrerHost" varchar(253),
        "device" varchar(10) NOT NULL,
        "visitorHash" varchar(16) NOT NULL
      )`);
    // Every report figure reads one range of time, most of them one type of event in it.
    await q.query(`CREATE INDEX "IDX_analytics_event_occurred" ON "analytics_event" ("occurredAt")`);
    await q.query(`CREATE INDEX "IDX_analytics_event_type_occurred" ON "analytics_event" ("type", "occurredAt")`);
    await q.query(`CREATE TABLE "analytics_salt" ("day" date PRIMARY KEY, "salt" varchar(64) NOT NULL)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "analytics_salt"`);
    await q.query(`DROP TABLE "analytics_event"`);
  }
}
