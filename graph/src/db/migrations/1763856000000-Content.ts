import type { MigrationInterface, QueryRunner } from "typeorm";

/** Home-page banners, contact messages, and the featured flag on products. */
export class Content1763856000000 implements MigrationInterface {
  name = "Content1763856000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "banner" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "image" varchar(500) NOT NULL,
        "mobileImage" varchar(500),
        "title" varchar(150) NOT NULL,
        "subtitle" varchar(200),
        "description" text,
        "buttonText" varchar(60),
        "buttonLink" varchar(500),
        "isActive" boolean NOT NULL DEFAULT true,
        "sortOrder" integer NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_banner_active_order" ON "banner" ("isActive", "sortOrder")`);

    await q.query(`
      CREATE TABLE "contact_message" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar(100) NOT NULL,
        "email" varchar(200) NOT NULL,
        "phone" varchar(30),
        "subject" varchar(150) NOT NULL,
        "message" text NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'NEW' CHECK ("status" IN ('NEW', 'RESOLVED')),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_contact_message_status_created" ON "contact_message" ("status", "createdAt")`);

    await q.query(`ALTER TABLE "product" ADD "featured" boolean NOT NULL DEFAULT false`);
    await q.query(`CREATE INDEX "IDX_product_featured" ON "product" ("featured") WHERE "featured"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "IDX_product_featured"`);
    await q.query(`ALTER TABLE "product" DROP COLUMN "featured"`);
    await q.query(`DROP TABLE "contact_message"`);
    await q.query(`DROP TABLE "banner"`);
  }
}
