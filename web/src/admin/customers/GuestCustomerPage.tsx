import { useQuery } from "@apollo/client/react";
import { HStack, Heading, Link, Stack } from "@chakra-ui/react";
import type { HeadSubject } from "@shop/common";
import { useMemo } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { usePageMeta } from "../../shared/meta/usePageMeta";
import { PhoneLinks } from "../components/PhoneLinks";
import { AdminGuestCustomerDocument } from "../gql/graphql";
import { CustomerFigures, CustomerOrdersSection, CustomerPageWaiting, useCustomerFormats, useCustomerOrdersPage } from "./CustomerDetailParts";
import { GUEST_TABLE_PATH } from "./customerTableParams";
import { GuestBadge } from "./guestColumns";

/**
 * `/admin-dashboard/users/guests/:key`: one guest buyer (their orders under one phone number,
 * decision 062), their figures and their orders (`?page=` in the URL).
 */
export function GuestCustomerPage() {
  const { key = "" } = useParams();
  const orderPage = useCustomerOrdersPage();
  const query = useQuery(AdminGuestCustomerDocument, {
    variables: { key, ...orderPage.window },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const { date } = useCustomerFormats();

  const data = query.data ?? query.previousData;
  // The tab names the buyer, not the address's key.
  const name = data?.guestCustomer?.name ?? null;
  usePageMeta(useMemo<HeadSubject | null>(() => (name ? { kind: "titled", title: name } : null), [name]));
  if (!data) return <CustomerPageWaiting query={query} what="the guest buyer" />;
  const guest = data.guestCustomer;
  if (!guest) {
    return (
      <EmptyNotice frame="dashed" titleAs="h1" title="Guest buyer not found" description="No order without an account has this phone number.">
        <RouterLink to={GUEST_TABLE_PATH}>Back to guest buyers</RouterLink>
      </EmptyNotice>
    );
  }

  return (
    <Stack gap="6">
      <Link asChild alignSelf="start" textStyle="sm" colorPalette="blue" variant="underline">
        <RouterLink to={GUEST_TABLE_PATH}>Back to guest buyers</RouterLink>
      </Link>
      <Stack gap="2" minW="0">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight" overflowWrap="anywhere">
          {guest.name}
        </Heading>
        <HStack gap="2" wrap="wrap">
          <GuestBadge />
        </HStack>
      </Stack>
      <CustomerFigures
        contact={[
          ["Phone", <PhoneLinks phone={guest.phone} name={guest.name} />],
          ["Email", guest.email ?? "—"],
        ]}
        orderCount={guest.orderCount}
        totalSpent={guest.totalSpent}
        dates={[
          ["First order", date(guest.firstOrderAt)],
          ["Last order", date(guest.lastOrderAt)],
        ]}
        who="A guest buyer is every order placed without an account under this phone number, however it was written."
      />
      <CustomerOrdersSection id="guest-orders" orders={data.guestCustomerOrders} none={`${guest.name} has no order left to show.`} busy={query.loading} />
    </Stack>
  );
}
