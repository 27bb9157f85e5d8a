import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from "@as-integrations/fastify";
import type { FastifyInstance } from "fastify";
import { withDatabaseTimeBudget } from "../db/pglite-pool.js";
import { type ContextDeps, createRequestContext, type RequestContext } from "./context.js";
import { databaseErrorStatus, formatGraphQLError } from "./error-responses.js";
import { aliasLimit, depthLimit, oversizedDocument, requestLimits } from "./limits.js";
import { noNulCharacters } from "./nul-characters.js";
import { buildShopSchema } from "./schema.js";

/** Mount Apollo Server at /graphql on the Fastify app. */
export async function registerGraphQL(app: FastifyInstance, deps: ContextDeps, isProduction: boolean) {
  const schema = await buildShopSchema();
  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    validationRules: [depthLimit(), aliasLimit(), noNulCharacters],
    plugins: [
      fastifyApolloDrainPlugin(app),
      requestLimits(schema),
      databaseErrorStatus(),
      ApolloServerPluginLandingPageDisabled(),
    ],
    includeStacktraceInErrorResponses: !isProduction,
    formatError: (formatted, error) => formatGraphQLError(formatted, error, { isProduction, log: app.log }),
  });
  await apollo.start();
  const handle = fastifyApolloHandler(apollo, { context: async (request) => createRequestContext(deps, request) });
  app.route<{ Reply: string }>({
    method: ["GET", "POST", "OPTIONS"],
    url: "/graphql",
    handler(request, reply) {
      const refused = oversizedDocument(request);
      if (refused) {
        void reply.code(refused.status).type("application/json; charset=utf-8");
        return JSON.stringify(refused.body);
      }
      // Each request gets its own embedded-database time budget (db/pglite-pool.ts).
      return withDatabaseTimeBudget(() => handle.call(this, request, reply));
    },
  });
  return apollo;
}
