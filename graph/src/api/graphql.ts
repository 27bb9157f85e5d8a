import { Readable } from "node:stream";
import { ApolloServer, HeaderMap, type HTTPGraphQLRequest } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { fastifyApolloDrainPlugin } from "@as-integrations/fastify";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type PublicReads, varyOn } from "../cache/public-reads.js";
import { collectReadTags } from "../cache/read-tags.js";
import { withDatabaseTimeBudget } from "../db/pglite-pool.js";
import type { GraphQLMediaType } from "../http/graphql-media-type.js";
import { registerApiReference } from "./api-reference-route.js";
import { appAuthentication } from "./app-authentication.js";
import { type ContextDeps, createRequestContext, type RequestContext } from "./context.js";
import { documentErrorStatus } from "./document-error-status.js";
import { databaseErrorStatus, formatGraphQLError } from "./error-responses.js";
import { aliasLimit, depthLimit, requestLimits } from "./limits.js";
import { noNulCharacters } from "./nul-characters.js";
import { noSubscriptions, oncePerRequest } from "./operation-rules.js";
import { publicReadPlugin } from "./public-read-plugin.js";
import { addressPayer, CostAccount, costEnd, payerOf, type QueryBudgets, type QueryCost, queryCostReport, splitCost } from "./query-cost.js";
import { refusedRequest } from "./request-refusals.js";
import { buildShopSchema } from "./schema.js";
import type { ShopMetrics } from "../observability/metrics.js";
import type { BucketStore, ThrottleStatus } from "../shared/leaky-buckets.js";
import { currentRequest, withRequestId } from "../observability/request-id.js";

/** Query cost reported and budgeted (api/query-cost.ts): where the buckets are and how big. */
export interface QueryCosting {
  store: BucketStore;
  budgets: QueryBudgets;
}

/**
 * Mount Apollo Server at /graphql on the Fastify app (GET for queries, POST, automatic persisted
 * queries). With `publicReads`, anonymous public queries are answered from the response cache;
 * with `costs`, every answer reports its cost and callers are budgeted (decision 053).
 */
export async function registerGraphQL(
  app: FastifyInstance,
  deps: ContextDeps,
  isProduction: boolean,
  publicReads?: PublicReads,
  metrics?: ShopMetrics,
  costs?: QueryCosting,
) {
  const schema = await buildShopSchema();
  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    // The shop's own handler (graceful-shutdown.ts) owns SIGTERM and SIGINT. Apollo's (on outside
    // NODE_ENV=test) closed Fastify at once and sent the signal again, which read as a second signal: exit 1.
    stopOnTerminationSignals: false,
    validationRules: [depthLimit(), aliasLimit(), noNulCharacters, noSubscriptions, oncePerRequest],
    plugins: [
      fastifyApolloDrainPlugin(app),
      appAuthentication(),
      requestLimits(schema),
      databaseErrorStatus(),
      publicReadPlugin(),
      queryCostReport(schema),
      ApolloServerPluginLandingPageDisabled(),
      ...(metrics ? [metrics.graphqlPlugin()] : []),
    ],
    includeStacktraceInErrorResponses: !isProduction,
    formatError: (formatted, error) => {
      const sent = formatGraphQLError(formatted, error, { isProduction, log: currentRequest()?.log ?? app.log });
      metrics?.graphqlError(sent.extensions?.code);
      return withRequestId(sent);
    },
  });
  await apollo.start();
  // The browsable reference of this schema (docs/api.md links it).
  registerApiReference(app, schema);

  async function execute(request: FastifyRequest, reply: FastifyReply) {
    const candidate = publicReads?.graphqlKey(request) ?? null;
    const key = candidate?.key ?? null;
    if (publicReads && key) {
      // The same query is cached once per media type it is answered in.
      varyOn(reply, ["Accept"]);
      const hit = publicReads.cache.get(key);
      // A cached read costs nothing and takes nothing from the caller's (an address's) bucket.
      if (hit) {
        const end = hit.cost ? cachedReadCostEnd(request, hit.cost.requestedQueryCost) : undefined;
        return publicReads.send(request, reply, hit, "HIT", end instanceof Promise ? await end : end);
      }
    }
    const context = createRequestContext(deps, request);
    if (costs) context.queryCost = new CostAccount(costs.store, payerOf(context, costs.budgets));
    const tagsRead = new Set<string>();
    const begun = publicReads?.cache.begin() ?? 0;
    const { headers, body, status } = await collectReadTags(tagsRead, () =>
      apollo.executeHTTPGraphQLRequest({ httpGraphQLRequest: toGraphQLRequest(request, candidate?.mediaType), context: async () => context }),
    );
    for (const [name, value] of headers) void reply.header(name, value);
    if (body.kind !== "complete") {
      void reply.code(status ?? 200);
      return reply.send(Readable.from(body.asyncIterator));
    }
    void reply.code(documentErrorStatus(status ?? 200, headers.get("content-type"), body.string));
    if (publicReads && key && context.publicRead.cacheable && (status ?? 200) === 200) {
      // Kept without this caller's cost: each answer from the cache ends with its own caller's.
      const split = context.queryCost ? splitCost(body.string) : null;
      const entry = publicReads.cache.store(begun, {
        key,
        body: split?.start ?? Buffer.from(body.string),
        contentType: headers.get("content-type") ?? "application/json; charset=utf-8",
        headers: {},
        tags: [...tagsRead],
        ...(split ? { cost: { requestedQueryCost: split.cost.requestedQueryCost } } : {}),
      });
      return publicReads.send(request, reply, entry, "MISS", split ? costEnd(split.cost) : undefined);
    }
    // Mutations and whatever depends on the caller: no shared cache may keep it.
    void reply.header("cache-control", "no-store");
    return body.string;
  }

  /**
   * The end of a cached answer for this caller, anonymous (the cache answers no one else): the
   * requested cost, nothing actual, its address's bucket untouched. Every cached read runs it: kept to one look.
   */
  function cachedReadCostEnd(request: FastifyRequest, requested: number | null): Buffer | Promise<Buffer> {
    const { key, budget } = addressPayer(request.ip, costs!.budgets);
    const end = (throttleStatus: ThrottleStatus) => {
      // The same cost as the last cached read (full buckets, nearly always): the same bytes, which
      // the cache's kept whole answer is recognised by at once (ResponseCache.whole).
      const last = lastCachedEnd;
      if (last?.requested === requested && sameStatus(last.status, throttleStatus)) return last.end;
      lastCachedEnd = { requested, status: throttleStatus, end: costEnd({ requestedQueryCost: requested, actualQueryCost: 0, throttleStatus }) };
      return lastCachedEnd.end;
    };
    // In memory the bucket is read at once: no await on the path of every cached read.
    const { store } = costs!;
    return store.peekNow ? end(store.peekNow(key, budget)) : store.peek(key, budget).then(end);
  }

  let lastCachedEnd: { requested: number | null; status: ThrottleStatus; end: Buffer } | undefined;

  /** `extensions.cost` of a request refused before Apollo saw it: nothing requested or taken. */
  async function refusedCost(request: FastifyRequest): Promise<{ extensions?: { cost: QueryCost } }> {
    if (!costs) return {};
    const context = createRequestContext(deps, request);
    return { extensions: { cost: await new CostAccount(costs.store, payerOf(context, costs.budgets)).untouched(null) } };
  }

  app.route<{ Reply: string }>({
    method: ["GET", "POST", "OPTIONS"],
    url: "/graphql",
    async handler(request, reply) {
      const refused = refusedRequest(request);
      if (refused) {
        void reply.code(refused.status).type("application/json; charset=utf-8");
        return JSON.stringify({ errors: refused.body.errors.map(withRequestId), ...(await refusedCost(request)) });
      }
      // Each request gets its own embedded-database time budget (db/pglite-pool.ts).
      return withDatabaseTimeBudget(() => execute(request, reply));
    },
  });
  return apollo;
}

/**
 * The request as Apollo Server reads it (what @as-integrations/fastify's handler does). With
 * `mediaType`, the one its cache key was made for, Accept names only it: Apollo answers in that
 * type, and the copy kept under the key has it.
 */
function toGraphQLRequest(request: FastifyRequest, mediaType?: GraphQLMediaType): HTTPGraphQLRequest {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  if (mediaType) headers.set("accept", mediaType);
  return {
    body: request.body,
    method: request.method.toUpperCase(),
    headers,
    search: new URL(request.url, "http://localhost/").search,
  };
}

function sameStatus(a: ThrottleStatus, b: ThrottleStatus): boolean {
  return a.currentlyAvailable === b.currentlyAvailable && a.maximumAvailable === b.maximumAvailable && a.restoreRate === b.restoreRate;
}
