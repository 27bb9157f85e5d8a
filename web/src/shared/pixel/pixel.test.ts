// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadPixel } from "./loadPixel";
import { isValidPixelId } from "./pixelId";
import { PIXEL_EVENT_LOG_KEY, PIXEL_EVENT_LOG_SIZE, logPixelEvent, readPixelEventLog } from "./pixelEventLog";
import { setPixelCurrency, setPixelReadiness, trackPixel } from "./trackPixel";

describe("isValidPixelId", () => {
  it("accepts digits only", () => {
    expect(isValidPixelId("1234567890")).toBe(true);
    expect(isValidPixelId("")).toBe(false);
    expect(isValidPixelId(null)).toBe(false);
    expect(isValidPixelId("123abc")).toBe(false);
    expect(isValidPixelId("123');alert(1);//")).toBe(false);
  });
});

/** Back to "waiting": a page that has not yet learnt whether the pixel is on. */
const resetReadiness = () => setPixelReadiness(null);

describe("trackPixel", () => {
  afterEach(() => {
    delete window.fbq;
    setPixelCurrency(undefined);
  });

  it("does nothing while the pixel is not loaded", () => {
    setPixelReadiness(true);
    expect(() => trackPixel("AddToCart", { value: 10 })).not.toThrow();
  });

  it("holds events until the pixel is known to be on, then sends them in order; drops them when it is off", () => {
    const fbq = vi.fn();
    window.fbq = fbq;
    setPixelReadiness(false);
    setPixelReadiness(true);
    setPixelReadiness(false);
    trackPixel("AddToCart", { value: 1 });
    expect(fbq).not.toHaveBeenCalled();
    resetReadiness();
    trackPixel("ViewContent", { content_ids: ["p1"], value: 5 });
    trackPixel("AddToCart", { content_ids: ["p1"], value: 5 });
    expect(fbq).not.toHaveBeenCalled();
    setPixelCurrency("BDT");
    setPixelReadiness(true);
    expect(fbq.mock.calls.map((call) => call[1])).toEqual(["ViewContent", "AddToCart"]);
    expect(fbq).toHaveBeenLastCalledWith("track", "AddToCart", { content_ids: ["p1"], value: 5, currency: "BDT" });

    resetReadiness();
    trackPixel("Purchase", { value: 9 });
    setPixelReadiness(false);
    setPixelReadiness(true);
    expect(fbq).toHaveBeenCalledTimes(2);
  });

  it("sends the event, with the shop's currency when it carries a value", () => {
    const fbq = vi.fn();
    window.fbq = fbq;
    setPixelCurrency("BDT");
    setPixelReadiness(true);

    trackPixel("PageView");
    trackPixel("AddToCart", { content_ids: ["p1"], value: 1125 });

    expect(fbq).toHaveBeenNthCalledWith(1, "track", "PageView");
    expect(fbq).toHaveBeenNthCalledWith(2, "track", "AddToCart", { content_ids: ["p1"], value: 1125, currency: "BDT" });
  });
});

describe("loadPixel", () => {
  it("refuses an id that is not digits", () => {
    loadPixel("12x");
    expect(window.fbq).toBeUndefined();
    expect(document.querySelector("script[src*='fbevents']")).toBeNull();
  });

  it("loads the script, inits with the id, tracks PageView and adds the noscript image, once", () => {
    loadPixel("1234567890");
    loadPixel("1234567890");

    expect(document.querySelectorAll("script[src='https://connect.facebook.net/en_US/fbevents.js']")).toHaveLength(1);
    const queue = (window.fbq as unknown as { queue: unknown[][] }).queue;
    expect(queue).toEqual([
      ["init", "1234567890"],
      ["track", "PageView"],
    ]);
    const noscripts = document.body.querySelectorAll("noscript");
    expect(noscripts).toHaveLength(1);
    expect(noscripts[0]?.innerHTML).toContain("https://www.facebook.com/tr?id=1234567890&amp;ev=PageView&amp;noscript=1");
  });
});

describe("the session's pixel event log", () => {
  beforeEach(() => {
    delete window.fbq;
    sessionStorage.clear();
  });
  afterEach(() => {
    delete window.fbq;
    sessionStorage.clear();
  });

  it("notes each event sent, newest first, and nothing while the pixel is off", () => {
    setPixelReadiness(true);
    trackPixel("AddToCart", { value: 10 });
    expect(readPixelEventLog()).toEqual([]);

    setPixelReadiness(true);
    window.fbq = vi.fn();
    trackPixel("ViewContent", { content_ids: ["p1"], value: 5 });
    trackPixel("PageView");
    const log = readPixelEventLog();
    expect(log.map((entry) => [entry.event, entry.params])).toEqual([
      ["PageView", null],
      ["ViewContent", { content_ids: ["p1"], value: 5 }],
    ]);
    expect(Number.isNaN(Date.parse(log[0]!.time))).toBe(false);
  });

  it("keeps the latest events only, and reads a broken log as empty", () => {
    for (let i = 0; i < PIXEL_EVENT_LOG_SIZE + 5; i++) logPixelEvent("PageView", { i });
    const log = readPixelEventLog();
    expect(log).toHaveLength(PIXEL_EVENT_LOG_SIZE);
    expect(log[0]!.params).toEqual({ i: PIXEL_EVENT_LOG_SIZE + 4 });
    sessionStorage.setItem(PIXEL_EVENT_LOG_KEY, "{broken");
    expect(readPixelEventLog()).toEqual([]);
  });
});
