import { Alert, Button } from "@chakra-ui/react";

export interface LoadErrorProps {
  /** The server's message, or the page's fallback. */
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A "could not load" state with the message and a retry button. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert.Root status="error" variant="surface" alignItems={{ base: "start", sm: "center" }} flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content minW="48">
        <Alert.Title>{message}</Alert.Title>
        <Alert.Description>Please check your connection and try again.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Alert.Root>
  );
}
