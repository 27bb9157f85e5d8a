import { HStack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Money } from "../money/Money";

export interface ProductPriceProps {
  /** Price before discount, in major units. */
  price: number;
  /** Discount in percent (0–100). */
  discount: number;
  /** Price after discount, in major units, as computed by the server. */
  finalPrice: number;
  /** "lg" for a product page's headline price. */
  size?: "md" | "lg";
}

/** The final price, and when discounted, the original price struck through, in the currency of where it is shown (`Money`). */
export function ProductPrice({ price, discount, finalPrice, size = "md" }: ProductPriceProps) {
  const discounted = discount > 0;
  const large = size === "lg";
  return (
    <HStack gap="2" wrap="wrap" align="baseline">
      <Text fontWeight="bold" textStyle={large ? "3xl" : "lg"} color={discounted ? "red.fg" : "fg"} data-testid="price">
        {discounted ? <VisuallyHidden>Sale price: </VisuallyHidden> : null}
        <Money amount={finalPrice} />
      </Text>
      {discounted ? (
        <Text as="del" color="fg.muted" textStyle={large ? "lg" : "sm"} data-testid="original-price">
          <VisuallyHidden>Original price: </VisuallyHidden>
          <Money amount={price} />
        </Text>
      ) : null}
    </HStack>
  );
}
