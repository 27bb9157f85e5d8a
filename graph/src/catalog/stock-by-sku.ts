import { createHash } from "node:crypto";
import { CATALOG_LIMITS } from "@shop/common";
import type { DataSource, EntityManager } from "typeorm";
import type { Actor, AuditService } from "../audit/audit.service.js";
import { CacheTag, type CacheInvalidator, noInvalidation } from "../cache/cache-tags.js";
import { badInput, fieldErrors, type FieldProblem } from "../shared/errors.js";
import { idempotencyKeyHash } from "../shared/idempotency.js";
import type { CountCache } from "./count-cache.js";
import { recordProductWrites } from "./product-events.js";
import { StockLineStatus, type StockLineInput, type StockLineResult, type StockUpdateResult } from "./stock-by-sku.types.js";

/** Most lines one call may hold. */
export const MAX_STOCK_LINES = 250;
/** The largest stock a line may set, and the largest change it may make either way. */
const MAX_STOCK = CATALOG_LIMITS.stock;

/** A line as checked: its SKU and the change, `set` or `adjust`. */
interface StockLine {
  sku: string;
  set: number | null;
  adjust: number | null;
}

/** What a line's SKU names, locked for the call. */
interface Target {
  productId: string;
  variantId: string | null;
  stock: number;
  /** A product's SKU whose product has variants: its stock is theirs, summed. */
  hasVariants: boolean;
}

/** Who calls: the audit's actor, and the idempotency scope their keys live in (an admin, an app). */
export interface StockCaller {
  actor: Actor;
  /** Keys of different callers never meet: `admin:<uid>` for a person. */
  scope: string;
}

/**
 * Stock set or adjusted by SKU, up to 250 lines per call (docs/api.md, "Bulk stock"; decision 054).
 *
 * One transaction per call: it claims the idempotency key, locks every product the lines name and
 * then every variant, each in id order as placing an order does (so the two never wait on each
 * other in a cycle), applies each line with an UPDATE that keeps the stock from 0 to 1,000,000,
 * and records the result under the key. A line that cannot apply changes nothing and the others
 * still do; a crash leaves either the whole call and its record, or neither.
 */
export class StockBySkuService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly counts: CountCache | null = null,
    private readonly cache: CacheInvalidator = noInvalidation,
  ) {}

  async update(input: { idempotencyKey: string; lines: readonly StockLineInput[] }, { actor, scope }: StockCaller): Promise<StockUpdateResult> {
    const key = input.idempotencyKey;
    if (typeof key !== "string" || key.length < 8 || key.length > 80) {
      throw badInput("An idempotency key has 8 to 80 characters.", { field: "idempotencyKey" });
    }
    const lines = checkedLines(input.lines);
    const keyHash = idempotencyKeyHash(`stock:${scope}`, key);
    const fingerprint = createHash("sha256").update(JSON.stringify(lines)).digest("hex");

    const outcome = await this.dataSource.transaction(async (em) => {
      const claimed: unknown[] = await em.query(
        `INSERT INTO "stock_update" ("keyHash", "fingerprint", "result") VALUES ($1, $2, '{}'::jsonb)
         ON CONFLICT ("keyHash") DO NOTHING RETURNING "keyHash"`,
        [keyHash, fingerprint],
      );
      // Taken: by an earlier call, or by one that has just committed (the insert waited for it).
      if (!claimed.length) return null;
      const { results, touched, stockBefore } = await applyLines(em, lines);
      const result = summary(results);
      await em.query(`UPDATE "stock_update" SET "result" = $2::jsonb WHERE "keyHash" = $1`, [keyHash, JSON.stringify(result)]);
      await this.audit.record(
        actor,
        "product.stockBySku",
        { entityType: "product", ids: [...touched], after: { lines: results.map((r, i) => ({ ...lines[i], status: r.status, stock: r.stock })) } },
        em,
      );
      await recordProductWrites(em, "product.updated", [...touched], stockBefore);
      return { result, touched };
    });

    if (!outcome) return this.replay(keyHash, fingerprint);
    if (outcome.touched.size) {
      this.counts?.clear();
      await this.cache.invalidate([CacheTag.productLists, CacheTag.productStock, ...[...outcome.touched].map(CacheTag.product)]);
    }
    return { ...outcome.result, replayed: false };
  }

  /** The first call's answer for a key already used; BAD_USER_INPUT when this call's lines differ from its. */
  private async replay(keyHash: string, fingerprint: string): Promise<StockUpdateResult> {
    const rows: { fingerprint: string; result: Omit<StockUpdateResult, "replayed"> | string }[] = await this.dataSource.query(
      `SELECT "fingerprint", "result" FROM "stock_update" WHERE "keyHash" = $1`,
      [keyHash],
    );
    const row = rows[0];
    if (!row) throw new Error("An idempotency key was taken but its record is gone.");
    if (row.fingerprint !== fingerprint) {
      throw badInput("This idempotency key was used with other lines: use a new key for a new change.", { field: "idempotencyKey" });
    }
    const result = typeof row.result === "string" ? (JSON.parse(row.result) as Omit<StockUpdateResult, "replayed">) : row.result;
    return { ...result, replayed: true };
  }
}

/** The lines as given, checked: 1 to 250, each SKU once, exactly one of set and adjust in bounds; a field error naming every problem otherwise. */
function checkedLines(lines: readonly StockLineInput[]): StockLine[] {
  if (!Array.isArray(lines) || lines.length < 1 || lines.length > MAX_STOCK_LINES) {
    throw badInput(`Send 1 to ${MAX_STOCK_LINES} lines per call.`, { field: "lines" });
  }
  const problems: FieldProblem[] = [];
  const problem = (field: string, message: string) => problems.push({ field, messages: [message] });
  const seen = new Map<string, number>();
  lines.forEach((line, i) => {
    const at = `lines.${i}`;
    const sku = typeof line.sku === "string" ? line.sku.trim() : "";
    if (!sku || sku.length > CATALOG_LIMITS.sku || /\s/u.test(sku)) problem(`${at}.sku`, `A SKU has 1 to ${CATALOG_LIMITS.sku} characters and no spaces.`);
    else if (seen.has(sku)) problem(`${at}.sku`, `SKU ${sku} is also on line ${seen.get(sku)! + 1}: give each SKU once.`);
    else seen.set(sku, i);
    const { set, adjust } = line;
    if ((set == null) === (adjust == null)) problem(at, "Give exactly one of set and adjust.");
    else if (set != null && !(Number.isInteger(set) && set >= 0 && set <= MAX_STOCK)) {
      problem(`${at}.set`, `set is a whole number from 0 to ${MAX_STOCK.toLocaleString("en")}.`);
    } else if (adjust != null && !(Number.isInteger(adjust) && adjust !== 0 && Math.abs(adjust) <= MAX_STOCK)) {
      problem(`${at}.adjust`, `adjust is a whole number other than 0, from -${MAX_STOCK.toLocaleString("en")} to ${MAX_STOCK.toLocaleString("en")}.`);
    }
  });
  if (problems.length) throw fieldErrors(problems);
  return lines.map((line) => ({ sku: line.sku.trim(), set: line.set ?? null, adjust: line.adjust ?? null }));
}

/**
 * Lock what the lines name (products, then variants, each in id order) and apply each line; the
 * product ids whose stock changed, and the stock the locked rows had before (for stock events).
 */
async function applyLines(
  em: EntityManager,
  lines: readonly StockLine[],
): Promise<{ results: StockLineResult[]; touched: Set<string>; stockBefore: Map<string, number> }> {
  const skus = lines.map((line) => line.sku);
  // The variants' products are locked first, as placing an order locks them: find which they are.
  const parents: { productId: string }[] = await em.query(
    `SELECT DISTINCT v."productId" FROM "product_variant" v WHERE v."sku" = ANY($1::text[])`,
    [skus],
  );
  const products: { id: string; sku: string; stock: number; hasVariants: boolean }[] = await em.query(
    `SELECT p."id", p."sku", p."stock",
       EXISTS (SELECT 1 FROM "product_variant" v WHERE v."productId" = p."id") AS "hasVariants"
     FROM "product" p
     WHERE (p."sku" = ANY($1::text[]) OR p."id" = ANY($2::uuid[])) AND p."deletedAt" IS NULL
     ORDER BY p."id"
     FOR NO KEY UPDATE OF p`,
    [skus, parents.map((p) => p.productId)],
  );
  const locked = new Set(products.map((p) => p.id));
  const variants: { id: string; sku: string; productId: string; stock: number }[] = await em.query(
    `SELECT v."id", v."sku", v."productId", v."stock" FROM "product_variant" v
     WHERE v."sku" = ANY($1::text[]) AND v."productId" = ANY($2::uuid[])
     ORDER BY v."id"
     FOR NO KEY UPDATE OF v`,
    [skus, [...locked]],
  );

  const stockBefore = new Map([
    ...products.map((p) => [`product:${p.id}`, p.stock] as const),
    ...variants.map((v) => [`variant:${v.id}`, v.stock] as const),
  ]);
  const targets = new Map<string, Target>();
  const productTargets = new Map<string, Target>();
  for (const p of products) {
    const target = { productId: p.id, variantId: null, stock: p.stock, hasVariants: p.hasVariants };
    productTargets.set(p.id, target);
    if (skus.includes(p.sku)) targets.set(p.sku, target);
  }
  // A SKU is a product's or a variant's, never both (ProductService); a variant's wins should old data say otherwise.
  for (const v of variants) targets.set(v.sku, { productId: v.productId, variantId: v.id, stock: v.stock, hasVariants: false });

  const results: StockLineResult[] = [];
  const touched = new Set<string>();
  for (const line of lines) {
    const target = targets.get(line.sku);
    const result = target ? await applyLine(em, line, target) : notFoundLine(line.sku);
    if (result.status === StockLineStatus.UPDATED && target) {
      touched.add(target.productId);
      // A variant's change is its product's too: a later line naming the product reports the sum.
      const product = productTargets.get(target.productId);
      if (target.variantId && product) product.stock += result.stock! - target.stock;
      target.stock = result.stock!;
    }
    results.push(result);
  }
  return { results, touched, stockBefore };
}

const notFoundLine = (sku: string): StockLineResult => ({
  sku,
  status: StockLineStatus.NOT_FOUND,
  stock: null,
  message: "No product or variant has this SKU.",
  productId: null,
  variantId: null,
});

/**
 * One line, as one conditional UPDATE: the stock moves only if it stays from 0 to the maximum,
 * whatever else happened meanwhile. A variant's change moves its product's stock (their sum) too.
 */
async function applyLine(em: EntityManager, line: StockLine, target: Target): Promise<StockLineResult> {
  const base = { sku: line.sku, productId: target.productId, variantId: target.variantId };
  if (target.hasVariants) {
    return {
      ...base,
      status: StockLineStatus.REFUSED,
      stock: target.stock,
      message: "This product has variants: its stock is theirs summed, so set or adjust each variant's SKU.",
    };
  }
  const delta = line.set != null ? line.set - target.stock : line.adjust!;
  const table = target.variantId ? "product_variant" : "product";
  // "updatedAt" is the product's: a variant's stock is part of its product for a sync.
  const touch = target.variantId ? "" : `, "updatedAt" = now()`;
  const changed: { stock: number }[] = await em.query(
    `WITH changed AS (
       UPDATE "${table}" SET "stock" = "stock" + $2${touch}
       WHERE "id" = $1 AND "stock" + $2 BETWEEN 0 AND $3
       RETURNING "stock")
     SELECT "stock" FROM changed`,
    [target.variantId ?? target.productId, delta, MAX_STOCK],
  );
  const stock = changed[0]?.stock;
  if (stock === undefined) {
    const why = target.stock + delta < 0 ? `only ${target.stock} in stock, so it cannot go down by ${-delta}` : `stock is at most ${MAX_STOCK.toLocaleString("en")}`;
    return { ...base, status: StockLineStatus.REFUSED, stock: target.stock, message: `Nothing changed: ${why}.` };
  }
  if (target.variantId) {
    await em.query(`UPDATE "product" SET "stock" = "stock" + $2, "updatedAt" = now() WHERE "id" = $1`, [target.productId, delta]);
  }
  return { ...base, status: StockLineStatus.UPDATED, stock, message: null };
}

function summary(results: StockLineResult[]): Omit<StockUpdateResult, "replayed"> {
  const updated = results.filter((r) => r.status === StockLineStatus.UPDATED).length;
  return { lines: results, updated, failed: results.length - updated };
}
