import type { ApolloServerPlugin } from "@apollo/server";
import {
  type ASTVisitor,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLSchema,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
} from "graphql";
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from "graphql-query-complexity";
import { ErrorCode } from "../shared/errors.js";

/** Deepest selection an operation may have (introspection fields are not counted). */
export const MAX_QUERY_DEPTH = 8;
/** Most an operation may cost: every field costs 1, list fields multiply their children by their page size. */
export const MAX_QUERY_COST = 5_000;

function depthOf(
  selectionSet: SelectionSetNode | undefined,
  fragments: Record<string, FragmentDefinitionNode>,
  visited: Set<string>,
): number {
  if (!selectionSet) return 0;
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    let depth: number;
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith("__")) continue;
      depth = selection.selectionSet ? 1 + depthOf(selection.selectionSet, fragments, visited) : 0;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = depthOf(selection.selectionSet, fragments, visited);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || visited.has(name)) continue;
      depth = depthOf(fragment.selectionSet, fragments, new Set(visited).add(name));
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** Validation rule: refuse an operation nested deeper than `maxDepth` before anything runs. */
export function depthLimit(maxDepth = MAX_QUERY_DEPTH) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    }
    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, fragments, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`The query is nested ${depth} levels deep; the limit is ${maxDepth}.`, {
              nodes: [operation],
              extensions: { code: ErrorCode.QUERY_TOO_DEEP, depth, maxDepth },
            }),
          );
        }
      },
    };
  };
}

/** Apollo plugin: compute each operation's cost once its variables are known, and refuse costly ones. */
export function costLimit(schema: GraphQLSchema, maxCost = MAX_QUERY_COST): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              operationName: request.operationName,
              variables: request.variables,
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch (error) {
            // The estimate coerces the variables first: a value of the wrong type is the client's error.
            throw new GraphQLError((error as Error).message, { extensions: { code: ErrorCode.BAD_USER_INPUT } });
          }
          if (cost > maxCost) {
            throw new GraphQLError(`The query costs ${cost}; the limit is ${maxCost}. Ask for fewer items or fields.`, {
              extensions: { code: ErrorCode.QUERY_TOO_COMPLEX, cost, maxCost, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
