/** The checkout feature's public face: all another feature may import from it (docs/storefront.md, Layers). */
export { newIdempotencyKey } from "./checkoutForm";
