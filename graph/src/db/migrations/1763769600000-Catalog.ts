import type { MigrationInterface, QueryRunner } from "typeorm";

/** Catalog (categories, products, variants), settings and pixel configuration. */
export class Catalog1763769600000 implements MigrationInterface {
  name = "Catalog1763769600000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "category" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar(100) NOT NULL,
        "slug" varchar(120) NOT NULL,
        "image" varchar(500),
        "subCategories" jsonb NOT NULL DEFAULT '[]',
        "sortOrder" integer NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_category_slug" ON "category" ("slug")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_category_name_lower" ON "category" (lower("name"))`);

    await q.query(`
      CREATE TABLE "product" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar(200) NOT NULL,
        "slug" varchar(220) NOT NULL,
        "description" text NOT NULL DEFAULT '',
        "priceMinor" integer NOT NULL CHECK ("priceMinor" >= 0),
        "discount" numeric(5,2) NOT NULL DEFAULT 0 CHECK ("discount" >= 0 AND "discount" <= 100),
        "finalPriceMinor" integer NOT NULL CHECK ("finalPriceMinor" >= 0),
        "categoryId" uuid NOT NULL REFERENCES "category" ("id") ON DELETE RESTRICT,
        "subCategory" varchar(100),
        "images" jsonb NOT NULL DEFAULT '[]',
        "brand" varchar(100),
        "sku" varchar(64) NOT NULL,
        "stock" integer NOT NULL DEFAULT 0 CHECK ("stock" >= 0),
        "shippingCostMinor" integer NOT NULL DEFAULT 0 CHECK ("shippingCostMinor" >= 0),
        "specifications" jsonb NOT NULL DEFAULT '[]',
        "additionalInfo" jsonb NOT NULL DEFAULT '[]',
        "warranty" text,
        "returnPolicy" text,
        "tags" jsonb NOT NULL DEFAULT '[]',
        "status" varchar(10) NOT NULL DEFAULT 'DRAFT' CHECK ("status" IN ('ACTIVE', 'DRAFT')),
        "soldCount" integer NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX "UQ_product_slug" ON "product" ("slug")`);
    await q.query(`CREATE UNIQUE INDEX "UQ_product_sku" ON "product" ("sku")`);
    await q.query(`CREATE INDEX "IDX_product_category" ON "product" ("categoryId")`);
    // Matches the default sort (newest first, id as tie-break) so a page is an index scan, not a sort.
    await q.query(`CREATE INDEX "IDX_product_status_created" ON "product" ("status", "createdAt" DESC, "id")`);
    await q.query(`CREATE INDEX "IDX_product_final_price" ON "product" ("finalPriceMinor")`);
    await q.query(`CREATE INDEX "IDX_product_name_lower" ON "product" (lower("name"))`);

    await q.query(`
      CREATE TABLE "product_variant" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "productId" uuid NOT NULL REFERENCES "product" ("id") ON DELETE CASCADE,
        "color" varchar(50) NOT NULL,
        "size" varchar(50) NOT NULL,
        "additionalPriceMinor" integer NOT NULL DEFAULT 0 CHECK ("additionalPriceMinor" >= 0),
        "stock" integer NOT NULL DEFAULT 0 CHECK ("stock" >= 0),
        "sortOrder" integer NOT NULL DEFAULT 0
      )`);
    await q.query(
      `CREATE UNIQUE INDEX "UQ_variant_product_color_size" ON "product_variant" ("productId", "color", "size")`,
    );

    await q.query(`
      CREATE TABLE "settings" (
        "id" integer PRIMARY KEY CONSTRAINT "CHK_settings_single_row" CHECK ("id" = 1),
        "siteName" varchar(100) NOT NULL,
        "siteDescription" text NOT NULL DEFAULT '',
        "logo" varchar(500),
        "favicon" varchar(500),
        "contactEmail" varchar(200),
        "contactPhone" varchar(50),
        "contactAddress" text,
        "currency" varchar(3) NOT NULL,
        "locale" varchar(20) NOT NULL,
        "socialMedia" jsonb NOT NULL,
        "deliveryZones" jsonb NOT NULL,
        "freeShippingThresholdMinor" integer,
        "privacyPolicy" text NOT NULL DEFAULT '',
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE "pixel_config" (
        "id" integer PRIMARY KEY CONSTRAINT "CHK_pixel_config_single_row" CHECK ("id" = 1),
        "pixelId" varchar(32),
        "status" varchar(10) NOT NULL DEFAULT 'INACTIVE' CHECK ("status" IN ('ACTIVE', 'INACTIVE')),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "pixel_config"`);
    await q.query(`DROP TABLE "settings"`);
    await q.query(`DROP TABLE "product_variant"`);
    await q.query(`DROP TABLE "product"`);
    await q.query(`DROP TABLE "category"`);
  }
}
