import { describe, expect, it } from "vitest";
import {
  subCategoryRows,
  addSubCategory,
  renameSubCategory,
  removeSubCategory,
  moveSubCategory,
  moveItem,
  subCategoryInput,
  subCategoryProblems,
} from "./subCategoryList";

const names = (rows: { name: string }[]) => rows.map((row) => row.name);

describe("the subcategory list", () => {
  it("starts from the stored names, each remembering its own", () => {
    const rows = subCategoryRows(["Shirts", "Panjabi"]);
    expect(rows.map((row) => [row.name, row.original])).toEqual([
      ["Shirts", "Shirts"],
      ["Panjabi", "Panjabi"],
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(2);
    expect(subCategoryInput(rows)).toEqual({ subCategories: ["Shirts", "Panjabi"], renamedSubCategories: [] });
  });

  it("adds, renames, removes and moves rows", () => {
    let rows = subCategoryRows(["A", "B", "C"]);
    rows = addSubCategory(rows);
    expect(rows[3]).toMatchObject({ name: "", original: null });
    rows = renameSubCategory(rows, rows[3]!.key, "D");
    rows = removeSubCategory(rows, rows[1]!.key);
    expect(names(rows)).toEqual(["A", "C", "D"]);
    rows = moveSubCategory(rows, rows[2]!.key, -1);
    expect(names(rows)).toEqual(["A", "D", "C"]);
    rows = moveSubCategory(rows, rows[0]!.key, -1);
    expect(names(rows)).toEqual(["A", "D", "C"]);
    rows = moveSubCategory(rows, rows[2]!.key, 1);
    expect(names(rows)).toEqual(["A", "D", "C"]);
  });

  it("sends renames of stored names, not of new rows, nor of unchanged ones", () => {
    let rows = subCategoryRows(["Shirts", "Panjabi", "Old"]);
    rows = renameSubCategory(rows, rows[0]!.key, "  T-Shirts ");
    rows = removeSubCategory(rows, rows[2]!.key);
    rows = addSubCategory(rows);
    rows = renameSubCategory(rows, rows[2]!.key, "Lungi");
    rows = moveSubCategory(rows, rows[2]!.key, -1);
    expect(subCategoryInput(rows)).toEqual({
      subCategories: ["T-Shirts", "Lungi", "Panjabi"],
      renamedSubCategories: [{ from: "Shirts", to: "T-Shirts" }],
    });
  });

  it("reports an empty name and a name twice (any case)", () => {
    let rows = subCategoryRows(["Shirts", "shirts "]);
    rows = addSubCategory(rows);
    const problems = subCategoryProblems(rows);
    expect(problems[rows[0]!.key]).toBeUndefined();
    expect(problems[rows[1]!.key]).toBe("This subcategory is already in the list.");
    expect(problems[rows[2]!.key]).toBe("A subcategory needs a name.");
  });

  it("moves any item one place, within bounds", () => {
    expect(moveItem([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], -1, 1)).toEqual([1, 2, 3]);
  });
});
