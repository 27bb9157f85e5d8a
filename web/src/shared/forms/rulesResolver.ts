import { checkFields, type FieldRule, type FieldRules } from "@shop/common";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";

/**
 * The rules of a form's fields, by the form's field names. A field without a rule always passes
 * (a checkbox, a list checked row by row with `RowRules`).
 */
export type FormRules<Values extends FieldValues> = Readonly<Partial<Record<keyof Values & string, FieldRule>>>;

/**
 * The rules of each row of a form's list fields (`variants: variantRules`): every row of the list
 * is checked with them, and a problem is reported at `variants.0.color`, as the server names it.
 */
export type RowRules<Values extends FieldValues> = Readonly<Partial<Record<keyof Values & string, FieldRules>>>;

/**
 * react-hook-form's resolver for a form checked by `common`'s field rules (`checkFields`): the
 * first problem of each field (and of each field of each row of a list), in the same words the
 * server uses.
 */
export function rulesResolver<Values extends FieldValues>(rules: FormRules<Values>, rowRules?: RowRules<Values>): Resolver<Values> {
  return (values) => {
    const problems: Partial<Record<string, string>> = checkFields(rules as FieldRules, values);
    const errors: FieldErrors<FieldValues> = {};
    for (const [field, message] of Object.entries(problems)) {
      if (message !== undefined) errors[field] = { type: "rule", message };
    }
    for (const [list, rowRule] of Object.entries(rowRules ?? {}) as [string, FieldRules | undefined][]) {
      const rows: unknown = values[list];
      if (!rowRule || !Array.isArray(rows)) continue;
      const rowErrors: (Record<string, FieldError> | undefined)[] = rows.map((row: Record<string, string>) => {
        const found = Object.entries(checkFields(rowRule, row)).filter((entry): entry is [string, string] => entry[1] !== undefined);
        return found.length ? Object.fromEntries(found.map(([name, message]) => [name, { type: "rule", message }])) : undefined;
      });
      if (rowErrors.some(Boolean)) errors[list] = rowErrors as unknown as FieldErrors<FieldValues>[string];
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors<Values> };
  };
}
