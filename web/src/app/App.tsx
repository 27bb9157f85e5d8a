import type { RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { apolloClient } from "./apolloClient";
import { usePrefetchOnIntent } from "./prefetch/usePrefetchOnIntent";
import type { ShopRouter } from "./router";
import { ShopProviders } from "./ShopProviders";

/** The storefront in the browser: the shop's providers around the browser router. */
export function App({ router }: { router: ShopRouter }) {
  usePrefetchOnIntent(apolloClient, router.routes as RouteObject[]);
  return (
    <ShopProviders client={apolloClient}>
      {/*
        Router updates are not wrapped in startTransition: a page's Apollo queries answering
        while a navigation's transition renders interrupted it, and each restart asked again
        for the old view's data (useQuery reobserves as it renders), so the old and new views
        took turns for seconds, or for good (docs/decisions/020-navigations-without-transitions.md).
      */}
      <RouterProvider router={router} useTransitions={false} />
    </ShopProviders>
  );
}
