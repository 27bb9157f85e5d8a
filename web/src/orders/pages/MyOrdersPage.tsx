import { Alert, Button, Heading, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { useAuth } from "../../account";
import { loginPathFor } from "../../account";
import { AccountOrders } from "../components/AccountOrders";
import { GuestOrders } from "../components/GuestOrders";
import { OrderListSkeleton } from "../components/OrderListSkeleton";
import { TrackOrder } from "../components/TrackOrder";
import { useGuestOrders } from "../hooks/useGuestOrders";

/**
 * `/my-orders`: a signed-in customer's orders (filtered by status, a page at a time) and, in
 * their own section, the guest orders placed in this browser (each order listed once: see
 * `splitAttachedOrders`). Signed-out visitors see their guest orders and an invitation to sign in
 * for their account's orders. Anyone can track an order by its number and phone.
 */
export function MyOrdersPage() {
  // Both lists wait for the sign-in's claim of guest orders: read before it, an order being
  // claimed would be listed under this browser and then under the account too.
  const { user, ordersSettled } = useAuth();
  const guestOrders = useGuestOrders();

  let account;
  if (!ordersSettled) account = <OrderListSkeleton label="Loading your orders" />;
  else if (user) account = <AccountOrders />;
  else {
    account = (
      <Alert.Root status="info" variant="subtle" alignItems={{ base: "start", sm: "center" }} flexWrap="wrap">
        <Alert.Indicator />
        <Alert.Content minW="48">
          <Alert.Title>Have an account?</Alert.Title>
          <Alert.Description>Sign in to see the orders of your account.</Alert.Description>
        </Alert.Content>
        <Button asChild size="sm" colorPalette="blue">
          <RouterLink to={loginPathFor("/my-orders")}>Sign in</RouterLink>
        </Button>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="8" maxW="4xl" mx="auto" w="full">
      <Stack gap="1">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }} letterSpacing="tight">
          My orders
        </Heading>
        <Text color="fg.muted">Follow your orders, see what you bought, and cancel an order while it is pending.</Text>
      </Stack>
      {account}
      {/* Read again for each person: which orders are in the account depends on it. */}
      {ordersSettled && (!user || guestOrders.orders.length > 0) ? (
        <GuestOrders key={user?.uid ?? "guest"} refs={guestOrders.orders} onAttached={guestOrders.forget} />
      ) : null}
      <TrackOrder />
    </Stack>
  );
}
