import { finalPriceMinor, type PriceRounding } from "@shop/common";
import type { EntityManager } from "typeorm";

/** Products re-priced per statement: one keyset page read, one UPDATE … FROM (VALUES …) written. */
const BATCH = 1_000;

/**
 * Recompute every product's stored final price (deleted ones included: they may be restored)
 * with the price rule and `rounding`, so the price filter and sort agree with the prices shown.
 * Runs in the caller's transaction (a settings change, a migration); raw SQL so a migration can
 * call it without the entities' metadata. Answers how many products changed.
 */
export async function repriceProducts(em: EntityManager, rounding: PriceRounding): Promise<number> {
  let changed = 0;
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows: { id: string; priceMinor: number; discount: string; finalPriceMinor: number }[] = await em.query(
      `SELECT "id", "priceMinor", "discount", "finalPriceMinor" FROM "product" WHERE "id" > $1 ORDER BY "id" LIMIT $2`,
      [after, BATCH],
    );
    if (rows.length === 0) return changed;
    after = rows[rows.length - 1]!.id;
    const updates = rows.flatMap((row) => {
      const price = finalPriceMinor(row.priceMinor, Number(row.discount), rounding);
      return price === row.finalPriceMinor ? [] : [[row.id, price] as const];
    });
    if (updates.length) {
      const values = updates.map((_, i) => `($${2 * i + 1}::uuid, $${2 * i + 2}::integer)`).join(", ");
      await em.query(
        `UPDATE "product" AS p SET "finalPriceMinor" = v.price FROM (VALUES ${values}) AS v(id, price) WHERE p."id" = v.id`,
        updates.flat(),
      );
      changed += updates.length;
    }
  }
}
