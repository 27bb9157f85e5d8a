import { CATALOG_LIMITS, decodePercentEscapes, type HeadSubject, type PageHead, pageHead, searchQueryOf } from "@shop/common";
import { keyNamesCategory } from "../catalog/category.service.js";
import type { Services } from "../services.js";
import { NUL } from "../shared/nul-characters.js";

/**
 * The head of the page at `pathname` (@shop/common's `pageHead`, the rule the page in the browser
 * follows too), from what the page loads: the product or category it names, read from the catalog as
 * its GraphQL query does. `origin` (publicOrigin(): PUBLIC_URL in production) makes URLs absolute. A
 * product the shop does not show (unknown, draft or deleted) or an unknown category comes back
 * `missing`: the server answers it with a 404 (docs/storefront.md, "Serving the page"). An admin
 * order's page is titled by its number, as the page titles itself once loaded (decision 073).
 */
export async function pageMetaFor(
  services: Services,
  pathname: string,
  origin: string,
  search = new URLSearchParams(),
): Promise<{ head: PageHead; missing: boolean }> {
  const settings = await services.settings.get();
  const subject = await subjectOf(services, pathname, search);
  return { head: pageHead({ origin, pathname, site: settings, subject }), missing: subject?.kind === "missing" };
}

const MISSING: HeadSubject = { kind: "missing" };

/** What the page at `pathname` shows that its head speaks of: null for pages other than a product's, a category's, the search results or an admin order's. */
async function subjectOf(services: Services, pathname: string, search: URLSearchParams): Promise<HeadSubject | null> {
  // Never missing, whatever the query: an empty or unmatched search is a page with advice (decision 064).
  if (/^\/search\/?$/i.test(pathname)) return { kind: "search", query: searchQueryOf(search) };
  const product = /^\/products\/([^/]+)\/?$/.exec(pathname);
  if (product?.[1]) {
    const key = lookupKey(product[1]);
    const found = key === null ? null : await services.products.findBySlug(key);
    return found ? { kind: "product", product: found } : MISSING;
  }
  const category = /^\/product-category\/([^/]+)\/?$/.exec(pathname);
  if (category?.[1]) {
    const key = lookupKey(category[1]);
    if (key === null) return MISSING;
    const found = await services.categories.findBySlugOrName(key);
    return found ? { kind: "category", category: found, moved: !keyNamesCategory(key, found) } : MISSING;
  }
  const adminOrder = ADMIN_ORDER.exec(pathname);
  if (adminOrder?.[1]) return adminOrderTitle(services, adminOrder[1]);
  return null;
}

/** `/admin-dashboard/orders/:id` (not `…/orders/management` and the other lists: their segment is no UUID). */
const ADMIN_ORDER = /^\/admin-dashboard\/orders\/([0-9a-f-]{36})\/?$/i;

/**
 * An admin order's page titled "Order #10042", as OrderDetailPage titles it once loaded. Only
 * the number: this HTML goes to whoever holds the address, signed in or not, and an order's id is
 * an unguessable UUID that its number reveals nothing more than (decision 073). An unknown order
 * is left to the admin's own "not found" (no 404 that would tell ids apart for a signed-out visitor).
 */
async function adminOrderTitle(services: Services, id: string): Promise<HeadSubject | null> {
  const number = await services.orderAdmin.numberOf(id);
  return number === null ? null : { kind: "titled", title: `Order #${String(number)}` };
}

/** The longest slug or name a catalog lookup can match: longer segments are refused before any query. */
const MAX_KEY_LENGTH = Math.max(CATALOG_LIMITS.slug, CATALOG_LIMITS.categoryName);

/** A path segment decoded for a catalog lookup; null when no slug or name could match (too long, a NUL character). */
function lookupKey(segment: string): string | null {
  // Each character is at most 12 escaped bytes ("%F0%9F%98%80" is one emoji): check before decoding.
  if (segment.length > MAX_KEY_LENGTH * 12) return null;
  const decoded = decodePercentEscapes(segment);
  return decoded.includes(NUL) || decoded.length > MAX_KEY_LENGTH || decoded.trim() === "" ? null : decoded;
}
