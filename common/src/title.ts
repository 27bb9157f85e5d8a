import { decodePercentEscapes } from "./text.js";

/**
 * The document title rule (docs/behaviour.md#screens-and-routes): the site name, a vertical bar, then the last path
 * segment with hyphens as spaces, or "Home" at the root. Used by the server (HTML for
 * crawlers) and the web app alike.
 */
export function documentTitle(siteName: string, pathname: string): string {
  const last = pathname.split("/").filter(Boolean).at(-1);
  if (!last) return `${siteName} | Home`;
  return `${siteName} | ${decodePercentEscapes(last).replace(/-/g, " ")}`;
}
