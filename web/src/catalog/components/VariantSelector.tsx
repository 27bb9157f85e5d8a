import { HStack, RadioCard, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { colorInStock, sizeLabel, sizesForColor, type VariantChoice, type VariantOption } from "../variantSelection";

export interface VariantSelectorProps {
  /** The product's colours, in display order. */
  colors: readonly string[];
  variants: readonly VariantOption[];
  choice: VariantChoice;
  onChooseColor: (color: string) => void;
  onChooseSize: (size: string) => void;
  currency: string;
  locale: string;
}

interface ChoiceGroupProps {
  value: string | null;
  onChoose: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
}

/** A radio group of chips: the colours, or the chosen colour's sizes. */
function ChoiceGroup({ value, onChoose, disabled = false, children }: ChoiceGroupProps) {
  return (
    <RadioCard.Root
      size="sm"
      variant="outline"
      colorPalette="blue"
      value={value}
      onValueChange={(details) => {
        if (details.value) onChoose(details.value);
      }}
      disabled={disabled}
    >
      {children}
    </RadioCard.Root>
  );
}

/** One colour or size to choose; one out of stock is struck through, says so, and cannot be chosen. */
function ChoiceItem({ value, label, soldOut, minW }: { value: string; label: string; soldOut: boolean; minW: string }) {
  return (
    <RadioCard.Item value={value} disabled={soldOut} flex="0 0 auto" minW={minW}>
      <RadioCard.ItemHiddenInput />
      <RadioCard.ItemControl px="3" py="2" justifyContent="center">
        <RadioCard.ItemText textDecoration={soldOut ? "line-through" : undefined}>
          {label}
          {soldOut ? <VisuallyHidden> (out of stock)</VisuallyHidden> : null}
        </RadioCard.ItemText>
      </RadioCard.ItemControl>
    </RadioCard.Item>
  );
}

/** Colour, then one of that colour's sizes, as two radio groups of chips. */
export function VariantSelector({
  colors,
  variants,
  choice,
  onChooseColor,
  onChooseSize,
  currency,
  locale,
}: VariantSelectorProps) {
  const sizes = sizesForColor(variants, choice.color);

  return (
    <Stack gap="5">
      <ChoiceGroup value={choice.color} onChoose={onChooseColor}>
        <RadioCard.Label textStyle="sm" fontWeight="semibold">
          Colour{choice.color ? <Text as="span" fontWeight="normal" color="fg.muted">: {choice.color}</Text> : null}
        </RadioCard.Label>
        <HStack gap="2" wrap="wrap" align="stretch">
          {colors.map((color) => (
            <ChoiceItem key={color} value={color} label={color} soldOut={!colorInStock(variants, color)} minW="16" />
          ))}
        </HStack>
      </ChoiceGroup>

      <ChoiceGroup value={choice.size} onChoose={onChooseSize} disabled={choice.color === null}>
        <RadioCard.Label textStyle="sm" fontWeight="semibold">
          Size
        </RadioCard.Label>
        {sizes.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            Choose a colour to see its sizes.
          </Text>
        ) : (
          <HStack gap="2" wrap="wrap" align="stretch">
            {sizes.map((variant) => (
              <ChoiceItem
                key={variant.id}
                value={variant.size}
                label={sizeLabel(variant, currency, locale)}
                soldOut={variant.stock <= 0}
                minW="12"
              />
            ))}
          </HStack>
        )}
      </ChoiceGroup>
    </Stack>
  );
}
