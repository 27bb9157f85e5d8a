import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { precompress } from "./build/precompress.ts";

/** A chunk-group test matching any of `packages` inside node_modules. */
function packagesIn(...packages: string[]): RegExp {
  return new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join("|")})[\\\\/]`);
}

/**
 * Long-lived vendor chunks, so a deploy that only changes the shop's own code leaves the (large)
 * libraries cached in browsers: the ones every page runs whole. Chakra and its parts are left to
 * the bundler, which puts each component with the pages that use it: grouped, every page paid for
 * the admin area's tables, tabs and charts.
 */
const vendorChunks = [
  {
    name: "vendor-react",
    test: packagesIn("react", "react-dom", "scheduler", "react-router", "cookie", "set-cookie-parser"),
  },
  {
    name: "vendor-graphql",
    test: packagesIn("@apollo", "graphql", "rxjs", "@wry", "optimism", "tslib", "@graphql-typed-document-node"),
  },
];

/** The Fastify server that serves GraphQL, the REST endpoints and uploaded files. */
const apiServer = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    // "@shop/source" first so workspace packages (@shop/common) resolve to their TypeScript sources.
    conditions: ["@shop/source", ...defaultClientConditions],
  },
  server: {
    proxy: {
      "/graphql": apiServer,
      "/api": apiServer,
      "/uploads": apiServer,
    },
  },
  preview: {
    proxy: {
      "/graphql": apiServer,
      "/api": apiServer,
      "/uploads": apiServer,
    },
  },
  build: {
    outDir: "dist",
    assetsDir: "assets",
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the server preloads each page's chunks from it (graph/src/ssr), and
    // scripts/check-js-budget.mjs sums a first render's JavaScript from it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
});
