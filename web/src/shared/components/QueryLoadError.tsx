import { NetworkStatus } from "@apollo/client";
import { serverMessage } from "../errors/serverMessage";
import { LoadError } from "./LoadError";

export interface QueryLoadErrorProps {
  /** The query's error. */
  error: unknown;
  /** Said when the server gave no message. */
  fallback: string;
  /** The query's `refetch` and `networkStatus` (with `notifyOnNetworkStatusChange`). */
  refetch: () => Promise<unknown>;
  networkStatus: NetworkStatus;
}

/** A query that could not load: the server's message, and "Try again" refetching it. */
export function QueryLoadError({ error, fallback, refetch, networkStatus }: QueryLoadErrorProps) {
  return (
    <LoadError
      message={serverMessage(error, fallback)}
      onRetry={() => void refetch().catch(() => undefined)}
      retrying={networkStatus === NetworkStatus.refetch}
    />
  );
}
