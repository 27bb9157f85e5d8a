import { Button } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { HeartIcon } from "../../shared/icons/icons";

/** Shown when the wishlist is empty. */
export function WishlistEmpty() {
  return (
    <EmptyNotice
      size="lg"
      frame="dashed"
      icon={<HeartIcon />}
      title="Your wishlist is empty"
      titleAs="h2"
      description="Tap the heart on a product to keep it here for later."
    >
      <Button asChild variant="outline">
        <RouterLink to="/product-category">Browse products</RouterLink>
      </Button>
    </EmptyNotice>
  );
}
