import { Button } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { NOT_FOUND_META } from "../../shared/meta/pageMeta";
import { usePageMeta } from "../../shared/meta/usePageMeta";

/** Shown for a product slug the shop does not have (or no longer sells); not to be indexed. */
export function ProductNotFound() {
  usePageMeta(NOT_FOUND_META);
  return (
    <EmptyNotice
      size="lg"
      frame="dashed"
      title="Product not found"
      titleAs="h1"
      description="This product does not exist or is no longer available."
    >
      <Button asChild colorPalette="blue">
        <RouterLink to="/product-category">Browse all products</RouterLink>
      </Button>
    </EmptyNotice>
  );
}
