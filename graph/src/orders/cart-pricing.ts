import { type PriceRounding, priceLine, roundAmountMinor } from "@shop/common";
import type { EntityManager } from "typeorm";
import { ProductStatus } from "../catalog/product.entity.js";
import { type Json, parsedJson, queryPrepared, uuidArray } from "../db/prepared-query.js";
import type { Settings } from "../settings/settings.entity.js";
import { isUuid } from "../shared/uuid.js";
import { badInput } from "../shared/errors.js";

/** The most of one line a single order may take, and the most lines. */
export const MAX_LINE_QUANTITY = 100;
export const MAX_LINES = 50;

/** What the browser may say about a cart line: which product, which variant, how many. Nothing about price. */
export interface CartLineInput {
  productId: string;
  color?: string | null;
  size?: string | null;
  quantity: number;
}

/** Why a cart line cannot be ordered as it is. */
export enum LineProblem {
  UNAVAILABLE = "UNAVAILABLE",
  CHOOSE_VARIANT = "CHOOSE_VARIANT",
  UNKNOWN_VARIANT = "UNKNOWN_VARIANT",
  OUT_OF_STOCK = "OUT_OF_STOCK",
  NOT_ENOUGH_STOCK = "NOT_ENOUGH_STOCK",
}

/** A cart line priced from the database. */
export interface PricedCartLine {
  productId: string;
  variantId: string | null;
  name: string;
  slug: string;
  sku: string;
  image: string | null;
  color: string | null;
  size: string | null;
  quantity: number;
  /** Units that can be bought now (0 when unavailable). */
  available: number;
  unitPriceMinor: number;
  discount: number;
  finalUnitPriceMinor: number;
  shippingCostMinor: number;
  lineTotalMinor: number;
  problem: LineProblem | null;
}

/**
 * Check shapes and quantities, and merge lines that name the same product and variant. With
 * `unitsPerLine` (placing an order: the order limits), a merged line may hold no more than that.
 */
export function normalizeLines(lines: readonly CartLineInput[], unitsPerLine: number | null = null): CartLineInput[] {
  if (lines.length === 0) throw badInput("The cart is empty.", { field: "lines" });
  if (lines.length > MAX_LINES) throw badInput(`An order has at most ${MAX_LINES} lines.`, { field: "lines" });
  const merged = new Map<string, CartLineInput>();
  for (const [index, line] of lines.entries()) {
    if (!isUuid(line.productId)) throw badInput("Unknown product.", { field: `lines.${index}.productId` });
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY) {
      throw badInput(`A quantity is a whole number from 1 to ${MAX_LINE_QUANTITY}.`, { field: `lines.${index}.quantity` });
    }
    const color = line.color?.trim() || null;
    const size = line.size?.trim() || null;
    const key = `${line.productId}|${color?.toLowerCase()}|${size?.toLowerCase()}`;
    const existing = merged.get(key);
    if (existing) {
      existing.quantity += line.quantity;
      if (existing.quantity > MAX_LINE_QUANTITY) {
        throw badInput(`A quantity is a whole number from 1 to ${MAX_LINE_QUANTITY}.`, { field: `lines.${index}.quantity` });
      }
    } else {
      merged.set(key, { productId: line.productId, color, size, quantity: line.quantity });
    }
    if (unitsPerLine !== null && merged.get(key)!.quantity > unitsPerLine) {
      const message = `At most ${unitsPerLine} of one item in an order. For more, please call the shop.`;
      throw badInput(message, { field: `lines.${index}.quantity`, limit: unitsPerLine });
    }
  }
  return [...merged.values()];
}

/** What prices a cart line and takes its stock: a product's columns as read, with its variants. */
export interface CartProductRow {
  id: string;
  name: string;
  slug: string;
  sku: string;
  image: string | null;
  priceMinor: number;
  /** As stored (numeric, e.g. "12.50"), so the write can compare it exactly. */
  discount: string;
  shippingCostMinor: number;
  stock: number;
  status: ProductStatus;
  variants: CartVariantRow[];
}

export interface CartVariantRow {
  id: string;
  color: string;
  size: string;
  additionalPriceMinor: number;
  stock: number;
}

/** The settings that price a cart, and the low-stock level its stock events are judged by. */
export type PricingSettings = Pick<Settings, "priceRounding" | "deliveryZones" | "freeShippingThresholdMinor" | "currency" | "lowStockThreshold">;

/** What a checkout reads before it writes: the pricing settings and the cart's products. */
export interface CartRead {
  settings: PricingSettings;
  products: Map<string, CartProductRow>;
}

/**
 * The pricing settings and the products of these ids (soft-deleted ones left out) with their
 * variants: one statement, prepared once per connection, no locks. The write
 * (order-placement.ts) checks under lock that nothing it priced changed.
 */
const READ_CART_SQL = `
SELECT
  (SELECT json_build_object('priceRounding', s."priceRounding", 'deliveryZones', s."deliveryZones",
      'freeShippingThresholdMinor', s."freeShippingThresholdMinor", 'currency', s."currency",
      'lowStockThreshold', s."lowStockThreshold")
    FROM "settings" s WHERE s."id" = 1) AS "settings",
  coalesce((SELECT json_agg(json_build_object('id', p."id", 'name', p."name", 'slug', p."slug", 'sku', p."sku",
      'image', p."images"->>0, 'priceMinor', p."priceMinor", 'discount', p."discount"::text,
      'shippingCostMinor', p."shippingCostMinor", 'stock', p."stock", 'status', p."status",
      'variants', coalesce((SELECT json_agg(json_build_object('id', v."id", 'color', v."color", 'size', v."size",
          'additionalPriceMinor', v."additionalPriceMinor", 'stock', v."stock") ORDER BY v."id")
        FROM "product_variant" v WHERE v."productId" = p."id"), '[]'::json)))
    FROM "product" p
    WHERE p."id" = ANY($1::uuid[]) AND p."deletedAt" IS NULL), '[]'::json) AS "products"`;

export async function readCart(em: EntityManager, productIds: readonly string[]): Promise<CartRead> {
  const [row] = await queryPrepared<{ settings: Json<PricingSettings> | null; products: Json<CartProductRow[]> }>(em, "shop_read_cart", READ_CART_SQL, [
    uuidArray(productIds),
  ]);
  const settings = row && parsedJson(row.settings);
  if (!settings) throw new Error("The settings row is missing (SettingsService.ensureDefaults).");
  return { settings, products: new Map(parsedJson(row.products).map((p) => [p.id, p])) };
}

/**
 * The variant a line names, case-insensitively. A line may leave out the colour or the size when
 * the product's variants leave only one choice for it given the other (the original storefront
 * sends `selectedSize: null` for a one-size product); with both left out, or still several
 * choices, the shopper must choose.
 */
export function chooseVariant(
  variants: readonly CartVariantRow[],
  color: string | null,
  size: string | null,
): { variant: CartVariantRow } | { problem: LineProblem } {
  if (!color && !size) return { problem: LineProblem.CHOOSE_VARIANT };
  const same = (a: string, b: string | null) => b === null || a.toLowerCase() === b.toLowerCase();
  const matching = variants.filter((v) => same(v.color, color) && same(v.size, size));
  const [first] = matching;
  if (!first) return { problem: LineProblem.UNKNOWN_VARIANT };
  // Both named: the first match, as ever (variants differing only in case are the admin's mistake).
  if (matching.length === 1 || (color && size)) return { variant: first };
  return { problem: LineProblem.CHOOSE_VARIANT };
}

/** Price every line from the database, by the price rule with the shop's rounding (shipping costs rounded as prices are). */
/** Price the lines from products already read. */
export function priceLines(products: ReadonlyMap<string, CartProductRow>, lines: readonly CartLineInput[], rounding: PriceRounding): PricedCartLine[] {
  return lines.map((line) => {
    const product = products.get(line.productId);
    if (!product || product.status !== ProductStatus.ACTIVE) {
      return unavailableLine(line);
    }
    const choice = product.variants.length ? chooseVariant(product.variants, line.color ?? null, line.size ?? null) : null;
    const variant = choice && "variant" in choice ? choice.variant : null;
    let problem: LineProblem | null = choice && "problem" in choice ? choice.problem : null;
    const available = problem ? 0 : Math.min(product.stock, variant ? variant.stock : product.stock);
    if (!problem && available === 0) problem = LineProblem.OUT_OF_STOCK;
    else if (!problem && available < line.quantity) problem = LineProblem.NOT_ENOUGH_STOCK;
    const discount = Number(product.discount);
    const priced = priceLine(product.priceMinor, discount, line.quantity, rounding, variant?.additionalPriceMinor ?? 0);
    return {
      productId: product.id,
      variantId: variant?.id ?? null,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      image: product.image,
      color: variant?.color ?? line.color ?? null,
      size: variant?.size ?? line.size ?? null,
      quantity: line.quantity,
      available,
      unitPriceMinor: priced.unitPriceMinor,
      discount,
      finalUnitPriceMinor: priced.finalUnitPriceMinor,
      shippingCostMinor: roundAmountMinor(product.shippingCostMinor, rounding),
      lineTotalMinor: priced.lineTotalMinor,
      problem,
    };
  });
}

function unavailableLine(line: CartLineInput): PricedCartLine {
  return {
    productId: line.productId,
    variantId: null,
    name: "This product is no longer available",
    slug: "",
    sku: "",
    image: null,
    color: line.color ?? null,
    size: line.size ?? null,
    quantity: line.quantity,
    available: 0,
    unitPriceMinor: 0,
    discount: 0,
    finalUnitPriceMinor: 0,
    shippingCostMinor: 0,
    lineTotalMinor: 0,
    problem: LineProblem.UNAVAILABLE,
  };
}
