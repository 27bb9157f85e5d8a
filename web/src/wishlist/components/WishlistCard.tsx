import { useQuery } from "@apollo/client/react";
import { Badge, Box, Button, Card, IconButton, Image, Link, Skeleton, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { Link as RouterLink } from "react-router";
import { responsiveImage } from "../../shared/components/responsiveImage";
import { TrashIcon } from "../../shared/icons/icons";
import { useCart } from "../../cart";
import { ProductPrice } from "../../shared/components/ProductPrice";
import { WishlistProductDocument } from "../../gql/graphql";
import type { WishlistItem } from "../wishlistItem";

/** The card's width in the wishlist's columns (1, 2, 3, then 4 in the 80rem page). */
const WISHLIST_CARD_SIZES = "(min-width: 62em) 20rem, (min-width: 48em) 33vw, (min-width: 30em) 50vw, 100vw";

export interface WishlistCardProps {
  item: WishlistItem;
  onRemove: () => void;
}

/**
 * A wishlisted product. Its current data is fetched, prices included (shown as the server serves
 * them, so none while it loads or when it cannot be read): a product with variants links to its page
 * to choose colour and size; one without is added to the cart directly; a withdrawn one can only be removed.
 */
export function WishlistCard({ item, onRemove }: WishlistCardProps) {
  const cart = useCart();
  const { data, loading, error } = useQuery(WishlistProductDocument, { variables: { id: item.productId } });
  const product = data?.productById;

  const discount = product?.discount ?? item.discount;
  const discounted = discount > 0;
  const productPath = `/products/${product?.slug ?? item.slug}`;

  let action;
  if (loading) {
    action = <Skeleton h="10" w="full" />;
  } else if (error) {
    action = (
      <Button asChild variant="outline" w="full">
        <RouterLink to={productPath}>View product</RouterLink>
      </Button>
    );
  } else if (!product) {
    action = (
      <Text textStyle="sm" color="fg.muted">
        No longer available
      </Text>
    );
  } else if (!product.inStock) {
    action = (
      <Button w="full" disabled>
        Out of stock
      </Button>
    );
  } else if (product.variants.length > 0) {
    action = (
      <Button asChild variant="outline" w="full">
        <RouterLink to={productPath}>
          Choose options<VisuallyHidden> for {item.name}</VisuallyHidden>
        </RouterLink>
      </Button>
    );
  } else {
    action = (
      <Button colorPalette="blue" w="full" onClick={() => cart.add(product)}>
        Add to cart<VisuallyHidden>: {item.name}</VisuallyHidden>
      </Button>
    );
  }

  return (
    <Card.Root as="article" aria-label={item.name} size="sm" overflow="hidden" h="full">
      <Box aspectRatio={1} bg="bg.muted" position="relative">
        {item.image ? <Image {...responsiveImage(item.image, WISHLIST_CARD_SIZES)} alt={item.name} w="full" h="full" objectFit="cover" loading="lazy" /> : null}
        {discounted ? (
          <Badge variant="solid" colorPalette="red" size="sm" position="absolute" top="2" left="2">
            −{discount}%
          </Badge>
        ) : null}
        <IconButton
          aria-label={`Remove ${item.name} from wishlist`}
          position="absolute"
          top="2"
          right="2"
          size="sm"
          variant="surface"
          rounded="full"
          onClick={onRemove}
        >
          <TrashIcon />
        </IconButton>
      </Box>
      <Card.Body gap="2">
        <Text textStyle="xs" color="fg.muted">
          {item.category}
        </Text>
        <Card.Title as="h2" textStyle="md" fontWeight="medium" lineClamp={2}>
          <Link asChild color="fg">
            <RouterLink to={productPath}>{item.name}</RouterLink>
          </Link>
        </Card.Title>
        {loading ? <Skeleton h="6" w="24" /> : null}
        {product ? (
          <ProductPrice price={product.price} discount={product.discount} finalPrice={product.finalPrice} />
        ) : null}
      </Card.Body>
      <Card.Footer>
        <Stack w="full">{action}</Stack>
      </Card.Footer>
    </Card.Root>
  );
}
