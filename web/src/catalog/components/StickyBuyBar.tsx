import { Box, Button, Container, HStack, Stack, Text } from "@chakra-ui/react";
import { useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useHideChatButton } from "../../shared/chat/chatButtonState";
import { ProductPrice, type ProductPriceProps } from "../../shared/components/ProductPrice";


export interface StickyBuyBarProps {
  /** The product's name (shortened to one line). */
  name: string;
  /** The price for the current choice, as the page shows it. */
  price: Omit<ProductPriceProps, "size">;
  /** What the main "Add to cart" does, or, while a colour or size is missing, leads the shopper to it. */
  onAdd: () => void;
}

/**
 * The product's name, price and "Add to cart" fixed to the bottom of the screen once the page's
 * own buy buttons are scrolled past (docs/storefront.md#product-page). Rendered only while shown,
 * directly in `<body>` so its landmark is a top-level one; the floating chat button steps aside.
 */
export function StickyBuyBar({ name, price, onAdd }: StickyBuyBarProps) {
  useHideChatButton(true);
  // As much space as the bar is tall is added after the page, so it never covers the page's end.
  const bar = useRef<HTMLElement>(null);
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const measure = () => setHeight(element.offsetHeight);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return createPortal(
    <>
      <Box aria-hidden="true" style={{ height }} />
      <Box
        ref={bar}
        as="aside"
        aria-label="Buy this product"
        position="fixed"
        insetX="0"
        bottom="0"
        zIndex="sticky"
        bg="bg.panel"
        borderTopWidth="1px"
        shadow="lg"
        pb="env(safe-area-inset-bottom, 0px)"
        data-testid="sticky-buy-bar"
      >
        <Container maxW="7xl" py="3">
          <HStack gap="3" justify="space-between">
            <Stack gap="0" minW="0" flex="1">
              <Text fontWeight="semibold" textStyle="sm" truncate title={name}>
                {name}
              </Text>
              <ProductPrice {...price} size="md" />
            </Stack>
            <Button colorPalette="blue" size="lg" flexShrink="0" onClick={onAdd}>
              Add to cart
            </Button>
          </HStack>
        </Container>
      </Box>
    </>,
    document.body,
  );
}
