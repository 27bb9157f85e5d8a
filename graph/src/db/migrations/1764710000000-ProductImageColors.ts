import type { MigrationInterface, QueryRunner } from "typeorm";

/** The variant colour each product image shows (issue 14, docs/decisions/023-images-follow-the-chosen-colour.md). */
export class ProductImageColors1764710000000 implements MigrationInterface {
  name = "ProductImageColors1764710000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "product" ADD COLUMN "imageColors" jsonb NOT NULL DEFAULT '[]'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "product" DROP COLUMN "imageColors"`);
  }
}
