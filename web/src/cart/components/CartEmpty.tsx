import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { CartIcon } from "../../shared/icons/icons";

export interface CartEmptyProps {
  /** Called when the shop link is followed (the drawer closes itself). */
  onNavigate?: () => void;
}

/** Shown instead of the lines when the cart is empty. */
export function CartEmpty({ onNavigate }: CartEmptyProps) {
  return (
    <EmptyState.Root size="md">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <CartIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>Your cart is empty</EmptyState.Title>
          <EmptyState.Description>Find something you like and add it to your cart.</EmptyState.Description>
        </VStack>
        <Button asChild variant="outline">
          <RouterLink to="/product-category" onClick={onNavigate}>
            Continue shopping
          </RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
