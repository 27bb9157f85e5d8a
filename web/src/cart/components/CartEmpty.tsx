import { Button } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { CartIcon } from "../../shared/icons/icons";

export interface CartEmptyProps {
  /** Called when the shop link is followed (the drawer closes itself). */
  onNavigate?: () => void;
}

/** Shown instead of the lines when the cart is empty; its title is an h2 under the page's h1 or the drawer's title (axe heading-order). */
export function CartEmpty({ onNavigate }: CartEmptyProps) {
  return (
    <EmptyNotice size="md" icon={<CartIcon />} title="Your cart is empty" titleAs="h2" description="Find something you like and add it to your cart.">
      <Button asChild variant="outline">
        <RouterLink to="/product-category" onClick={onNavigate}>
          Continue shopping
        </RouterLink>
      </Button>
    </EmptyNotice>
  );
}
