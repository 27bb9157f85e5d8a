/**
 * The web app's client routes, as the server needs them to answer a reload or a shared link:
 * the paths `web/src/app/routes.tsx` renders a page for, in react-router's pattern syntax
 * (`:param`, `:param?` as the last segment, `*` as the last segment). Its catch-all `*` (the
 * error page) is deliberately not listed: those paths are answered with the page and a 404.
 *
 * The one list on the server side. `client-routes.test.ts` imports the SPA's route tree and
 * fails when the two disagree, so a route added to the web app must be added here too.
 */
export const CLIENT_ROUTE_PATTERNS: readonly string[] = [
  "/",
  "/product-category/:category?",
  "/products/:slug",
  "/privacy-policy",
  "/contact-us",
  "/search",
  "/shopping-cart",
  "/wishlist",
  "/checkout",
  "/order-confirmation",
  "/my-orders",
  "/login",
  "/register",
  "/my-profile",
  "/update-profile",
  "/admin-dashboard/*",
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern as react-router matches it: case-insensitively, with an optional trailing slash. */
function compile(pattern: string): RegExp {
  let source = "";
  for (const segment of pattern.split("/").filter(Boolean)) {
    if (segment === "*") source += "(?:/.*)?";
    else if (segment.startsWith(":")) source += segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
    else source += `/${escapeRegExp(segment)}`;
  }
  return new RegExp(`^${source}/?$`, "i");
}

const matchers = CLIENT_ROUTE_PATTERNS.map(compile);

/** True when the SPA renders a page (not its error page) at `pathname` (no query string). */
export function isClientRoute(pathname: string): boolean {
  return matchers.some((matcher) => matcher.test(pathname));
}
