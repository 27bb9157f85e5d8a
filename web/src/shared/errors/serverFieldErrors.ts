import { CombinedGraphQLErrors } from "@apollo/client/errors";

/**
 * The server's field errors for a form, by field. Every field error the API sends is a
 * BAD_USER_INPUT error with `extensions.fields: [{ field, messages }]` (docs/api.md, "Field
 * errors"). A path like "input.email" counts as "email"; the first message per field wins;
 * fields the form does not have are left out. Empty for any other error.
 */
export function serverFieldErrors<F extends string>(error: unknown, formFields: readonly F[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  if (!CombinedGraphQLErrors.is(error)) return errors;
  const isFormField = (name: string): name is F => (formFields as readonly string[]).includes(name);
  for (const graphQLError of error.errors) {
    if (graphQLError.extensions?.code !== "BAD_USER_INPUT") continue;
    const fields = graphQLError.extensions.fields;
    if (!Array.isArray(fields)) continue;
    for (const entry of fields as unknown[]) {
      if (typeof entry !== "object" || entry === null) continue;
      const { field, messages } = entry as { field?: unknown; messages?: unknown };
      if (typeof field !== "string") continue;
      const name = field.split(".").at(-1) ?? field;
      const first = Array.isArray(messages) ? messages.find((m): m is string => typeof m === "string" && m !== "") : undefined;
      if (isFormField(name) && first && errors[name] === undefined) errors[name] = first;
    }
  }
  return errors;
}
