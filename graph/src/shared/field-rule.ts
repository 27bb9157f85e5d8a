import { acceptsNumbers, type FieldRule as Rule } from "@shop/common";
import { registerDecorator } from "class-validator";

/**
 * Checks a property of an input class with one of common's field rules (`common/src/fields.ts`),
 * the same rule the browser's form checks: the rule's message is the error's. Empty values are
 * the rule's to judge (an optional field's rule accepts them), so no `@IsOptional` goes with it.
 * With `each`, the rule checks every item of a list (tags, lines).
 */
export function FieldRule(rule: Rule, { each = false }: { each?: boolean } = {}): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: "fieldRule",
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => (each ? problemOfEach(rule, value) : problemOf(rule, value)) === undefined,
        defaultMessage: (args) => (each ? problemOfEach(rule, args?.value) : problemOf(rule, args?.value)) ?? "Invalid value",
      },
    });
  };
}

function problemOf(rule: Rule, value: unknown): string | undefined {
  if (value === null || value === undefined || typeof value === "string") return rule(value);
  // GraphQL types the value; a REST body may hold anything. Number rules also take numbers.
  if (acceptsNumbers(rule)) return typeof value === "number" ? rule(value) : "Must be a number.";
  return "Must be text.";
}

/** The first item's problem; an absent list is fine (GraphQL's types say whether it may be). */
function problemOfEach(rule: Rule, value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Array.isArray(value)) return "Must be a list.";
  for (const item of value) {
    const problem = problemOf(rule, item);
    if (problem !== undefined) return problem;
  }
  return undefined;
}
