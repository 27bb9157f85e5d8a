import { Button, CloseButton, Drawer, HStack, Link, Portal, Stack, Text } from "@chakra-ui/react";
import { CheckIcon } from "../../shared/icons/icons";
import { Link as RouterLink } from "react-router";
import { useCart } from "../hooks/useCart";
import { CartTotal } from "./CartTotal";
import { CartEmpty } from "./CartEmpty";
import { CartLineList } from "./CartLineList";

/**
 * The cart drawer (docs/behaviour.md#screens-and-routes, #states): opened by add-to-cart (it then says
 * what was added, under its heading) and the header's cart button.
 * Chakra traps focus inside while open, closes on Escape, and returns focus to the opener.
 */
export function CartDrawer() {
  const cart = useCart();

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
            <Drawer.Header borderBottomWidth="1px" flexDirection="column" alignItems="flex-start" gap="1">
              <Drawer.Title>
                Your cart{" "}
                <Text as="span" color="fg.muted" fontWeight="normal">
                  ({cart.count} {cart.count === 1 ? "item" : "items"})
                </Text>
              </Drawer.Title>
              {/* In place of a toast, which would cover the first line (decision 064). */}
              {cart.justAdded ? (
                <HStack role="status" gap="1.5" textStyle="sm" pe="8">
                  <CheckIcon boxSize="4" color="green.solid" />
                  <Text>
                    Added to cart: <Text as="span" fontWeight="medium">{cart.justAdded}</Text>
                  </Text>
                </HStack>
              ) : null}
            </Drawer.Header>
            <Drawer.Body py="0">
              {cart.items.length === 0 ? <CartEmpty onNavigate={cart.close} /> : <CartLineList onNavigate={cart.close} />}
            </Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" flexDirection="column" alignItems="stretch" gap="3">
              <CartTotal size="lg" />
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
