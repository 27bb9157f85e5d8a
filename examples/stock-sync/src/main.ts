import fs from "node:fs";
import { parseArgs } from "node:util";
import { readStockFile } from "./stock-file.ts";
import { type LineReport, MAX_BATCH, syncStock } from "./sync.ts";

/**
 * `node src/main.ts stock.csv [--run label] [--batch-size n]`, with SHOP_URL (the GraphQL
 * endpoint) and SHOP_TOKEN (an app's token with the WRITE_INVENTORY scope) in the environment.
 * Prints one line per line of the file; exits 1 when any line was not updated, 2 when nothing
 * could be tried (usage, a file that cannot be read).
 */

const USAGE = "Usage: SHOP_URL=https://shop.example/graphql SHOP_TOKEN=shopapp_… node src/main.ts <stock.csv> [--run <label>] [--batch-size <1-250>]";

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { run: { type: "string" }, "batch-size": { type: "string" }, help: { type: "boolean", short: "h" } },
  });
  const [file] = positionals;
  const endpoint = process.env.SHOP_URL;
  const token = process.env.SHOP_TOKEN;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!file || positionals.length > 1) return usage();
  if (!endpoint || !token) return usage("Set SHOP_URL and SHOP_TOKEN.");
  const batchSize = Number(values["batch-size"] ?? MAX_BATCH);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > MAX_BATCH) return usage(`--batch-size is a whole number from 1 to ${String(MAX_BATCH)}.`);

  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 2;
  }
  const { rows, problems } = readStockFile(text);
  const report = await syncStock(rows, problems, {
    endpoint,
    token,
    batchSize,
    ...(values.run === undefined ? {} : { run: values.run }),
    onRetry: (seconds, reason) => console.error(`… ${reason}; trying again in ${String(seconds)} s`),
  });

  for (const line of report.lines) console.log(formatLine(line));
  const replayed = report.replayedBatches > 0 ? `, ${String(report.replayedBatches)} of ${String(report.batches)} batches replayed (sent before: nothing applied twice)` : "";
  console.log(`${String(report.updated)} updated, ${String(report.failed)} not${replayed}.`);
  return report.failed > 0 ? 1 : 0;
}

function formatLine({ line, sku, status, stock, message }: LineReport): string {
  return [`line ${String(line)}`, sku ?? "-", status, stock === null ? "" : `stock ${String(stock)}`, message ?? ""].filter(Boolean).join("\t");
}

function usage(problem?: string): number {
  if (problem) console.error(problem);
  console.error(USAGE);
  return 2;
}

process.exitCode = await main();
