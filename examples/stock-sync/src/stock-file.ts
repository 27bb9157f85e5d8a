import { type CsvProblem, parseCsv } from "./csv.ts";

/** One line of the file: set this SKU's stock to this level. */
export interface StockRow {
  line: number;
  sku: string;
  stock: number;
}

/** A line that is not sent, and why. */
export type RowProblem = CsvProblem & { sku?: string };

/** The most `set` takes (updateStockBySku refuses more). */
const MAX_STOCK = 1_000_000;
const MAX_SKU_LENGTH = 100;

/**
 * The rows of a `sku,stock` file (a header line of those names is optional). A row with another
 * number of columns, an empty SKU or a stock that is not a whole number from 0 up is reported and
 * left out; so is every line of a SKU listed more than once: which level was meant is the file's
 * author's to say.
 */
export function readStockFile(text: string): { rows: StockRow[]; problems: RowProblem[] } {
  const { records, problems } = parseCsv(text);
  const rejected: RowProblem[] = [...problems];
  const candidates: StockRow[] = [];

  const [first] = records;
  const hasHeader = first && first.fields[0]?.trim().toLowerCase() === "sku" && first.fields[1]?.trim().toLowerCase() === "stock";
  for (const { line, fields } of hasHeader ? records.slice(1) : records) {
    const sku = fields[0]?.trim() ?? "";
    const stock = fields[1]?.trim() ?? "";
    const problem = rowProblem(fields.length, sku, stock);
    if (problem) rejected.push({ line, message: problem, ...(sku ? { sku } : {}) });
    else candidates.push({ line, sku, stock: Number(stock) });
  }

  const linesOf = new Map<string, number[]>();
  for (const row of candidates) linesOf.set(row.sku, [...(linesOf.get(row.sku) ?? []), row.line]);
  const rows: StockRow[] = [];
  for (const row of candidates) {
    const lines = linesOf.get(row.sku)!;
    if (lines.length === 1) rows.push(row);
    else rejected.push({ line: row.line, sku: row.sku, message: `The SKU is listed more than once (lines ${lines.join(", ")}): none of them is sent.` });
  }
  return { rows, problems: rejected.sort((a, b) => a.line - b.line) };
}

function rowProblem(columns: number, sku: string, stock: string): string | null {
  if (columns !== 2) return `Expected 2 columns (sku,stock), found ${String(columns)}.`;
  if (sku === "") return "The SKU is empty.";
  if (sku.length > MAX_SKU_LENGTH) return `The SKU is longer than ${String(MAX_SKU_LENGTH)} characters.`;
  if (!/^\d+$/.test(stock) || Number(stock) > MAX_STOCK) return `The stock "${stock.slice(0, 20)}" is not a whole number from 0 to ${MAX_STOCK.toLocaleString("en")}.`;
  return null;
}
