import { atomWithStorage } from "jotai/utils";
import { validatedJsonStorage } from "../../shared/storage/validatedJsonStorage";
import { isWishlistItem, type WishlistItem } from "../wishlistItem";

function isWishlistItems(value: unknown): value is WishlistItem[] {
  return Array.isArray(value) && value.every(isWishlistItem);
}

/** The wishlist, persisted in localStorage under `wishlist` (docs/behaviour.md#what-the-browser-keeps); anything malformed reads as empty. */
export const wishlistState = atomWithStorage<WishlistItem[]>("wishlist", [], validatedJsonStorage(isWishlistItems), {
  getOnInit: true,
});
