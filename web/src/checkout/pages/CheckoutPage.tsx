import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { Alert, Box, Button, Card, Grid, Heading, Link, Spinner, Stack, Text, VStack } from "@chakra-ui/react";
import { useId } from "react";
import { Link as RouterLink } from "react-router";
import { loginPathFor } from "../../account";
import { CartEmpty } from "../../cart";
import { LoadError } from "../../shared/components/LoadError";
import { serverMessage } from "../../shared/errors/serverMessage";
import { MoneyCurrency } from "../../shared/money/MoneyCurrency";
import { CheckoutForm } from "../components/CheckoutForm";
import { CheckoutSummary } from "../components/CheckoutSummary";
import { StockRefusalAlert } from "../components/StockRefusalAlert";
import { useCheckout } from "../hooks/useCheckout";

const QUOTE_FAILED = "Failed to price your cart";

function isBadInput(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === "BAD_USER_INPUT");
}

/**
 * `/checkout`: contact, delivery zone, address, notes and payment (cash on delivery), beside the
 * cart priced by the server — what the order will cost, with a notice when a price or
 * availability changed since an item went into the cart. "Place order" stays disabled until
 * every line can be ordered. What happens is in `useCheckout`; this page lays it out.
 */
export function CheckoutPage() {
  const checkout = useCheckout();
  const { cart, quoteError, blockedReason } = checkout;
  const formId = useId();
  const reasonId = `${formId}-reason`;

  if (checkout.placedId) {
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

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          Checkout
        </Heading>
        {checkout.offerSignIn ? (
          <Text color="fg.muted" textStyle="sm">
            Have an account?{" "}
            <Link asChild colorPalette="blue" color="colorPalette.fg" fontWeight="medium">
              <RouterLink to={loginPathFor("/checkout")}>Sign in</RouterLink>
            </Link>{" "}
            to keep this order with your account.
          </Text>
        ) : null}
      </Stack>
      <MoneyCurrency currency={checkout.currency}>
        <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1fr) 26rem" }} gap={{ base: 6, lg: 8 }} alignItems="start">
          <Card.Root>
            <Card.Body>
              <CheckoutForm
                id={formId}
                form={checkout.form}
                onSubmit={checkout.submit}
                zones={checkout.zones}
                zone={checkout.zone}
                requireEmail={checkout.requireEmail}
                disabled={checkout.placing}
              />
            </Card.Body>
          </Card.Root>
          <Stack gap="4" position={{ lg: "sticky" }} top={{ lg: "24" }}>
            {checkout.refusal ? <StockRefusalAlert refusal={checkout.refusal} /> : null}
            <CheckoutSummary
              check={checkout.check}
              quote={checkout.quote}
              updating={checkout.quoteLoading && checkout.quote !== undefined}
              onRemove={cart.remove}
              onChangeQuantity={cart.updateQuantity}
              error={
                quoteError ? (
                  isBadInput(quoteError) ? (
                    // The cart itself is refused (e.g. a quantity above the limit): fixing the lines above helps, retrying does not.
                    <Alert.Root status="error" variant="subtle">
                      <Alert.Indicator />
                      <Alert.Content>
                        <Alert.Title>{serverMessage(quoteError, QUOTE_FAILED)}</Alert.Title>
                        <Alert.Description>Change the items above to see your total.</Alert.Description>
                      </Alert.Content>
                    </Alert.Root>
                  ) : (
                    <LoadError message={serverMessage(quoteError, QUOTE_FAILED)} onRetry={checkout.refetchQuote} />
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
                    disabled={!checkout.canPlace}
                    loading={checkout.placing}
                    loadingText="Placing order…"
                    aria-describedby={blockedReason ? reasonId : undefined}
                  >
                    Place order
                  </Button>
                  {blockedReason ? (
                    <Text id={reasonId} textStyle="sm" color="fg.muted" textAlign="center" aria-live="polite">
                      {blockedReason}
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
      </MoneyCurrency>
    </Stack>
  );
}
