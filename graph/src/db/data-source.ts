import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { FastifyBaseLogger } from "fastify";
import type { Pool } from "pg";
import { DataSource } from "typeorm";
import { acquireDataDirLock } from "./data-dir-lock.js";
import { DEFAULT_STATEMENT_TIMEOUT_MS } from "../config.js";
import { entities } from "./entities.js";
import { migrations } from "./migrations/index.js";
import { SlowStatementLog } from "../observability/slow-statements.js";
import { withMigrationLock } from "./migration-lock.js";
import { openPGlite, pgliteDriver, withSessionLeased } from "./pglite-pool.js";
import { refuseNewerDatabase } from "./schema-version.js";
import { preparedStatementPool } from "./prepared-query.js";

/** Connections a replica opens to PostgreSQL for TypeORM, and for the checkout's prepared statements (short: a few keep up). */
const POOL_SIZE = 10;
const PREPARED_POOL_SIZE = 5;

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite stores the database under `dataDir/db`. */
  databaseUrl?: string;
  dataDir?: string;
  /** Keep PGlite in memory (tests). */
  inMemory?: boolean;
  /**
   * With `inMemory`: a dump of an embedded database (`PGlite.dumpDataDir`) to start from. Tests
   * start from one already migrated: a new database's creation and migrations took seconds each.
   */
  startFrom?: Blob;
  logging?: boolean;
  /**
   * Database time limit in ms (0 = none; default DEFAULT_STATEMENT_TIMEOUT_MS): PostgreSQL's
   * statement_timeout, or the embedded database's per-request budget (see pglite-pool.ts).
   */
  statementTimeoutMs?: number;
  /** The first migrations only (tests that start from an earlier release's schema); all by default. */
  migrations?: typeof migrations;
  /** Log statements slower than `thresholdMs` (0: none) to `log` (observability/slow-statements.ts). */
  slowStatements?: { thresholdMs: number; log: FastifyBaseLogger };
}

export interface Database {
  dataSource: DataSource;
  kind: "postgres" | "pglite";
  /** The embedded database by itself, while no request can use it (a backup); absent on PostgreSQL. */
  withEmbeddedDatabase?<T>(work: (pglite: PGlite) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Open the database, run pending migrations and return it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const common = {
    type: "postgres" as const,
    entities,
    migrations: options.migrations ?? migrations,
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
  let folder: EmbeddedFolder | undefined;
  let dataSource: DataSource;
  let prepared: Pool | undefined;
  if (options.databaseUrl) {
    dataSource = new DataSource({
      ...common,
      url: options.databaseUrl,
      poolSize: POOL_SIZE,
      // Sent when each connection starts, so it binds every statement, migrations included.
      extra: { statement_timeout: statementTimeoutMs },
    });
    // The checkout's prepared statements have connections of their own (prepared-query.ts).
    prepared = preparedStatementPool(dataSource, { url: options.databaseUrl, size: PREPARED_POOL_SIZE, statementTimeoutMs });
  } else {
    if (options.inMemory) {
      pglite = await openPGlite(undefined, options.startFrom);
    } else {
      if (!options.dataDir) throw new Error("dataDir is required for the embedded database");
      folder = await openEmbeddedFolder(options.dataDir);
      pglite = folder.pglite;
    }
    dataSource = new DataSource({ ...common, driver: pgliteDriver(pglite, { requestTimeBudgetMs: statementTimeoutMs }) });
  }

  const close = async () => {
    await prepared?.end();
    if (dataSource.isInitialized) await dataSource.destroy();
    await (folder ? folder.close() : pglite?.close());
  };
  await dataSource.initialize();
  const migrate = async () => {
    await refuseNewerDatabase(dataSource);
    await dataSource.runMigrations({ transaction: "each" });
  };
  try {
    // The embedded database has one process (the folder's lock); replicas of PostgreSQL take turns.
    await (pglite ? migrate() : withMigrationLock(dataSource, migrate));
  } catch (error) {
    await close();
    throw error;
  }

  const embedded = pglite;
  return {
    dataSource,
    kind: pglite ? "pglite" : "postgres",
    ...(embedded ? { withEmbeddedDatabase: <T>(work: (db: PGlite) => Promise<T>) => withSessionLeased(dataSource, embedded, work) } : {}),
    close,
  };
}

/** The embedded database of a data folder, opened with the folder's lock. */
export interface EmbeddedFolder {
  pglite: PGlite;
  /** Where the database's files are (`dataDir/db`). */
  dir: string;
  /** Close the database, then release the folder. */
  close(): Promise<void>;
}

/**
 * Open the embedded database in `dataDir/db`, first taking the folder's lock (DataDirLockedError
 * while another process has it): PGlite does not guard its folder, and two writers would corrupt it.
 */
export async function openEmbeddedFolder(dataDir: string): Promise<EmbeddedFolder> {
  const dir = path.join(dataDir, "db");
  fs.mkdirSync(dir, { recursive: true });
  const lock = await acquireDataDirLock(dataDir);
  let pglite: PGlite;
  try {
    pglite = await openPGlite(dir);
  } catch (error) {
    lock.release();
    throw error;
  }
  return {
    pglite,
    dir,
    async close() {
      await pglite.close();
      lock.release();
    },
  };
}

/** The PostgreSQL database's name, or "shop" for the embedded one: keeps shops that share a Redis apart. */
export function databaseName(database: Database): string {
  const url = (database.dataSource.options as { url?: string }).url;
  return (url && new URL(url).pathname.slice(1)) || "shop";
}
