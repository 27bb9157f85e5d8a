import type { ComponentType } from "react";
import type { Params, RouteObject } from "react-router";
import { categoryPageQueries, homePageQueries, productPageQueries, searchPageQueries } from "../catalog/pageQueries";
import { parseProductListParams } from "../catalog/productListParams";
import { parseSearchPageParams } from "../catalog/searchPageParams";
import { RequireAuth } from "../account/components/RequireAuth";
import { RootLayout } from "./layout/RootLayout";
import { NotFoundPage } from "../shared/pages/NotFoundPage";
import type { PageQueries } from "../shared/routing/pageQuery";
import { RouteErrorPage } from "./pages/RouteErrorPage";

/** Every page module, each a chunk of its own, loaded when its route is first matched. */
const pageModules = import.meta.glob<Record<string, ComponentType>>([
  "../*/pages/*Page.tsx",
  // In the shell, not chunks: what shows when a page cannot.
  "!../app/pages/RouteErrorPage.tsx",
  "!../shared/pages/*",
]);

/** What a lazy route says about itself. */
export interface PageHandle {
  /** Its page's module, as the build manifest names it. */
  module: string;
  /** Loads the page's chunk (once; later calls return the loaded module). */
  preload: () => Promise<unknown>;
  /** The queries the page runs as it opens at a URL with these params and search (its declaration, e.g. catalog/pageQueries.ts). */
  queries?: (params: Params, search: URLSearchParams) => PageQueries;
}

/**
 * The route fields of the page `name` in `path` (as in the glob above): its lazy loader, and its
 * `handle`: the module's path, by which the server finds the chunks to preload (graph/src/ssr),
 * and what a link to the page fetches ahead of a click (app/prefetch).
 */
function page(path: string, name: string, queries?: PageHandle["queries"]): Pick<RouteObject, "lazy" | "handle"> {
  const load = pageModules[path];
  if (!load) throw new Error(`No page module ${path}`);
  const handle: PageHandle = { module: `src/${path.slice("../".length)}`, preload: load, queries };
  return {
    handle,
    lazy: async () => {
      const Component = (await load())[name];
      if (!Component) throw new Error(`${path} exports no ${name}`);
      return { Component };
    },
  };
}

/**
 * Every route of the storefront. Shared by the browser router, the server render (entry-server.tsx)
 * and tests. Each page is a chunk of its own (`page`): a visit downloads the shell and the page it
 * opens, and the server preloads that page's chunk with the shell.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Errors in the layout itself: rendered without header and footer.
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors in a page: rendered inside the layout.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, ...page("../catalog/pages/HomePage.tsx", "HomePage", homePageQueries) },
          {
            path: "product-category/:category?",
            ...page("../catalog/pages/CategoryPage.tsx", "CategoryPage", ({ category }, search) =>
              categoryPageQueries(category, parseProductListParams(search)),
            ),
          },
          { path: "products/:slug", ...page("../catalog/pages/ProductPage.tsx", "ProductPage", ({ slug = "" }) => productPageQueries(slug)) },
          { path: "search", ...page("../catalog/pages/SearchPage.tsx", "SearchPage", (_params, search) => searchPageQueries(parseSearchPageParams(search))) },
          { path: "privacy-policy", ...page("../content/pages/PrivacyPolicyPage.tsx", "PrivacyPolicyPage") },
          { path: "contact-us", ...page("../content/pages/ContactPage.tsx", "ContactPage") },
          { path: "shopping-cart", ...page("../cart/pages/CartPage.tsx", "CartPage") },
          { path: "wishlist", ...page("../wishlist/pages/WishlistPage.tsx", "WishlistPage") },
          { path: "checkout", ...page("../checkout/pages/CheckoutPage.tsx", "CheckoutPage") },
          { path: "order-confirmation", ...page("../orders/pages/OrderConfirmationPage.tsx", "OrderConfirmationPage") },
          { path: "my-orders", ...page("../orders/pages/MyOrdersPage.tsx", "MyOrdersPage") },
          { path: "login", ...page("../account/pages/LoginPage.tsx", "LoginPage") },
          { path: "register", ...page("../account/pages/RegisterPage.tsx", "RegisterPage") },
          {
            // Signed-in guard (docs/behaviour.md#roles): guests go to /login and come back afterwards.
            element: <RequireAuth />,
            children: [
              { path: "my-profile", ...page("../account/pages/MyProfilePage.tsx", "MyProfilePage") },
              { path: "update-profile", ...page("../account/pages/UpdateProfilePage.tsx", "UpdateProfilePage") },
            ],
          },
          // Admin guard; the admin area's own code loads only for admins.
          { path: "admin-dashboard/*", ...page("./pages/AdminAreaPage.tsx", "AdminAreaPage") },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
