import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type Database, type DatabaseOptions, openDatabase } from "../../graph/src/db/data-source.js";

export type TestDatabaseKind = "pglite" | "postgres";

export const testDatabaseKind = (process.env.TEST_DATABASE ?? "pglite") as TestDatabaseKind;

/** True when this file's tests should be skipped: the PostgreSQL project without a server. */
export const skipDatabaseTests = testDatabaseKind === "postgres" && !inject("postgresAdminUrl");

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a PostgreSQL database
 * created for the file and dropped when it closes.
 */
export async function openTestDatabase(options: Pick<DatabaseOptions, "slowStatements"> = {}): Promise<Database> {
  if (testDatabaseKind === "pglite") return openDatabase({ ...options, inMemory: true });

  const adminUrl = inject("postgresAdminUrl");
  if (!adminUrl) throw new Error("PostgreSQL is not available for this test run");
  const name = `shop_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ ...options, databaseUrl: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
