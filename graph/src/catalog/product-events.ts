import { LOW_STOCK_THRESHOLD } from "@shop/common";
import { type EntityManager, In } from "typeorm";
import { subjectOf } from "../events/event-types.js";
import { recordEvent } from "../events/outbox.js";
import { productPayload, productRef, stockCrossing, variantRef } from "../events/payloads.js";
import { Settings } from "../settings/settings.entity.js";
import { ProductVariant } from "./product-variant.entity.js";
import { Product } from "./product.entity.js";

/**
 * The events of catalog writes (docs/events.md), written in the write's transaction after it:
 * `product.created` / `product.updated` with the product as it now is, and `stock.low` /
 * `stock.out` for each product or variant whose stock crossed a level since `stockOf` read it.
 * Order placement writes its stock events in its own statement (order-placement.ts).
 */

/** The stock of these products and of their variants, keyed `product:<id>` and `variant:<id>`. */
export async function stockOf(em: EntityManager, productIds: readonly string[]): Promise<Map<string, number>> {
  if (!productIds.length) return new Map();
  const rows: { key: string; stock: number }[] = await em.query(
    `SELECT 'product:' || p."id" AS "key", p."stock" FROM "product" p WHERE p."id" = ANY($1::uuid[])
     UNION ALL
     SELECT 'variant:' || v."id", v."stock" FROM "product_variant" v WHERE v."productId" = ANY($1::uuid[])`,
    [[...productIds]],
  );
  return new Map(rows.map((row) => [row.key, Number(row.stock)]));
}

/** `type` for each product, then the stock crossings since `stockBefore` (none when not given). */
export async function recordProductWrites(
  em: EntityManager,
  type: "product.created" | "product.updated",
  productIds: readonly string[],
  stockBefore?: ReadonlyMap<string, number>,
): Promise<void> {
  if (!productIds.length) return;
  const products = await em.find(Product, { where: { id: In([...productIds]) }, order: { id: "ASC" } });
  const variants = await em.find(ProductVariant, { where: { productId: In([...productIds]) }, order: { sortOrder: "ASC" } });
  const threshold = stockBefore ? await lowStockThresholdIn(em) : 0;
  for (const product of products) {
    const own = variants.filter((variant) => variant.productId === product.id);
    const subject = subjectOf("product", product.id);
    await recordEvent(em, type, subject, { product: productPayload(product, own) });
    if (!stockBefore) continue;
    const changes = [
      { variant: null, before: stockBefore.get(`product:${product.id}`), after: product.stock },
      ...own.map((variant) => ({ variant, before: stockBefore.get(`variant:${variant.id}`), after: variant.stock })),
    ];
    for (const { variant, before, after } of changes) {
      // A variant added by this write had no stock before it.
      const crossing = before === undefined ? null : stockCrossing(before, after, threshold);
      if (!crossing) continue;
      const event = { product: productRef(product), variant: variant && variantRef(variant), threshold };
      if (crossing === "stock.out") await recordEvent(em, "stock.out", subject, { ...event, stock: 0 });
      else await recordEvent(em, "stock.low", subject, { ...event, stock: after });
    }
  }
}

export async function recordProductsDeleted(em: EntityManager, products: readonly Pick<Product, "id" | "name" | "slug" | "sku">[]): Promise<void> {
  for (const product of products) await recordEvent(em, "product.deleted", subjectOf("product", product.id), { product: productRef(product) });
}

/** The shop's low-stock level, read in the transaction (a read through the settings service would wait for its connection). */
async function lowStockThresholdIn(em: EntityManager): Promise<number> {
  const settings = await em.findOne(Settings, { where: { id: 1 }, select: { id: true, lowStockThreshold: true } });
  return settings?.lowStockThreshold ?? LOW_STOCK_THRESHOLD;
}
