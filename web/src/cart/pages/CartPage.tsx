import { Box, Button, Card, Grid, Heading, HStack, Link, Separator, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { CartEmpty } from "../components/CartEmpty";
import { CartTotal } from "../components/CartTotal";
import { CartLineList } from "../components/CartLineList";
import { useCart } from "../hooks/useCart";

/** The cart page: `/shopping-cart` — the lines, the total and the way to checkout. */
export function CartPage() {
  const cart = useCart();

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" letterSpacing="tight">
        Shopping cart
      </Heading>
      {cart.items.length === 0 ? (
        <Box bg="bg" borderWidth="1px" rounded="l3" py="6">
          <CartEmpty />
        </Box>
      ) : (
        <Grid templateColumns={{ base: "1fr", lg: "1fr 22rem" }} gap="6" alignItems="start">
          <Card.Root>
            <Card.Body py="2">
              <CartLineList size="md" />
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-labelledby="cart-summary-title" position={{ lg: "sticky" }} top={{ lg: "24" }}>
            <Card.Body gap="4">
              <Heading as="h2" size="md" id="cart-summary-title">
                Order summary
              </Heading>
              <HStack justify="space-between" textStyle="sm">
                <Text color="fg.muted">Items</Text>
                <Text>{cart.count}</Text>
              </HStack>
              <Separator />
              <CartTotal size="xl" />
              <Button colorPalette="blue" size="lg" onClick={cart.checkout}>
                Checkout
              </Button>
              <Link asChild justifyContent="center" textStyle="sm">
                <RouterLink to="/product-category">Continue shopping</RouterLink>
              </Link>
            </Card.Body>
          </Card.Root>
        </Grid>
      )}
    </Stack>
  );
}
