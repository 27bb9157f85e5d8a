import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";

/** A chunk-group test matching any of `packages` inside node_modules. */
function packagesIn(...packages: string[]): RegExp {
  return new RegExp(`[\\\\/]node_modules[\\\\/](${packages.join("|")})[\\\\/]`);
}

/**
 * Long-lived vendor chunks, so a deploy that only changes the shop's own code
 * leaves the (large) libraries cached in browsers.
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
  {
    name: "vendor-ui",
    test: packagesIn(
      "@chakra-ui",
      "@ark-ui",
      "@zag-js",
      "@emotion",
      "@pandacss",
      "@floating-ui",
      "@internationalized",
      "@swc",
      "proxy-compare",
      "stylis",
      "react-hot-toast",
      "goober",
    ),
  },
];

/** The Fastify server that serves GraphQL, the REST endpoints and uploaded files. */
const apiServer = "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
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
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorChunks },
      },
    },
  },
});
