import pg from "pg";
import type { TestProject } from "vitest/node";

/**
 * For the integration-postgres project: check that PostgreSQL answers and hand the tests an
 * admin URL. Each test file then creates and drops a database of its own (tests/support/shop.ts).
 * Without PostgreSQL the project fails in CI and is skipped, loudly, on a developer's machine.
 */
const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    project.provide("postgresAdminUrl", adminUrl);
  } catch (error) {
    if (process.env.CI) throw new Error(`PostgreSQL is required in CI at ${adminUrl}`, { cause: error });
    console.warn(`\n!! PostgreSQL is not reachable at ${adminUrl}; the integration-postgres tests are skipped.\n`);
    project.provide("postgresAdminUrl", null);
  } finally {
    await client.end().catch(() => undefined);
  }
}
