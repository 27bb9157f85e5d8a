import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";
import { DataSource } from "typeorm";
import { acquireDataDirLock, type DataDirLock } from "./data-dir-lock.js";
import { DEFAULT_STATEMENT_TIMEOUT_MS } from "../config.js";
import { entities } from "./entities.js";
import { migrations } from "./migrations/index.js";
import { SlowStatementLog } from "../observability/slow-statements.js";
import { openPGlite, pgliteDriver } from "./pglite-pool.js";

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite stores the database under `dataDir/db`. */
  databaseUrl?: string;
  dataDir?: string;
  /** Keep PGlite in memory (tests). */
  inMemory?: boolean;
  logging?: boolean;
  /**
   * Database time limit in ms (0 = none; default DEFAULT_STATEMENT_TIMEOUT_MS): PostgreSQL's
   * statement_timeout, or the embedded database's per-request budget (see pglite-pool.ts).
   */
  statementTimeoutMs?: number;
  /** Log statements slower than `thresholdMs` (0: none) to `log` (observability/slow-statements.ts). */
  slowStatements?: { thresholdMs: number; log: FastifyBaseLogger };
}

export interface Database {
  dataSource: DataSource;
  kind: "postgres" | "pglite";
  close(): Promise<void>;
}

/** Open the database, run pending migrations and return it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const common = {
    type: "postgres" as const,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: options.logging ?? false,
    uuidExtension: "pgcrypto" as const,
    installExtensions: false,
    ...(options.slowStatements
      ? { logger: new SlowStatementLog(options.slowStatements.log), maxQueryExecutionTime: options.slowStatements.thresholdMs || undefined }
      : {}),
  };
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;

  let pglite: PGlite | undefined;
  let lock: DataDirLock | undefined;
  let dataSource: DataSource;
  if (options.databaseUrl) {
    dataSource = new DataSource({
      ...common,
      url: options.databaseUrl,
      poolSize: 10,
      // Sent when each connection starts, so it binds every statement, migrations included.
      extra: { statement_timeout: statementTimeoutMs },
    });
  } else {
    let dir: string | undefined;
    if (!options.inMemory) {
      if (!options.dataDir) throw new Error("dataDir is required for the embedded database");
      dir = path.join(options.dataDir, "db");
      fs.mkdirSync(dir, { recursive: true });
      // PGlite does not guard its folder against a second process: without the lock both would write to it.
      lock = await acquireDataDirLock(options.dataDir);
    }
    try {
      pglite = await openPGlite(dir);
    } catch (error) {
      lock?.release();
      throw error;
    }
    dataSource = new DataSource({ ...common, driver: pgliteDriver(pglite, { requestTimeBudgetMs: statementTimeoutMs }) });
  }

  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: "each" });

  return {
    dataSource,
    kind: pglite ? "pglite" : "postgres",
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await pglite?.close();
      lock?.release();
    },
  };
}
