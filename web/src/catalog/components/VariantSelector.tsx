import { Box, HStack, RadioCard, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { StrokeIcon } from "../../shared/icons/StrokeIcon";
import { useMoney } from "../../shared/money/useMoney";
import { swatchColor } from "../swatchColor";
import { colorInStock, sizeLabel, sizesForColor, type VariantChoice, type VariantOption } from "../variantSelection";

/**
 * A request to lead the shopper to a group that still needs a choice (the sticky bar's "Add to cart").
 * Every request is a new object, so asking twice leads there twice.
 */
export interface SelectorPrompt {
  group: "color" | "size";
  message: string;
}

export interface VariantSelectorProps {
  /** The product's colours, in display order. */
  colors: readonly string[];
  variants: readonly VariantOption[];
  choice: VariantChoice;
  onChooseColor: (color: string) => void;
  onChooseSize: (size: string) => void;
  prompt?: SelectorPrompt | null;
}

interface ChoiceGroupProps {
  value: string | null;
  onChoose: (value: string) => void;
  disabled?: boolean;
  groupRef: RefObject<HTMLDivElement | null>;
  /** The id of the prompt shown under the group, when there is one. */
  describedBy?: string;
  children: ReactNode;
}

/** A radio group of chips: the colours, or the chosen colour's sizes. */
function ChoiceGroup({ value, onChoose, disabled = false, groupRef, describedBy, children }: ChoiceGroupProps) {
  return (
    <RadioCard.Root
      ref={groupRef}
      size="sm"
      variant="outline"
      colorPalette="blue"
      value={value}
      onValueChange={(details) => {
        if (details.value) onChoose(details.value);
      }}
      disabled={disabled}
      aria-describedby={describedBy}
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

/**
 * A colour as a round swatch painted in it: the chosen one has a ring and a check mark, one out of
 * stock a diagonal stroke. The colour's name is its label for screen readers (and the group shows it).
 */
function ColorSwatch({ color, paint, soldOut, checked }: { color: string; paint: string; soldOut: boolean; checked: boolean }) {
  return (
    <RadioCard.Item
      value={color}
      disabled={soldOut}
      flex="0 0 auto"
      rounded="full"
      title={color}
      _checked={{ borderColor: "colorPalette.solid", boxShadow: "0 0 0 2px {colors.colorPalette.solid}" }}
    >
      <RadioCard.ItemHiddenInput />
      <RadioCard.ItemControl p="1" rounded="full" position="relative">
        <Box position="relative" boxSize="9" rounded="full" bg={paint} borderWidth="1px" borderColor="border.emphasized" overflow="hidden">
          {soldOut ? (
            <Box position="absolute" top="50%" left="-10%" w="120%" h="2px" bg="fg" transform="rotate(-45deg)" aria-hidden="true" />
          ) : null}
        </Box>
        {checked ? (
          <Box
            position="absolute"
            top="-1"
            right="-1"
            display="grid"
            placeItems="center"
            boxSize="5"
            rounded="full"
            bg="colorPalette.solid"
            color="colorPalette.contrast"
            aria-hidden="true"
          >
            <StrokeIcon boxSize="3.5" weight={3}>
              <path d="M20 6 9 17l-5-5" />
            </StrokeIcon>
          </Box>
        ) : null}
        {/* The name covers the swatch, transparent: screen readers read it, and a pointer (or a test) finds it by its text. */}
        <RadioCard.ItemText position="absolute" inset="0" opacity="0" overflow="hidden" textStyle="xs" lineHeight="1">
          {color}
          {soldOut ? " (out of stock)" : null}
        </RadioCard.ItemText>
      </RadioCard.ItemControl>
    </RadioCard.Item>
  );
}

/** Scrolls to the group and focuses its chosen option (or its first one that can be chosen). */
function leadTo(group: HTMLElement | null): void {
  if (!group) return;
  group.scrollIntoView({ block: "center" });
  const option = group.querySelector<HTMLInputElement>("input:checked:not(:disabled)") ?? group.querySelector<HTMLInputElement>("input:not(:disabled)");
  option?.focus({ preventScroll: true });
}

/** Colour (as swatches), then one of that colour's sizes, as two radio groups. */
export function VariantSelector({
  colors,
  variants,
  choice,
  onChooseColor,
  onChooseSize,
  prompt = null,
}: VariantSelectorProps) {
  const money = useMoney();
  const sizes = sizesForColor(variants, choice.color);
  const colorGroup = useRef<HTMLDivElement>(null);
  const sizeGroup = useRef<HTMLDivElement>(null);
  const promptId = useId();

  useEffect(() => {
    if (prompt) leadTo(prompt.group === "color" ? colorGroup.current : sizeGroup.current);
  }, [prompt]);

  const promptText = (group: SelectorPrompt["group"]) =>
    prompt?.group === group ? (
      <Text id={promptId} role="alert" textStyle="sm" color="fg.error">
        {prompt.message}
      </Text>
    ) : null;

  return (
    <Stack gap="5">
      <ChoiceGroup value={choice.color} onChoose={onChooseColor} groupRef={colorGroup} describedBy={prompt?.group === "color" ? promptId : undefined}>
        <RadioCard.Label textStyle="sm" fontWeight="semibold">
          Colour{choice.color ? <Text as="span" fontWeight="normal" color="fg.muted">: {choice.color}</Text> : null}
        </RadioCard.Label>
        <HStack gap="2" wrap="wrap" align="center">
          {colors.map((color) => {
            const soldOut = !colorInStock(variants, color);
            const paint = swatchColor(color);
            return paint ? (
              <ColorSwatch key={color} color={color} paint={paint} soldOut={soldOut} checked={choice.color === color} />
            ) : (
              <ChoiceItem key={color} value={color} label={color} soldOut={soldOut} minW="16" />
            );
          })}
        </HStack>
        {promptText("color")}
      </ChoiceGroup>

      <ChoiceGroup
        value={choice.size}
        onChoose={onChooseSize}
        disabled={choice.color === null}
        groupRef={sizeGroup}
        describedBy={prompt?.group === "size" ? promptId : undefined}
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
            {sizes.map((variant) => (
              <ChoiceItem
                key={variant.id}
                value={variant.size}
                label={sizeLabel(variant, money.format)}
                soldOut={variant.stock <= 0}
                minW="12"
              />
            ))}
          </HStack>
        )}
        {promptText("size")}
      </ChoiceGroup>
    </Stack>
  );
}
