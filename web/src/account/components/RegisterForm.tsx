import { Button, Input, Stack } from "@chakra-ui/react";
import { FIELD_LIMITS, PASSWORD_RULE_TEXT, registerRules } from "@shop/common";
import type { FormEvent } from "react";
import { FormField } from "../../shared/forms/FormField";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import { authErrorMessage } from "../authErrorMessage";
import { useAuthActions } from "../hooks/useAuthActions";
import { useNeedsAuthClient } from "../hooks/useNeedsAuthClient";
import { PasswordInput } from "./PasswordInput";

export interface RegisterFormProps {
  /** Shows a failure on the page; null clears it. */
  onError: (message: string | null) => void;
}

/** Name, email and a password that follows the shop's rule (stated under the field). */
export function RegisterForm({ onError }: RegisterFormProps) {
  const { register } = useAuthActions();
  useNeedsAuthClient();
  const { form, sending, submitWith } = useRulesForm({
    rules: registerRules,
    defaultValues: { displayName: "", email: "", password: "" },
  });
  const errors = form.formState.errors;

  const submit = (event: FormEvent) => {
    onError(null);
    submitWith(async ({ displayName, email, password }) => {
      try {
        await register(displayName, email, password);
      } catch (error) {
        onError(authErrorMessage(error));
      }
    })(event);
  };

  return (
    <Stack asChild gap="4">
      <form onSubmit={submit} noValidate aria-label="Create an account">
        <FormField label="Name" required error={errors.displayName?.message}>
          <Input autoComplete="name" maxLength={FIELD_LIMITS.name} {...form.register("displayName")} />
        </FormField>
        <FormField label="Email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
        </FormField>
        <FormField label="Password" required error={errors.password?.message} helperText={PASSWORD_RULE_TEXT}>
          <PasswordInput autoComplete="new-password" {...form.register("password")} />
        </FormField>
        <Button type="submit" colorPalette="blue" size="lg" loading={sending} loadingText="Creating your account…">
          Create account
        </Button>
      </form>
    </Stack>
  );
}
