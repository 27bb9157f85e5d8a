import type { RouteObject } from "react-router";
import { RequireAuth } from "../account/components/RequireAuth";
import { AdminAreaPage } from "../account/pages/AdminAreaPage";
import { LoginPage } from "../account/pages/LoginPage";
import { MyProfilePage } from "../account/pages/MyProfilePage";
import { RegisterPage } from "../account/pages/RegisterPage";
import { UpdateProfilePage } from "../account/pages/UpdateProfilePage";
import { CartPage } from "../cart/pages/CartPage";
import { CategoryPage } from "../catalog/pages/CategoryPage";
import { HomePage } from "../catalog/pages/HomePage";
import { ProductPage } from "../catalog/pages/ProductPage";
import { CheckoutPage } from "../checkout/pages/CheckoutPage";
import { ContactPage } from "../content/pages/ContactPage";
import { PrivacyPolicyPage } from "../content/pages/PrivacyPolicyPage";
import { MyOrdersPage } from "../orders/pages/MyOrdersPage";
import { OrderConfirmationPage } from "../orders/pages/OrderConfirmationPage";
import { WishlistPage } from "../wishlist/pages/WishlistPage";
import { RootLayout } from "./layout/RootLayout";
import { NotFoundPage } from "../shared/pages/NotFoundPage";
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
          { path: "checkout", element: <CheckoutPage /> },
          { path: "order-confirmation", element: <OrderConfirmationPage /> },
          { path: "my-orders", element: <MyOrdersPage /> },
          { path: "login", element: <LoginPage /> },
          { path: "register", element: <RegisterPage /> },
          {
            // Signed-in guard (docs/behaviour.md#roles): guests go to /login and come back afterwards.
            element: <RequireAuth />,
            children: [
              { path: "my-profile", element: <MyProfilePage /> },
              { path: "update-profile", element: <UpdateProfilePage /> },
            ],
          },
          // Admin guard; the admin area's code loads only for admins.
          { path: "admin-dashboard/*", element: <AdminAreaPage /> },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
