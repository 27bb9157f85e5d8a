import { isAdminPath } from "../routing/isAdminPath";

/**
 * The shop's own, cookieless analytics (docs/analytics.md): page views and funnel events go to
 * the shop's server in small batches. Nothing identifies the visitor here: no cookie, no
 * storage, no id; the server counts visitors by a hash that changes daily.
 */
export type VisitEventType = "page_view" | "product_view" | "add_to_cart" | "begin_checkout" | "order_placed";

interface VisitEvent {
  type: VisitEventType;
  path: string;
  referrer?: string;
  productId?: string;
}

export const ANALYTICS_ENDPOINT = "/api/analytics/events";
/** Send at least this often while events wait… */
export const FLUSH_EVERY_MS = 5_000;
/** …at once when this many wait… */
export const FLUSH_AT = 10;
/** …and never more in one request than the server takes. Beyond a few requests' worth, a fault: drop. */
const PER_REQUEST = 20;
const MAX_QUEUED = 100;

let queue: VisitEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;
let referrerSent = false;
let lastPageView: string | null = null;

/** The visitor asked not to be tracked: Do Not Track or Global Privacy Control. */
export function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.doNotTrack === "1" || nav.globalPrivacyControl === true;
}

/** The other site the visitor came from (its origin only), once per page load; same-site referrers are none. */
function externalReferrer(): string | undefined {
  if (referrerSent) return undefined;
  referrerSent = true;
  try {
    const origin = document.referrer ? new URL(document.referrer).origin : null;
    return origin && origin !== window.location.origin ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** Record an event on the current page; a no-op on admin pages, for opted-out visitors and outside a browser. */
export function trackVisit(type: VisitEventType, productId?: string): void {
  if (typeof window === "undefined" || optedOut()) return;
  const path = window.location.pathname;
  if (isAdminPath(path)) return;
  if (type === "page_view") {
    // A re-render (or React's development double effect) is not a second view.
    if (lastPageView === path) return;
    lastPageView = path;
  }
  listen();
  const referrer = type === "page_view" ? externalReferrer() : undefined;
  if (queue.length >= MAX_QUEUED) return;
  queue.push({ type, path, ...(referrer ? { referrer } : {}), ...(productId ? { productId } : {}) });
  if (queue.length >= FLUSH_AT) flushVisits();
  else timer ??= setTimeout(flushVisits, FLUSH_EVERY_MS);
}

/** Send what waits: as a beacon (it outlives the page), else a keepalive fetch; never throws. */
export function flushVisits(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  while (queue.length) {
    const body = JSON.stringify({ events: queue.splice(0, PER_REQUEST) });
    try {
      // A string goes as text/plain, which a beacon may send without a preflight.
      if (!navigator.sendBeacon?.(ANALYTICS_ENDPOINT, body)) {
        void fetch(ANALYTICS_ENDPOINT, { method: "POST", body, keepalive: true, headers: { "content-type": "text/plain" } }).catch(() => undefined);
      }
    } catch {
      // Analytics must never break the shop.
    }
  }
}

function listen(): void {
  if (listening) return;
  listening = true;
  // The last events of a visit leave as the page is hidden or closed.
  window.addEventListener("pagehide", flushVisits);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushVisits();
  });
}

/** Tests: forget the page's state. */
export function resetVisitsForTests(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  queue = [];
  referrerSent = false;
  lastPageView = null;
}
