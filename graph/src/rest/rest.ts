import fastifyCors from "@fastify/cors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ContextDeps } from "../api/context.js";
import { ErrorCode, badInput } from "../shared/errors.js";
import { describeInputProblem, findUnusableInput } from "../shared/nul-characters.js";
import { publicOrigin } from "../shared/public-origin.js";
import { withDatabaseTimeBudget } from "../db/pglite-pool.js";
import { registerAnalyticsRoutes } from "./analytics.routes.js";
import { registerCatalogRoutes } from "./catalog.routes.js";
import { registerRestErrors } from "./errors.js";
import { registerContactRoutes } from "./contact.routes.js";
import { type ImageRouteOptions, registerImageRoutes } from "./image.routes.js";
import { registerOrderExportRoutes } from "./order-export.routes.js";
import { registerOrderRoutes } from "./order.routes.js";
import { registerReportExportRoutes } from "./report-export.routes.js";
import { registerSettingsRoutes } from "./settings.routes.js";
import { registerUserRoutes } from "./user.routes.js";

export interface RestOptions {
  /** The shop's public origin for a request: the original storefront may run elsewhere, so URLs are absolute. */
  originOf(request: FastifyRequest): string;
}

/** The REST compatibility layer under /api: paths and shapes of the original storefront over the same services. */
export async function registerRest(
  app: FastifyInstance,
  deps: ContextDeps,
  {
    corsOrigins = [],
    publicUrl,
    uploads,
  }: { corsOrigins?: readonly string[]; publicUrl?: string; uploads: ImageRouteOptions },
) {
  const { services } = deps;
  const options: RestOptions = { originOf: (request) => publicOrigin(publicUrl, request) };
  await app.register(
    async (api) => {
      // Only /api is open to other origins (the original storefront may run elsewhere); GraphQL stays same-origin.
      if (corsOrigins.length) {
        await api.register(fastifyCors, {
          origin: [...corsOrigins],
          credentials: true,
          methods: ["GET", "POST", "OPTIONS"],
          allowedHeaders: ["content-type", "authorization", "idempotency-key"],
          exposedHeaders: ["x-total-count", "retry-after", "idempotent-replayed", "x-export-rows", "x-export-limit"],
          maxAge: 600,
        });
      }
      registerRestErrors(api);
      // Each request gets its own embedded-database time budget, as on /graphql (db/pglite-pool.ts).
      api.addHook("onRoute", (route) => {
        const handler = route.handler;
        route.handler = function (request, reply) {
          return withDatabaseTimeBudget(() => handler.call(this, request, reply));
        };
      });
      // A NUL character would fail in the database as a 500: refuse it as the client's mistake, first.
      api.addHook("preHandler", async (request) => {
        const found =
          findUnusableInput(request.params, "path") ?? findUnusableInput(request.query, "query") ?? findUnusableInput(request.body, "body");
        if (found) throw badInput(describeInputProblem(found), { field: found.path });
      });
      registerSettingsRoutes(api, services, options);
      registerCatalogRoutes(api, services, options);
      registerUserRoutes(api, deps);
      registerOrderRoutes(api, services, options);
      registerOrderExportRoutes(api, deps);
      registerReportExportRoutes(api, deps);
      registerContactRoutes(api, services);
      registerAnalyticsRoutes(api, services, options);
      await registerImageRoutes(api, deps, uploads);
      api.setNotFoundHandler((request, reply) =>
        reply
          .status(404)
          .send({ success: false, message: `No such API path: ${request.method} ${request.url}`, code: ErrorCode.NOT_FOUND }),
      );
    },
    { prefix: "/api" },
  );
}
