import { useQuery } from "@apollo/client/react";
import { AdminNavBadge } from "../components/AdminNavBadge";
import { NewContactMessageCountDocument } from "../gql/graphql";

/** How often the sidebar asks for the unread count (a message sent meanwhile shows within a minute). */
export const UNREAD_POLL_MS = 60_000;

/** The sidebar's count of unread (NEW) contact messages; the inbox's changes refetch it at once. */
export function NewMessagesBadge() {
  const { data } = useQuery(NewContactMessageCountDocument, { pollInterval: UNREAD_POLL_MS, fetchPolicy: "cache-and-network" });
  return <AdminNavBadge count={data?.newContactMessageCount ?? 0} label="unread messages" />;
}
