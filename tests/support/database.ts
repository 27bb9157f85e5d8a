import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { type Database, type DatabaseOptions, openDatabase } from "../../graph/src/db/data-source.js";
import { openPGlite } from "../../graph/src/db/pglite-pool.js";
import { createDatabase, dropDatabase } from "./postgres-databases.mjs";

export type TestDatabaseKind = "pglite" | "postgres";

export const testDatabaseKind = (process.env.TEST_DATABASE ?? "pglite") as TestDatabaseKind;

/** True when this file's tests should be skipped: the PostgreSQL project without a server. */
export const skipDatabaseTests = testDatabaseKind === "postgres" && !inject("postgresAdminUrl");

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a PostgreSQL database
 * created for the file and dropped when it closes.
 */
export async function openTestDatabase(options: Pick<DatabaseOptions, "slowStatements"> = {}): Promise<Database> {
  if (testDatabaseKind === "pglite") return openDatabase({ ...options, inMemory: true, startFrom: await migratedSnapshot() });
  const empty = await createEmptyTestDatabase();
  const database = await openDatabase({ ...empty.options, ...options });
  return {
    ...database,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

let snapshot: Promise<Blob> | undefined;

/** The migrated, empty embedded database the project's global setup dumped (pglite-global-setup.ts). */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= fs.promises.readFile(inject("pgliteSnapshot")).then((bytes) => new Blob([bytes]));
  return snapshot;
}

export interface EmptyTestDatabase {
  /** What openDatabase needs to open it, as often as a test likes (one process at a time on PGlite). */
  options: DatabaseOptions;
  /** A plain connection, outside the shop's code: PGlite on the folder, or pg to the database. Close it before openDatabase on PGlite. */
  connect(): Promise<{ exec(sql: string): Promise<void>; query<T>(sql: string, params?: unknown[]): Promise<T[]>; close(): Promise<void> }>;
  drop(): Promise<void>;
}

/**
 * An empty database that outlives openDatabase's close, for tests of what a start does to an
 * existing database: PGlite in a temporary data folder, or a new PostgreSQL database.
 */
export async function createEmptyTestDatabase(): Promise<EmptyTestDatabase> {
  if (testDatabaseKind === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-db-"));
    return {
      options: { dataDir },
      async connect() {
        fs.mkdirSync(path.join(dataDir, "db"), { recursive: true });
        const pglite = await openPGlite(path.join(dataDir, "db"));
        return {
          exec: async (sql) => void (await pglite.exec(sql)),
          query: async <T>(sql: string, params?: unknown[]) => (await pglite.query<T>(sql, params)).rows,
          close: () => pglite.close(),
        };
      },
      async drop() {
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const created = await createPostgresDatabase();
  return {
    options: { databaseUrl: created.url },
    async connect() {
      const client = new pg.Client({ connectionString: created.url });
      await client.connect();
      return {
        exec: async (sql) => void (await client.query(sql)),
        query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
        close: () => client.end(),
      };
    },
    drop: created.drop,
  };
}

/** A new, empty PostgreSQL database (no tables, no migrations) and how to drop it, whichever database the project tests. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject("postgresAdminUrl");
  if (!adminUrl) throw new Error("PostgreSQL is not available for this test run");
  const name = `shop_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  return { url: await createDatabase(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}
