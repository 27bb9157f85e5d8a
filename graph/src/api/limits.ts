import type { ApolloServerPlugin } from "@apollo/server";
import {
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  getVariableValues,
  GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  Kind,
  type ValidationContext,
} from "graphql";
import type { ComplexityEstimator } from "graphql-query-complexity";
import { ErrorCode, httpStatusFor } from "../shared/errors.js";
import type { RequestContext } from "./context.js";
import { unusableVariables } from "./nul-characters.js";
import { operationCost, type PageRule } from "./operation-cost.js";
import { measureOperation } from "./operation-shape.js";

/**
 * What one GraphQL request may ask for, checked before anything runs (docs/api.md, "Limits";
 * docs/decisions/005-query-cost-and-time-limits.md). Every check takes time linear in the document.
 */

/** Longest document, in characters: the web app's largest operation has about 1,000, GraphQL tools' introspection query about 2,100. */
export const MAX_DOCUMENT_LENGTH = 16_384;
/** Deepest selection an operation may have (introspection fields are not counted). */
export const MAX_QUERY_DEPTH = 8;
/** Most aliased fields an operation may have, fragments expanded; the web app uses none. */
export const MAX_ALIASES = 100;
/** Most an operation may cost: every field costs 1, a list multiplies its selection by its page size, a scan adds SCAN_COST. */
export const MAX_QUERY_COST = 5_000;
/**
 * What a field adds for each scan it makes the database do: reading every matching row to count
 * them, to sort them, or to match a text search against them. It bounds how many scans one
 * operation can ask for (MAX_QUERY_COST / SCAN_COST), where plain field counting would let
 * thousands of aliased searches through.
 */
export const SCAN_COST = 250;

type FieldArgs = Record<string, unknown>;

/**
 * The `complexity` of a field that answers a page (type-graphql's option): 1, SCAN_COST for each
 * scan it makes the database do, and its selection once for each item it may return (at least once).
 */
export function pageCost({ size, scans = () => 0 }: { size: (args: FieldArgs) => number; scans?: (args: FieldArgs) => number }): ComplexityEstimator {
  const fixed = (args: FieldArgs) => 1 + SCAN_COST * scans(args);
  const estimator: ComplexityEstimator = ({ args, childComplexity }) => fixed(args as FieldArgs) + childComplexity * Math.max(1, size(args as FieldArgs));
  // The actual cost (operation-cost.ts) applies the same rule to the items the field returned.
  return Object.assign(estimator, { page: { fixed, size } satisfies PageRule });
}

/** A page size read from the argument `name` (default "take"), or `fallback` when it is not given. */
export const pageSizeArg =
  (fallback: number, name = "take") =>
  (args: FieldArgs): number =>
    Number(args[name] ?? fallback);

/** True for a string with something besides whitespace: a text search that will run. */
export function hasText(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

/** A list that counts its matches (one scan) and may search text (a second). */
export const countedSearchScans = (search: (args: FieldArgs) => unknown) => (args: FieldArgs) => (hasText(search(args)) ? 2 : 1);

/** An error for a refused request, with the HTTP status of its code (Apollo answers 500 otherwise). */
function refusal(code: ErrorCode, message: string, details: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { ...details, code, http: { status: httpStatusFor(code) } } });
}

/** Validation rule: refuse an operation nested deeper than `maxDepth` before anything runs. */
export function depthLimit(maxDepth = MAX_QUERY_DEPTH) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const { depth } = measureOperation(operation, (name) => context.getFragment(name) ?? undefined);
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`The query is nested ${depth} levels deep; the limit is ${maxDepth}.`, {
            nodes: [operation],
            extensions: { code: ErrorCode.QUERY_TOO_DEEP, depth, maxDepth },
          }),
        );
      }
    },
  });
}

/** Validation rule: refuse an operation with more than `maxAliases` aliased fields (each one runs its resolver again). */
export function aliasLimit(maxAliases = MAX_ALIASES) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const { aliases } = measureOperation(operation, (name) => context.getFragment(name) ?? undefined);
      if (aliases > maxAliases) {
        context.reportError(
          new GraphQLError(`The query has ${countText(aliases)} aliased fields; the limit is ${maxAliases}.`, {
            nodes: [operation],
            extensions: { code: ErrorCode.QUERY_TOO_COMPLEX, aliases, maxAliases },
          }),
        );
      }
    },
  });
}

/**
 * The answer to a request whose document is longer than `maxLength` characters, or null. It is
 * checked before Apollo parses the document (Apollo's hooks before parsing cannot refuse a request).
 */
export function oversizedDocument(
  request: { body?: unknown; query?: unknown },
  maxLength = MAX_DOCUMENT_LENGTH,
): { status: number; body: { errors: GraphQLFormattedError[] } } | null {
  const document = queryOf(request.body) ?? queryOf(request.query);
  if (document === undefined || document.length <= maxLength) return null;
  const code = ErrorCode.QUERY_TOO_LARGE;
  const message = `The query has ${document.length} characters; the limit is ${maxLength}. Ask for less, or use fragments.`;
  return { status: httpStatusFor(code), body: { errors: [{ message, extensions: { code, length: document.length, maxLength } }] } };
}

function queryOf(params: unknown): string | undefined {
  const query = (params as { query?: unknown } | null | undefined)?.query;
  return typeof query === "string" ? query : undefined;
}

/**
 * Apollo plugin: once the operation is known, refuse unusable variables and compute the cost
 * with the variables, refusing costly operations before anything runs.
 */
export function requestLimits(schema: GraphQLSchema, maxCost = MAX_QUERY_COST): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation, contextValue }) {
          if (!operation) return; // Apollo reports the unknown operation name
          const problem = unusableVariables(request.variables);
          if (problem) throw refusal(ErrorCode.BAD_USER_INPUT, problem);

          const coercion = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {}, { maxErrors: 1 });
          if (coercion.errors) throw refusal(ErrorCode.BAD_USER_INPUT, coercion.errors[0]!.message);

          let cost: number;
          const costInput = { operation, getFragment: fragmentsOf(document), variables: coercion.coerced };
          try {
            cost = operationCost({ schema, ...costInput });
          } catch (error) {
            if (!(error instanceof GraphQLError)) throw error;
            throw refusal(ErrorCode.BAD_USER_INPUT, error.message); // an argument that does not fit its type
          }
          // The caller's budget (api/query-cost.ts): reported even when refused below.
          const account = contextValue.queryCost;
          if (account) account.requested = Number.isSafeInteger(cost) ? cost : null;
          if (!(cost <= maxCost)) {
            throw refusal(
              ErrorCode.QUERY_TOO_COMPLEX,
              `The query costs ${countText(cost)}; the limit is ${maxCost}. Ask for fewer items, fields or searches.`,
              { cost: Number.isFinite(cost) ? cost : null, maxCost },
            );
          }
          if (account) {
            account.operation = costInput;
            await account.charge(cost);
          }
        },
      };
    },
  };
}

function fragmentsOf(document: DocumentNode): (name: string) => FragmentDefinitionNode | undefined {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return (name) => fragments.get(name);
}

/** A count for a message: fragment bombs reach counts like 1.1e+12 or beyond what a number holds. */
function countText(n: number): string {
  if (!Number.isFinite(n)) return "more than can be counted";
  return n <= Number.MAX_SAFE_INTEGER ? String(n) : `about ${n.toExponential(1)}`;
}
