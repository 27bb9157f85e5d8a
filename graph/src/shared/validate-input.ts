import { checkFields, type FieldRule, type FieldRules, type FieldValue } from "@shop/common";
import { type ValidationError, validate } from "class-validator";
import { type FieldProblem, fieldErrors } from "./errors.js";

/** class-validator's failures, nested ones as `lines.0.quantity`, as the field list of a field error. */
export function fieldProblems(failures: readonly Pick<ValidationError, "property" | "constraints" | "children">[], prefix = ""): FieldProblem[] {
  return failures.flatMap((failure) => {
    const field = prefix ? `${prefix}.${failure.property}` : failure.property;
    const messages = Object.values(failure.constraints ?? {});
    return [...(messages.length ? [{ field, messages }] : []), ...fieldProblems(failure.children ?? [], field)];
  });
}

/**
 * A REST body checked by the GraphQL input class it stands for, so both paths hold the same rules
 * and refuse with the same field error (docs/api.md, "Field errors").
 */
export async function validInput<T extends object>(InputClass: new () => T, values: { [K in keyof T]?: unknown }): Promise<T> {
  const input = Object.assign(new InputClass(), values);
  const failures = await validate(input, { forbidUnknownValues: false });
  if (failures.length) throw fieldErrors(fieldProblems(failures));
  return input;
}

/** The problems of `values` under common's `rules`, each field named with `prefix` (`variants.0.`). */
export function ruleProblems<Field extends string>(
  rules: FieldRules<Field>,
  values: Partial<Record<Field, FieldValue>>,
  prefix = "",
): FieldProblem[] {
  return Object.entries(checkFields(rules, values)).map(([field, message]) => ({ field: `${prefix}${field}`, messages: [String(message)] }));
}

/** The problems of each item of a list under one rule, as `field.0`, `field.1`… */
export function listProblems(items: readonly FieldValue[] | undefined, rule: FieldRule, field: string): FieldProblem[] {
  return (items ?? []).flatMap((item, i) => {
    const message = rule(item);
    return message === undefined ? [] : [{ field: `${field}.${i}`, messages: [message] }];
  });
}
