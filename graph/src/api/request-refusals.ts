import { createHash } from "node:crypto";
import type { GraphQLFormattedError } from "graphql";
import { ErrorCode, httpStatusFor } from "../shared/errors.js";
import { MAX_INPUT_DEPTH, nestedTooDeep } from "../shared/nul-characters.js";
import { oversizedDocument } from "./limits.js";

/** The answer to a GraphQL request refused before Apollo or the response cache looks at it. */
export interface Refusal {
  status: number;
  body: { errors: GraphQLFormattedError[] };
}

/**
 * Why a GraphQL request is refused before anything reads it, or null. In this order:
 * 1. a document longer than MAX_DOCUMENT_LENGTH (limits.ts);
 * 2. variables or extensions nested deeper than MAX_INPUT_DEPTH, found without recursion: the
 *    response cache's key and Apollo walk them recursively, and 9 KB of `[[[…]]]` overflowed the
 *    stack (a 500 quoting "Maximum call stack size exceeded");
 * 3. an automatic persisted query Apollo would refuse with an error of no code (answered as
 *    INTERNAL_SERVER_ERROR and logged as the shop's failure): a version other than 1, or a hash
 *    that is not the query's.
 */
export function refusedRequest(request: { method: string; body?: unknown; query?: unknown }): Refusal | null {
  const oversized = oversizedDocument(request);
  if (oversized) return oversized;
  const { query, variables, extensions } = paramsOf(request);

  if (isObject(variables)) {
    for (const [name, value] of Object.entries(variables)) {
      if (nestedTooDeep(value)) return refusal(ErrorCode.BAD_USER_INPUT, `The variable $${name} is nested more than ${MAX_INPUT_DEPTH} levels deep.`);
    }
  } else if (nestedTooDeep(variables)) {
    return refusal(ErrorCode.BAD_USER_INPUT, `The variables are nested more than ${MAX_INPUT_DEPTH} levels deep.`);
  }
  if (nestedTooDeep(extensions)) return refusal(ErrorCode.BAD_USER_INPUT, `The extensions are nested more than ${MAX_INPUT_DEPTH} levels deep.`);

  // Apollo's own test: any persistedQuery that is not falsy.
  const persisted = isObject(extensions) ? extensions.persistedQuery : undefined;
  if (!persisted) return null;
  const { version, sha256Hash } = isObject(persisted) ? persisted : {};
  if (version !== 1) {
    return refusal(ErrorCode.PERSISTED_QUERY_NOT_SUPPORTED, "Only version 1 of automatic persisted queries is supported.");
  }
  if (typeof query === "string" && sha256Hash !== createHash("sha256").update(query).digest("hex")) {
    return refusal(ErrorCode.PERSISTED_QUERY_HASH_MISMATCH, "extensions.persistedQuery.sha256Hash is not the SHA-256 of the query sent with it.");
  }
  return null;
}

function refusal(code: ErrorCode, message: string): Refusal {
  return { status: httpStatusFor(code), body: { errors: [{ message, extensions: { code } }] } };
}

/** The request's parameters as Apollo reads them: a POST's body, or a GET's query string with its JSON parameters parsed. */
function paramsOf(request: { method: string; body?: unknown; query?: unknown }): { query?: unknown; variables?: unknown; extensions?: unknown } {
  if (request.method === "GET" || request.method === "HEAD") {
    const params = isObject(request.query) ? request.query : {};
    return { query: params.query, variables: parsedJson(params.variables), extensions: parsedJson(params.extensions) };
  }
  // A batch (an array) is refused by Apollo before it reads any operation.
  return isObject(request.body) ? request.body : {};
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** JSON.parse does not recurse (V8), so a deep value parses; malformed JSON is left to Apollo's answer. */
function parsedJson(value: unknown): unknown {
  if (typeof value !== "string") return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}
