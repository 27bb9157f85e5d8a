import { createRequire } from "node:module";
import { configDefaults, defineConfig } from "vitest/config";

// Node loads type-graphql and Apollo with graphql's CommonJS build; tests must use that same
// copy, or GraphQL objects cross "realms" (graphql ships a second, ESM build).
const graphqlEntry = createRequire(import.meta.url).resolve("graphql");

const integrationFiles = ["tests/integration/**/*.test.ts"];

/**
 * Integration files whose subject does not depend on the database kind (HTTP headers, serving the
 * built page, share tags, request limits and fuzzing, configuration): they run once, on PGlite.
 * Every other file runs on both databases. A file with a part that differs by database does not
 * belong here; it asks `testDatabaseKind` (tests/support/database.ts) instead.
 */
const databaseIndependentFiles = [
  "tests/integration/api-reference.test.ts",
  "tests/integration/auth-production.test.ts",
  "tests/integration/graphql-fuzz.test.ts",
  "tests/integration/graphql-http-audit.test.ts",
  "tests/integration/rest-fuzz.test.ts",
  "tests/integration/security-headers.test.ts",
  "tests/integration/serving.test.ts",
  "tests/integration/share-tags.test.ts",
  "tests/integration/stock-sync-example.test.ts",
];

/**
 * `npm test`: unit tests, the API integration suite on embedded PGlite and on PostgreSQL (a
 * database created and dropped per test file; the files above on PGlite only), and the web
 * components. See docs/testing.md.
 */
export default defineConfig({
  resolve: { conditions: ["@shop/source"], alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's two. Integration files
    // spend most of their time waiting on databases and child processes, so more keep both busy
    // (`--maxWorkers=1` on the command line runs one file at a time).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["common/src/**/*.test.ts", "graph/src/**/*.test.ts", "scripts/**/*.test.mjs", "examples/*/src/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration-pglite",
          include: integrationFiles,
          environment: "node",
          env: { TEST_DATABASE: "pglite" },
          globalSetup: ["tests/support/pglite-global-setup.ts", "tests/support/auth-emulator-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration-postgres",
          include: integrationFiles,
          exclude: [...configDefaults.exclude, ...databaseIndependentFiles],
          environment: "node",
          env: { TEST_DATABASE: "postgres" },
          globalSetup: ["tests/support/postgres-global-setup.ts", "tests/support/auth-emulator-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      "web/vitest.config.ts",
    ],
  },
});
