import { Button, Field, Input, Stack } from "@chakra-ui/react";
import { useRef, useState, type FormEvent } from "react";
import { authErrorMessage } from "../authErrorMessage";
import { useAuthActions } from "../hooks/useAuthActions";
import { PASSWORD_RULE_TEXT } from "../passwordRule";
import { DISPLAY_NAME_MAX, type FormErrors, hasFormErrors, type RegisterValues, validateRegisterForm } from "../signInForms";
import { PasswordInput } from "./PasswordInput";

export interface RegisterFormProps {
  /** Shows a failure on the page; null clears it. */
  onError: (message: string | null) => void;
}

/** Name, email and a password that follows the shop's rule (stated under the field). */
export function RegisterForm({ onError }: RegisterFormProps) {
  const { register } = useAuthActions();
  const [values, setValues] = useState<RegisterValues>({ displayName: "", email: "", password: "" });
  const [errors, setErrors] = useState<FormErrors<RegisterValues>>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: keyof RegisterValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateRegisterForm(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    onError(null);
    const found = validateRegisterForm(values);
    setErrors(found);
    if (hasFormErrors(found)) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    setBusy(true);
    try {
      await register(values.displayName, values.email, values.password);
    } catch (error) {
      onError(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack asChild gap="4">
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Create an account">
        <Field.Root required invalid={Boolean(errors.displayName)}>
          <Field.Label>
            Name <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="displayName"
            autoComplete="name"
            maxLength={DISPLAY_NAME_MAX}
            value={values.displayName}
            onChange={(event) => change("displayName", event.target.value)}
          />
          <Field.ErrorText>{errors.displayName}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.email)}>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(event) => change("email", event.target.value)}
          />
          <Field.ErrorText>{errors.email}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={Boolean(errors.password)}>
          <Field.Label>
            Password <Field.RequiredIndicator />
          </Field.Label>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => change("password", event.target.value)}
          />
          {errors.password ? (
            <Field.ErrorText>{errors.password}</Field.ErrorText>
          ) : (
            <Field.HelperText>{PASSWORD_RULE_TEXT}</Field.HelperText>
          )}
        </Field.Root>
        <Button type="submit" colorPalette="blue" size="lg" loading={busy} loadingText="Creating your account…">
          Create account
        </Button>
      </form>
    </Stack>
  );
}
