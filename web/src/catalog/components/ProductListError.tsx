import { Alert, Button } from "@chakra-ui/react";

export interface ProductListErrorProps {
  /** Called by the "Try again" button. */
  onRetry: () => void;
  /** True while a retry is in flight. */
  retrying?: boolean;
}

/** Shown when products could not be loaded. */
export function ProductListError({ onRetry, retrying = false }: ProductListErrorProps) {
  return (
    <Alert.Root status="error" variant="surface" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>We couldn't load the products</Alert.Title>
        <Alert.Description>Please check your connection and try again.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Alert.Root>
  );
}
