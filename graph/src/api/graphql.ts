import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import fastifyApollo, { fastifyApolloDrainPlugin } from "@as-integrations/fastify";
import type { FastifyInstance } from "fastify";
import type { GraphQLFormattedError } from "graphql";
import { ErrorCode } from "../shared/errors.js";
import { type ContextDeps, createRequestContext, type RequestContext } from "./context.js";
import { costLimit, depthLimit } from "./limits.js";
import { buildShopSchema } from "./schema.js";

/** Mount Apollo Server at /graphql on the Fastify app. */
export async function registerGraphQL(app: FastifyInstance, deps: ContextDeps, isProduction: boolean) {
  const schema = await buildShopSchema();
  const apollo = new ApolloServer<RequestContext>({
    schema,
    introspection: true,
    validationRules: [depthLimit()],
    plugins: [fastifyApolloDrainPlugin(app), costLimit(schema), ApolloServerPluginLandingPageDisabled()],
    includeStacktraceInErrorResponses: !isProduction,
    formatError: (formatted, error) => hideInternals(formatted, error, isProduction, app),
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: "/graphql",
    context: async (request) => createRequestContext(deps, request),
  });
  return apollo;
}

/** Unexpected errors are logged and, in production, answered with a generic message. */
function hideInternals(
  formatted: GraphQLFormattedError,
  error: unknown,
  isProduction: boolean,
  app: FastifyInstance,
): GraphQLFormattedError {
  if (Array.isArray(formatted.extensions?.validationErrors)) return explainValidation(formatted);
  if (formatted.extensions?.code !== ErrorCode.INTERNAL_SERVER_ERROR) return formatted;
  app.log.error({ err: error }, "GraphQL resolver failed");
  if (!isProduction) return formatted;
  return { message: "Something went wrong on our side.", path: formatted.path, extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } };
}

interface ValidationFailure {
  property: string;
  constraints?: Record<string, string>;
  children?: ValidationFailure[];
}

/** class-validator's failures as one readable message and a list of fields, without echoing the input back. */
function explainValidation(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const fields: { field: string; messages: string[] }[] = [];
  const walk = (failures: ValidationFailure[], prefix: string) => {
    for (const failure of failures) {
      const field = prefix ? `${prefix}.${failure.property}` : failure.property;
      const messages = Object.values(failure.constraints ?? {});
      if (messages.length) fields.push({ field, messages });
      walk(failure.children ?? [], field);
    }
  };
  walk(formatted.extensions?.validationErrors as ValidationFailure[], "");
  return {
    message: fields.flatMap((f) => f.messages).join("; ") || formatted.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: ErrorCode.BAD_USER_INPUT, fields },
  };
}
