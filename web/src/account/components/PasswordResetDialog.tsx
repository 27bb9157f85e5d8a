import { Alert, Button, CloseButton, Dialog, Input, Portal, Stack, Text } from "@chakra-ui/react";
import { passwordResetRules } from "@shop/common";
import { type FormEvent, useState } from "react";
import { FormField } from "../../shared/forms/FormField";
import { useRulesForm } from "../../shared/forms/useRulesForm";
import { authErrorMessage } from "../authErrorMessage";
import { useAuthActions } from "../hooks/useAuthActions";
import { useNeedsAuthClient } from "../hooks/useNeedsAuthClient";
import { AuthErrorAlert } from "./AuthErrorAlert";

export interface PasswordResetDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What was in the sign-in form's email field when the dialog opened. */
  initialEmail: string;
}

/** "Forgot password?": Firebase emails a reset link (in the emulator, the link is in its log). */
export function PasswordResetDialog({ open, onOpenChange, initialEmail }: PasswordResetDialogProps) {
  useNeedsAuthClient();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            {/* Mounted per opening, so each starts from the sign-in form's email. */}
            {open ? <PasswordResetContent initialEmail={initialEmail} onDone={() => onOpenChange(false)} /> : null}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PasswordResetContent({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const { sendPasswordReset } = useAuthActions();
  const { form, sending, submitWith } = useRulesForm({ rules: passwordResetRules, defaultValues: { email: initialEmail.trim() } });
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = submitWith(async ({ email }) => {
    try {
      await sendPasswordReset(email);
      setSentTo(email.trim());
    } catch (caught) {
      setError(authErrorMessage(caught));
    }
  });
  const submit = (event: FormEvent) => {
    setError(null);
    send(event);
  };

  if (sentTo) {
    return (
      <>
        <Dialog.Header>
          <Dialog.Title>Check your inbox</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Alert.Root status="success" variant="subtle" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title fontWeight="normal">
                If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset your password. Check your
                inbox (and the spam folder).
              </Alert.Title>
            </Alert.Content>
          </Alert.Root>
        </Dialog.Body>
        <Dialog.Footer>
          <Button colorPalette="blue" onClick={onDone}>
            Back to sign in
          </Button>
        </Dialog.Footer>
      </>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Reset your password">
      <Dialog.Header>
        <Dialog.Title>Reset your password</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted">Enter the email address of your account and we will send you a link to choose a new password.</Text>
          <AuthErrorAlert message={error} />
          <FormField label="Email" required error={form.formState.errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...form.register("email")} />
          </FormField>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">Cancel</Button>
        </Dialog.ActionTrigger>
        <Button type="submit" colorPalette="blue" loading={sending} loadingText="Sending…">
          Send reset link
        </Button>
      </Dialog.Footer>
    </form>
  );
}
