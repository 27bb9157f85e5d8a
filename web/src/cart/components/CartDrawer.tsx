import { Button, CloseButton, Drawer, HStack, Link, Portal, Stack, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { useFormatMoney } from "../../app/useFormatMoney";
import { useCart } from "../hooks/useCart";
import { CartEmpty } from "./CartEmpty";
import { CartLineList } from "./CartLineList";

/**
 * The cart drawer (spec §2, §4): opened by add-to-cart and the header's cart button.
 * Chakra traps focus inside while open, closes on Escape, and returns focus to the opener.
 */
export function CartDrawer() {
  const cart = useCart();
  const formatMoney = useFormatMoney();

  return (
    <Drawer.Root
      open={cart.isOpen}
      onOpenChange={(details) => (details.open ? cart.open() : cart.close())}
      placement="end"
      size={{ base: "full", sm: "md" }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title>
                Your cart{" "}
                <Text as="span" color="fg.muted" fontWeight="normal">
                  ({cart.count} {cart.count === 1 ? "item" : "items"})
                </Text>
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body py="0">
              {cart.items.length === 0 ? <CartEmpty onNavigate={cart.close} /> : <CartLineList onNavigate={cart.close} />}
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" flexDirection="column" alignItems="stretch" gap="3">
              <HStack justify="space-between">
                <Text fontWeight="medium">Total</Text>
                <Text fontWeight="bold" textStyle="lg" data-testid="cart-total">
                  {formatMoney(cart.total)}
                </Text>
              </HStack>
              <Text textStyle="xs" color="fg.muted">
                Delivery is calculated at checkout.
              </Text>
              <Stack gap="2">
                <Button colorPalette="blue" size="lg" onClick={cart.checkout}>
                  Checkout
                </Button>
                <Link asChild justifyContent="center" textStyle="sm" onClick={cart.close}>
                  <RouterLink to="/shopping-cart">View cart</RouterLink>
                </Link>
              </Stack>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close cart" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
