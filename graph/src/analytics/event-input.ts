import { type StorefrontPage, storefrontPage } from "@shop/common";
import { badInput } from "../shared/errors.js";
import { isUuid } from "../shared/uuid.js";
import { AnalyticsEventType } from "./analytics-event.entity.js";

/** The limits of one POST /api/analytics/events (docs/analytics.md#the-endpoint). */
export const EVENTS_PER_REQUEST = 20;
export const EVENTS_BODY_BYTES = 8_192;
export const MAX_PATH_LENGTH = 300;
const MAX_REFERRER_LENGTH = 1_000;
/** A DNS name's longest spelling; a longer "host" is no site's. */
const MAX_HOST_LENGTH = 253;
const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/u;

/** The admin's pages are never counted. */
const ADMIN_PREFIX = "/admin-dashboard";
// Control characters (NUL included) and the Unicode line and paragraph separators.
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
const EVENT_TYPES = new Set<string>(Object.values(AnalyticsEventType));
const WITH_PRODUCT = new Set<string>([AnalyticsEventType.PRODUCT_VIEW, AnalyticsEventType.ADD_TO_CART]);
const EVENT_FIELDS = new Set(["type", "path", "referrer", "productId"]);

export interface CleanEvent {
  type: AnalyticsEventType;
  /** The path without query string or hash; a storefront page's canonical path when it is one. */
  path: string;
  /** The storefront page the path opens; null when it opens none (such an event is not counted). */
  page: StorefrontPage | null;
  /** The external site the visitor came from, as a host name; null for direct or same-site. */
  referrerHost: string | null;
  productId: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The events of a request body, checked in full: any problem refuses the whole batch with a
 * field error naming it (`events.3.path`), so nothing of a junk request is stored. Unknown
 * fields are refused too. `siteHost` is the shop's own host: referrers from it are dropped.
 */
export function parseEvents(body: unknown, siteHost: string): CleanEvent[] {
  if (typeof body === "string") {
    // navigator.sendBeacon sends text/plain: the same JSON.
    try {
      body = JSON.parse(body);
    } catch {
      throw badInput("The body is not JSON.");
    }
  }
  if (!isRecord(body) || !Array.isArray(body.events)) throw badInput('Send { "events": [ … ] }.', { field: "events" });
  const extra = Object.keys(body).find((key) => key !== "events");
  if (extra) throw badInput(`Unknown field "${extra}".`, { field: extra });
  const { events } = body;
  if (events.length === 0 || events.length > EVENTS_PER_REQUEST) {
    throw badInput(`Send 1 to ${EVENTS_PER_REQUEST} events at a time.`, { field: "events" });
  }
  return events.map((event, index) => parseEvent(event, `events.${index}`, siteHost));
}

function parseEvent(event: unknown, at: string, siteHost: string): CleanEvent {
  if (!isRecord(event)) throw badInput("An event is an object.", { field: at });
  const extra = Object.keys(event).find((key) => !EVENT_FIELDS.has(key));
  if (extra) throw badInput(`Unknown field "${extra}".`, { field: `${at}.${extra}` });
  const { type, path, referrer, productId } = event;
  if (typeof type !== "string" || !EVENT_TYPES.has(type)) {
    throw badInput(`An event's type is one of ${[...EVENT_TYPES].join(", ")}.`, { field: `${at}.type` });
  }
  const cleanPath = sitePath(path);
  if (cleanPath === null) {
    throw badInput(`A path is a storefront path starting with "/", at most ${MAX_PATH_LENGTH} characters.`, { field: `${at}.path` });
  }
  if (WITH_PRODUCT.has(type)) {
    if (typeof productId !== "string" || !isUuid(productId)) throw badInput("A product event needs the product's id.", { field: `${at}.productId` });
  } else if (productId !== undefined && productId !== null) {
    throw badInput(`A ${type} event has no product.`, { field: `${at}.productId` });
  }
  if (referrer !== undefined && referrer !== null && (typeof referrer !== "string" || referrer.length > MAX_REFERRER_LENGTH)) {
    throw badInput("A referrer is the address of the page the visitor came from.", { field: `${at}.referrer` });
  }
  const page = storefrontPage(cleanPath);
  return {
    type: type as AnalyticsEventType,
    path: page?.path ?? cleanPath,
    page,
    referrerHost: typeof referrer === "string" ? referrerHost(referrer, siteHost) : null,
    productId: WITH_PRODUCT.has(type) ? (productId as string).toLowerCase() : null,
  };
}

/** A storefront path without its query and hash, or null when it is not one (or is an admin page). */
export function sitePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2_048 || CONTROL.test(value)) return null;
  const path = value.split(/[?#]/u, 1)[0]!;
  // "//host" would be another site; "\" is read as "/" by browsers.
  if (!path.startsWith("/") || path.startsWith("//") || path.includes("\\") || path.length > MAX_PATH_LENGTH) return null;
  const lower = path.toLowerCase();
  if (lower === ADMIN_PREFIX || lower.startsWith(`${ADMIN_PREFIX}/`)) return null;
  return path;
}

/**
 * The site a referrer names, normalized so one site is one row of the report: the host name only
 * (no scheme, credentials, port, path or query), lowercase, without a trailing dot or a leading
 * "www.". Null (a direct visit) for the shop's own host, addresses that are not http(s), IP
 * literals of IPv6, and anything that is not a host name (docs/analytics.md#referrers).
 */
export function referrerHost(referrer: string, siteHost: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = siteName(url.hostname);
  if (!host || host.length > MAX_HOST_LENGTH || !host.split(".").every((label) => HOST_LABEL.test(label))) return null;
  return host === siteName(siteHost) ? null : host;
}

/** "WWW.Shop.example." → "shop.example". */
function siteName(host: string): string {
  const lower = host.toLowerCase().replace(/\.$/u, "");
  return lower.startsWith("www.") ? lower.slice(4) : lower;
}
