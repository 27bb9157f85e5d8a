import type { RouteObject } from "react-router";
import { CartPage } from "../cart/pages/CartPage";
import { CategoryPage } from "../catalog/pages/CategoryPage";
import { HomePage } from "../catalog/pages/HomePage";
import { ProductPage } from "../catalog/pages/ProductPage";
import { ContactPage } from "../content/pages/ContactPage";
import { PrivacyPolicyPage } from "../content/pages/PrivacyPolicyPage";
import { WishlistPage } from "../wishlist/pages/WishlistPage";
import { RootLayout } from "./layout/RootLayout";
import { NotFoundPage } from "./pages/NotFoundPage";
import { RouteErrorPage } from "./pages/RouteErrorPage";

/** Every route of the storefront. Shared by the browser router and tests (memory router). */
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
          { index: true, element: <HomePage /> },
          { path: "product-category/:category?", element: <CategoryPage /> },
          { path: "products/:slug", element: <ProductPage /> },
          { path: "privacy-policy", element: <PrivacyPolicyPage /> },
          { path: "contact-us", element: <ContactPage /> },
          { path: "shopping-cart", element: <CartPage /> },
          { path: "wishlist", element: <WishlistPage /> },
          // /checkout, /login, /my-orders, the admin area… come with later issues.
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
