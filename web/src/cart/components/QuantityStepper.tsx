import { HStack, IconButton, Text } from "@chakra-ui/react";
import { MinusIcon, PlusIcon } from "../../shared/icons/icons";
import { MIN_QUANTITY } from "../cartLogic";

export interface QuantityStepperProps {
  quantity: number;
  /** Called with the new quantity; never below 1. */
  onChange: (quantity: number) => void;
  /** What is counted, for the accessible names, e.g. the product's name. */
  itemName: string;
  size?: "xs" | "sm";
}

/** − quantity + buttons; the decrease button is disabled at 1 (docs/behaviour.md#constants). */
export function QuantityStepper({ quantity, onChange, itemName, size = "sm" }: QuantityStepperProps) {
  return (
    <HStack role="group" aria-label={`Quantity of ${itemName}`} gap="0" borderWidth="1px" rounded="l2" w="fit-content">
      <IconButton
        aria-label={`Decrease quantity of ${itemName}`}
        variant="ghost"
        size={size}
        disabled={quantity <= MIN_QUANTITY}
        onClick={() => onChange(quantity - 1)}
      >
        <MinusIcon />
      </IconButton>
      <Text as="output" aria-live="polite" minW="8" textAlign="center" fontWeight="medium" textStyle="sm">
        {quantity}
      </Text>
      <IconButton
        aria-label={`Increase quantity of ${itemName}`}
        variant="ghost"
        size={size}
        onClick={() => onChange(quantity + 1)}
      >
        <PlusIcon />
      </IconButton>
    </HStack>
  );
}
