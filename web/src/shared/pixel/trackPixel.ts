import { type VisitEventType, trackVisit } from "../analytics/siteAnalytics";
import { type PixelEvent, logPixelEvent } from "./pixelEventLog";

export type { PixelEvent };

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
 * Whether the pixel is on, once the shop knows: until the pixel's configuration (and the
 * currency) has loaded, events wait, so a shopper landing straight on a product page still
 * reports its ViewContent.
 */
let readiness: "waiting" | "on" | "off" = "waiting";
/** Events reported while waiting, in order; a page reports a handful, the cap only bounds a fault. */
const pending: [PixelEvent, Record<string, unknown> | undefined][] = [];
const MAX_PENDING = 20;

/**
 * Called by `TrackingPixel` once the pixel is loaded (true) or known to be off (false): waiting
 * events are sent or dropped. Null makes events wait again (a page that has not learnt it yet).
 */
export function setPixelReadiness(on: boolean | null): void {
  if (on === null) {
    readiness = "waiting";
    return;
  }
  readiness = on ? "on" : "off";
  const waiting = pending.splice(0);
  if (on) for (const [event, data] of waiting) send(event, data);
}

/** The moments the shop's own analytics counts too (docs/analytics.md); page views come from `TrackingPixel`. */
const VISIT_EVENTS: Partial<Record<PixelEvent, VisitEventType>> = {
  ViewContent: "product_view",
  AddToCart: "add_to_cart",
  InitiateCheckout: "begin_checkout",
  Purchase: "order_placed",
};

/**
 * Reports `event` to the shop's own analytics (whether or not the pixel is on) and to the tracking pixel, and notes it in this session's log for the admin's
 * pixel page (`pixelEventLog.ts`). Waits while the pixel's configuration loads; a no-op when
 * the pixel is off or not loaded (inactive, not configured, or blocked); never throws.
 */
export function trackPixel(event: PixelEvent, data?: Record<string, unknown>): void {
  const visit = VISIT_EVENTS[event];
  if (visit) {
    const ids = data?.content_ids;
    const productId = visit === "product_view" || visit === "add_to_cart" ? (Array.isArray(ids) ? String(ids[0]) : undefined) : undefined;
    trackVisit(visit, productId);
  }
  if (readiness === "waiting") {
    if (pending.length < MAX_PENDING) pending.push([event, data]);
    return;
  }
  if (readiness === "on") send(event, data);
}

function send(event: PixelEvent, data: Record<string, unknown> | undefined): void {
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
