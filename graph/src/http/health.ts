import type {} from "@fastify/compress";
import type {} from "@fastify/rate-limit";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from "fastify";

/**
 * `GET /health/live` and `GET /health/ready` for proxies and orchestrators (docs/deployment.md,
 * "Health checks and shutdown"; docs/decisions/036-…).
 *
 * Live says the process answers HTTP; it touches nothing else. Ready says this process can serve
 * a shop request now: each readiness check passes and the process is not shutting down.
 * Anyone may call them, as often as they like: a flood of calls runs each check at most once per
 * RESULT_REUSE_MS, and an answer names the failing check, never its error (which can hold
 * host names, ports or connection strings).
 */

/** Something this process needs to serve (the database, Redis): `check` throws or rejects when it cannot. */
export interface ReadinessCheck {
  /** The key in the answer's `checks` ("database", "redis"…). */
  name: string;
  check(): Promise<void>;
}

/** A result is reused for this long: a probe every few seconds sees changes, a flood costs nothing. */
const RESULT_REUSE_MS = 1_000;
/** A check that has not answered by then counts as failing (a hung database is as bad as a lost one). */
export const CHECK_TIMEOUT_MS = 2_000;

type CheckState = "ok" | "failing";

interface Readiness {
  ready: boolean;
  checks: Record<string, CheckState>;
}

export interface Health {
  /** From now on ready answers 503 without checking anything; live still answers while the listener is open. */
  shuttingDown(): void;
}

export function registerHealthRoutes(app: FastifyInstance, checks: readonly ReadinessCheck[]): Health {
  const readiness = readinessOf(checks, app.log);
  let stopping = false;
  // Not logged, compressed, rate-limited or cached: probes come every few seconds from every proxy.
  const route = { logLevel: "silent", compress: false, config: { rateLimit: false } } as const;
  const answer = (reply: FastifyReply, status: number, body: object) =>
    reply.code(status).header("cache-control", "no-store").send(body);

  app.get("/health/live", route, async (_request, reply) => answer(reply, 200, { status: "ok" }));
  app.get("/health/ready", route, async (_request, reply) => {
    if (stopping) return answer(reply, 503, { status: "shutting down" });
    const { ready, checks: states } = await readiness();
    if (stopping) return answer(reply, 503, { status: "shutting down" });
    return answer(reply, ready ? 200 : 503, { status: ready ? "ok" : "unavailable", checks: states });
  });
  return {
    shuttingDown() {
      stopping = true;
    },
  };
}

/**
 * Runs the checks together, shares a run between concurrent callers and reuses its result briefly.
 * The list is read at each run: a part of the shop may add its check after the routes exist.
 */
function readinessOf(checks: readonly ReadinessCheck[], log: FastifyBaseLogger): () => Promise<Readiness> {
  const runners = new Map<ReadinessCheck, () => Promise<unknown>>();
  const failing = new Set<string>();
  let last: { at: number; result: Readiness } | undefined;
  let running: Promise<Readiness> | undefined;

  async function runAll(): Promise<Readiness> {
    const outcomes = await Promise.all(
      checks.map(async (check) => {
        let run = runners.get(check);
        if (!run) runners.set(check, (run = boundedCheck(check)));
        return { name: check.name, error: await run() };
      }),
    );
    const states: Record<string, CheckState> = {};
    for (const { name, error } of outcomes) {
      states[name] = error ? "failing" : "ok";
      // Logged when a check starts or stops failing, not on every probe.
      if (error && !failing.has(name)) log.warn({ check: name, reason: messageOf(error) }, "Readiness check failing");
      if (!error && failing.delete(name)) log.info({ check: name }, "Readiness check passing again");
      if (error) failing.add(name);
    }
    return { ready: outcomes.every(({ error }) => !error), checks: states };
  }

  return () => {
    if (last && performance.now() - last.at < RESULT_REUSE_MS) return Promise.resolve(last.result);
    running ??= runAll()
      .then((result) => {
        last = { at: performance.now(), result };
        return result;
      })
      .finally(() => (running = undefined));
    return running;
  };
}

/**
 * The check's error (or undefined when it passed), waiting at most CHECK_TIMEOUT_MS. A check still
 * running from an earlier probe is waited for again rather than started twice, so a hung
 * dependency holds one attempt, not one per probe.
 */
function boundedCheck(check: ReadinessCheck): () => Promise<unknown> {
  let pending: Promise<unknown> | undefined;
  return async () => {
    pending ??= check
      .check()
      .then(
        () => undefined,
        (error: unknown) => error ?? new Error("failed"),
      )
      .finally(() => (pending = undefined));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<Error>((resolve) => {
      timer = setTimeout(() => resolve(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
    });
    try {
      return await Promise.race([pending, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
