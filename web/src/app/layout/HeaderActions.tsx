import { Box, Circle, Flex, Float, HStack, IconButton, Link } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { AccountMenu } from "../../account/components/AccountMenu";
import { useCart } from "../../cart/hooks/useCart";
import { useWishlist } from "../../wishlist/hooks/useWishlist";
import { CartIcon, HeartIcon } from "../../shared/icons/icons";

/** A count on an icon; hidden from assistive tech (the control's name says it). */
function CountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <Float placement="top-end" offset="1.5" aria-hidden="true">
      <Circle size="5" bg="blue.solid" color="blue.contrast" textStyle="2xs" fontWeight="bold" px="1">
        {count > 99 ? "99+" : count}
      </Circle>
    </Float>
  );
}

function itemsLabel(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}

/** The header's wishlist link and cart button, each with its count, and the account menu. */
export function HeaderActions() {
  const cart = useCart();
  const wishlist = useWishlist();

  return (
    <HStack gap="1" flexShrink={0}>
      <Box position="relative">
        <IconButton asChild variant="ghost" size="md" aria-label={`Wishlist, ${itemsLabel(wishlist.count)}`}>
          <Link asChild>
            <RouterLink to="/wishlist">
              <HeartIcon boxSize="6" />
            </RouterLink>
          </Link>
        </IconButton>
        <CountBadge count={wishlist.count} />
      </Box>
      <Box position="relative">
        <IconButton
          variant="ghost"
          size="md"
          aria-label={`Open cart, ${itemsLabel(cart.count)}`}
          aria-haspopup="dialog"
          onClick={cart.open}
        >
          <CartIcon boxSize="6" />
        </IconButton>
        <CountBadge count={cart.count} />
      </Box>
      {/*
        As wide as "Sign in", whichever the control shows: the server renders a placeholder (it cannot
        know who is signed in), and the wishlist and cart buttons must not move when the browser
        replaces it, under a finger or a pointer on its way to them.
      */}
      <Flex minW="6rem" justify="flex-end">
        <AccountMenu />
      </Flex>
    </HStack>
  );
}
