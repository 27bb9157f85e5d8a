/** The cart feature's public face: all another feature may import from it (docs/storefront.md, Layers). */
export { type CartItem, cartLineId } from "./cartItem";
export { cartCount } from "./cartLogic";
export { CartEmpty } from "./components/CartEmpty";
export { QuantityStepper } from "./components/QuantityStepper";
export { useCart } from "./hooks/useCart";
