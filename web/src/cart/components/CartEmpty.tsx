import { Button } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { CartIcon } from "../../shared/icons/icons";

export interface CartEmptyProps {
  /** Called when the shop link is followed (the drawer closes itself). */
  onNavigate?: () => void;
}

/** Shown instead of the lines when the cart is empty. */
export function CartEmpty({ onNavigate }: CartEmptyProps) {
  return (
    <EmptyNotice size="md" icon={<CartIcon />} title="Your cart is empty" description="Find something you like and add it to your cart.">
      <Button asChild variant="outline">
        <RouterLink to="/product-category" onClick={onNavigate}>
          Continue shopping
        </RouterLink>
      </Button>
    </EmptyNotice>
  );
}
