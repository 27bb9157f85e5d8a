import { useQuery } from "@apollo/client/react";
import { AdminNavBadge } from "../components/AdminNavBadge";
import { AdminPendingOrderCountDocument } from "../gql/graphql";
import { ORDER_POLL_MS, usePageVisible } from "./usePageVisible";

/** The Orders link's count of pending orders, refreshed every 30 s while the tab is visible. */
export function PendingOrdersBadge() {
  const visible = usePageVisible();
  const { data } = useQuery(AdminPendingOrderCountDocument, {
    pollInterval: visible ? ORDER_POLL_MS : 0,
    fetchPolicy: "cache-and-network",
  });
  return <AdminNavBadge count={data?.pendingOrderCount ?? 0} label="pending orders" />;
}
