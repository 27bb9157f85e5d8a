import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

/** The browser's data router; created once, outside React. */
export const router = createBrowserRouter(routes);
