import { readFile } from "node:fs/promises";
import { ESLint } from "eslint";
import { describe, expect, it, vi } from "vitest";

/**
 * The layer rules (eslint.config.js; the server's in decision 045, the web's in docs/storefront.md,
 * Layers) are lint rules, so this proves lint refuses an import that breaks them. The fixtures live
 * outside src/ (lint ignores them) and are linted as if they sat where each test says.
 */
const repoRoot = new URL("../", import.meta.url);
const eslint = new ESLint({ cwd: repoRoot.pathname });
// The first lint loads the whole config and its plugins: seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

async function lintAs(fixture, filePath) {
  const code = await readFile(new URL(fixture, repoRoot), "utf8");
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages ?? [];
}

const refusal = (line, path) =>
  expect.objectContaining({ ruleId: "no-restricted-imports", severity: 2, line, message: expect.stringContaining(path) });

describe("the server's layer rule", () => {
  it("fails a service that imports the GraphQL layer (api/)", async () => {
    const messages = await lintAs("graph/lint-fixtures/service-imports-api.ts", "graph/src/catalog/service-imports-api.ts");
    expect(messages).toEqual([refusal(3, "../api/context.js")]);
  });

  it("passes a service that imports entities, shared/ and config", async () => {
    expect(await lintAs("graph/lint-fixtures/service-imports-below.ts", "graph/src/catalog/service-imports-below.ts")).toEqual([]);
  });
});

describe("the web's layer rule", () => {
  it("fails a feature that imports another feature's inner module", async () => {
    const messages = await lintAs("web/lint-fixtures/feature-imports-inner-module.tsx", "web/src/checkout/pages/Fixture.tsx");
    expect(messages).toEqual([refusal(3, "../../cart/hooks/useCart")]);
  });

  it("passes a feature that imports another's public face and shared/", async () => {
    expect(await lintAs("web/lint-fixtures/feature-imports-public-face.tsx", "web/src/checkout/pages/Fixture.tsx")).toEqual([]);
  });

  it("fails shared/ importing a feature, even its public face", async () => {
    const messages = await lintAs("web/lint-fixtures/shared-imports-feature.tsx", "web/src/shared/components/Fixture.tsx");
    expect(messages).toEqual([refusal(3, "../../cart")]);
  });
});
