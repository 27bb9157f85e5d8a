import type { MigrationInterface, QueryRunner } from "typeorm";
import { repriceProducts } from "../../catalog/reprice.js";

/**
 * Issue 14: the price rounding setting and where the home page puts out-of-stock products.
 * Existing shops keep MINOR, so no price changes on upgrade (decision 021); the stored final
 * prices are recomputed because the rule now rounds the final price, not the discount amount.
 */
export class PriceRoundingHomeStock1764730000000 implements MigrationInterface {
  name = "PriceRoundingHomeStock1764730000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "settings" ADD "priceRounding" character varying(5) NOT NULL DEFAULT 'MINOR'`);
    await q.query(`ALTER TABLE "settings" ADD CONSTRAINT "CHK_settings_price_rounding" CHECK ("priceRounding" IN ('MINOR', 'WHOLE'))`);
    await q.query(`ALTER TABLE "settings" ADD "homeOutOfStock" character varying(4) NOT NULL DEFAULT 'LAST'`);
    await q.query(`ALTER TABLE "settings" ADD CONSTRAINT "CHK_settings_home_out_of_stock" CHECK ("homeOutOfStock" IN ('LAST', 'HIDE'))`);
    await repriceProducts(q.manager, "MINOR");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "settings" DROP COLUMN "homeOutOfStock"`);
    await q.query(`ALTER TABLE "settings" DROP COLUMN "priceRounding"`);
  }
}
