import { Button, Field, HStack, Input, Link, Stack } from "@chakra-ui/react";
import { useRef, useState, type FormEvent } from "react";
import { authErrorMessage } from "../authErrorMessage";
import { useAuthActions } from "../hooks/useAuthActions";
import { type FormErrors, hasFormErrors, type SignInValues, validateSignInForm } from "../signInForms";
import { PasswordInput } from "./PasswordInput";

export interface SignInFormProps {
  /** Shows a failure on the page; null clears it. */
  onError: (message: string | null) => void;
  /** Opens the password reset, with what is in the email field. */
  onForgotPassword: (email: string) => void;
}

/** Email and password sign-in. */
export function SignInForm({ onError, onForgotPassword }: SignInFormProps) {
  const { signIn } = useAuthActions();
  const [values, setValues] = useState<SignInValues>({ email: "", password: "" });
  const [errors, setErrors] = useState<FormErrors<SignInValues>>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: keyof SignInValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateSignInForm(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    onError(null);
    const found = validateSignInForm(values);
    setErrors(found);
    if (hasFormErrors(found)) {
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    setBusy(true);
    try {
      await signIn(values.email, values.password);
    } catch (error) {
      onError(authErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack asChild gap="4">
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate aria-label="Sign in with email">
        <Field.Root required invalid={Boolean(errors.email)}>
          <Field.Label>
            Email <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="email"
            type="email"
            autoComplete="username"
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
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change("password", event.target.value)}
          />
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
        <HStack justify="flex-end" mt="-2">
          <Link asChild textStyle="sm" colorPalette="blue" color="colorPalette.fg">
            <button type="button" onClick={() => onForgotPassword(values.email)}>
              Forgot password?
            </button>
          </Link>
        </HStack>
        <Button type="submit" colorPalette="blue" size="lg" loading={busy} loadingText="Signing in…">
          Sign in
        </Button>
      </form>
    </Stack>
  );
}
