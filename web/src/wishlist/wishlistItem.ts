/** A wishlist entry, persisted in the browser under the storage key `wishlist` (docs/behaviour.md#what-the-browser-keeps). */
export interface WishlistItem {
  productId: string;
  name: string;
  /** Base price in major units. */
  price: number;
  /** The product's first image ("" when it has none). */
  image: string;
  slug: string;
  /** Discount in percent (0–100). */
  discount: number;
  /** The category's name. */
  category: string;
}

/** What the wishlist needs to know about a product to keep it. */
export interface WishlistProductInput {
  id: string;
  name: string;
  price: number;
  /** The served price after the discount, when the page has it: the pixel's AddToWishlist value. */
  finalPrice?: number;
  discount: number;
  images: string[];
  slug: string;
  category: { name: string };
}

/** True for a well-formed stored wishlist entry. */
export function isWishlistItem(value: unknown): value is WishlistItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.productId === "string" &&
    typeof item.name === "string" &&
    typeof item.price === "number" &&
    typeof item.image === "string" &&
    typeof item.slug === "string" &&
    typeof item.discount === "number" &&
    typeof item.category === "string"
  );
}
