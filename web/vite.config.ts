import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import type { ChunkingContext } from "rolldown";
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
    priority: 20,
  },
  {
    name: "vendor-graphql",
    test: packagesIn("@apollo", "graphql", "rxjs", "@wry", "optimism", "tslib", "@graphql-typed-document-node"),
    priority: 20,
  },
];

/** The app: index.html's script. */
const APP_MODULE = fileURLToPath(new URL("./src/main.tsx", import.meta.url));

/**
 * Everything else the app imports statically, directly or not, as one chunk: every page loads all of
 * it anyway. Left to itself the bundler cut it into a hundred files of a kilobyte or two (each module
 * a page also imports became a chunk of its own), and a phone on a slow network fetched them six at a
 * time, the page's images queued behind them.
 */
function appChunk() {
  let app: Set<string> | undefined;
  return (id: string, context: ChunkingContext) => {
    app ??= staticImportsOf(APP_MODULE, context);
    // The app's own module stays the entry: it awaits its first page's chunk, which imports this one.
    return app.has(id) && id !== APP_MODULE ? "app" : null;
  };
}

/** `root` and every module it imports statically, recursively. */
function staticImportsOf(root: string, context: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

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
      "/docs": apiServer,
    },
  },
  preview: {
    proxy: {
      "/graphql": apiServer,
      "/api": apiServer,
      "/uploads": apiServer,
      "/docs": apiServer,
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
        codeSplitting: { groups: [...vendorChunks, { name: appChunk(), priority: 10 }] },
      },
    },
  },
});
