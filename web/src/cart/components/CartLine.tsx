import { HStack, IconButton, Link, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { LineThumbnail, LineTotal, LineVariant } from "../../shared/components/LineParts";
import { TrashIcon } from "../../shared/icons/icons";
import { Money } from "../../shared/money/Money";
import type { CartItem } from "../cartItem";
import { lineTotal } from "../cartLogic";
import { QuantityStepper } from "./QuantityStepper";

export interface CartLineProps {
  item: CartItem;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** Called when the product link is followed (the drawer closes itself). */
  onNavigate?: () => void;
  /** Larger image on the cart page. */
  size?: "sm" | "md";
}

/** A cart line: image, name, variant, unit prices, quantity stepper, remove, line total. */
export function CartLine({ item, onQuantityChange, onRemove, onNavigate, size = "sm" }: CartLineProps) {
  const discounted = item.discount > 0 && item.finalPrice < item.price;

  return (
    <HStack as="article" aria-label={item.name} align="start" gap={{ base: 3, md: 4 }} py="4">
      <LineThumbnail image={item.image} alt={item.name} boxSize={size === "md" ? { base: "20", md: "24" } : "20"} />
      <Stack gap="2" flex="1" minW="0">
        <HStack justify="space-between" align="start" gap="2">
          <Stack gap="0.5" minW="0">
            <Link asChild fontWeight="medium" color="fg" lineClamp={2} onClick={onNavigate}>
              <RouterLink to={`/products/${item.slug}`}>{item.name}</RouterLink>
            </Link>
            <LineVariant color={item.selectedColor} size={item.selectedSize} />
            <HStack gap="2" align="baseline" wrap="wrap">
              <Text textStyle="sm" fontWeight="semibold" color={discounted ? "red.fg" : "fg"}>
                {discounted ? <VisuallyHidden>Sale price: </VisuallyHidden> : <VisuallyHidden>Price: </VisuallyHidden>}
                <Money amount={item.finalPrice} />
              </Text>
              {discounted ? (
                <Text as="del" textStyle="xs" color="fg.muted">
                  <VisuallyHidden>Original price: </VisuallyHidden>
                  <Money amount={item.price} />
                </Text>
              ) : null}
            </HStack>
          </Stack>
          <IconButton
            aria-label={`Remove ${item.name} from cart`}
            variant="ghost"
            size="sm"
            colorPalette="red"
            onClick={onRemove}
            flexShrink={0}
          >
            <TrashIcon />
          </IconButton>
        </HStack>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <QuantityStepper quantity={item.quantity} onChange={onQuantityChange} itemName={item.name} size="xs" />
          <LineTotal><Money amount={lineTotal(item)} /></LineTotal>
        </HStack>
      </Stack>
    </HStack>
  );
}
