import { Button, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { EmptyNotice } from "../components/EmptyNotice";
import { NOT_FOUND_META } from "../meta/pageMeta";
import { usePageMeta } from "../meta/usePageMeta";

/** The catch-all page for unknown paths (the server answers them with 404 and noindex). */
export function NotFoundPage() {
  usePageMeta(NOT_FOUND_META);
  return (
    <EmptyNotice
      size="lg"
      icon={<Text fontSize="5xl" fontWeight="bold" color="fg.muted">
          404
        </Text>}
      title="Page not found"
      titleAs="h1"
      description="The page you are looking for does not exist or has moved."
    >
      <BackToShop />
    </EmptyNotice>
  );
}

/** The way back from a page that could not be shown. */
export function BackToShop() {
  return (
    <Button asChild colorPalette="blue">
      <RouterLink to="/">Back to the shop</RouterLink>
    </Button>
  );
}
