/** The wishlist feature's public face: all another feature may import from it (docs/storefront.md, Layers). */
export { useWishlist } from "./hooks/useWishlist";
