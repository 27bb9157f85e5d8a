import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";

/** The catch-all page for unknown paths. */
export function NotFoundPage() {
  return (
    <EmptyState.Root size="lg">
      <EmptyState.Content>
        <EmptyState.Indicator fontSize="5xl" fontWeight="bold">
          404
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title asChild>
            <h1>Page not found</h1>
          </EmptyState.Title>
          <EmptyState.Description>
            The page you are looking for does not exist or has moved.
          </EmptyState.Description>
        </VStack>
        <Button asChild colorPalette="blue">
          <RouterLink to="/">Back to the shop</RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
