import { Field, Text } from "@chakra-ui/react";
import { type ReactNode, useId } from "react";

export interface FormFieldProps extends Omit<Field.RootProps, "invalid" | "label" | "children"> {
  label: ReactNode;
  /** The field's problem (the form's or the server's); the control is then marked invalid. */
  error?: string;
  /** Help under the control, shown while there is no problem. */
  helperText?: ReactNode;
  /** Marked with the required indicator; any other field is marked "(optional)". */
  required?: boolean;
  /** The control: an Input, Textarea or PasswordInput (Chakra links it to the label and the text under it). */
  children: ReactNode;
}

/**
 * One form field: label (with its required or optional mark), control, and under it the problem
 * or the help. The control gets `aria-invalid` while there is a problem, and `aria-describedby`
 * naming the text under it: the problem and the help share one id, as only one of them is shown.
 */
export function FormField({ label, error, helperText, required = false, children, ...rootProps }: FormFieldProps) {
  const describedBy = `${useId()}-description`;
  return (
    <Field.Root {...rootProps} required={required} invalid={Boolean(error)} ids={{ errorText: describedBy, helperText: describedBy }}>
      <Field.Label>
        {label}{" "}
        {required ? (
          <Field.RequiredIndicator />
        ) : (
          <Text as="span" color="fg.muted" fontWeight="normal">
            (optional)
          </Text>
        )}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
    </Field.Root>
  );
}
