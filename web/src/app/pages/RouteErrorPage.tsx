import { Box, Container } from "@chakra-ui/react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { BackToShop, NotFoundPage } from "../../shared/pages/NotFoundPage";

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
      <EmptyNotice
        size="lg"
        title="Something went wrong"
        titleAs="h1"
        description="An unexpected error stopped this page from loading. Please try again."
      >
        <BackToShop />
      </EmptyNotice>
    </Container>
  );
}
