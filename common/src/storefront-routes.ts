import { SEARCH_MAX_LENGTH } from "./fields.js";
import { SLUG_PATTERN } from "./slug.js";

/*
 * The storefront's pages as the server can check them (web/src/app/routes.tsx holds the routes
 * themselves, with their components; web/src/app/routes.test.tsx keeps the two lists alike).
 * Site analytics counts only paths that are one of these pages.
 */

/**
 * Pages without parameters that the browser renders itself (web/src/app/serverRendering.ts):
 * what they show lives only in the browser (cart, wishlist, guest orders, a sign-in).
 */
export const CLIENT_RENDERED_PAGES = [
  "shopping-cart",
  "wishlist",
  "checkout",
  "order-confirmation",
  "my-orders",
  "login",
  "register",
  "my-profile",
  "update-profile",
] as const;

/** Pages without parameters, by their first segment. */
export const STOREFRONT_PAGES = ["privacy-policy", "contact-us", "search", ...CLIENT_RENDERED_PAGES] as const;

const PAGES = new Set<string>(STOREFRONT_PAGES);

/** A storefront page: its canonical path, and the catalog slug it names, if any. */
export interface StorefrontPage {
  /** Lowercase, without a trailing slash: "/checkout/" and "/Checkout" are "/checkout". */
  path: string;
  kind: "home" | "page" | "category" | "product";
  /** The category's or product's slug, for those pages (null for the all-products list). */
  slug: string | null;
}

/**
 * The page a path (without query and hash) opens, or null when it opens none (the not-found page,
 * the admin area). Segments are matched without case, as the router does, but a slug must have a
 * slug's shape (lowercase words joined by hyphens), since only such slugs exist.
 */
export function storefrontPage(path: string): StorefrontPage | null {
  if (!path.startsWith("/")) return null;
  const segments = path.slice(1).split("/");
  if (segments.length > 1 && segments.at(-1) === "") segments.pop();
  const [first = "", slug, ...rest] = segments;
  const name = first.toLowerCase();
  if (rest.length) return null;
  if (name === "" && slug === undefined) return { path: "/", kind: "home", slug: null };
  if (PAGES.has(name) && slug === undefined) return { path: `/${name}`, kind: "page", slug: null };
  if (name === "product-category") {
    if (slug === undefined) return { path: "/product-category", kind: "category", slug: null };
    return SLUG_PATTERN.test(slug) ? { path: `/product-category/${slug}`, kind: "category", slug } : null;
  }
  if (name === "products" && slug !== undefined && SLUG_PATTERN.test(slug)) return { path: `/products/${slug}`, kind: "product", slug };
  return null;
}

/**
 * The text the search results page (`/search?q=`) searches for: `q` trimmed, without NUL characters,
 * cut to the longest search the server takes (`SEARCH_MAX_LENGTH`); "" when there is none. The page,
 * its head in the browser and the server's head all read the URL with this.
 */
export function searchQueryOf(search: URLSearchParams): string {
  // eslint-disable-next-line no-control-regex -- a NUL is what is removed
  return (search.get("q") ?? "").replace(/\u0000/g, "").trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/** The search results page's path for `query`: `/search?q=…`, or `/search` with none. */
export function searchPath(query: string): string {
  const text = query.trim();
  return text ? `/search?${new URLSearchParams({ q: text }).toString()}` : "/search";
}
