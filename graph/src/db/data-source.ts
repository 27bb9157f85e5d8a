import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { DataSource } from "typeorm";
import { entities } from "./entities.js";
import { migrations } from "./migrations/index.js";
import { openPGlite, pgliteDriver } from "./pglite-pool.js";

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite stores the database under `dataDir/db`. */
  databaseUrl?: string;
  dataDir?: string;
  /** Keep PGlite in memory (tests). */
  inMemory?: boolean;
  logging?: boolean;
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
  };

  let pglite: PGlite | undefined;
  let dataSource: DataSource;
  if (options.databaseUrl) {
    dataSource = new DataSource({ ...common, url: options.databaseUrl, poolSize: 10 });
  } else {
    let dir: string | undefined;
    if (!options.inMemory) {
      if (!options.dataDir) throw new Error("dataDir is required for the embedded database");
      dir = path.join(options.dataDir, "db");
      fs.mkdirSync(dir, { recursive: true });
    }
    pglite = await openPGlite(dir);
    dataSource = new DataSource({ ...common, driver: pgliteDriver(pglite) });
  }

  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: "each" });

  return {
    dataSource,
    kind: pglite ? "pglite" : "postgres",
    async close() {
      if (dataSource.isInitialized) await dataSource.destroy();
      await pglite?.close();
    },
  };
}
