import { HStack, Text } from "@chakra-ui/react";
import { Money } from "../../shared/money/Money";
import { useCart } from "../hooks/useCart";

/** The cart's derived total, and the note that delivery comes at checkout. */
export function CartTotal({ size = "lg" }: { size?: "lg" | "xl" }) {
  const cart = useCart();
  return (
    <>
      <HStack justify="space-between">
        <Text fontWeight="medium">Total</Text>
        <Text fontWeight="bold" textStyle={size} data-testid="cart-total">
          <Money amount={cart.total} />
        </Text>
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        Delivery is calculated at checkout.
      </Text>
    </>
  );
}
