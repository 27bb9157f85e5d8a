import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { skipToken, useQuery } from "@apollo/client/react";
import { Alert, Button, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink, useSearchParams } from "react-router";
import { useAuth } from "../../account";
import { QueryLoadError } from "../../shared/components/QueryLoadError";
import { OrderDocument } from "../../gql/graphql";
import { Money } from "../../shared/money/Money";
import { MoneyCurrency } from "../../shared/money/MoneyCurrency";
import { useShopLocale } from "../../shared/money/useShopLocale";
import { OrderDetails } from "../components/OrderDetails";
import { OrderNotFound } from "../components/OrderNotFound";
import { OrderPageSkeleton } from "../components/OrderPageSkeleton";
import { OrderStatusBadge } from "../components/OrderStatusBadge";
import { useGuestOrders } from "../hooks/useGuestOrders";
import { formatDateTime } from "../orderDisplay";

export const ORDER_LOAD_ERROR = "Failed to load your order";

function isNotFound(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "NOT_FOUND");
}

/**
 * `/order-confirmation?id=<order id>`: the order just placed — number, lines, totals, delivery
 * details, status and cash on delivery. A guest's order opens with the token this browser kept,
 * a customer's with their sign-in, so a reload keeps working. Its amounts are in the order's own currency.
 */
export function OrderConfirmationPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get("id")?.trim() ?? "";
  const guestOrders = useGuestOrders();
  const token = id ? guestOrders.tokenFor(id) : null;
  const { user, loading: authLoading } = useAuth();
  // Without a token the order opens only with the customer's sign-in: wait until it is known.
  const ready = id !== "" && (token !== null || !authLoading);
  const { data, error, networkStatus, refetch } = useQuery(
    OrderDocument,
    ready ? { variables: { id, guestToken: token }, notifyOnNetworkStatusChange: true } : skipToken,
  );
  const order = data?.order;
  const locale = useShopLocale();
  const returnTo = `/order-confirmation?${new URLSearchParams({ id }).toString()}`;

  if (!id || (error && isNotFound(error))) return <OrderNotFound signedIn={Boolean(user)} returnTo={returnTo} />;
  if (error && !order) {
    return (
      <QueryLoadError error={error} fallback={ORDER_LOAD_ERROR} refetch={refetch} networkStatus={networkStatus} />
    );
  }
  if (!order) return <OrderPageSkeleton />;

  const cancelled = order.status === "CANCELLED";

  return (
    <MoneyCurrency currency={order.currency}>
      <Stack gap="6" maxW="4xl" mx="auto" w="full">
        <Stack gap="3">
          <Alert.Root status={cancelled ? "info" : "success"} variant="subtle" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{cancelled ? "This order was cancelled." : "Thank you! Your order has been placed."}</Alert.Title>
              {cancelled ? null : (
                <Alert.Description>
                  We will call you on {order.phone} to confirm it. Pay <Money amount={order.total} /> in cash when it arrives.
                </Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
          <HStack gap="3" wrap="wrap" align="center">
            <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
              Order #{order.number}
            </Heading>
            <OrderStatusBadge status={order.status} size="lg" />
          </HStack>
          <Text color="fg.muted">
            Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, locale)}</time> · Cash on delivery
          </Text>
        </Stack>
        <Card.Root>
          <Card.Body>
            <OrderDetails order={order} headingLevel="h2" />
          </Card.Body>
        </Card.Root>
        {token && !user ? (
          <Text textStyle="sm" color="fg.muted">
            This order is saved in this browser: you can open it again from My orders.
          </Text>
        ) : null}
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="blue">
            <RouterLink to="/my-orders">View my orders</RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/product-category">Continue shopping</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </MoneyCurrency>
  );
}
