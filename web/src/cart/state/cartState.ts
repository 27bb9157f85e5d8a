import { atomWithStorage } from "jotai/utils";
import { validatedJsonStorage } from "../../shared/storage/validatedJsonStorage";
import { type CartItem, isCartItem } from "../cartItem";

function isCartItems(value: unknown): value is CartItem[] {
  return Array.isArray(value) && value.every(isCartItem);
}

/** The cart's lines, persisted in localStorage under `cart` (docs/behaviour.md#what-the-browser-keeps); anything malformed reads as empty. */
export const cartState = atomWithStorage<CartItem[]>("cart", [], validatedJsonStorage(isCartItems), {
  getOnInit: true,
});
