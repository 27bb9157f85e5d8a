import { type ASTVisitor, GraphQLError, type ValidationContext } from "graphql";

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
