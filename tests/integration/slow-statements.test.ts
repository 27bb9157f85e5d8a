import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../graph/src/db/data-source.js";
import { queryPrepared } from "../../graph/src/db/prepared-query.js";
import { registerRequestIds, requestIdGenerator } from "../../graph/src/observability/request-id.js";
import { openTestDatabase, skipDatabaseTests, testDatabaseKind } from "../support/database.js";

/** A logger that keeps its warnings. */
function keepingLogger(kept: Record<string, unknown>[]): FastifyBaseLogger {
  const quiet = () => {};
  const logger = {
    level: "warn",
    warn: (details: Record<string, unknown>, message: string) => kept.push({ ...details, message }),
    info: quiet,
    error: quiet,
    debug: quiet,
    fatal: quiet,
    trace: quiet,
    silent: quiet,
    child: () => logger,
  };
  return logger as unknown as FastifyBaseLogger;
}

const EMAIL = "slow.statement.customer@example.com";
const THRESHOLD_MS = 20;
const sleeps = (line: Record<string, unknown>) => String(line.statement).includes("pg_sleep");

/**
 * SLOW_QUERY_MS: a statement slower than the threshold is logged with its text and duration and
 * the id of the request it ran for; never with its values, which are customers' details.
 */
describe.skipIf(skipDatabaseTests)(`the slow-statement log (${testDatabaseKind})`, () => {
  const kept: Record<string, unknown>[] = [];
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openTestDatabase({ slowStatements: { thresholdMs: THRESHOLD_MS, log: keepingLogger(kept) } });
    app = Fastify({ genReqId: requestIdGenerator(false) });
    registerRequestIds(app);
    // A body, as an order has: the handler runs after the body's events, outside the hook that saw the request.
    app.post<{ Body: { email: string } }>("/slow", async (request) => {
      await database.dataSource.query(`SELECT pg_sleep(${(THRESHOLD_MS * 2) / 1000}), $1::text AS "email"`, [request.body.email]);
      if (testDatabaseKind === "postgres") {
        // The prepared statements of checkout run past TypeORM's query runner, and are timed too.
        await queryPrepared(database.dataSource.manager, "test_slow", `SELECT pg_sleep(${(THRESHOLD_MS * 2) / 1000}), $1::text AS "prepared"`, [request.body.email]);
      }
      return { ok: true };
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("logs the statement, its time and its request's id, without its values", async () => {
    kept.length = 0;
    await database.dataSource.query(`SELECT 1 AS "fast"`);
    const response = await app.inject({ method: "POST", url: "/slow", payload: { email: EMAIL } });
    expect(response.statusCode).toBe(200);
    const requestId = response.headers["x-request-id"];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    const expected = testDatabaseKind === "postgres" ? ['"email"', '"prepared"'] : ['"email"'];
    // On a busy machine another statement can pass 20 ms too, and is rightly logged.
    const sleeping = kept.filter(sleeps);
    expect(sleeping).toHaveLength(expected.length);
    for (const [i, line] of sleeping.entries()) {
      expect(line).toMatchObject({ message: "slow database statement", requestId });
      expect(line.statement).toContain(expected[i]);
      expect(line.ms).toBeGreaterThan(THRESHOLD_MS);
    }
    for (const line of kept) expect(JSON.stringify(line)).not.toContain(EMAIL);
  });

  it("logs statements outside a request without an id", async () => {
    kept.length = 0;
    await database.dataSource.query(`SELECT pg_sleep(${(THRESHOLD_MS * 2) / 1000})`);
    const sleeping = kept.filter(sleeps);
    expect(sleeping).toHaveLength(1);
    expect(sleeping[0]!.requestId).toBeUndefined();
  });
});
