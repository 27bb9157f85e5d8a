import { createBrowserRouter, matchRoutes } from "react-router";
import { routes } from "./routes";

/**
 * The browser's data router, once the page's own lazy routes (routes.tsx) have loaded: a
 * server-rendered page must hydrate with the page the server rendered, not a blank while its
 * chunk arrives, or React would throw the server's HTML away.
 */
export async function createShopRouter() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== "function") return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}

export type ShopRouter = Awaited<ReturnType<typeof createShopRouter>>;
