import type { FieldRule as Rule } from "@shop/common";
import { registerDecorator } from "class-validator";

/**
 * Checks a property of an input class with one of common's field rules (`common/src/fields.ts`),
 * the same rule the browser's form checks: the rule's message is the error's. Empty values are
 * the rule's to judge (an optional field's rule accepts them), so no `@IsOptional` goes with it.
 */
export function FieldRule(rule: Rule): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: "fieldRule",
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) => problemOf(rule, value) === undefined,
        defaultMessage: (args) => problemOf(rule, args?.value) ?? "Invalid value",
      },
    });
  };
}

function problemOf(rule: Rule, value: unknown): string | undefined {
  // GraphQL types the value; a REST body may hold anything.
  if (value !== null && value !== undefined && typeof value !== "string") return "Must be text.";
  return rule(value);
}
