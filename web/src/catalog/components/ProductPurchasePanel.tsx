import { Badge, Box, Button, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { lazy, Suspense, useId, useState } from "react";
import { useCart } from "../../cart";
import type { ProductDetailFieldsFragment } from "../../gql/graphql";
import { useWishlist } from "../../wishlist";
import { useScrolledPast } from "../useScrolledPast";
import {
  chooseColor,
  clampQuantity,
  hasVariants,
  initialChoice,
  maxQuantity,
  selectedVariant,
  selectionHint,
  selectionStatus,
  unitPrice,
  type VariantChoice,
} from "../variantSelection";
import { HeartIcon } from "./CatalogIcons";
import { ProductPrice } from "../../shared/components/ProductPrice";
import { QuantityInput } from "./QuantityInput";
import { type SelectorPrompt, VariantSelector } from "./VariantSelector";

/** Shown only once the page is scrolled past the buy buttons: a chunk of its own, out of the first render's JavaScript. */
const StickyBuyBar = lazy(() => import("./StickyBuyBar").then((module) => ({ default: module.StickyBuyBar })));

export interface ProductPurchasePanelProps {
  product: ProductDetailFieldsFragment;
  /** Told the chosen colour whenever it changes (the gallery follows it). */
  onColorChange?: (color: string | null) => void;
}

/** Stock at or below this is shown as "Only N left". */
const LOW_STOCK = 5;

function stockText(available: number): string {
  if (available <= 0) return "Out of stock";
  return available <= LOW_STOCK ? `Only ${available} left` : `${available} in stock`;
}

/**
 * Price, colour and size, quantity, and the buttons that buy the product or keep it for later;
 * once those buttons are scrolled past, the sticky buy bar offers "Add to cart".
 */
export function ProductPurchasePanel({ product, onColorChange }: ProductPurchasePanelProps) {
  const cart = useCart();
  const wishlist = useWishlist();
  const hintId = useId();
  const [choice, setChoice] = useState<VariantChoice>(() => initialChoice(product));
  const [quantity, setQuantity] = useState(1);
  const [prompt, setPrompt] = useState<SelectorPrompt | null>(null);
  const [watchAddButton, scrolledPastButtons] = useScrolledPast<HTMLButtonElement>();

  const variant = selectedVariant(product.variants, choice);
  const status = selectionStatus(product, choice);
  const hint = selectionHint(status);
  const max = maxQuantity(product, variant);
  const price = unitPrice(product, variant);
  const canBuy = status === "ready";
  const soldOut = status === "sold-out" || status === "variant-sold-out";
  const withVariants = hasVariants(product);
  const showStock = !withVariants || variant !== null || status === "sold-out";
  const inWishlist = wishlist.has(product.id);

  const updateChoice = (next: VariantChoice) => {
    if (next.color !== choice.color) onColorChange?.(next.color);
    setChoice(next);
    setPrompt(null);
    setQuantity((current) => clampQuantity(current, maxQuantity(product, selectedVariant(product.variants, next))));
  };

  const cartProduct = {
    id: product.id,
    slug: product.slug,
    name: product.name,
    price: product.price,
    finalPrice: product.finalPrice,
    discount: product.discount,
    images: product.images,
    shippingCost: product.shippingCost,
    variant: variant ? { price: variant.price, finalPrice: variant.finalPrice } : null,
  };
  const cartOptions = {
    quantity: clampQuantity(quantity, max),
    color: variant?.color ?? null,
    size: variant?.size ?? null,
    additionalPrice: price.additionalPrice,
  };
  const addToCart = () => cart.add(cartProduct, cartOptions);

  /** The sticky bar's "Add to cart": the main one's, or, while a colour or size is missing, a lead to it. */
  const addFromBar = () => {
    if (canBuy) addToCart();
    else if (hint && withVariants) setPrompt({ group: status === "choose-color" ? "color" : "size", message: hint });
  };

  return (
    <Stack gap="6">
      <Stack gap="2">
        <Box aria-live="polite" aria-atomic="true">
          <ProductPrice price={price.price} discount={product.discount} finalPrice={price.finalPrice} size="lg" />
        </Box>
        <HStack gap="2" wrap="wrap">
          {product.discount > 0 ? (
            <Badge colorPalette="red" variant="solid">
              Save {product.discount}%
            </Badge>
          ) : null}
          {showStock ? (
            <Badge colorPalette={soldOut ? "gray" : max <= LOW_STOCK ? "orange" : "green"} variant="subtle">
              {soldOut ? "Out of stock" : stockText(max)}
            </Badge>
          ) : null}
        </HStack>
      </Stack>

      {withVariants ? (
        <VariantSelector
          colors={product.colors}
          variants={product.variants}
          choice={choice}
          onChooseColor={(color) => updateChoice(chooseColor(product, choice, color))}
          onChooseSize={(size) => updateChoice({ ...choice, size })}
          prompt={prompt}
        />
      ) : null}

      <QuantityInput value={quantity} onChange={setQuantity} max={max} disabled={!canBuy} />

      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          <Button
            ref={watchAddButton}
            colorPalette="blue"
            size="lg"
            flex={{ base: "1 1 100%", sm: "1" }}
            disabled={!canBuy}
            aria-describedby={hint ? hintId : undefined}
            onClick={addToCart}
          >
            {soldOut ? "Out of stock" : "Add to cart"}
          </Button>
          <Button
            colorPalette="blue"
            variant="outline"
            size="lg"
            flex="1"
            disabled={!canBuy}
            aria-describedby={hint ? hintId : undefined}
            onClick={() => cart.buyNow(cartProduct, cartOptions)}
          >
            Buy now
          </Button>
          <IconButton
            aria-label="Save to wishlist"
            aria-pressed={inWishlist}
            variant="outline"
            size="lg"
            colorPalette={inWishlist ? "red" : "gray"}
            onClick={() => wishlist.toggle(product)}
          >
            <HeartIcon filled={inWishlist} />
          </IconButton>
        </HStack>
        {hint ? (
          <Text id={hintId} textStyle="sm" color={soldOut ? "red.fg" : "fg.muted"}>
            {hint}
          </Text>
        ) : null}
      </Stack>

      {scrolledPastButtons && status !== "sold-out" ? (
        <Suspense fallback={null}>
          <StickyBuyBar
            name={product.name}
            price={{ price: price.price, discount: product.discount, finalPrice: price.finalPrice }}
            onAdd={addFromBar}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
