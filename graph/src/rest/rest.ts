import type { FastifyInstance } from "fastify";
import type { ContextDeps } from "../api/context.js";
import { ErrorCode } from "../shared/errors.js";
import { registerCatalogRoutes } from "./catalog.routes.js";
import { registerRestErrors } from "./errors.js";
import { registerSettingsRoutes } from "./settings.routes.js";
import { registerUserRoutes } from "./user.routes.js";

/** The REST compatibility layer under /api: paths and shapes of the original storefront over the same services. */
export async function registerRest(app: FastifyInstance, deps: ContextDeps) {
  const { services } = deps;
  await app.register(
    async (api) => {
      registerRestErrors(api);
      registerSettingsRoutes(api, services);
      registerCatalogRoutes(api, services);
      registerUserRoutes(api, deps);
      api.setNotFoundHandler((request, reply) =>
        reply
          .status(404)
          .send({ success: false, message: `No such API path: ${request.method} ${request.url}`, code: ErrorCode.NOT_FOUND }),
      );
    },
    { prefix: "/api" },
  );
}
