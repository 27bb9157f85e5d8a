import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Site analytics' daily roll-ups (issue 31, decision 040): one row per day, dimension and key
 * (a path, a product, a referring site, a device, a funnel step), built from the raw events once
 * a day is over, so reports read a few rows per day and raw events can be deleted after a week.
 */
export class AnalyticsDailyRollups1764800000000 implements MigrationInterface {
  name = "AnalyticsDailyRollups1764800000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "analytics_daily" (
        "dimension" varchar(10) NOT NULL,
        "day" date NOT NULL,
        "key" varchar(300) NOT NULL,
        "views" integer NOT NULL,
        "visitors" integer NOT NULL,
        PRIMARY KEY ("dimension", "day", "key")
      )`);
    // Retention deletes by day across dimensions.
    await q.query(`CREATE INDEX "IDX_analytics_daily_day" ON "analytics_daily" ("day")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "analytics_daily"`);
  }
}
