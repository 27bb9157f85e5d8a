import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/App";
import { createShopRouter } from "./app/router";

// The server writes the page's head tags into the HTML for crawlers, marked `data-ssr`; the app
// renders the same ones (common/src/page-head.ts), so the server's go before the first render.
for (const element of document.head.querySelectorAll("[data-ssr]")) element.remove();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render the shop into");

const app = (
  <StrictMode>
    <App router={await createShopRouter()} />
  </StrictMode>
);
// A server-rendered page (entry-server.tsx) is hydrated; the pages the browser renders itself come empty.
if (container.firstChild) {
  hydrateRoot(container, app, {
    // Said plainly (production React names only an error number): the browser tests fail on it.
    onRecoverableError(error) {
      console.error("Hydration failed: the browser's first render differs from the server's HTML.", error);
    },
  });
} else {
  createRoot(container).render(app);
}
