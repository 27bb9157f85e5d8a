import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { matchRoutes } from "react-router";
import { prefetchCatalogPage } from "../catalog/prefetchCatalogPage";
import { routes } from "./routes";

/** The same-origin page a pointer, a finger or the keyboard is about to follow, if any. */
function intendedPage(target: EventTarget | null): URL | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  return url;
}

/**
 * Once a link is hovered, focused or touched, loads what the page behind it needs: its route's
 * chunk and, for catalog pages, its data. The click that usually follows then renders from memory.
 * Browser only: the server never renders it.
 */
export function PrefetchOnIntent(): null {
  const client = useApolloClient();
  useEffect(() => {
    const seen = new Set<string>();
    const onIntent = (event: Event) => {
      const url = intendedPage(event.target);
      if (!url || seen.has(url.href)) return;
      seen.add(url.href);
      for (const { route } of matchRoutes(routes, url) ?? []) {
        if (typeof route.lazy === "function") void route.lazy().catch(() => undefined);
      }
      prefetchCatalogPage(client, url);
    };
    const options = { passive: true, capture: true };
    for (const type of ["pointerover", "focusin", "touchstart"]) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of ["pointerover", "focusin", "touchstart"]) document.removeEventListener(type, onIntent, options);
    };
  }, [client]);
  return null;
}
