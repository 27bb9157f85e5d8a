import type { MigrationInterface, QueryRunner } from "typeorm";

/** Orders, their lines and status history. Order numbers come from a sequence starting at 10001. */
export class Orders1764028800000 implements MigrationInterface {
  name = "Orders1764028800000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE SEQUENCE "order_number_seq" START 10001`);
    await q.query(`
      CREATE TABLE "shop_order" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "number" integer NOT NULL DEFAULT nextval('order_number_seq') UNIQUE,
        "customerUid" varchar(128) REFERENCES "shop_user" ("uid") ON DELETE SET NULL,
        "guestTokenHash" varchar(64),
        "idempotencyKey" varchar(80) UNIQUE,
        "name" varchar(100) NOT NULL,
        "phone" varchar(30) NOT NULL,
        "email" varchar(320),
        "deliveryZone" varchar(100) NOT NULL,
        "district" varchar(100),
        "address" text NOT NULL,
        "notes" text,
        "subtotalMinor" integer NOT NULL CHECK ("subtotalMinor" >= 0),
        "shippingMinor" integer NOT NULL CHECK ("shippingMinor" >= 0),
        "totalMinor" integer NOT NULL CHECK ("totalMinor" >= 0),
        "currency" varchar(3) NOT NULL,
        "paymentMethod" varchar(20) NOT NULL DEFAULT 'CASH_ON_DELIVERY',
        "paymentStatus" varchar(10) NOT NULL DEFAULT 'UNPAID' CHECK ("paymentStatus" IN ('UNPAID', 'PAID', 'REFUNDED')),
        "status" varchar(10) NOT NULL DEFAULT 'PENDING'
          CHECK ("status" IN ('PENDING', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'CANCELLED')),
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`ALTER SEQUENCE "order_number_seq" OWNED BY "shop_order"."number"`);
    await q.query(`CREATE INDEX "IDX_order_customer_created" ON "shop_order" ("customerUid", "createdAt")`);
    await q.query(`CREATE INDEX "IDX_order_status_created" ON "shop_order" ("status", "createdAt")`);
    await q.query(`CREATE INDEX "IDX_order_email_lower" ON "shop_order" (lower("email")) WHERE "customerUid" IS NULL`);

    await q.query(`
      CREATE TABLE "order_line" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "orderId" uuid NOT NULL REFERENCES "shop_order" ("id") ON DELETE CASCADE,
        "productId" uuid REFERENCES "product" ("id") ON DELETE SET NULL,
        "variantId" uuid REFERENCES "product_variant" ("id") ON DELETE SET NULL,
        "name" varchar(200) NOT NULL,
        "sku" varchar(64) NOT NULL,
        "image" varchar(500),
        "color" varchar(50),
        "size" varchar(50),
        "unitPriceMinor" integer NOT NULL CHECK ("unitPriceMinor" >= 0),
        "discount" numeric(5,2) NOT NULL,
        "finalUnitPriceMinor" integer NOT NULL CHECK ("finalUnitPriceMinor" >= 0),
        "shippingCostMinor" integer NOT NULL DEFAULT 0,
        "quantity" integer NOT NULL CHECK ("quantity" > 0),
        "lineTotalMinor" integer NOT NULL CHECK ("lineTotalMinor" >= 0)
      )`);
    await q.query(`CREATE INDEX "IDX_order_line_order" ON "order_line" ("orderId")`);

    await q.query(`
      CREATE TABLE "order_status_change" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "orderId" uuid NOT NULL REFERENCES "shop_order" ("id") ON DELETE CASCADE,
        "status" varchar(10) NOT NULL,
        "by" varchar(10) NOT NULL,
        "byUid" varchar(128),
        "note" text,
        "at" timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX "IDX_order_status_change_order" ON "order_status_change" ("orderId", "at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "order_status_change"`);
    await q.query(`DROP TABLE "order_line"`);
    await q.query(`DROP TABLE "shop_order"`);
  }
}
