import { defineConfig, mergeConfig } from "vite";
import shopConfig from "./vite.config.ts";

/**
 * The server render's build (`src/entry-server.tsx` → `dist-ssr/`, docs/decisions/032-…): the web
 * app's config, with every library bundled in, since the production image installs only the
 * server's own dependencies. Apart from vite.config.ts so tests (which use that one) load
 * libraries from node_modules as they always did.
 */
export default mergeConfig(
  shopConfig,
  defineConfig({
    // Production React and libraries whatever NODE_ENV the server runs with (development in
    // `npm start`, test in the browser tests): their development builds render several times slower.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    ssr: {
      noExternal: true,
      resolve: { conditions: ["@shop/source"] },
    },
  }),
);
