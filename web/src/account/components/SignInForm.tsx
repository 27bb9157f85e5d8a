import { Button, HStack, Input, Link, Stack } from "@chakra-ui/react";
import { signInRules } from "@shop/common";
import type { FormEvent } from "react";
import { FormField } from "../../shared/forms/FormField";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import { authErrorMessage } from "../authErrorMessage";
import { useAuthActions } from "../hooks/useAuthActions";
import { useNeedsAuthClient } from "../hooks/useNeedsAuthClient";
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
  useNeedsAuthClient();
  const { form, sending, submitWith } = useRulesForm({ rules: signInRules, defaultValues: { email: "", password: "" } });
  const { register } = form;
  const errors = form.formState.errors;

  const submit = (event: FormEvent) => {
    onError(null);
    submitWith(async ({ email, password }) => {
      try {
        await signIn(email, password);
      } catch (error) {
        onError(authErrorMessage(error));
      }
    })(event);
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate aria-label="Sign in with email">
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="username" inputMode="email" {...register("email")} />
        </FormField>
        <FormField label="Password" required error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...register("password")} />
        </FormField>
        <HStack justify="flex-end" mt="-2">
          <Link asChild textStyle="sm" colorPalette="blue" color="colorPalette.fg">
            <button type="button" onClick={() => onForgotPassword(form.getValues("email"))}>
              Forgot password?
            </button>
          </Link>
        </HStack>
        <Button type="submit" colorPalette="blue" size="lg" loading={sending} loadingText="Signing in…">
          Sign in
        </Button>
      </form>
    </Stack>
  );
}
