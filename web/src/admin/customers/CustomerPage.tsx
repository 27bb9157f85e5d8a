import { useQuery } from "@apollo/client/react";
import { Badge, HStack, Heading, Link, Stack } from "@chakra-ui/react";
import type { HeadSubject } from "@shop/common";
import { useMemo } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { useAuth } from "../../account";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { usePageMeta } from "../../shared/meta/usePageMeta";
import { PhoneLinks } from "../components/PhoneLinks";
import { AdminCustomerDocument } from "../gql/graphql";
import { CustomerActionButtons } from "./CustomerActionButtons";
import { CustomerFigures, CustomerOrdersSection, CustomerPageWaiting, useCustomerFormats, useCustomerOrdersPage } from "./CustomerDetailParts";
import { AccountStatusBadge, RoleBadge } from "./customerColumns";
import { CUSTOMER_TABLE_PATH } from "./customerTableParams";
import { customerName, useCustomerActions } from "./useCustomerActions";

/**
 * `/admin-dashboard/users/:uid`: one person's record, their figures and their orders (`?page=`
 * in the URL), with the same role and disable actions as the table.
 */
export function CustomerPage() {
  const { uid = "" } = useParams();
  const orderPage = useCustomerOrdersPage();
  const query = useQuery(AdminCustomerDocument, {
    variables: { uid, ...orderPage.window },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: true,
  });
  const { record } = useAuth();
  const actions = useCustomerActions({ refetch: () => query.refetch() });
  const { date } = useCustomerFormats();

  const data = query.data ?? query.previousData;
  // The tab names the person, not the address's uid.
  const name = data?.user ? customerName(data.user) : null;
  usePageMeta(useMemo<HeadSubject | null>(() => (name ? { kind: "titled", title: name } : null), [name]));
  if (!data) return <CustomerPageWaiting query={query} what="the customer" />;
  const user = data.user;
  if (!user) {
    return (
      <EmptyNotice frame="dashed" titleAs="h1" title="Customer not found" description="There is no account with this address.">
        <RouterLink to={CUSTOMER_TABLE_PATH}>Back to customers</RouterLink>
      </EmptyNotice>
    );
  }

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

      <CustomerFigures
        contact={[
          ["Email", user.email ?? "—"],
          ["Phone", user.phone ? <PhoneLinks phone={user.phone} name={customerName(user)} /> : "—"],
          ["Address", user.address ?? "—"],
        ]}
        orderCount={user.orderCount}
        totalSpent={user.totalSpent}
        dates={[
          ["Created", date(user.createdAt)],
          ["Last seen", date(user.lastSeenAt)],
        ]}
      />
      <CustomerOrdersSection
        id="customer-orders"
        orders={data.customerOrders}
        none={`${customerName(user)} has not ordered while signed in.`}
        busy={query.loading}
      />
    </Stack>
  );
}
