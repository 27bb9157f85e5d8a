import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { HeartIcon } from "../../shared/icons/icons";

/** Shown when the wishlist is empty. */
export function WishlistEmpty() {
  return (
    <EmptyState.Root size="lg" borderWidth="1px" borderStyle="dashed" rounded="l3" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <HeartIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>Your wishlist is empty</EmptyState.Title>
          <EmptyState.Description>Tap the heart on a product to keep it here for later.</EmptyState.Description>
        </VStack>
        <Button asChild variant="outline">
          <RouterLink to="/product-category">Browse products</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
