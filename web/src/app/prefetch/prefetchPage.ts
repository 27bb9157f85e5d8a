import type { ApolloClient } from "@apollo/client";
import { matchRoutes, type RouteObject } from "react-router";
import { queriesToRun } from "../../shared/routing/pageQuery";
import type { PageHandle } from "../routes";

/**
 * Fetches what the page at `href` needs to open, ahead of a click on a link to it: the page's chunk
 * and the queries it runs as it opens (its route's `PageHandle`), into the Apollo cache, from which
 * the page then renders at once. Links elsewhere, and pages without a handle, are left alone.
 * Failures are ignored: the page asks again when it opens, and shows its own error.
 */
export function prefetchPage(client: ApolloClient, routes: RouteObject[], href: string, origin: string): void {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return;
  }
  if (url.origin !== origin) return;
  for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
    const handle = route.handle as PageHandle | undefined;
    if (!handle?.preload) continue;
    handle.preload().catch(() => undefined);
    for (const request of queriesToRun(handle.queries?.(params, url.searchParams) ?? {})) {
      // cache-first: data already in the cache (a page seen before, a hover before) is not asked again.
      client.query({ ...request, fetchPolicy: "cache-first" }).catch(() => undefined);
    }
  }
}
