import { createHash, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { FastifyInstance } from "fastify";
import type { MetricsConfig } from "../config.js";
import { pathOf } from "./logging.js";
import type { ShopMetrics } from "./metrics.js";

export const METRICS_PATH = "/metrics";

/**
 * Serve the metrics: on the shop's port to `Authorization: Bearer <METRICS_TOKEN>` only (anyone
 * else gets the answer of an unknown path, as when it is off), and/or on METRICS_PORT, a listener of its own that
 * serves nothing else, bound to METRICS_HOST. Neither scrape is logged.
 */
export function registerMetricsEndpoint(app: FastifyInstance, metrics: ShopMetrics, config: MetricsConfig): void {
  const { token } = config;
  if (token) {
    const expected = digest(`Bearer ${token}`);
    app.get(METRICS_PATH, { logLevel: "silent" }, async (request, reply) => {
      const given = request.headers.authorization;
      // Compared as digests of equal length, in constant time: the answer's timing tells nothing of the token.
      if (typeof given !== "string" || !timingSafeEqual(digest(given), expected)) {
        return reply.callNotFound();
      }
      return reply.header("cache-control", "no-store").type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  }

  const { port } = config;
  if (port === undefined) return;
  const server = http.createServer((request, response) => {
    if (request.method !== "GET" || pathOf(request.url ?? "") !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, "collecting the metrics failed");
        response.writeHead(500).end();
      },
    );
  });
  // With the shop: open when it listens, closed when it closes.
  app.addHook("onListen", async () => {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, config.host, () => {
        server.off("error", reject);
        resolve();
      });
    });
    app.log.info(`Metrics at http://${config.host}:${port}${METRICS_PATH}`);
  });
  app.addHook("onClose", async () => {
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  });
}

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}
