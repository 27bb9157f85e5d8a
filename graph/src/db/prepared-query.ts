import pg, { type Pool } from "pg";
import type { DataSource, EntityManager } from "typeorm";

/** Each PostgreSQL data source's pool for prepared statements (`preparedStatementPool`). */
const preparedPools = new WeakMap<DataSource, Pool>();

/**
 * A pool of its own for the checkout's prepared statements, whose sessions use PostgreSQL's
 * generic plan. After five runs PostgreSQL compares a statement's generic plan with the custom
 * ones it made for each run's values, and keeps planning anew on every run when the generic
 * one's estimate is the higher: for the checkout's long statement (CTEs over arrays of unknown
 * length) it always was, and planning it cost more than running it (spread orders 680/s planned
 * each time, 1,097/s with the generic plan; docs/performance.md). The setting is per session,
 * so the statements TypeORM sends keep PostgreSQL's own choice on the main pool.
 */
export function preparedStatementPool(dataSource: DataSource, connection: { url: string; size: number; statementTimeoutMs: number }): Pool {
  const pool = new pg.Pool({
    connectionString: connection.url,
    max: connection.size,
    statement_timeout: connection.statementTimeoutMs,
    options: "-c plan_cache_mode=force_generic_plan",
  });
  // An idle connection the server ends (a restart, a failover, a dropped database) is taken out
  // of the pool by pg, which then emits it here; unheard, it would end the process. The next
  // statement opens a new connection, as TypeORM's pool does.
  pool.on("error", () => undefined);
  preparedPools.set(dataSource, pool);
  return pool;
}

/**
 * Run one statement of fixed text as a named prepared statement on PostgreSQL: each pooled
 * connection parses and plans it once, later runs only bind and execute. On the embedded
 * database, and inside a transaction (the manager's own connection), it is a plain query.
 * The text must not vary: the name stands for it on every connection.
 */
export async function queryPrepared<Row>(em: EntityManager, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const { driver, options } = em.connection;
  const pgPool = !em.queryRunner && !("driver" in options && options.driver) ? (preparedPools.get(em.connection) ?? (driver as unknown as { master?: Pool }).master) : undefined;
  if (!pgPool) return em.query(text, values);
  const started = Date.now();
  const { rows } = await pgPool.query({ name, text, values });
  // Past TypeORM's query runner: its slow-statement log is told here, as the runner would.
  const ms = Date.now() - started;
  const slowMs = options.maxQueryExecutionTime;
  if (slowMs && ms > slowMs) em.connection.logger.logQuerySlow(ms, text, values);
  return rows as Row[];
}

/** A uuid[] parameter as an array literal, the same on `pg` and PGlite; the ids are checked uuids (normalizeLines). */
export function uuidArray(ids: Iterable<string>): string {
  return `{${[...new Set(ids)].join(",")}}`;
}

/** A json column as `pg` parses it (a value) or as a driver may leave it (text). */
export type Json<T> = T | string;

export function parsedJson<T>(value: Json<T>): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}
