import { useQuery } from "@apollo/client/react";
import { Badge, Box, HStack, Heading, Link, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { HeadSubject } from "@shop/common";
import { useMemo } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { useAuth } from "../../account";
import { paymentStatusLabel } from "../../orders";
import { ProductListPagination } from "../../catalog";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { usePageMeta } from "../../shared/meta/usePageMeta";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { parsePageParam } from "../../shared/routing/pageParams";
import { Money } from "../../shared/money/Money";
import { useMoney } from "../../shared/money/useMoney";
import { DetailList } from "../components/DetailList";
import { PhoneLinks } from "../components/PhoneLinks";
import { AdminCustomerDocument, type AdminCustomerQuery } from "../gql/graphql";
import { OrderRowsTable, statusColumn } from "../orders/OrderRowsTable";
import { CustomerActionButtons } from "./CustomerActionButtons";
import { AccountStatusBadge, RoleBadge } from "./customerColumns";
import { CUSTOMER_TABLE_PATH } from "./customerTableParams";
import { customerName, useCustomerActions } from "./useCustomerActions";

/** Orders per page on a customer's page. */
const ORDERS_PER_PAGE = 10;

type CustomerOrder = AdminCustomerQuery["customerOrders"]["items"][number];

/**
 * `/admin-dashboard/users/:uid`: one person's record, their figures and their orders (`?page=`
 * in the URL), with the same role and disable actions as the table.
 */
export function CustomerPage() {
  const { uid = "" } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get("page"));
  const query = useQuery(AdminCustomerDocument, {
    variables: { uid, skip: (page - 1) * ORDERS_PER_PAGE, take: ORDERS_PER_PAGE },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const { record } = useAuth();
  const actions = useCustomerActions({ refetch: () => query.refetch() });
  const { format: money, locale } = useMoney();
  const date = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);

  const data = query.data ?? query.previousData;
  // The tab names the person, not the address's uid.
  const name = data?.user ? customerName(data.user) : null;
  usePageMeta(useMemo<HeadSubject | null>(() => (name ? { kind: "titled", title: name } : null), [name]));
  if (query.error && !data) {
    return <QueryLoadError error={query.error} fallback="Failed to load the customer" refetch={query.refetch} networkStatus={query.networkStatus} />;
  }
  if (!data) {
    return (
      <Stack gap="4" aria-busy="true">
        <Text>Loading the customer…</Text>
        <Skeleton height="10" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  const user = data.user;
  if (!user) {
    return (
      <EmptyNotice frame="dashed" titleAs="h1" title="Customer not found" description="There is no account with this address.">
        <RouterLink to={CUSTOMER_TABLE_PATH}>Back to customers</RouterLink>
      </EmptyNotice>
    );
  }

  const orders = data.customerOrders;
  return (
    <Stack gap="6">
      <Link asChild alignSelf="start" textStyle="sm" colorPalette="blue" variant="underline">
        <RouterLink to={CUSTOMER_TABLE_PATH}>Back to customers</RouterLink>
      </Link>
      <Stack direction={{ base: "column", md: "row" }} justify="space-between" gap="4">
        <Stack gap="2" minW="0">
          <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight" overflowWrap="anywhere">
            {customerName(user)}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <RoleBadge role={user.role} />
            <AccountStatusBadge disabled={user.disabled} />
            {user.uid === record?.uid ? <Badge variant="outline">You</Badge> : null}
          </HStack>
        </Stack>
        <CustomerActionButtons user={user} isSelf={user.uid === record?.uid} ask={actions.ask} size="sm" />
      </Stack>
      {actions.dialog}

      <DetailList
        items={[
          ["Email", user.email ?? "—"],
          ["Phone", user.phone ? <PhoneLinks phone={user.phone} name={customerName(user)} /> : "—"],
          ["Address", user.address ?? "—"],
          ["Orders", String(user.orderCount)],
          ["Total spent", money(user.totalSpent)],
          ["Created", date(user.createdAt)],
          ["Last seen", date(user.lastSeenAt)],
        ]}
      />
      <Text textStyle="xs" color="fg.muted">
        Total spent adds up the orders that were neither cancelled nor refunded.
      </Text>

      <Stack gap="4" as="section" aria-labelledby="customer-orders">
        <Heading as="h2" size="lg" id="customer-orders">
          Orders
        </Heading>
        {orders.items.length === 0 ? (
          <EmptyNotice frame="dashed" title="No orders" description={`${customerName(user)} has not ordered while signed in.`} />
        ) : (
          <CustomerOrdersTable orders={orders.items} date={date} busy={query.loading} />
        )}
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

/** A page of a customer's orders (an account's or a guest's): number, date, status, payment, total. */
export function CustomerOrdersTable({
  orders,
  date,
  busy,
}: {
  orders: CustomerOrder[];
  date: (iso: string) => string;
  busy: boolean;
}) {
  return (
    <Box>
      <OrderRowsTable
        label="Orders"
        orders={orders}
        busy={busy}
        columns={[
          {
            header: "Date",
            cell: (order) => (
              <Text as="span" whiteSpace="nowrap" color="fg.muted">
                <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
              </Text>
            ),
          },
          statusColumn,
          { header: "Payment", cell: (order) => paymentStatusLabel(order.paymentStatus) },
          { header: "Total", numeric: true, cell: (order) => <Money amount={order.total} /> },
        ]}
      />
    </Box>
  );
}
