import type { EntityManager } from "typeorm";
import { type Json, parsedJson, queryPrepared, uuidArray } from "../db/prepared-query.js";
import { eventsWritten, eventWriting } from "../events/outbox.js";
import { orderPayload } from "../events/payloads.js";
import type { CartProductRow, PricedCartLine } from "./cart-pricing.js";
import type { OrderActor } from "./order-status-change.entity.js";
import { Order, OrderStatus, PaymentMethod, PaymentStatus } from "./order.entity.js";

/** The order row's own values, as the checkout computed them. */
export interface OrderValues {
  customerUid: string | null;
  guestTokenHash: string | null;
  idempotencyKeyHash: string | null;
  requestFingerprint: string | null;
  guestTokenSealed: string | null;
  /** A guest's client address, keyed-hashed (client-address.ts); null for customers. */
  clientAddressHash: string | null;
  name: string;
  phone: string;
  email: string | null;
  deliveryZone: string;
  district: string | null;
  address: string;
  notes: string | null;
  subtotalMinor: number;
  shippingMinor: number;
  totalMinor: number;
  currency: string;
}

export interface OrderToPlace {
  values: OrderValues;
  /** Priced lines without problems. */
  lines: readonly PricedCartLine[];
  /** The rows the lines were priced from: the write checks that what priced them is unchanged. */
  products: ReadonlyMap<string, CartProductRow>;
  by: OrderActor;
  byUid: string | null;
  /** The shop's low-stock level (settings): stock that falls to it or below writes `stock.low`. */
  lowStockThreshold: number;
}

export type Placement =
  | { placed: true; order: Order; stockAfter: ReadonlyMap<string, number> }
  /** A product's stock, price or status changed since it was read: nothing was written. */
  | { placed: false };

/**
 * One statement, committed on its own (decision 028): lock the products in id order, then their
 * variants; check that each still has the stock and still has the price, discount, shipping
 * cost and status the lines were priced from; and only then take the stock and insert the order,
 * its lines and its first history entry. The row locks are held for this statement and its
 * commit only, with no round trip to the server in between. When a check fails nothing is
 * written and `placed` is false; the CHECK (stock >= 0) constraints stay the last guard.
 * The same statement writes the outbox's events (docs/events.md): `order.created`, from the
 * payload made in JS (`orderPayload`) with the placed row's id, number, states and times merged
 * in, and `stock.low` / `stock.out` for each product and variant whose stock crossed a level
 * (common's `stockLevel`: out at 0, low at $26 or below, from above it).
 */
const PLACE_ORDER_SQL = `
WITH need_p AS MATERIALIZED (
  SELECT * FROM json_to_recordset($3::json)
    AS n("id" uuid, "quantity" int, "priceMinor" int, "discount" numeric, "shippingCostMinor" int)
), need_v AS MATERIALIZED (
  SELECT * FROM json_to_recordset($4::json) AS n("id" uuid, "quantity" int, "additionalPriceMinor" int)
), locked_p AS MATERIALIZED (
  SELECT p."id", p."stock", p."soldCount", p."priceMinor", p."discount", p."shippingCostMinor", p."status", p."name", p."sku",
    p."slug", p."images"->>0 AS "image"
  FROM "product" p
  WHERE p."id" = ANY($1::uuid[]) AND p."deletedAt" IS NULL
  ORDER BY p."id"
  FOR NO KEY UPDATE OF p
), locked_v AS MATERIALIZED (
  -- After every product is locked: an order waits only on products, always in id order.
  SELECT v."id", v."productId", v."stock", v."additionalPriceMinor", v."sku", v."color", v."size"
  FROM "product_variant" v
  WHERE v."id" = ANY($2::uuid[]) AND (SELECT count(*) FROM locked_p) > 0
  ORDER BY v."id"
  FOR NO KEY UPDATE OF v
), ok AS MATERIALIZED (
  -- Every needed row is there, locked, and still as it was priced, with the stock for the order.
  SELECT NOT EXISTS (
      SELECT 1 FROM need_p n LEFT JOIN locked_p p ON p."id" = n."id"
      WHERE (p."status" = 'ACTIVE' AND p."stock" >= n."quantity" AND p."priceMinor" = n."priceMinor"
        AND p."discount" = n."discount" AND p."shippingCostMinor" = n."shippingCostMinor") IS NOT TRUE)
    AND NOT EXISTS (
      SELECT 1 FROM need_v n LEFT JOIN locked_v v ON v."id" = n."id"
      WHERE (v."stock" >= n."quantity" AND v."additionalPriceMinor" = n."additionalPriceMinor") IS NOT TRUE)
    AS "ok"
), taken_p AS (
  -- From the locked values, not the row as this statement's snapshot saw it: PostgreSQL checks
  -- CHECK (stock >= 0) on the row computed from that version before it finds a newer one, so a
  -- unit returned meanwhile (a cancellation) would fail the check though the stock is there.
  -- "updatedAt" stays: it is when the product was last edited, and an indexed column changed
  -- would make every sale a non-HOT update, touching each of the product's indexes.
  UPDATE "product" p
  SET "stock" = l."stock" - n."quantity", "soldCount" = l."soldCount" + n."quantity"
  FROM need_p n JOIN locked_p l ON l."id" = n."id"
  WHERE p."id" = ANY($1::uuid[]) AND p."id" = n."id" AND (SELECT "ok" FROM ok)
  RETURNING p."id", p."stock"
), taken_v AS (
  UPDATE "product_variant" v
  SET "stock" = l."stock" - n."quantity"
  FROM need_v n JOIN locked_v l ON l."id" = n."id"
  WHERE v."id" = ANY($2::uuid[]) AND v."id" = n."id" AND (SELECT "ok" FROM ok)
  RETURNING v."id", v."stock"
), placed AS (
  INSERT INTO "shop_order" ("customerUid", "guestTokenHash", "idempotencyKeyHash", "requestFingerprint", "guestTokenSealed",
    "name", "phone", "email", "deliveryZone", "district", "address", "notes", "subtotalMinor", "shippingMinor", "totalMinor", "currency",
    "clientAddressHash")
  SELECT $6::varchar, $7::varchar, $8::varchar, $9::varchar, $10::varchar, $11::varchar, $12::varchar, $13::varchar, $14::varchar,
    $15::varchar, $16::text, $17::text, $18::int, $19::int, $20::int, $21::varchar, $24::varchar
  WHERE (SELECT "ok" FROM ok)
  RETURNING "id", "number", "paymentMethod", "paymentStatus", "status", "internalNote", "createdAt", "updatedAt"
), lines AS (
  INSERT INTO "order_line" ("orderId", "productId", "variantId", "name", "sku", "image", "color", "size", "unitPriceMinor",
    "discount", "finalUnitPriceMinor", "shippingCostMinor", "quantity", "lineTotalMinor")
  SELECT o."id", l."productId", l."variantId", p."name", p."sku", p."image", l."color", l."size", l."unitPriceMinor",
    l."discount", l."finalUnitPriceMinor", l."shippingCostMinor", l."quantity", l."lineTotalMinor"
  FROM placed o
  CROSS JOIN json_to_recordset($5::json) AS l("productId" uuid, "variantId" uuid, "color" varchar, "size" varchar,
    "unitPriceMinor" int, "discount" numeric, "finalUnitPriceMinor" int, "shippingCostMinor" int, "quantity" int, "lineTotalMinor" int)
  JOIN locked_p p ON p."id" = l."productId"
), history AS (
  INSERT INTO "order_status_change" ("orderId", "status", "by", "byUid", "customerNote")
  SELECT o."id", 'PENDING', $22::varchar, $23::varchar, 'Order placed' FROM placed o
), order_event AS (
  INSERT INTO "outbox_event" ("type", "subject", "payloadVersion", "payload")
  SELECT 'order.created', 'order:' || o."id", 1, jsonb_build_object('order', $25::jsonb || jsonb_build_object(
      'id', o."id", 'number', o."number", 'status', o."status", 'paymentStatus', o."paymentStatus", 'paymentMethod', o."paymentMethod",
      'createdAt', to_char(o."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'updatedAt', to_char(o."updatedAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
  FROM placed o WHERE $27::boolean
), stock_events AS (
  INSERT INTO "outbox_event" ("type", "subject", "payloadVersion", "payload")
  SELECT CASE WHEN c."after" <= 0 THEN 'stock.out' ELSE 'stock.low' END, 'product:' || p."id", 1,
    jsonb_build_object('product', jsonb_build_object('id', p."id", 'name', p."name", 'slug', p."slug", 'sku', NULLIF(p."sku", '')),
      'variant', c."variant", 'stock', GREATEST(c."after", 0), 'threshold', $26::int)
  FROM (
    SELECT l."id" AS "productId", NULL::jsonb AS "variant", l."stock" AS "before", t."stock" AS "after"
    FROM taken_p t JOIN locked_p l ON l."id" = t."id"
    UNION ALL
    SELECT l."productId", jsonb_build_object('id', l."id", 'sku', l."sku", 'color', NULLIF(l."color", ''), 'size', NULLIF(l."size", '')),
      l."stock", t."stock"
    FROM taken_v t JOIN locked_v l ON l."id" = t."id"
  ) c
  JOIN locked_p p ON p."id" = c."productId"
  WHERE $27::boolean AND ((c."after" <= 0 AND c."before" > 0) OR (c."after" > 0 AND c."after" <= $26::int AND c."before" > $26::int))
)
SELECT ok."ok", (SELECT json_agg(json_build_object('id', t."id", 'stock', t."stock")) FROM taken_p t) AS "stockAfter", o.*
FROM ok LEFT JOIN placed o ON true`;

interface PlacedRow {
  ok: boolean;
  stockAfter: Json<{ id: string; stock: number }[]> | null;
  id: string | null;
  number: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  status: OrderStatus;
  internalNote: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** Take the stock and write the order, its lines and its history in one statement (see PLACE_ORDER_SQL). */
export async function placeOrderRow(em: EntityManager, { values, lines, products, by, byUid, lowStockThreshold }: OrderToPlace): Promise<Placement> {
  const needP = new Map<string, { id: string; quantity: number; priceMinor: number; discount: string; shippingCostMinor: number }>();
  const needV = new Map<string, { id: string; quantity: number; additionalPriceMinor: number }>();
  for (const line of lines) {
    const product = products.get(line.productId);
    if (!product) throw new Error(`placeOrderRow: product ${line.productId} was not read`);
    const p = needP.get(product.id);
    if (p) p.quantity += line.quantity;
    else {
      const { id, priceMinor, discount, shippingCostMinor } = product;
      needP.set(id, { id, quantity: line.quantity, priceMinor, discount, shippingCostMinor });
    }
    if (line.variantId) {
      const variant = product.variants.find((v) => v.id === line.variantId);
      if (!variant) throw new Error(`placeOrderRow: variant ${line.variantId} was not read`);
      const v = needV.get(variant.id);
      if (v) v.quantity += line.quantity;
      else needV.set(variant.id, { id: variant.id, quantity: line.quantity, additionalPriceMinor: variant.additionalPriceMinor });
    }
  }
  const lineRows = lines.map((l) => ({
    productId: l.productId,
    variantId: l.variantId,
    color: l.color,
    size: l.size,
    unitPriceMinor: l.unitPriceMinor,
    discount: l.discount,
    finalUnitPriceMinor: l.finalUnitPriceMinor,
    shippingCostMinor: l.shippingCostMinor,
    quantity: l.quantity,
    lineTotalMinor: l.lineTotalMinor,
  }));
  const v = values;
  const writeEvents = eventWriting.enabled;
  const [row] = await queryPrepared<PlacedRow>(em, "shop_place_order", PLACE_ORDER_SQL, [
    uuidArray(needP.keys()),
    uuidArray(needV.keys()),
    JSON.stringify([...needP.values()]),
    JSON.stringify([...needV.values()]),
    JSON.stringify(lineRows),
    v.customerUid,
    v.guestTokenHash,
    v.idempotencyKeyHash,
    v.requestFingerprint,
    v.guestTokenSealed,
    v.name,
    v.phone,
    v.email,
    v.deliveryZone,
    v.district,
    v.address,
    v.notes,
    v.subtotalMinor,
    v.shippingMinor,
    v.totalMinor,
    v.currency,
    by,
    byUid,
    v.clientAddressHash,
    writeEvents ? JSON.stringify(createdPayload(values, lines, products)) : "{}",
    lowStockThreshold,
    writeEvents,
  ]);
  if (!row?.ok || !row.id) return { placed: false };
  if (writeEvents) eventsWritten(em);
  const stockAfter = row.stockAfter ? parsedJson(row.stockAfter) : [];
  // The hashes and the sealed token stay out of the entity, as in a read (select: false).
  const { guestTokenHash: _t, idempotencyKeyHash: _k, requestFingerprint: _f, guestTokenSealed: _s, clientAddressHash: _a, ...shown } = values;
  const order = em.create(Order, {
    ...shown,
    id: row.id,
    number: row.number,
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    status: row.status,
    internalNote: row.internalNote,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  });
  return { placed: true, order, stockAfter: new Map(stockAfter.map((s) => [s.id, s.stock])) };
}

/** `order.created`'s order as far as JS knows it: the statement merges in what the row gets (id, number, states, times). */
function createdPayload(values: OrderValues, lines: readonly PricedCartLine[], products: ReadonlyMap<string, CartProductRow>) {
  const epoch = new Date(0);
  const order = { ...values, id: "", number: 0, status: OrderStatus.PENDING, paymentStatus: PaymentStatus.UNPAID, paymentMethod: PaymentMethod.CASH_ON_DELIVERY, createdAt: epoch, updatedAt: epoch };
  // Each line's name and SKU as the statement copies them into the order's lines: the product's.
  const named = lines.map((line) => ({ ...line, name: products.get(line.productId)?.name ?? line.name, sku: products.get(line.productId)?.sku ?? line.sku }));
  // In name order, as an order's lines are read (order-events.ts).
  return orderPayload(order, named.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)), null);
}
