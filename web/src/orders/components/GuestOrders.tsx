import { skipToken, useQuery } from "@apollo/client/react";
import { Heading, Stack, Text } from "@chakra-ui/react";
import { useEffect, useId, useMemo } from "react";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { GuestOrdersDocument } from "../../gql/graphql";
import { type GuestOrderRef, guestOrderAccess, guestTokenFor, splitAttachedOrders } from "../guestOrders";
import { OrderCard } from "./OrderCard";
import { OrderListSkeleton } from "./OrderListSkeleton";

export const GUEST_ORDERS_LOAD_ERROR = "Failed to load the orders placed in this browser";

export interface GuestOrdersProps {
  refs: readonly GuestOrderRef[];
  /** Called with the orders a sign-in attached to the account: the account lists them, so the browser forgets them. */
  onAttached(ids: readonly string[]): void;
}

/**
 * Guest orders this browser placed (`guestOrders` with the tokens it kept), newest first; those
 * now in the signed-in account are left to the account's list, so each order is listed once.
 */
export function GuestOrders({ refs, onAttached }: GuestOrdersProps) {
  const headingId = useId();
  const access = useMemo(() => guestOrderAccess(refs), [refs]);
  const { data, error, networkStatus, refetch } = useQuery(
    GuestOrdersDocument,
    access.length > 0 ? { variables: { access }, fetchPolicy: "cache-and-network", notifyOnNetworkStatusChange: true } : skipToken,
  );
  const { browserOnly, attachedIds } = useMemo(() => splitAttachedOrders(data?.guestOrders ?? []), [data]);
  useEffect(() => {
    if (attachedIds.length > 0) onAttached(attachedIds);
  }, [attachedIds, onAttached]);

  let content;
  if (access.length === 0) {
    content = (
      <EmptyNotice
        size="sm"
        frame="solid"
        title="No orders placed in this browser yet"
        description="Orders you place as a guest are kept here, so you can follow them."
      />
    );
  } else if (error && !data) {
    content = (
      <QueryLoadError error={error} fallback={GUEST_ORDERS_LOAD_ERROR} refetch={refetch} networkStatus={networkStatus} />
    );
  } else if (!data) {
    content = <OrderListSkeleton count={Math.min(access.length, 3)} label="Loading the orders placed in this browser" />;
  } else if (browserOnly.length === 0) {
    content = (
      <Text color="fg.muted" textStyle="sm">
        {attachedIds.length > 0
          ? "The orders placed in this browser are listed under your account now."
          : "The orders placed in this browser can no longer be opened."}
      </Text>
    );
  } else {
    content = (
      <Stack gap="3">
        {browserOnly.map((order) => (
          <OrderCard key={order.id} order={order} guestToken={guestTokenFor(refs, order.id)} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack as="section" gap="4" aria-labelledby={headingId}>
      <Stack gap="0.5">
        <Heading as="h2" size="lg" id={headingId}>
          Orders placed in this browser
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          Guest orders open only in the browser they were placed in.
        </Text>
      </Stack>
      {content}
    </Stack>
  );
}
