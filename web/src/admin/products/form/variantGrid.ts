/**
 * The options builder's arithmetic (docs/storefront.md#admin-dashboard, decision 059): a product's
 * variants are the combinations of its colours and sizes, one grid row each. Changing the options
 * regenerates the rows: a new value brings its combinations, a removed value takes its rows away,
 * and every combination that stays keeps its row as it is (the server keeps the variant's id by
 * colour and size, and orders name that id). Pure functions, so the form and the tests share them.
 */
import { CATALOG_LIMITS, toMinor, variantRules } from "@shop/common";

/** One variant of the form, as typed: a combination and its fields. */
export interface VariantRow {
  color: string;
  size: string;
  additionalPrice: string;
  stock: string;
  /** Optional; unique across every product's and variant's SKU (the server checks). */
  sku: string;
}

/** The option values the owner named, in their order. The variant model has exactly these two options. */
export interface VariantOptions {
  colors: string[];
  sizes: string[];
}

export type OptionName = keyof VariantOptions;

export const EMPTY_OPTIONS: VariantOptions = { colors: [], sizes: [] };

/** A combination, named as the server names a variant: colour and size, case aside. */
export const combinationKey = (row: { color: string; size: string }) => `${row.color.trim().toLowerCase()}\n${row.size.trim().toLowerCase()}`;

const sameValue = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const hasValue = (values: readonly string[], value: string) => values.some((known) => sameValue(known, value));

/** The distinct values of one column, in the order they first appear, first spelling kept. */
function distinct(values: readonly string[]): string[] {
  const kept: string[] = [];
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed && !hasValue(kept, trimmed)) kept.push(trimmed);
  }
  return kept;
}

/** The options of stored variants (a product saved before the builder, or by the API): each colour and size once. */
export function optionsOf(variants: readonly VariantRow[]): VariantOptions {
  return { colors: distinct(variants.map((row) => row.color)), sizes: distinct(variants.map((row) => row.size)) };
}

/** Every combination of the options, colour by colour: the grid's rows. */
export function combinations({ colors, sizes }: VariantOptions): { color: string; size: string }[] {
  return colors.flatMap((color) => sizes.map((size) => ({ color, size })));
}

/** What the options builder says about a value typed for `option`, or undefined when it can be added. */
export function optionValueProblem(option: OptionName, values: readonly string[], value: string): string | undefined {
  const rule = option === "colors" ? variantRules.color : variantRules.size;
  const problem = rule(value);
  if (problem) return problem;
  return hasValue(values, value) ? `${value.trim()} is already a ${option === "colors" ? "colour" : "size"}.` : undefined;
}

/** Why no more values of `option` fit the variants' limit. */
const tooManyVariants = (option: OptionName) =>
  `A product has at most ${CATALOG_LIMITS.variants} variants (colours × sizes): no more ${option === "colors" ? "colours" : "sizes"} fit.`;

/**
 * `values` with the values typed in `text` added: several may be typed at once, separated by
 * commas ("S, M, L"); each is trimmed, blanks and repeats (any case) dropped. The problem of the
 * first value refused, if any; the others are still added. `otherCount` is how many values the
 * other option has: no value is added past a grid of `CATALOG_LIMITS.variants` combinations, so a
 * pasted list of a thousand sizes never makes a hundred thousand rows.
 */
export function addOptionValues(option: OptionName, values: readonly string[], text: string, otherCount = 0): { values: string[]; problem?: string } {
  const next = [...values];
  const most = Math.max(values.length, Math.floor(CATALOG_LIMITS.variants / Math.max(1, otherCount)));
  let problem: string | undefined;
  for (const value of text.split(",").map((part) => part.trim())) {
    if (!value) continue;
    const refused = optionValueProblem(option, next, value) ?? (next.length >= most ? tooManyVariants(option) : undefined);
    if (refused) problem ??= refused;
    else next.push(value);
  }
  return problem ? { values: next, problem } : { values: next };
}

/** A new combination's row: no surcharge, nothing in stock yet, no SKU. */
const newRow = (color: string, size: string): VariantRow => ({ color, size, additionalPrice: "", stock: "0", sku: "" });

/**
 * The variants after the options changed from `previous` to `next`, in grid order. A combination
 * with a row keeps it (its price, stock and SKU; its colour and size spelled as the options now
 * spell them); a combination with a value that is new gets a new row; a combination of two values
 * that were there before but had no row stays without one (the owner removed it from the grid).
 */
export function variantsForOptions(previous: VariantOptions, next: VariantOptions, variants: readonly VariantRow[]): VariantRow[] {
  const rows = new Map(variants.map((row) => [combinationKey(row), row]));
  return combinations(next).flatMap(({ color, size }) => {
    const row = rows.get(combinationKey({ color, size }));
    if (row) return [{ ...row, color, size }];
    const isNew = !hasValue(previous.colors, color) || !hasValue(previous.sizes, size);
    return isNew ? [newRow(color, size)] : [];
  });
}

/** The variants with the combination `key` offered again (a new row, in grid order) or no more. */
export function toggleCombination(options: VariantOptions, variants: readonly VariantRow[], key: string): VariantRow[] {
  if (variants.some((row) => combinationKey(row) === key)) return variants.filter((row) => combinationKey(row) !== key);
  const rows = new Map(variants.map((row) => [combinationKey(row), row]));
  return combinations(options).flatMap(({ color, size }) => {
    const rowKey = combinationKey({ color, size });
    const row = rows.get(rowKey);
    if (row) return [row];
    return rowKey === key ? [newRow(color, size)] : [];
  });
}

/** The grid's editable numbers. */
export type BulkField = "additionalPrice" | "stock";

/** The rows `keys` names (every row when null), with `field` set to `text`. */
export function setAll(variants: readonly VariantRow[], keys: ReadonlySet<string> | null, field: BulkField, text: string): VariantRow[] {
  return variants.map((row) => (keys === null || keys.has(combinationKey(row)) ? { ...row, [field]: text.trim() } : row));
}

/**
 * The rows `keys` names (every row when null), with `field` raised (or lowered, `by` negative) by
 * `by`: money in major units to the cent, stock whole. Nothing goes below 0; a row whose value is
 * not a valid number yet is left for the owner to fix.
 */
export function adjustAll(variants: readonly VariantRow[], keys: ReadonlySet<string> | null, field: BulkField, by: number): VariantRow[] {
  return variants.map((row) => {
    if (keys !== null && !keys.has(combinationKey(row))) return row;
    const current = row[field].trim();
    if (variantRules[field](current) !== undefined) return row;
    if (field === "stock") return { ...row, stock: String(Math.max(0, Number(current || "0") + Math.trunc(by))) };
    const minor = Math.max(0, toMinor(Number(current || "0")) + toMinor(by));
    return { ...row, additionalPrice: minor === 0 ? "" : (minor / 100).toFixed(2) };
  });
}

/** What is wrong with a bulk amount typed for `field` (the variant's own rule, and not empty), or undefined. */
export function bulkAmountProblem(field: BulkField, text: string): string | undefined {
  if (text.trim() === "") return field === "stock" ? "Enter the stock." : "Enter an amount.";
  return variantRules[field](text.trim());
}
