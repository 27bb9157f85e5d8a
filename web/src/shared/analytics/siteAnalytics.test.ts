// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { trackPixel } from "../pixel/trackPixel";
import { ANALYTICS_ENDPOINT, FLUSH_AT, FLUSH_EVERY_MS, flushVisits, resetVisitsForTests, trackVisit } from "./siteAnalytics";

const PRODUCT = "3f1c2a4e-8d7b-4c6a-9e5f-1a2b3c4d5e6f";

/** The events of every beacon sent so far. */
const sentEvents = (beacon: ReturnType<typeof vi.fn>) =>
  beacon.mock.calls.flatMap(([url, body]) => {
    expect(url).toBe(ANALYTICS_ENDPOINT);
    return (JSON.parse(body as string) as { events: unknown[] }).events;
  });

describe("the shop's own analytics client", () => {
  let beacon: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    resetVisitsForTests();
    beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
    Object.defineProperty(navigator, "doNotTrack", { value: null, configurable: true });
    Object.defineProperty(navigator, "globalPrivacyControl", { value: undefined, configurable: true });
    window.history.replaceState(null, "", "/products/shirt?utm_source=x");
  });
  afterEach(() => {
    resetVisitsForTests();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("queues events and sends them together after a few seconds: the path only, no identifier", () => {
    trackVisit("page_view");
    trackVisit("product_view", PRODUCT);
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(FLUSH_EVERY_MS);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(sentEvents(beacon)).toEqual([
      { type: "page_view", path: "/products/shirt" },
      { type: "product_view", path: "/products/shirt", productId: PRODUCT },
    ]);
    expect(document.cookie).toBe("");
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it("sends at once when ten are queued, and when the page is hidden", () => {
    for (let i = 0; i < FLUSH_AT; i++) trackVisit("add_to_cart", PRODUCT);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(sentEvents(beacon)).toHaveLength(FLUSH_AT);
    trackVisit("begin_checkout");
    window.dispatchEvent(new Event("pagehide"));
    expect(beacon).toHaveBeenCalledTimes(2);
    trackVisit("order_placed");
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    expect(beacon).toHaveBeenCalledTimes(3);
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  });

  it("falls back to a keepalive fetch when the beacon is refused", () => {
    beacon.mockReturnValue(false);
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal("fetch", fetch);
    trackVisit("page_view");
    flushVisits();
    expect(fetch).toHaveBeenCalledWith(ANALYTICS_ENDPOINT, expect.objectContaining({ method: "POST", keepalive: true }));
  });

  it("sends nothing under Do Not Track or Global Privacy Control, or on admin pages", () => {
    Object.defineProperty(navigator, "doNotTrack", { value: "1", configurable: true });
    trackVisit("page_view");
    Object.defineProperty(navigator, "doNotTrack", { value: null, configurable: true });
    Object.defineProperty(navigator, "globalPrivacyControl", { value: true, configurable: true });
    trackVisit("product_view", PRODUCT);
    Object.defineProperty(navigator, "globalPrivacyControl", { value: undefined, configurable: true });
    window.history.replaceState(null, "", "/admin-dashboard/orders");
    trackVisit("page_view");
    flushVisits();
    vi.advanceTimersByTime(FLUSH_EVERY_MS);
    expect(beacon).not.toHaveBeenCalled();
  });

  it("counts a page once until the path changes, with an external referrer's origin on the first page only", () => {
    Object.defineProperty(document, "referrer", { value: "https://www.google.com/search?q=shirt", configurable: true });
    trackVisit("page_view");
    trackVisit("page_view");
    window.history.replaceState(null, "", "/cart");
    trackVisit("page_view");
    flushVisits();
    expect(sentEvents(beacon)).toEqual([
      { type: "page_view", path: "/products/shirt", referrer: "https://www.google.com" },
      { type: "page_view", path: "/cart" },
    ]);
  });

  it("drops a same-site referrer", () => {
    Object.defineProperty(document, "referrer", { value: `${window.location.origin}/`, configurable: true });
    trackVisit("page_view");
    flushVisits();
    expect(sentEvents(beacon)).toEqual([{ type: "page_view", path: "/products/shirt" }]);
  });

  it("counts the pixel's funnel moments, whether or not the pixel is on", () => {
    trackPixel("ViewContent", { content_ids: [PRODUCT], value: 5 });
    trackPixel("AddToCart", { content_ids: [PRODUCT], value: 5 });
    trackPixel("AddToWishlist", { content_ids: [PRODUCT] });
    trackPixel("InitiateCheckout", { content_ids: [PRODUCT] });
    trackPixel("Purchase", { content_ids: [PRODUCT], value: 5 });
    flushVisits();
    expect(sentEvents(beacon).map((event) => [(event as { type: string }).type, (event as { productId?: string }).productId])).toEqual([
      ["product_view", PRODUCT],
      ["add_to_cart", PRODUCT],
      ["begin_checkout", undefined],
      ["order_placed", undefined],
    ]);
  });
});
