import { type ASTVisitor, GraphQLError, Kind, type SelectionSetNode, type ValidationContext } from "graphql";
import { ErrorCode } from "../shared/errors.js";

/**
 * Root fields an operation may hold once, whatever their aliases (docs/decisions/041-…): each
 * counts against a rate limit, and when one alias is refused (RATE_LIMITED) its non-null type
 * turns the whole answer into `data: null`, losing what the others did. Twelve aliased
 * `placeOrder`s committed ten orders whose ids and guest tokens the caller never saw.
 */
export const ONCE_PER_REQUEST_FIELDS: ReadonlySet<string> = new Set(["placeOrder", "createContactMessage", "orderLookup"]);

/** Validation rule: refuse an operation that asks for one of ONCE_PER_REQUEST_FIELDS under two names, before anything runs. */
export function oncePerRequest(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      // Response names per field: the same field under the same name (spread twice) runs once.
      const names = new Map<string, Set<string>>();
      const seenFragments = new Set<string>();
      const collect = (selectionSet: SelectionSetNode) => {
        for (const selection of selectionSet.selections) {
          if (selection.kind === Kind.FIELD) {
            const field = selection.name.value;
            if (!ONCE_PER_REQUEST_FIELDS.has(field)) continue;
            const responseNames = names.get(field) ?? new Set<string>();
            names.set(field, responseNames.add(selection.alias?.value ?? field));
          } else if (selection.kind === Kind.INLINE_FRAGMENT) {
            collect(selection.selectionSet);
          } else if (!seenFragments.has(selection.name.value)) {
            seenFragments.add(selection.name.value);
            const fragment = context.getFragment(selection.name.value);
            if (fragment) collect(fragment.selectionSet);
          }
        }
      };
      collect(operation.selectionSet);
      for (const [field, responseNames] of names) {
        if (responseNames.size < 2) continue;
        context.reportError(
          new GraphQLError(`${field} may be asked once per request; this one asks ${responseNames.size} times. Send one request each.`, {
            nodes: [operation],
            extensions: { code: ErrorCode.ONCE_PER_REQUEST, field, count: responseNames.size },
          }),
        );
      }
    },
  };
}

/**
 * Validation rule: refuse a subscription. The shop has no subscriptions (graphql-js 16 lets one
 * through validation and fails it while executing, which read as the shop's own error).
 */
export function noSubscriptions(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      if (operation.operation !== "subscription" || context.getSchema().getSubscriptionType()) return;
      context.reportError(
        new GraphQLError("This shop has no subscriptions: send queries and mutations.", { nodes: [operation] }),
      );
    },
  };
}
