import { LoadError } from "../../shared/components/LoadError";

/** The product fetch error (docs/behaviour.md#messages), shown when the server gave no message of its own. */
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
export function ProductListError({ message, ...rest }: ProductListErrorProps) {
  return <LoadError message={message ?? PRODUCTS_FETCH_ERROR} {...rest} />;
}
