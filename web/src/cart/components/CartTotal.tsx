import { HStack, Text } from "@chakra-ui/react";
import { useFormatMoney } from "../../shared/settings/useFormatMoney";
import { useCart } from "../hooks/useCart";

/** The cart's derived total, and the note that delivery comes at checkout. */
export function CartTotal({ size = "lg" }: { size?: "lg" | "xl" }) {
  const cart = useCart();
  const formatMoney = useFormatMoney();
  return (
    <>
      <HStack justify="space-between">
        <Text fontWeight="medium">Total</Text>
        <Text fontWeight="bold" textStyle={size} data-testid="cart-total">
          {formatMoney(cart.total)}
        </Text>
      </HStack>
      <Text textStyle="xs" color="fg.muted">
        Delivery is calculated at checkout.
      </Text>
    </>
  );
}
