import { Alert, Button } from "@chakra-ui/react";

/** Spec §8's product fetch error, shown when the server gave no message of its own. */
export const PRODUCTS_FETCH_ERROR = "Failed to fetch products";

export interface ProductListErrorProps {
  /** The server's message when it gave one; "Failed to fetch products" otherwise. */
  message?: string;
  /** Called by the "Try again" button. */
  onRetry: () => void;
  /** True while a retry is in flight. */
  retrying?: boolean;
}

/** Shown when products could not be loaded. */
export function ProductListError({ message, onRetry, retrying = false }: ProductListErrorProps) {
  return (
    <Alert.Root status="error" variant="surface" alignItems={{ base: "start", sm: "center" }} flexWrap="wrap">
      <Alert.Indicator />
      <Alert.Content minW="48">
        <Alert.Title>{message ?? PRODUCTS_FETCH_ERROR}</Alert.Title>
        <Alert.Description>Please check your connection and try again.</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Alert.Root>
  );
}
