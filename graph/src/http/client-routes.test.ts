// @vitest-environment jsdom
// (the SPA's modules read localStorage when they load)
import { describe, expect, it } from "vitest";
import { CLIENT_ROUTE_PATTERNS, isClientRoute } from "./client-routes.js";

/** The SPA's route tree, as react-router sees it (loaded at run time: it is TSX of another workspace). */
interface RouteNode {
  path?: string;
  index?: boolean;
  children?: RouteNode[];
}

async function spaRoutes(): Promise<RouteNode[]> {
  const modulePath = "../../../web/src/app/routes.tsx";
  const { routes } = (await import(/* @vite-ignore */ modulePath)) as { routes: RouteNode[] };
  return routes;
}

/** Every full path pattern the SPA renders a page for ("/" for index routes). */
function patternsOf(routes: RouteNode[], parent = ""): string[] {
  return routes.flatMap((route) => {
    const here = route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent || "/";
    const own = route.index ? [parent || "/"] : route.path && !route.children ? [here] : [];
    return [...own, ...(route.children ? patternsOf(route.children, here === "/" ? "" : here) : [])];
  });
}

/** A concrete path for each pattern, with its variants (trailing slash, other case, optional parts). */
function samplesOf(pattern: string): string[] {
  const filled = pattern.replace(/:[a-z]+\?/gi, "sample").replace(/:[a-z]+/gi, "sample-slug").replace(/\*$/, "deep/path");
  const bare = pattern.replace(/\/:[a-z]+\?$/i, "").replace(/\/\*$/, "");
  return [...new Set([filled, `${filled}/`.replace(/\/\/$/, "/"), filled.toUpperCase(), bare || "/"])];
}

describe("client routes on the server", () => {
  it("lists exactly the routes the SPA renders a page for", async () => {
    const spa = patternsOf(await spaRoutes()).filter((pattern) => pattern !== "/*");
    expect([...CLIENT_ROUTE_PATTERNS].sort()).toEqual([...new Set(spa)].sort());
  }, 120_000);

  it("decides like react-router: a page for its routes, the error page (catch-all) for anything else", async () => {
    const { matchRoutes } = await import("react-router");
    const routes = await spaRoutes();
    const candidates = [
      ...[...CLIENT_ROUTE_PATTERNS, ...patternsOf(routes)].flatMap(samplesOf),
      "/products",
      "/products/",
      "/products/a/b",
      "/product-category/a/b",
      "/wishlist/extra",
      "/admin-dashboardx",
      "/no-such-page",
      "/index.html",
      "/robots.txt",
      "/login.php",
    ];
    for (const pathname of candidates) {
      const matched = matchRoutes(routes as Parameters<typeof matchRoutes>[0], pathname) ?? [];
      const leaf = matched[matched.length - 1]?.route;
      const spaRendersAPage = Boolean(leaf) && leaf?.path !== "*";
      expect(isClientRoute(pathname), pathname).toBe(spaRendersAPage);
    }
  }, 120_000);
});
