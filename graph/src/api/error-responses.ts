import type { ApolloServerPlugin } from "@apollo/server";
import type { FastifyBaseLogger } from "fastify";
import { GraphQLError, type GraphQLFormattedError } from "graphql";
import type { ValidationError } from "class-validator";
import { clientErrorFromDatabase, ErrorCode, httpStatusFor } from "../shared/errors.js";
import { fieldProblems } from "../shared/validate-input.js";

/** How GraphQL errors reach the client: a stable `extensions.code`, a short message, and no internals. */

/** Longest message sent back; longer ones (which can quote a client's huge input) are cut. */
export const MAX_ERROR_MESSAGE_LENGTH = 300;
/** Longest quoted value kept in a message: graphql quotes the offending value, which can be megabytes long. */
const MAX_QUOTED_LENGTH = 40;

const ownCodes = new Set<string>(Object.values(ErrorCode));

/** Apollo's formatError. */
export function formatGraphQLError(
  formatted: GraphQLFormattedError,
  error: unknown,
  { isProduction, log }: { isProduction: boolean; log: FastifyBaseLogger },
): GraphQLFormattedError {
  return shorten(explain(formatted, error, isProduction, log));
}

function explain(
  formatted: GraphQLFormattedError,
  error: unknown,
  isProduction: boolean,
  log: FastifyBaseLogger,
): GraphQLFormattedError {
  if (Array.isArray(formatted.extensions?.validationErrors)) return explainValidation(formatted);
  const original = error instanceof GraphQLError ? error.originalError : undefined;

  // Apollo files a validation rule's error under GRAPHQL_VALIDATION_FAILED; ours keep their own code.
  const ruleCode = original instanceof GraphQLError ? original.extensions.code : undefined;
  if (typeof ruleCode === "string" && ownCodes.has(ruleCode) && ruleCode !== formatted.extensions?.code) {
    return { ...formatted, extensions: { ...formatted.extensions, code: ruleCode } };
  }

  const fromDatabase = clientErrorFromDatabase(original);
  if (fromDatabase) {
    if (fromDatabase.code === ErrorCode.DATABASE_TIMEOUT) log.warn({ path: formatted.path }, "GraphQL statement over the time limit");
    const { message, extensions } = fromDatabase.toJSON();
    return { message, locations: formatted.locations, path: formatted.path, extensions };
  }

  if (formatted.extensions?.code !== ErrorCode.INTERNAL_SERVER_ERROR) return formatted;
  log.error({ err: error }, "GraphQL resolver failed");
  if (!isProduction) return formatted;
  return { message: "Something went wrong on our side.", path: formatted.path, extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } };
}

/** Cut long quoted values and long messages, also in the stack trace (outside production), which repeats the message. */
function shorten(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const stacktrace = formatted.extensions?.stacktrace;
  return {
    ...formatted,
    message: shortText(formatted.message),
    ...(Array.isArray(stacktrace)
      ? { extensions: { ...formatted.extensions, stacktrace: stacktrace.map((line) => shortText(String(line))) } }
      : {}),
  };
}

const QUOTED_CHAR = String.raw`(?:[^"\\]|\\.)`;
const LONG_QUOTED = new RegExp(String.raw`"(${QUOTED_CHAR}{${MAX_QUOTED_LENGTH}})${QUOTED_CHAR}+"`, "g");

function shortText(text: string): string {
  const quotesCut = text.replace(LONG_QUOTED, '"$1…"');
  return quotesCut.length <= MAX_ERROR_MESSAGE_LENGTH ? quotesCut : `${quotesCut.slice(0, MAX_ERROR_MESSAGE_LENGTH - 1)}…`;
}

/**
 * Apollo plugin: an answer cut short by the database takes that error's HTTP status, as on REST:
 * 503 when a statement ran over the time limit, 400 when the database refused a value.
 */
export function databaseErrorStatus(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, response }) {
          for (const error of errors) {
            const fromDatabase = clientErrorFromDatabase(error.originalError);
            if (fromDatabase) {
              response.http.status = httpStatusFor(fromDatabase.code);
              return;
            }
          }
        },
      };
    },
  };
}

/** class-validator's failures as one readable message and the field list of a field error, without echoing the input back. */
function explainValidation(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const fields = fieldProblems(formatted.extensions?.validationErrors as ValidationError[]);
  return {
    message: fields.flatMap((f) => f.messages).join("; ") || formatted.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: ErrorCode.BAD_USER_INPUT, fields },
  };
}
