import { CombinedGraphQLErrors } from "@apollo/client/errors";

/** A form field, or a field inside one of its list fields' rows (`variants.0.color`). */
export type ServerFieldName<F extends string> = F | `${F}.${string}`;

/**
 * The server's field errors for a form, by field. Every field error the API sends is a
 * BAD_USER_INPUT error with `extensions.fields: [{ field, messages }]` (docs/api.md, "Field
 * errors"). A path like "input.email" counts as "email", and a nested one like
 * "variants.0.color" stays whole when `variants` is the form's field (the longest tail of the path
 * that starts with one of its fields); the first message per field wins; fields the form does not
 * have are left out. Empty for any other error.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  formFields: readonly F[],
): Partial<Record<ServerFieldName<F>, string>> {
  const errors: Partial<Record<ServerFieldName<F>, string>> = {};
  if (!CombinedGraphQLErrors.is(error)) return errors;
  const formFieldOf = (path: string): ServerFieldName<F> | undefined => {
    const segments = path.split(".");
    const start = segments.findIndex((segment) => (formFields as readonly string[]).includes(segment));
    return start === -1 ? undefined : (segments.slice(start).join(".") as ServerFieldName<F>);
  };
  for (const graphQLError of error.errors) {
    if (graphQLError.extensions?.code !== "BAD_USER_INPUT") continue;
    const fields = graphQLError.extensions.fields;
    if (!Array.isArray(fields)) continue;
    for (const entry of fields as unknown[]) {
      if (typeof entry !== "object" || entry === null) continue;
      const { field, messages } = entry as { field?: unknown; messages?: unknown };
      if (typeof field !== "string") continue;
      const name = formFieldOf(field);
      const first = Array.isArray(messages) ? messages.find((m): m is string => typeof m === "string" && m !== "") : undefined;
      if (name && first && errors[name] === undefined) errors[name] = first;
    }
  }
  return errors;
}
