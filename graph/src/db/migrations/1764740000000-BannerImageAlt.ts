import type { MigrationInterface, QueryRunner } from "typeorm";

/** A banner's alt text (issue 14): banner images show products, which screen readers should hear about. */
export class BannerImageAlt1764740000000 implements MigrationInterface {
  name = "BannerImageAlt1764740000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "banner" ADD "imageAlt" character varying(200)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "banner" DROP COLUMN "imageAlt"`);
  }
}
