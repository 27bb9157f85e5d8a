import { HStack, Separator, Stack, Text } from "@chakra-ui/react";
import { Money } from "../../shared/money/Money";

export interface OrderTotalsProps {
  subtotal: number;
  shipping: number;
  total: number;
  /** The delivery zone the shipping fee came from. */
  deliveryZone?: string | null;
}

/** Subtotal, shipping and total, as the server computed them (in the currency of a `MoneyCurrency` above). */
export function OrderTotals({ subtotal, shipping, total, deliveryZone }: OrderTotalsProps) {
  return (
    <Stack gap="2" textStyle="sm">
      <HStack justify="space-between">
        <Text color="fg.muted">Subtotal</Text>
        <Text data-testid="order-subtotal"><Money amount={subtotal} /></Text>
      </HStack>
      <HStack justify="space-between" align="start">
        <Text color="fg.muted">
          Shipping
          {deliveryZone ? (
            <Text as="span" display="block" textStyle="xs">
              {deliveryZone}
            </Text>
          ) : null}
        </Text>
        <Text data-testid="order-shipping">{shipping === 0 ? "Free" : <Money amount={shipping} />}</Text>
      </HStack>
      <Separator />
      <HStack justify="space-between">
        <Text fontWeight="semibold" textStyle="md">
          Total
        </Text>
        <Text fontWeight="bold" textStyle="lg" data-testid="order-total">
          <Money amount={total} />
        </Text>
      </HStack>
    </Stack>
  );
}
