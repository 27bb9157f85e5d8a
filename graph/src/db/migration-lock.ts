import { setTimeout as sleep } from "node:timers/promises";
import type { DataSource } from "typeorm";

/** The key of the advisory lock replicas take while they check and run migrations (any fixed number). */
const MIGRATION_LOCK_KEY = 17_020_611;
/** How often a waiting replica asks again; a lock wait itself would run into statement_timeout. */
const POLL_MS = 200;

/**
 * Run `work` (the newer-database check and the migrations) while holding PostgreSQL's
 * session-level advisory lock: replicas that start together take turns, so one migrates and the
 * others then find nothing to do. The lock goes with the session if the process dies.
 */
export async function withMigrationLock<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    while (!((await runner.query(`SELECT pg_try_advisory_lock($1) AS "locked"`, [MIGRATION_LOCK_KEY])) as { locked: boolean }[])[0]?.locked) {
      await sleep(POLL_MS);
    }
    try {
      return await work();
    } finally {
      await runner.query(`SELECT pg_advisory_unlock($1)`, [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}
