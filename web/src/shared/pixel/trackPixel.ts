import { logPixelEvent } from "./pixelEventLog";

/** The events the shop reports to the tracking pixel (docs/storefront.md, Tracking pixel). */
export type PixelEvent = "PageView" | "ViewContent" | "AddToCart" | "AddToWishlist" | "InitiateCheckout" | "Purchase";

type Fbq = (command: "track", event: PixelEvent, data?: Record<string, unknown>) => void;

declare global {
  interface Window {
    /** Set by the pixel's loader snippet (see `loadPixel`) when the pixel is active. */
    fbq?: Fbq;
  }
}

/** The shop's currency, added to every event that carries a `value`; set once settings load. */
let pixelCurrency: string | undefined;

/** Records the shop's currency for the pixel's `value` events. */
export function setPixelCurrency(currency: string | undefined): void {
  pixelCurrency = currency;
}

/**
 * Reports `event` to the tracking pixel, and notes it in this session's log for the admin's
 * pixel page (`pixelEventLog.ts`). A no-op when the pixel is not loaded (inactive, not
 * configured, or blocked); never throws.
 */
export function trackPixel(event: PixelEvent, data?: Record<string, unknown>): void {
  const fbq = typeof window === "undefined" ? undefined : window.fbq;
  if (typeof fbq !== "function") return;
  const payload = data && "value" in data && pixelCurrency && !("currency" in data) ? { ...data, currency: pixelCurrency } : data;
  try {
    if (payload) fbq("track", event, payload);
    else fbq("track", event);
    logPixelEvent(event, payload);
  } catch {
    // Tracking must never break the shop.
  }
}
