/** The orders feature's public face: all another feature may import from it (docs/storefront.md, Layers). */
export { OrderTotals } from "./components/OrderTotals";
export { useGuestOrders } from "./hooks/useGuestOrders";
export { changedBy, formatDateTime, itemsText, paymentStatusLabel, statusLabel, statusPalette } from "./orderDisplay";
