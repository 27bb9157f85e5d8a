import type { MigrationInterface, QueryRunner } from "typeorm";

/** The reports' settings (issue 13): the time zone days are counted in, and when stock is low. */
export class ReportSettings1764633600000 implements MigrationInterface {
  name = "ReportSettings1764633600000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "settings" ADD "timeZone" character varying(64) NOT NULL DEFAULT 'Asia/Dhaka'`);
    await q.query(`ALTER TABLE "settings" ADD "lowStockThreshold" integer NOT NULL DEFAULT 5`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "settings" DROP COLUMN "lowStockThreshold"`);
    await q.query(`ALTER TABLE "settings" DROP COLUMN "timeZone"`);
  }
}
