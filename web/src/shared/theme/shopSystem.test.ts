import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defaultSystem } from "@chakra-ui/react";
import { describe, expect, it } from "vitest";
import { shopSystem } from "./shopSystem";

/**
 * The shop's design system carries only the recipes of the Chakra components the app uses
 * (shopSystem.ts). A component whose recipe is missing renders unstyled, with no error: this test
 * reads which components the app imports, follows each through Chakra's sources to the recipes
 * it asks for, and fails when one is not in the system.
 */

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const chakraEsm = path.join(path.dirname(fileURLToPath(import.meta.resolve("@chakra-ui/react"))));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every name the app imports from "@chakra-ui/react" (types too; they lead to no recipe). */
function importedNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(webSrc)) {
    for (const match of fs.readFileSync(file, "utf8").matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g)) {
      for (const part of match[1]!.split(",")) {
        const name = part.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0]!;
        if (name) names.add(name);
      }
    }
  }
  return names;
}

/** Where Chakra's index takes each exported name from (its module's path). */
function chakraExports(): Map<string, string> {
  const index = fs.readFileSync(path.join(chakraEsm, "index.js"), "utf8");
  const modules = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const [, local, from] of index.matchAll(/import \* as (\S+) from '([^']+)'/g)) namespaces.set(local!, from!);
  for (const [, list, from] of index.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const part of list!.split(",")) {
      const [local, exported = local] = part.trim().split(/\s+as\s+/);
      const source = from ?? namespaces.get(local!);
      if (source?.startsWith(".")) modules.set(exported!, path.join(chakraEsm, source));
    }
  }
  return modules;
}

/** The recipe keys `file` and the Chakra modules it imports ask for. */
function recipeKeys(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(file) || !file.startsWith(path.join(chakraEsm, "components"))) return keys;
  seen.add(file);
  const code = fs.readFileSync(file, "utf8");
  for (const [, key] of code.matchAll(/(?:RecipeContext|useRecipe|useSlotRecipe)\(\s*\{\s*key:\s*"(\w+)"/g)) keys.add(key!);
  for (const [, from] of code.matchAll(/from '(\.[^']+)'/g)) {
    for (const key of recipeKeys(path.join(path.dirname(file), from!), seen)) keys.add(key);
  }
  return keys;
}

describe("shopSystem", () => {
  it("has a recipe for every Chakra component the app uses", () => {
    const exports = chakraExports();
    const needed = new Set<string>();
    for (const name of importedNames()) {
      const module = exports.get(name);
      if (module) for (const key of recipeKeys(module)) needed.add(key);
    }
    // Some components ask for a key Chakra's own theme has no recipe for either (text, pagination).
    const styled = [...needed].filter((key) => defaultSystem.hasRecipe(key));
    expect(styled.length).toBeGreaterThan(10);
    expect(styled.filter((key) => !shopSystem.hasRecipe(key))).toEqual([]);
  });
});
