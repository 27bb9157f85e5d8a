import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The server's layer rule (eslint.config.js, decision 045) is a lint rule, so this proves lint
 * refuses an import that breaks it. The fixtures live outside src/ (lint ignores them) and are
 * linted as if they sat in a service folder.
 */
const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

async function lintAsService(fixture: string) {
  const code = await readFile(new URL(`../lint-fixtures/${fixture}`, import.meta.url), "utf8");
  const [result] = await eslint.lintText(code, { filePath: `graph/src/catalog/${fixture}` });
  return result?.messages ?? [];
}

describe("the server's layer rule", () => {
  it("fails a service that imports the GraphQL layer (api/)", async () => {
    const messages = await lintAsService("service-imports-api.ts");
    expect(messages).toEqual([
      expect.objectContaining({ ruleId: "no-restricted-imports", severity: 2, line: 3, message: expect.stringContaining("../api/context.js") }),
    ]);
  });

  it("passes a service that imports entities, shared/ and config", async () => {
    expect(await lintAsService("service-imports-below.ts")).toEqual([]);
  });
});
