import type { FastifyInstance } from "fastify";
import { EVENTS_BODY_BYTES } from "../analytics/event-input.js";
import type { Services } from "../services.js";
import type { RestOptions } from "./rest-options.js";

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * POST /api/analytics/events: the storefront's page views and funnel events (docs/analytics.md).
 * JSON or text/plain (what navigator.sendBeacon sends); 202 with no body once queued, or dropped
 * for an opted-out visitor or a bot.
 */
export function registerAnalyticsRoutes(api: FastifyInstance, services: Services, options: RestOptions) {
  api.post("/analytics/events", { bodyLimit: EVENTS_BODY_BYTES }, async (request, reply) => {
    await services.analytics.record(
      request.body,
      {
        ip: request.ip,
        userAgent: header(request.headers["user-agent"]),
        doNotTrack: header(request.headers.dnt),
        globalPrivacyControl: header(request.headers["sec-gpc"]),
      },
      new URL(options.originOf(request)).hostname,
    );
    return reply.status(202).header("cache-control", "no-store").send();
  });
}
