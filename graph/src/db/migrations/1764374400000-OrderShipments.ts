import type { MigrationInterface, QueryRunner } from "typeorm";

/** Courier dispatch (issue 12): each order's parcel with the courier, and the refresh's index. */
export class OrderShipments1764374400000 implements MigrationInterface {
  name = "OrderShipments1764374400000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "order_shipment" (
        "orderId" uuid PRIMARY KEY REFERENCES "shop_order" ("id") ON DELETE CASCADE,
        "courier" varchar(30) NOT NULL,
        "consignmentId" varchar(40),
        "trackingCode" varchar(40),
        "deliveryStatus" varchar(60),
        "dispatchingSince" timestamptz,
        "dispatchedAt" timestamptz,
        "checkedAt" timestamptz,
        "lastError" varchar(500),
        "updatedAt" timestamptz NOT NULL DEFAULT now()
      )`);
    // The periodic refresh reads parcels still on their way, least recently checked first.
    await q.query(`
      CREATE INDEX "IDX_order_shipment_to_refresh" ON "order_shipment" ("checkedAt")
      WHERE "consignmentId" IS NOT NULL
        AND ("deliveryStatus" IS NULL OR "deliveryStatus" NOT IN ('delivered', 'partial_delivered', 'cancelled'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "order_shipment"`);
  }
}
