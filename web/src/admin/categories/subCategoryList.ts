/**
 * The category form's subcategories, edited in place as an ordered list: add, rename, remove,
 * move up or down. Each row remembers the name it was loaded with, so saving can tell a rename
 * (`renamedSubCategories: [{ from, to }]`: the products follow) from a removal and an addition.
 * Pure functions: the form keeps the list in its state.
 */
import { categoryRules } from "@shop/common";
import type { CategoryInput } from "../gql/graphql";

export interface SubCategoryRow {
  /** Stable across edits (the list's React key and the rows' ids). */
  key: string;
  /** The name as edited. */
  name: string;
  /** The name the category had when the form opened; null for a row added since. */
  original: string | null;
}

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `sub-${String(nextKey)}`;
}

/** The rows for a category's stored subcategories. */
export function subCategoryRows(names: readonly string[]): SubCategoryRow[] {
  return names.map((name) => ({ key: newKey(), name, original: name }));
}

/** Adds an empty row at the end. */
export function addSubCategory(rows: readonly SubCategoryRow[]): SubCategoryRow[] {
  return [...rows, { key: newKey(), name: "", original: null }];
}

export function renameSubCategory(rows: readonly SubCategoryRow[], key: string, name: string): SubCategoryRow[] {
  return rows.map((row) => (row.key === key ? { ...row, name } : row));
}

export function removeSubCategory(rows: readonly SubCategoryRow[], key: string): SubCategoryRow[] {
  return rows.filter((row) => row.key !== key);
}

/** Moves a row one place up (-1) or down (+1); at either end the list stays as it is. */
export function moveSubCategory(rows: readonly SubCategoryRow[], key: string, by: -1 | 1): SubCategoryRow[] {
  return moveItem(rows, rows.findIndex((row) => row.key === key), by);
}

/** The list with the item at `index` moved one place; unchanged when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/**
 * Each row's problem, by key: the shared rule for a subcategory's name, and no name twice
 * (any case, as the server compares them).
 */
export function subCategoryProblems(rows: readonly SubCategoryRow[]): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const problem = categoryRules.subCategory(row.name);
    const folded = row.name.trim().toLowerCase();
    if (problem) problems[row.key] = problem;
    else if (seen.has(folded)) problems[row.key] = "This subcategory is already in the list.";
    seen.add(folded);
  }
  return problems;
}

/** The list as `CategoryInput` sends it: the names in order, and the renames of stored ones. */
export function subCategoryInput(rows: readonly SubCategoryRow[]): Pick<CategoryInput, "subCategories" | "renamedSubCategories"> {
  const subCategories = rows.map((row) => row.name.trim());
  const renamedSubCategories = rows
    .filter((row) => row.original !== null && row.original !== row.name.trim())
    .map((row) => ({ from: row.original as string, to: row.name.trim() }));
  return { subCategories, renamedSubCategories };
}
