import { type ASTVisitor, GraphQLError, type ValidationContext } from "graphql";
import { ErrorCode } from "../shared/errors.js";
import { describeInputProblem, findUnusableInput, MAX_INPUT_DEPTH, unusableText } from "../shared/nul-characters.js";

/** NUL characters and lone surrogates are refused before anything runs (the rule: shared/nul-characters.ts). */

/** Deepest nesting of lists and objects the variables may have. */
export const MAX_VARIABLES_DEPTH = MAX_INPUT_DEPTH;

/** Validation rule: refuse a string literal with a NUL character (`"\u0000"` in the query text). */
export function noNulCharacters(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      const problem = unusableText(node.value);
      if (!problem) return;
      const what = problem === "nul" ? "a NUL character (\\u0000)" : "text that is not valid Unicode (a lone surrogate)";
      context.reportError(
        new GraphQLError(`A string in the query holds ${what}, which the shop cannot use.`, {
          nodes: [node],
          extensions: { code: ErrorCode.BAD_USER_INPUT },
        }),
      );
    },
  };
}

/**
 * Why the request's variables cannot be used (a NUL character in a value or a name, or nesting
 * deeper than MAX_VARIABLES_DEPTH), naming where; null when they can.
 */
export function unusableVariables(variables: Record<string, unknown> | undefined): string | null {
  for (const [name, value] of Object.entries(variables ?? {})) {
    if (unusableText(name)) return "A variable name holds a NUL character (\\u0000) or text that is not valid Unicode.";
    const found = findUnusableInput(value, `$${name}`);
    if (found) return describeInputProblem(found, "The variable ");
  }
  return null;
}
