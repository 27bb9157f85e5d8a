import { Box, Button, Container, EmptyState, VStack } from "@chakra-ui/react";
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from "react-router";
import { NotFoundPage } from "../../shared/pages/NotFoundPage";

/** Error boundary of the routes: "Page not found" for 404s, a generic message otherwise. */
export function RouteErrorPage() {
  const error = useRouteError();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Box py="10">
        <NotFoundPage />
      </Box>
    );
  }

  return (
    <Container maxW="3xl" py="10">
      <title>Something went wrong</title>
      <EmptyState.Root size="lg">
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title asChild>
              <h1>Something went wrong</h1>
            </EmptyState.Title>
            <EmptyState.Description>
              An unexpected error stopped this page from loading. Please try again.
            </EmptyState.Description>
          </VStack>
          <Button asChild colorPalette="blue">
            <RouterLink to="/">Back to the shop</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Container>
  );
}
