import { checkFields, type FieldRules } from "@shop/common";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

/** The rules of a form's fields, by the form's field names (a field without a rule always passes). */
export type FormRules<Values extends FieldValues> = FieldRules<keyof Values & string>;

/**
 * react-hook-form's resolver for a form checked by `common`'s field rules (`checkFields`): the
 * first problem of each field, in the same words the server uses.
 */
export function rulesResolver<Values extends FieldValues>(rules: FormRules<Values>): Resolver<Values> {
  return (values) => {
    const problems: Partial<Record<string, string>> = checkFields(rules, values);
    const errors: FieldErrors<FieldValues> = {};
    for (const [field, message] of Object.entries(problems)) {
      if (message !== undefined) errors[field] = { type: "rule", message };
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<Values> };
  };
}
