import fastifyCors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import type { ContextDeps } from "../api/context.js";
import { ErrorCode } from "../shared/errors.js";
import { registerCatalogRoutes } from "./catalog.routes.js";
import { registerRestErrors } from "./errors.js";
import { registerContactRoutes } from "./contact.routes.js";
import { registerOrderRoutes } from "./order.routes.js";
import { registerSettingsRoutes } from "./settings.routes.js";
import { registerUserRoutes } from "./user.routes.js";

/** The REST compatibility layer under /api: paths and shapes of the original storefront over the same services. */
export async function registerRest(app: FastifyInstance, deps: ContextDeps, corsOrigins: readonly string[] = []) {
  const { services } = deps;
  await app.register(
    async (api) => {
      // Only /api is open to other origins (the original storefront may run elsewhere); GraphQL stays same-origin.
      if (corsOrigins.length) {
        await api.register(fastifyCors, {
          origin: [...corsOrigins],
          credentials: true,
          methods: ["GET", "POST", "OPTIONS"],
          allowedHeaders: ["content-type", "authorization", "idempotency-key"],
          maxAge: 600,
        });
      }
      registerRestErrors(api);
      registerSettingsRoutes(api, services);
      registerCatalogRoutes(api, services);
      registerUserRoutes(api, deps);
      registerOrderRoutes(api, services);
      registerContactRoutes(api, services);
      api.setNotFoundHandler((request, reply) =>
        reply
          .status(404)
          .send({ success: false, message: `No such API path: ${request.method} ${request.url}`, code: ErrorCode.NOT_FOUND }),
      );
    },
    { prefix: "/api" },
  );
}
