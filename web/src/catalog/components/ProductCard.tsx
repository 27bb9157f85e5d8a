import { Badge, Box, Card, HStack, Image, LinkBox, LinkOverlay, Text } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import type { ProductCardFieldsFragment } from "../../gql/graphql";
import { responsiveImage } from "../../shared/components/responsiveImage";
import { ProductPrice } from "../../shared/components/ProductPrice";

/** The card's width in ProductGrid's columns (2, 3, 4, then 5 in the 80rem page). */
export const PRODUCT_CARD_SIZES = "(min-width: 96em) 16rem, (min-width: 62em) 25vw, (min-width: 48em) 33vw, 50vw";

export interface ProductCardProps {
  product: ProductCardFieldsFragment;
  /** The name's heading level: one below the heading the list sits under (h2 under the page's h1). */
  headingLevel?: "h2" | "h3";
  /** Among the first cards a page shows: the image loads at once, with high priority (it may be the largest paint). */
  priority?: boolean;
}

/** A product in a listing: image, name and price, linking to the product page. */
export function ProductCard({ product, headingLevel = "h3", priority = false }: ProductCardProps) {
  const image = product.images[0];

  return (
    <LinkBox asChild h="full">
      <Card.Root
        as="article"
        aria-label={product.name}
        size="sm"
        overflow="hidden"
        transition="box-shadow 0.15s, transform 0.15s"
        _hover={{ shadow: "md", transform: "translateY(-2px)" }}
        _focusWithin={{ shadow: "md" }}
      >
        <Box aspectRatio={1} bg="bg.muted" position="relative">
          {image ? (
            <Image
              {...responsiveImage(image, PRODUCT_CARD_SIZES)}
              alt={product.name}
              w="full"
              h="full"
              objectFit="cover"
              loading={priority ? "eager" : "lazy"}
              fetchPriority={priority ? "high" : undefined}
            />
          ) : (
            <Text position="absolute" inset="0" display="grid" placeItems="center" color="fg.muted" textStyle="sm">
              No image
            </Text>
          )}
          <HStack position="absolute" top="2" insetX="2">
            {product.inStock ? null : (
              <Badge variant="surface" colorPalette="gray" size="sm">
                Out of stock
              </Badge>
            )}
            {product.discount > 0 ? (
              <Badge variant="solid" colorPalette="red" size="sm" ms="auto">
                −{product.discount}%
              </Badge>
            ) : null}
          </HStack>
        </Box>
        <Card.Body gap="2">
          <Card.Title as={headingLevel} textStyle="md" fontWeight="medium" lineClamp={2}>
            <LinkOverlay asChild>
              <RouterLink to={`/products/${product.slug}`}>{product.name}</RouterLink>
            </LinkOverlay>
          </Card.Title>
          <ProductPrice price={product.price} discount={product.discount} finalPrice={product.finalPrice} />
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
