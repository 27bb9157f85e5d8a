import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";

// The server puts share tags for product and category pages into the HTML for crawlers, marked
// `data-ssr`; the app renders its own, so the server's go before the first render.
for (const element of document.head.querySelectorAll("[data-ssr]")) element.remove();

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element to render the shop into");

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
