import { Alert } from "@chakra-ui/react";

export interface AuthErrorAlertProps {
  /** The message to show; nothing is rendered without one. */
  message: string | null;
}

/** A sign-in form's error, announced as it appears. */
export function AuthErrorAlert({ message }: AuthErrorAlertProps) {
  if (!message) return null;
  return (
    <Alert.Root status="error" variant="subtle" role="alert">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{message}</Alert.Title>
    </Alert.Root>
  );
}
