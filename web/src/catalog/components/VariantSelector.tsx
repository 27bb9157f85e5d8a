import { HStack, RadioCard, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
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
      <RadioCard.Root
        size="sm"
        variant="outline"
        colorPalette="blue"
        value={choice.color}
        onValueChange={(details) => {
          if (details.value) onChooseColor(details.value);
        }}
      >
        <RadioCard.Label textStyle="sm" fontWeight="semibold">
          Colour{choice.color ? <Text as="span" fontWeight="normal" color="fg.muted">: {choice.color}</Text> : null}
        </RadioCard.Label>
        <HStack gap="2" wrap="wrap" align="stretch">
          {colors.map((color) => {
            const available = colorInStock(variants, color);
            return (
              <RadioCard.Item key={color} value={color} disabled={!available} flex="0 0 auto" minW="16">
                <RadioCard.ItemHiddenInput />
                <RadioCard.ItemControl px="3" py="2" justifyContent="center">
                  <RadioCard.ItemText textDecoration={available ? undefined : "line-through"}>
                    {color}
                    {available ? null : <VisuallyHidden> (out of stock)</VisuallyHidden>}
                  </RadioCard.ItemText>
                </RadioCard.ItemControl>
              </RadioCard.Item>
            );
          })}
        </HStack>
      </RadioCard.Root>

      <RadioCard.Root
        size="sm"
        variant="outline"
        colorPalette="blue"
        value={choice.size}
        onValueChange={(details) => {
          if (details.value) onChooseSize(details.value);
        }}
        disabled={choice.color === null}
      >
        <RadioCard.Label textStyle="sm" fontWeight="semibold">
          Size
        </RadioCard.Label>
        {sizes.length === 0 ? (
          <Text textStyle="sm" color="fg.muted">
            Choose a colour to see its sizes.
          </Text>
        ) : (
          <HStack gap="2" wrap="wrap" align="stretch">
            {sizes.map((variant) => {
              const soldOut = variant.stock <= 0;
              return (
                <RadioCard.Item key={variant.id} value={variant.size} disabled={soldOut} flex="0 0 auto" minW="12">
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl px="3" py="2" justifyContent="center">
                    <RadioCard.ItemText textDecoration={soldOut ? "line-through" : undefined}>
                      {sizeLabel(variant, currency, locale)}
                      {soldOut ? <VisuallyHidden> (out of stock)</VisuallyHidden> : null}
                    </RadioCard.ItemText>
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              );
            })}
          </HStack>
        )}
      </RadioCard.Root>
    </Stack>
  );
}
