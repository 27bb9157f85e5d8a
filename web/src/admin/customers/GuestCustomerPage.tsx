import { useQuery } from "@apollo/client/react";
import { HStack, Heading, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { ProductListPagination } from "../../catalog";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { useMoney } from "../../shared/money/useMoney";
import { parsePageParam } from "../../shared/routing/pageParams";
import { DetailList } from "../components/DetailList";
import { AdminGuestCustomerDocument } from "../gql/graphql";
import { CustomerOrdersTable } from "./CustomerPage";
import { GUEST_TABLE_PATH } from "./customerTableParams";
import { GuestBadge } from "./guestColumns";

const ORDERS_PER_PAGE = 10;

/**
 * `/admin-dashboard/users/guests/:key`: one guest buyer (their orders under one phone number,
 * decision 062), their figures and their orders (`?page=` in the URL).
 */
export function GuestCustomerPage() {
  const { key = "" } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get("page"));
  const query = useQuery(AdminGuestCustomerDocument, {
    variables: { key, skip: (page - 1) * ORDERS_PER_PAGE, take: ORDERS_PER_PAGE },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const { format: money, locale } = useMoney();
  const date = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);

  const data = query.data ?? query.previousData;
  if (query.error && !data) {
    return <QueryLoadError error={query.error} fallback="Failed to load the guest buyer" refetch={query.refetch} networkStatus={query.networkStatus} />;
  }
  if (!data) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text>Loading the guest buyer…</Text>
        <Skeleton height="10" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  const guest = data.guestCustomer;
  if (!guest) {
    return (
      <EmptyNotice frame="dashed" titleAs="h1" title="Guest buyer not found" description="No order without an account has this phone number.">
        <RouterLink to={GUEST_TABLE_PATH}>Back to guest buyers</RouterLink>
      </EmptyNotice>
    );
  }

  const orders = data.guestCustomerOrders;
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
      <DetailList
        items={[
          ["Phone", guest.phone],
          ["Email", guest.email ?? "—"],
          ["Orders", String(guest.orderCount)],
          ["Total spent", money(guest.totalSpent)],
          ["First order", date(guest.firstOrderAt)],
          ["Last order", date(guest.lastOrderAt)],
        ]}
      />
      <Text textStyle="xs" color="fg.muted">
        A guest buyer is every order placed without an account under this phone number, however it was written. Total spent adds up the
        orders that were neither cancelled nor refunded.
      </Text>

      <Stack gap="4" as="section" aria-labelledby="guest-orders">
        <Heading as="h2" size="lg" id="guest-orders">
          Orders
        </Heading>
        <CustomerOrdersTable orders={orders.items} date={date} busy={query.loading} />
        <ProductListPagination
          totalItems={orders.totalItems}
          pageSize={ORDERS_PER_PAGE}
          page={page}
          onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {}, { preventScrollReset: true })}
        />
      </Stack>
    </Stack>
  );
}
