import type { Pool } from "pg";
import type { EntityManager } from "typeorm";

/**
 * Run one statement of fixed text as a named prepared statement on PostgreSQL: each pooled
 * connection parses and plans it once, later runs only bind and execute. On the embedded
 * database, and inside a transaction (the manager's own connection), it is a plain query.
 * The text must not vary: the name stands for it on every connection.
 */
export async function queryPrepared<Row>(em: EntityManager, name: string, text: string, values: unknown[]): Promise<Row[]> {
  const { driver, options } = em.connection;
  const pgPool = !em.queryRunner && !("driver" in options && options.driver) ? (driver as unknown as { master?: Pool }).master : undefined;
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
