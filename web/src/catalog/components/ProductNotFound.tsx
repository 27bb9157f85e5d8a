import { Button } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { EmptyNotice } from "../../shared/components/EmptyNotice";

/** Shown for a product slug the shop does not have (or no longer sells). */
export function ProductNotFound() {
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
