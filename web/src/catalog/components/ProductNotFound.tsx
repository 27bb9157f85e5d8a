import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

/** Shown for a product slug the shop does not have (or no longer sells). */
export function ProductNotFound() {
  return (
    <EmptyState.Root size="lg" borderWidth="1px" borderStyle="dashed" rounded="l3" bg="bg">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title asChild>
            <h1>Product not found</h1>
          </EmptyState.Title>
          <EmptyState.Description>
            This product does not exist or is no longer available.
          </EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="blue">
          <RouterLink to="/product-category">Browse all products</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
