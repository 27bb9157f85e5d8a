import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// Node loads type-graphql and Apollo with graphql's CommonJS build; tests must use that same
// copy, or GraphQL objects cross "realms" (graphql ships a second, ESM build).
const graphqlEntry = createRequire(import.meta.url).resolve("graphql");

const integrationFiles = ["tests/integration/**/*.test.ts"];

/**
 * `npm test`: unit tests, then the API integration suite twice, on embedded PGlite and
 * on PostgreSQL (a database created and dropped per test file), and the web components.
 */
export default defineConfig({
  resolve: { conditions: ["@shop/source"], alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["common/src/**/*.test.ts", "graph/src/**/*.test.ts", "scripts/**/*.test.mjs"], environment: "node" },
      },
      {
        extends: true,
        test: {
          name: "integration-pglite",
          include: integrationFiles,
          environment: "node",
          env: { TEST_DATABASE: "pglite" },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration-postgres",
          include: integrationFiles,
          environment: "node",
          env: { TEST_DATABASE: "postgres" },
          globalSetup: ["tests/support/postgres-global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      "web/vitest.config.ts",
    ],
  },
});
