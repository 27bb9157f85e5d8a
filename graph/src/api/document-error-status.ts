import { ErrorCode } from "../shared/errors.js";

/**
 * Errors of a well-formed request whose GraphQL document or variables were refused before it ran:
 * it did not parse, did not validate (the shop's own rules included: depth, cost, once per request),
 * named an operation it does not hold, or its variables did not coerce.
 */
const DOCUMENT_ERROR_CODES = new Set<string>([
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "OPERATION_RESOLUTION_FAILURE",
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.QUERY_TOO_DEEP,
  ErrorCode.QUERY_TOO_COMPLEX,
  ErrorCode.ONCE_PER_REQUEST,
]);

/**
 * The HTTP status of a GraphQL answer (GraphQL over HTTP, the "watershed"): Apollo answers a refused
 * document with 400 whatever the media type. That is right for `application/graphql-response+json`;
 * an `application/json` answer SHOULD be 200 instead, because clients older than the spec treat
 * any other status as a failed request and never read the `errors`. Only such document errors
 * change: a request that is not well-formed (no query, bad JSON, a persisted query's hash) and the
 * errors of an operation that ran (its `data` is there) keep their status.
 */
export function documentErrorStatus(status: number, contentType: string | undefined, body: string): number {
  if (status !== 400 || !contentType?.toLowerCase().startsWith("application/json")) return status;
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return status;
  }
  if (typeof answer !== "object" || answer === null || "data" in answer) return status;
  const { errors } = answer as { errors?: unknown };
  if (!Array.isArray(errors) || errors.length === 0) return status;
  const codes = errors.map((error: { extensions?: { code?: unknown } } | null) => error?.extensions?.code);
  return codes.every((code) => typeof code === "string" && DOCUMENT_ERROR_CODES.has(code)) ? 200 : status;
}
