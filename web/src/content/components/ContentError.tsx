import { Alert, Button } from "@chakra-ui/react";

export interface ContentErrorProps {
  /** The server's message, or the page's fallback. */
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A content page's error state with a retry button. */
export function ContentError({ message, onRetry, retrying = false }: ContentErrorProps) {
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
