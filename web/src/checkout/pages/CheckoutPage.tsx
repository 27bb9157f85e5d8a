import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { skipToken, useApolloClient, useMutation, useQuery } from "@apollo/client/react";
import { Alert, Box, Button, Card, Grid, Heading, Link, List, Spinner, Stack, Text, VStack } from "@chakra-ui/react";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import toast from "react-hot-toast";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { useAuth } from "../../account/hooks/useAuth";
import { loginPathFor } from "../../account/redirectTarget";
import { LoadError } from "../../shared/components/LoadError";
import { serverMessage } from "../../shared/errors/serverMessage";
import { trackPixel } from "../../shared/pixel/trackPixel";
import type { CartItem } from "../../cart/cartItem";
import { cartCount } from "../../cart/cartLogic";
import { CartEmpty } from "../../cart/components/CartEmpty";
import { useCart } from "../../cart/hooks/useCart";
import {
  CheckoutSettingsDocument,
  OrderDocument,
  type PlaceOrderMutation,
  PlaceOrderDocument,
  QuoteCartDocument,
} from "../../gql/graphql";
import { useGuestOrders } from "../../orders/hooks/useGuestOrders";
import { useOrderMoney } from "../../orders/hooks/useOrderMoney";
import {
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
  checkoutServerErrors,
  EMPTY_CHECKOUT,
  hasCheckoutErrors,
  newIdempotencyKey,
  prefillCheckout,
  toPlaceOrderInput,
  validateCheckout,
} from "../checkoutForm";
import { CheckoutForm, type DeliveryZone } from "../components/CheckoutForm";
import { CheckoutSummary } from "../components/CheckoutSummary";
import { checkQuote, type RefusedLine, refusedLines, toCartLineInputs } from "../quoteChanges";

export const PLACE_ORDER_FAILED = "Failed to place your order. Please try again.";
export const QUOTE_FAILED = "Failed to price your cart";

/** Router state the cart's checkout() passes: it has already sent the pixel's InitiateCheckout. */
function checkoutTracked(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { checkoutTracked?: unknown }).checkoutTracked === true;
}

function isBadInput(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "BAD_USER_INPUT");
}

function defaultZone(zones: readonly DeliveryZone[]): string {
  return (zones.find((zone) => zone.isDefault) ?? zones[0])?.name ?? "";
}

/** Lines refused for want of stock, remembered for the cart they were refused for. */
interface StockRefusal {
  items: CartItem[];
  lines: RefusedLine[];
  message: string;
}

/**
 * `/checkout`: contact, delivery zone, address, notes and payment (cash on delivery), beside the
 * cart priced by the server (`quoteCart`) — what the order will cost, with a notice when a price
 * or availability changed since an item went into the cart. "Place order" stays disabled until
 * every line can be ordered. One idempotency key per visit makes retries and double clicks one
 * order. Afterwards: the cart is emptied, the pixel's Purchase sent, a guest's order token kept
 * in this browser, and the confirmation opened.
 */
export function CheckoutPage() {
  const cart = useCart();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { user, record, loading: authLoading } = useAuth();
  const guestOrders = useGuestOrders();

  const settings = useQuery(CheckoutSettingsDocument);
  const zones = settings.data?.settings.deliveryZones ?? [];
  const settingsSettled = settings.data !== undefined || settings.error !== undefined;

  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [placing, setPlacing] = useState(false);
  const [placedId, setPlacedId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<StockRefusal | null>(null);
  const placingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const formId = useId();

  // Fill in the signed-in person's details once they are known (only fields still empty).
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  if (user && !authLoading && prefilledFor !== user.uid) {
    setPrefilledFor(user.uid);
    setValues((current) =>
      prefillCheckout(current, {
        name: record?.displayName ?? user.displayName,
        email: record?.email ?? user.email,
        phone: record?.phone,
        address: record?.address,
      }),
    );
  }

  const zone = values.deliveryZone || defaultZone(zones);
  const lines = useMemo(() => toCartLineInputs(cart.items), [cart.items]);
  const quoteQuery = useQuery(
    QuoteCartDocument,
    lines.length > 0 && settingsSettled && !placedId
      ? { variables: { input: { lines, deliveryZone: zone || null } }, fetchPolicy: "network-only", notifyOnNetworkStatusChange: true }
      : skipToken,
  );
  const quote = (quoteQuery.data ?? quoteQuery.previousData)?.quoteCart;
  const quoteLoading = quoteQuery.loading;
  const check = useMemo(() => checkQuote(cart.items, quote?.lines), [cart.items, quote]);
  const formatMoney = useOrderMoney(quote?.currency ?? settings.data?.settings.currency);
  const [placeOrder] = useMutation(PlaceOrderDocument);

  // The pixel's InitiateCheckout, once per visit, unless the cart's checkout() already sent it.
  const initiated = useRef(false);
  const { items, total } = cart;
  useEffect(() => {
    if (initiated.current) return;
    initiated.current = true;
    if (checkoutTracked(location.state) || items.length === 0) return;
    trackPixel("InitiateCheckout", {
      content_ids: items.map((item) => item.productId),
      content_type: "product",
      num_items: cartCount(items),
      value: total,
    });
  }, [items, total, location.state]);

  const orderable = Boolean(quote?.orderable) && !quoteLoading && !quoteQuery.error;
  const canPlace = orderable && !placing && cart.items.length > 0;

  const rules = { requireEmail: !user, requireZone: zones.length > 0 };
  const change = (field: CheckoutField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt, errors follow the typing; before it, nothing nags.
    if (attempted) setErrors(validateCheckout({ ...next, deliveryZone: next.deliveryZone || zone }, rules));
  };

  const focusFirstInvalid = () => {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
  };

  const finish = ({ order, guestToken }: PlaceOrderMutation["placeOrder"]) => {
    const token = guestToken ?? guestOrders.tokenFor(order.id);
    if (guestToken) guestOrders.remember({ id: order.id, token: guestToken, number: order.number, placedAt: order.createdAt });
    // The confirmation shows the order at once, and a retried guest checkout (whose answer
    // carries no token) can still show it in this visit.
    client.writeQuery({ query: OrderDocument, variables: { id: order.id, guestToken: token }, data: { order } });
    trackPixel("Purchase", {
      value: order.total,
      currency: order.currency,
      content_ids: [...new Set(order.lines.map((line) => line.productId).filter(Boolean))],
      content_type: "product",
      num_items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    });
    setPlacedId(order.id);
    cart.clear();
    void navigate(`/order-confirmation?${new URLSearchParams({ id: order.id }).toString()}`, { replace: true });
  };

  const fail = (error: unknown) => {
    if (CombinedGraphQLErrors.is(error)) {
      const first = error.errors[0];
      const code = first?.extensions?.code;
      const named = refusedLines(first?.extensions?.lines, cart.items);
      if (first && (code === "OUT_OF_STOCK" || named.length > 0)) {
        setRefusal({ items: cart.items, lines: named, message: first.message });
        toast.error(first.message);
        void quoteQuery.refetch().catch(() => undefined);
        return;
      }
      const fieldErrors = checkoutServerErrors(error);
      if (hasCheckoutErrors(fieldErrors)) {
        setErrors(fieldErrors);
        focusFirstInvalid();
        return;
      }
    }
    toast.error(serverMessage(error, PLACE_ORDER_FAILED));
    void quoteQuery.refetch().catch(() => undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placingRef.current) return;
    setAttempted(true);
    const chosen = { ...values, deliveryZone: zone };
    const found = validateCheckout(chosen, rules);
    setErrors(found);
    if (hasCheckoutErrors(found)) {
      focusFirstInvalid();
      return;
    }
    if (!canPlace) return;
    placingRef.current = true;
    setPlacing(true);
    setRefusal(null);
    try {
      const result = await placeOrder({ variables: { input: toPlaceOrderInput(chosen, lines, idempotencyKey) } });
      if (!result.data) throw new Error("The order was not confirmed");
      finish(result.data.placeOrder);
    } catch (error) {
      fail(error);
    } finally {
      placingRef.current = false;
      setPlacing(false);
    }
  };

  if (placedId) {
    return (
      <VStack py="16" gap="3" role="status">
        <Spinner size="lg" />
        <Text>Order placed. Opening your order…</Text>
      </VStack>
    );
  }

  if (cart.items.length === 0) {
    return (
      <Stack gap="6">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          Checkout
        </Heading>
        <Box bg="bg" borderWidth="1px" rounded="l3" py="6">
          <CartEmpty />
        </Box>
      </Stack>
    );
  }

  const shownRefusal = refusal && refusal.items === cart.items ? refusal : null;
  let reason: string | null = null;
  if (!placing) {
    if (quoteQuery.error) reason = "We couldn’t price your cart, so the order can’t be placed yet.";
    else if (check.problems.length > 0) reason = "Fix the items marked in the summary to place your order.";
    else if (quote && !quote.orderable) reason = "Choose a delivery zone to place your order.";
    else if (quoteLoading) reason = "Updating prices…";
  }
  const reasonId = `${formId}-reason`;

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          Checkout
        </Heading>
        {!user && !authLoading ? (
          <Text color="fg.muted" textStyle="sm">
            Have an account?{" "}
            <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
              <RouterLink to={loginPathFor("/checkout")}>Sign in</RouterLink>
            </Link>{" "}
            to keep this order with your account.
          </Text>
        ) : null}
      </Stack>
      <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 26rem" }} gap={{ base: 6, lg: 8 }} alignItems="start">
        <Card.Root>
          <Card.Body>
            <CheckoutForm
              id={formId}
              formRef={formRef}
              values={values}
              errors={errors}
              onChange={change}
              onSubmit={(event) => void submit(event)}
              zones={zones}
              zone={zone}
              requireEmail={rules.requireEmail}
              formatMoney={formatMoney}
              disabled={placing}
            />
          </Card.Body>
        </Card.Root>
        <Stack gap="4" position={{ lg: "sticky" }} top={{ lg: "24" }}>
          {shownRefusal ? (
            <Alert.Root status="error" variant="surface" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Not enough stock for your order</Alert.Title>
                <Alert.Description>
                  {shownRefusal.lines.length > 0 ? (
                    <List.Root ps="4">
                      {shownRefusal.lines.map((line, index) => (
                        <List.Item key={line.lineId ?? index}>
                          {line.name}
                          {line.variant ? ` (${line.variant})` : ""}: you asked for {line.quantity},{" "}
                          {line.available > 0 ? `only ${String(line.available)} left` : "none left"}
                        </List.Item>
                      ))}
                    </List.Root>
                  ) : (
                    shownRefusal.message
                  )}
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <CheckoutSummary
            check={check}
            quote={quote}
            updating={quoteLoading && quote !== undefined}
            formatMoney={formatMoney}
            onRemove={cart.remove}
            onChangeQuantity={cart.updateQuantity}
            error={
              quoteQuery.error && !quoteLoading ? (
                isBadInput(quoteQuery.error) ? (
                  // The cart itself is refused (e.g. a quantity above the limit): fixing the lines above helps, retrying does not.
                  <Alert.Root status="error" variant="subtle">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Title>{serverMessage(quoteQuery.error, QUOTE_FAILED)}</Alert.Title>
                      <Alert.Description>Change the items above to see your total.</Alert.Description>
                    </Alert.Content>
                  </Alert.Root>
                ) : (
                  <LoadError message={serverMessage(quoteQuery.error, QUOTE_FAILED)} onRetry={() => void quoteQuery.refetch().catch(() => undefined)} />
                )
              ) : undefined
            }
            footer={
              <Stack gap="2">
                <Button
                  type="submit"
                  form={formId}
                  colorPalette="blue"
                  size="lg"
                  disabled={!canPlace}
                  loading={placing}
                  loadingText="Placing order…"
                  aria-describedby={reason ? reasonId : undefined}
                >
                  Place order
                </Button>
                {reason ? (
                  <Text id={reasonId} textStyle="sm" color="fg.muted" textAlign="center" aria-live="polite">
                    {reason}
                  </Text>
                ) : (
                  <Text textStyle="xs" color="fg.muted" textAlign="center">
                    You pay in cash when your order arrives.
                  </Text>
                )}
              </Stack>
            }
          />
        </Stack>
      </Grid>
    </Stack>
  );
}
