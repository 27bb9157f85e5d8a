import type { WishlistItem, WishlistProductInput } from "./wishlistItem";

/** True when `productId` is on the wishlist. */
export function isInWishlist(items: readonly WishlistItem[], productId: string): boolean {
  return items.some((item) => item.productId === productId);
}

/** Removes the product when it is on the wishlist, else adds it (docs/behaviour.md#states). */
export function toggleWishlist(items: readonly WishlistItem[], product: WishlistProductInput): WishlistItem[] {
  if (isInWishlist(items, product.id)) return items.filter((item) => item.productId !== product.id);
  return [
    ...items,
    {
      productId: product.id,
      name: product.name,
      price: product.price,
      image: product.images[0] ?? "",
      slug: product.slug,
      discount: product.discount,
      category: product.category.name,
    },
  ];
}
