import type { ReadinessCheck } from "../http/health.js";
import type { Database } from "./data-source.js";

/**
 * The database's part of /health/ready: it answers a query now (through the same pool or embedded
 * session requests use, so a saturated database shows too), and this code's migrations are all
 * applied, which is asked once here: openDatabase ran them, and they do not change while it runs.
 */
export async function databaseReadiness(database: Database): Promise<ReadinessCheck[]> {
  const pending = await database.dataSource.showMigrations();
  return [
    {
      name: "database",
      check: async () => {
        await database.dataSource.query("SELECT 1");
      },
    },
    {
      name: "migrations",
      check: async () => {
        if (pending) throw new Error("migrations are pending");
      },
    },
  ];
}
