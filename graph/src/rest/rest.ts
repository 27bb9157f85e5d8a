import fastifyCors from "@fastify/cors";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ContextDeps } from "../api/context.js";
import type { PublicReads } from "../cache/public-reads.js";
import { collectReadTags } from "../cache/read-tags.js";
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
import type { RestOptions } from "./rest-options.js";
import { registerSettingsRoutes } from "./settings.routes.js";
import { registerUserRoutes } from "./user.routes.js";

/**
 * Reads whose answer is the same for every anonymous caller of one origin: answered from the
 * response cache (cache/public-reads.ts). Orders, exports, contact and analytics never are.
 */
export const PUBLIC_READ_ROUTES: ReadonlySet<string> = new Set([
  "/api/products",
  "/api/products/category",
  "/api/products/category/:category",
  "/api/products/:slugOrName",
  "/api/products/search/ser",
  "/api/category",
  "/api/settings",
  "/api/facebook-pixel",
]);

/** Headers a public read's handler sets that are part of its answer. */
const ANSWER_HEADERS = ["x-total-count"];

/** The REST compatibility layer under /api: paths and shapes of the original storefront over the same services. */
export async function registerRest(
  app: FastifyInstance,
  deps: ContextDeps,
  {
    corsOrigins = [],
    publicUrl,
    uploads,
    publicReads,
  }: { corsOrigins?: readonly string[]; publicUrl?: string; uploads: ImageRouteOptions; publicReads?: PublicReads },
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
      if (publicReads) cachePublicReads(api, publicReads);
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
          .send({ success: false, message: `No such API path: ${request.method} ${request.url}`, code: ErrorCode.NOT_FOUND, requestId: request.id }),
      );
    },
    { prefix: "/api" },
  );
}

/** A fill in progress: the read began at `begun` and has read what `tagsRead` names. */
interface Fill {
  key: string;
  begun: number;
  tagsRead: Set<string>;
}

/**
 * Answer the public reads from the cache; on a miss, run the handler collecting what it reads and
 * keep its serialized answer (a 200 only: errors are never kept).
 */
function cachePublicReads(api: FastifyInstance, publicReads: PublicReads) {
  const fills = new WeakMap<FastifyRequest, Fill>();
  // A hit is answered as soon as the route is known: the same URL passed validation and the
  // input checks, and was answered 200, when its entry was stored.
  api.addHook("onRequest", async (request, reply) => {
    if (!PUBLIC_READ_ROUTES.has(request.routeOptions.url ?? "")) return;
    const key = publicReads.restKey(request);
    if (!key) {
      void reply.header("cache-control", "private, no-store");
      return;
    }
    const hit = publicReads.cache.get(key);
    if (hit) return publicReads.send(request, reply, hit, "HIT");
    fills.set(request, { key, begun: publicReads.cache.begin(), tagsRead: new Set() });
  });
  api.addHook("onRoute", (route) => {
    if (!PUBLIC_READ_ROUTES.has(route.url ?? "")) return;
    const handler = route.handler;
    route.handler = function (request, reply) {
      const fill = fills.get(request);
      if (!fill) return handler.call(this, request, reply);
      // The answer is serialized once: the same bytes are sent and kept.
      void reply.serializer((payload: unknown) => {
        const json = JSON.stringify(payload);
        if (reply.statusCode === 200) keep(reply, fill, json);
        return json;
      });
      return collectReadTags(fill.tagsRead, () => handler.call(this, request, reply));
    };
  });

  function keep(reply: FastifyReply, fill: Fill, json: string) {
    const headers: Record<string, string> = {};
    for (const name of ANSWER_HEADERS) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    const contentType = "application/json; charset=utf-8";
    const entry = publicReads.cache.store(fill.begun, { key: fill.key, body: Buffer.from(json), contentType, headers, tags: [...fill.tagsRead] });
    publicReads.describe(reply, entry, "MISS");
  }
}
