import { CLIENT_RENDERED_PAGES } from "@shop/common";

/**
 * Pages the browser renders itself: the server sends them the empty page. Everything they show
 * depends on what only the browser has (its cart, wishlist and guest orders in storage, a
 * sign-in), and no crawler needs them. Every other path is rendered on the server
 * (entry-server.tsx), except where the server already knows the page is missing (a 404: see
 * graph/src/web-app.ts).
 */
const CLIENT_RENDERED_SECTIONS = new Set<string>([...CLIENT_RENDERED_PAGES, "admin-dashboard"]);

/** True when the server renders the page at `pathname`. */
export function rendersOnServer(pathname: string): boolean {
  const section = pathname.split("/")[1]?.toLowerCase() ?? "";
  return !CLIENT_RENDERED_SECTIONS.has(section);
}
