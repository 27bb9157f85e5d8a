import { useCallback } from "react";
import toast from "react-hot-toast";
import { trackPixel } from "../../shared/pixel/trackPixel";
import type { WishlistItem, WishlistProductInput } from "../wishlistItem";
import { isInWishlist, toggleWishlist } from "../wishlistLogic";
import { wishlistState } from "../state/wishlistState";
import { useStoredAtom } from "../../shared/storage/useStoredAtom";

/** Nothing stored: what a server render shows (see useStoredAtom). */
const NONE_STORED: never[] = [];

export interface UseWishlistResult {
  items: WishlistItem[];
  count: number;
  /** True when the product is on the wishlist. */
  has(productId: string): boolean;
  /** Removes the product when present, else adds it, with a toast (docs/behaviour.md#states, #messages). */
  toggle(product: WishlistProductInput): void;
}

/** The wishlist, persisted in the browser. */
export function useWishlist(): UseWishlistResult {
  const [items, setItems] = useStoredAtom(wishlistState, NONE_STORED);

  const has = useCallback((productId: string) => isInWishlist(items, productId), [items]);

  const toggle = useCallback(
    (product: WishlistProductInput) => {
      try {
        let added = false;
        setItems((previous) => {
          added = !isInWishlist(previous, product.id);
          return toggleWishlist(previous, product);
        });
        if (added) {
          toast.success("Added to wishlist");
          trackPixel("AddToWishlist", {
            content_ids: [product.id],
            content_name: product.name,
            content_type: "product",
            ...(product.finalPrice === undefined ? {} : { value: product.finalPrice }),
          });
        } else {
          toast.success(`${product.name} Removed from wishlist`);
        }
      } catch {
        toast.error("Failed to update wishlist");
      }
    },
    [setItems],
  );

  return { items, count: items.length, has, toggle };
}
