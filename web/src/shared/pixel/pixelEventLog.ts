/** The events the shop reports to the tracking pixel (docs/storefront.md, Tracking pixel). */
export type PixelEvent = "PageView" | "ViewContent" | "AddToCart" | "AddToWishlist" | "InitiateCheckout" | "Purchase";

/** One event the storefront handed to the pixel in this browser session. */
export interface LoggedPixelEvent {
  event: PixelEvent;
  params: Record<string, unknown> | null;
  /** When it was sent, as an ISO time. */
  time: string;
}

/** The session's log, read by the admin's pixel page (same origin, same tab session). */
export const PIXEL_EVENT_LOG_KEY = "pixelEvents";
/** The log keeps the latest events only. */
export const PIXEL_EVENT_LOG_SIZE = 50;

function isLoggedEvent(value: unknown): value is LoggedPixelEvent {
  if (typeof value !== "object" || value === null) return false;
  const { event, params, time } = value as Record<string, unknown>;
  return typeof event === "string" && typeof time === "string" && (params === null || (typeof params === "object" && !Array.isArray(params)));
}

/** The events sent in this browser session, newest first; empty when there are none or storage is unavailable. */
export function readPixelEventLog(): LoggedPixelEvent[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PIXEL_EVENT_LOG_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isLoggedEvent) : [];
  } catch {
    return [];
  }
}

/** Adds an event to the session's log, keeping the latest PIXEL_EVENT_LOG_SIZE; never throws. */
export function logPixelEvent(event: PixelEvent, params: Record<string, unknown> | undefined, now = new Date()): void {
  try {
    const entry: LoggedPixelEvent = { event, params: params ?? null, time: now.toISOString() };
    const log = [entry, ...readPixelEventLog()].slice(0, PIXEL_EVENT_LOG_SIZE);
    sessionStorage.setItem(PIXEL_EVENT_LOG_KEY, JSON.stringify(log));
  } catch {
    // Storage full or blocked: the debugging aid is not worth breaking the shop for.
  }
}

/** Empties the session's log (the admin's "Clear" button). */
export function clearPixelEventLog(): void {
  try {
    sessionStorage.removeItem(PIXEL_EVENT_LOG_KEY);
  } catch {
    // Nothing to clear.
  }
}
