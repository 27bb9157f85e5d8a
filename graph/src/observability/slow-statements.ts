import type { FastifyBaseLogger } from "fastify";
import type { Logger as TypeOrmLogger } from "typeorm";
import { currentRequest } from "./request-id.js";

/** Longest statement text logged: the order placement's is about 4 KB; the start says what it is. */
const MAX_STATEMENT_LENGTH = 2_000;

/**
 * TypeORM's logger for the shop: statements slower than the data source's `maxQueryExecutionTime`
 * (SLOW_QUERY_MS) at warn, with their duration, their text and the id of the request they ran
 * for. Never their parameters: those are customers' names, phones, emails and addresses. The
 * shop always binds values as parameters, so the text holds none. Everything else TypeORM would
 * log (each query, its errors, which reach the caller anyway) is left out, except its warnings.
 */
export class SlowStatementLog implements TypeOrmLogger {
  constructor(private readonly logger: FastifyBaseLogger) {}

  logQuerySlow(time: number, query: string): void {
    const statement = query.replace(/\s+/g, " ").trim();
    this.logger.warn(
      {
        ms: time,
        statement: statement.length > MAX_STATEMENT_LENGTH ? `${statement.slice(0, MAX_STATEMENT_LENGTH)}…` : statement,
        requestId: currentRequest()?.id,
      },
      "slow database statement",
    );
  }

  log(level: "log" | "info" | "warn", message: unknown): void {
    if (level === "warn") this.logger.warn(String(message));
  }

  logQuery(): void {}
  logQueryError(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
}
