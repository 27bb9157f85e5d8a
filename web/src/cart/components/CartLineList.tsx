import { StackSeparator, Stack } from "@chakra-ui/react";
import { cartLineId } from "../cartItem";
import { useCart } from "../hooks/useCart";
import { CartLine } from "./CartLine";

export interface CartLineListProps {
  /** Called when a product link is followed. */
  onNavigate?: () => void;
  size?: "sm" | "md";
}

/** The cart's lines, each with its quantity stepper and remove button. */
export function CartLineList({ onNavigate, size }: CartLineListProps) {
  const cart = useCart();

  return (
    <Stack as="ul" aria-label="Items in your cart" listStyleType="none" m="0" p="0" gap="0" separator={<StackSeparator />}>
      {cart.items.map((item) => {
        const lineId = cartLineId(item);
        return (
          <li key={lineId}>
            <CartLine
              item={item}
              onQuantityChange={(quantity) => cart.updateQuantity(lineId, quantity)}
              onRemove={() => cart.remove(lineId)}
              onNavigate={onNavigate}
              size={size}
            />
          </li>
        );
      })}
    </Stack>
  );
}
