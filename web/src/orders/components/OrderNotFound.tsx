import { Button, HStack } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { loginPathFor } from "../../account";
import { NOT_FOUND_META } from "../../shared/meta/pageMeta";
import { usePageMeta } from "../../shared/meta/usePageMeta";

export interface OrderNotFoundProps {
  /** Whether someone is signed in (guests are offered sign-in). */
  signedIn: boolean;
  /** Where to come back to after signing in. */
  returnTo: string;
}

/** An order this visitor cannot open: another browser's guest order, another account's, or a bad link. */
export function OrderNotFound({ signedIn, returnTo }: OrderNotFoundProps) {
  usePageMeta(NOT_FOUND_META);
  return (
    <EmptyNotice
      size="md"
      frame="solid"
      title="We can’t show this order"
      titleAs="h1"
      description={
        signedIn
          ? "It is not one of your account’s orders, and this browser has no key to it. Orders placed as a guest open only in the browser they were placed in."
          : "Orders placed as a guest open only in the browser they were placed in; elsewhere, track one on My orders with its number and phone. If you ordered while signed in, sign in to see it."
      }
      descriptionProps={{ maxW: "md" }}
    >
      <HStack gap="3" wrap="wrap" justify="center">
        {signedIn ? null : (
          <Button asChild colorPalette="blue">
            <RouterLink to={loginPathFor(returnTo)}>Sign in</RouterLink>
          </Button>
        )}
        <Button asChild variant="outline">
          <RouterLink to="/my-orders">My orders</RouterLink>
        </Button>
      </HStack>
    </EmptyNotice>
  );
}
