import { setTimeout as sleep } from "node:timers/promises";
import type { ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import type { Health } from "./http/health.js";
import { pathOf } from "./observability/logging.js";

export interface ShutdownOptions {
  app: FastifyInstance;
  health: Health;
  /** Readiness 503 with the listener still open, so a proxy stops sending requests first. */
  delayMs: number;
  /** How long requests in flight (and their transactions) may take to finish once the listener closes. */
  timeoutMs: number;
  /** Closes the listener (waiting for requests in flight), flushes what is buffered and closes the pools. */
  close(): Promise<void>;
}

/**
 * SIGTERM or SIGINT stops the shop gracefully (docs/decisions/036-…): readiness turns 503 at once,
 * after `delayMs` the listener closes and every response says `connection: close`, requests in
 * flight finish, then `close` runs and the process exits 0. Past `timeoutMs` the process logs the
 * requests it cuts and exits 1 without waiting for them: their transactions were not committed,
 * and the database rolls them back (PostgreSQL when the connection drops, the embedded database
 * when it opens next), as after `kill -9`. A second signal exits at once, the same way.
 */
export function shutDownOnSignals(options: ShutdownOptions): void {
  const { app } = options;
  // Counted on the HTTP server itself, before Fastify sees the request (it may answer at once):
  // hooks added to Fastify now would miss the routes of its plugins.
  const inFlight = new Map<ServerResponse, string>();
  let stopping = false;
  app.server.prependListener("request", (request: { method?: string; url?: string }, response: ServerResponse) => {
    // The method and the path's first two segments: enough to tell what was cut, no ids or tokens.
    inFlight.set(response, `${request.method} ${pathOf(request.url ?? "").split("/").slice(0, 3).join("/")}`);
    response.once("close", () => inFlight.delete(response));
    if (stopping) closeAfter(response);
  });

  const cut = (reason: string) => {
    const requests = [...inFlight.values()];
    app.log.error({ requests }, `${reason}: exiting with ${requests.length} request(s) unfinished`);
    process.exit(1);
  };

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stopping) return cut(`${signal} again during shutdown`);
      stopping = true;
      app.log.info(`${signal}: shutting down (requests in flight: ${inFlight.size})`);
      options.health.shuttingDown();
      for (const response of inFlight.keys()) closeAfter(response);
      const stop = async () => {
        await sleep(options.delayMs);
        setTimeout(() => cut(`Shutdown took longer than SHUTDOWN_TIMEOUT_MS (${options.timeoutMs} ms)`), options.timeoutMs).unref();
        await options.close();
      };
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error, "Shutdown failed");
          process.exit(1);
        },
      );
    });
  }
}

/** Keep-alive clients and proxies open their next connection elsewhere instead of reusing this one. */
function closeAfter(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader("connection", "close");
}
