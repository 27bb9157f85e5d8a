import { Heading, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { WishlistCard } from "../components/WishlistCard";
import { WishlistEmpty } from "../components/WishlistEmpty";
import { useWishlist } from "../hooks/useWishlist";
import type { WishlistItem, WishlistProductInput } from "../wishlistItem";

/** What `toggle` needs to take a stored entry off the wishlist. */
function toProductInput(item: WishlistItem): WishlistProductInput {
  return {
    id: item.productId,
    name: item.name,
    price: item.price,
    discount: item.discount,
    images: item.image ? [item.image] : [],
    slug: item.slug,
    category: { name: item.category },
  };
}

/** The wishlist page: `/wishlist`. */
export function WishlistPage() {
  const wishlist = useWishlist();

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          Wishlist
        </Heading>
        {wishlist.count > 0 ? (
          <Text color="fg.muted">
            {wishlist.count} {wishlist.count === 1 ? "product" : "products"} saved for later.
          </Text>
        ) : null}
      </Stack>
      {wishlist.count === 0 ? (
        <WishlistEmpty />
      ) : (
        <SimpleGrid
          as="ul"
          aria-label="Wishlist"
          columns={{ base: 1, sm: 2, md: 3, lg: 4 }}
          gap={{ base: 4, md: 6 }}
          listStyleType="none"
          p="0"
          m="0"
        >
          {wishlist.items.map((item) => (
            <li key={item.productId}>
              <WishlistCard
                item={item}
                onRemove={() => wishlist.toggle(toProductInput(item))}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
