import { CombinedGraphQLErrors } from "@apollo/client/errors";

/**
 * The message to show for a failed GraphQL call: the server's own message when it sent one
 * (docs/behaviour.md#messages prefers it), else `fallback` (network failures, unexpected errors).
 */
export function serverMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((item) => item.message.trim() !== "")?.message;
    if (message) return message;
  }
  return fallback;
}
