import type { RouteObject } from "react-router";
import { HomePage } from "../catalog/pages/HomePage";
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
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
