import { createHash } from "node:crypto";
import { UpdateStockBySkuDocument } from "./gql/graphql.ts";
import type { StockLineStatus } from "./gql/graphql.ts";
import { createShopClient, type ShopClientOptions, ShopRequestError } from "./shop-client.ts";
import type { RowProblem, StockRow } from "./stock-file.ts";

/** The most lines `updateStockBySku` takes in one call. */
export const MAX_BATCH = 250;

/** What became of one line of the file. */
export interface LineReport {
  line: number;
  sku: string | null;
  /** The shop's answer for the line, INVALID when the file's line was not sent, FAILED when its batch was refused. */
  status: StockLineStatus | "INVALID" | "FAILED";
  stock: number | null;
  message: string | null;
}

export interface SyncReport {
  lines: LineReport[];
  updated: number;
  failed: number;
  batches: number;
  /** Batches the shop had applied before (the same key): their lines are answered as they were then. */
  replayedBatches: number;
}

export interface SyncOptions extends ShopClientOptions {
  /** Part of every batch's idempotency key: another label applies the same file again. */
  run?: string;
  batchSize?: number;
}

/**
 * Set the shop's stock to the file's levels, in batches of at most 250 lines. Each batch's
 * idempotency key is derived from its lines (and `run`), so running the same file again, after a
 * crash or a lost answer, replays what the shop did instead of doing it twice. A batch the shop
 * refuses marks its lines FAILED and the next batch still goes.
 */
export async function syncStock(rows: readonly StockRow[], problems: readonly RowProblem[], options: SyncOptions): Promise<SyncReport> {
  const { run = "", batchSize = MAX_BATCH, ...clientOptions } = options;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > MAX_BATCH) throw new RangeError(`The batch size is 1 to ${String(MAX_BATCH)}.`);
  const client = createShopClient(clientOptions);
  const lines: LineReport[] = problems.map((problem) => ({ line: problem.line, sku: problem.sku ?? null, status: "INVALID", stock: null, message: problem.message }));
  let replayedBatches = 0;
  let batches = 0;

  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const stockLines = batch.map((row) => ({ sku: row.sku, set: row.stock }));
    batches++;
    try {
      const { updateStockBySku: result } = await client.request(UpdateStockBySkuDocument, {
        input: { idempotencyKey: idempotencyKey(run, stockLines), lines: stockLines },
      });
      if (result.replayed) replayedBatches++;
      const answerFor = new Map(result.lines.map((answer) => [answer.sku, answer]));
      for (const row of batch) {
        const answer = answerFor.get(row.sku);
        lines.push(
          answer
            ? { line: row.line, sku: row.sku, status: answer.status, stock: answer.stock ?? null, message: answer.message ?? null }
            : { line: row.line, sku: row.sku, status: "FAILED", stock: null, message: "The shop's answer has no line for this SKU." },
        );
      }
    } catch (error) {
      if (!(error instanceof ShopRequestError)) throw error;
      for (const row of batch) lines.push({ line: row.line, sku: row.sku, status: "FAILED", stock: null, message: `${error.code}: ${error.message}` });
    }
  }

  lines.sort((a, b) => a.line - b.line);
  const updated = lines.filter((line) => line.status === "UPDATED").length;
  return { lines, updated, failed: lines.length - updated, batches, replayedBatches };
}

/** `stock-sync-` and the SHA-256 of the batch's lines and the run's label: the same lines, the same key. */
export function idempotencyKey(run: string, lines: readonly { sku: string; set: number }[]): string {
  const digest = createHash("sha256").update(JSON.stringify({ run, lines })).digest("base64url");
  return `stock-sync-${digest}`;
}
