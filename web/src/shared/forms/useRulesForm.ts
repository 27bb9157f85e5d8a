import { type FormEvent, useRef, useState } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm, type UseFormReturn } from "react-hook-form";
import { serverFieldErrors } from "../errors/serverFieldErrors";
import { type FormRules, type RowRules, rulesResolver } from "./rulesResolver";

export interface RulesFormOptions<Values extends FieldValues> {
  /** The form's field rules (from `@shop/common`); read on every check, so they may change with the page. */
  rules: FormRules<Values>;
  /** The rules of each row of the form's list fields (`{ variants: variantRules }`), if it has any. */
  rowRules?: RowRules<Values>;
  /** The starting values; their keys, in order, are the form's fields. */
  defaultValues: Values;
}

export interface RulesForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** True while a submission is being sent (after the form's own checks passed). */
  sending: boolean;
  /**
   * The form's submit handler: checks the rules (problems shown under their fields, the first
   * focused), then calls `send` with the values, one submission at a time. `send` handles its own
   * failures (see `showServerErrors`).
   */
  submitWith: (send: (values: Values) => Promise<void>) => (event?: FormEvent) => void;
  /**
   * Shows the server's field errors (BAD_USER_INPUT, `extensions.fields`) under the form's
   * fields, rows' fields included (`variants.0.color`), and focuses the first; false when the
   * error names none of them.
   */
  showServerErrors: (error: unknown) => boolean;
}

/**
 * The web's one form machinery: react-hook-form checked by the shared field rules. Nothing nags
 * before the first submission; after it, each field's problem follows the typing
 * (`mode: "onSubmit"`, `reValidateMode: "onChange"`).
 */
export function useRulesForm<Values extends FieldValues>({ rules, rowRules, defaultValues }: RulesFormOptions<Values>): RulesForm<Values> {
  const form = useForm<Values>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: rulesResolver(rules, rowRules),
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const fields = Object.keys(defaultValues) as Path<Values>[];

  const submitWith = (send: (values: Values) => Promise<void>) => (event?: FormEvent) => {
    void form.handleSubmit(async (values) => {
      if (sendingRef.current) return;
      sendingRef.current = true;
      setSending(true);
      try {
        await send(values);
      } finally {
        sendingRef.current = false;
        setSending(false);
      }
    })(event);
  };

  const showServerErrors = (error: unknown): boolean => {
    const found: Partial<Record<string, string>> = serverFieldErrors(error, fields);
    // An item of a list the form types as one text (tags as "a, b") is that text's problem.
    const target = (name: string) => {
      const top = name.split(".")[0] as Path<Values>;
      return (Array.isArray(form.getValues(top)) ? name : top) as Path<Values>;
    };
    // In the form's order, so the first problem on the page is the one focused.
    const order = (name: string) => fields.indexOf(name.split(".")[0] as Path<Values>);
    const named = Object.keys(found).sort((a, b) => order(a) - order(b));
    for (const name of named) form.setError(target(name), { type: "server", message: found[name] });
    const first = named[0] === undefined ? undefined : target(named[0]);
    // After the page has re-enabled its fields (they may be disabled while sending).
    if (first) requestAnimationFrame(() => form.setFocus(first));
    return first !== undefined;
  };

  return { form, sending, submitWith, showServerErrors };
}
