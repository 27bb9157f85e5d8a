import fs from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PublicReads } from "./cache/public-reads.js";
import { collectReadTags } from "./cache/read-tags.js";
import { withDatabaseTimeBudget } from "./db/pglite-pool.js";
import { pathOf } from "./observability/logging.js";
import { isClientRoute } from "./http/client-routes.js";
import { compressPage } from "./http/page-compression.js";
import { pageMetaFor } from "./seo/page-meta.js";
import { modulePreloadHeader } from "./ssr/build-manifest.js";
import type { PageRenderer } from "./ssr/page-renderer.js";
import { injectShareTags } from "./seo/share-tags.js";
import type { Services } from "./services.js";
import { publicOrigin } from "./shared/public-origin.js";

const YEAR_SECONDS = 31_536_000;

export interface WebAppOptions {
  webDist: string;
  services: Services;
  /** Public origin for absolute URLs in share tags (required in production); see shared/public-origin.ts. */
  publicUrl?: string;
  /** Adds the page's own headers (its Content-Security-Policy) to an HTML response. */
  pageHeaders?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** Renders storefront pages into the HTML (ssr/page-renderer.ts); without it every page is sent empty. */
  renderer?: PageRenderer | null;
  /** The response cache of public reads: rendered pages are kept there too (docs/decisions/026-…). */
  publicReads?: PublicReads;
}

/** Paths the server answers itself (the API reference under /docs/): never the SPA's page, so a missing file or endpoint stays a plain 404. */
const SERVER_PATHS = /^\/(?:(?:api|graphql|docs)(?:\/|$)|(?:uploads|assets)\/)/;

/**
 * Serve the built SPA: hashed files under /assets/ are cached for a year, the page never.
 * Every GET or HEAD of another path gets the page, whatever its Accept header says (link-preview
 * crawlers accept anything, or send no Accept at all): with 200 on a client route
 * (http/client-routes.ts) and 404 elsewhere, where the SPA shows its error page; a product or category
 * the shop does not show answers 404 too. Every 404 says `noindex` (header and meta tag). The HTML carries
 * the page's title and share tags (product and category pages included), because crawlers run no JavaScript,
 * and, with a `renderer`, the storefront page itself, rendered on the server (docs/decisions/032-…).
 */
export async function registerWebApp(app: FastifyInstance, { webDist, services, publicUrl, pageHeaders, renderer, publicReads }: WebAppOptions) {
  const indexFile = path.join(webDist, "index.html");
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : null;
  if (template) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      index: false,
      wildcard: false,
      // The build writes brotli and gzip copies of its text files (web/build/precompress.ts).
      preCompressed: true,
      // The page is only ever sent with its share tags and its policy, never as a bare file; the
      // build manifest (.vite/) is for the server alone.
      globIgnore: ["index.html", ".vite/**"],
      dotfiles: "ignore",
      setHeaders(reply, filePath) {
        const cache = filePath.startsWith(path.join(webDist, "assets") + path.sep)
          ? `public, max-age=${YEAR_SECONDS}, immutable`
          : "public, max-age=3600";
        reply.header("cache-control", cache);
      },
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    if (!template) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet: run `npm run build` (or `npm start`, which builds it).");
    }
    await pageHeaders?.(request, reply);
    const origin = publicOrigin(publicUrl, request);
    // A page is rendered for a signed-out visitor whoever asks, so one copy serves everyone.
    const key = publicReads && status === 200 && request.method === "GET" ? `page\n${origin}\n${request.url}` : null;
    const hit = key ? publicReads?.cache.get(key) : undefined;
    if (publicReads && hit) return publicReads.send(request, reply, hit, "HIT");

    const begun = publicReads?.cache.begin() ?? 0;
    const tagsRead = new Set<string>();
    const preparePage = async () => {
      const queryAt = request.url.indexOf("?");
      const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
      const search = new URLSearchParams(queryAt < 0 ? "" : request.url.slice(queryAt + 1));
      const meta = await pageMetaFor(services, pathname, origin, search);
      // An unknown product or category is a missing page too: 404, so search engines drop it.
      const missing = status === 404 || meta.missing;
      const head = meta.head;
      const page = injectShareTags(template, missing ? { ...head, robots: "noindex" } : head);
      // A missing page is left to the browser: no cache can keep one per made-up URL, and a render
      // per request would let anyone make the server render pages as fast as they can ask.
      return { page, missing, rendered: missing ? null : await renderPage(request, page) };
    };
    // Everything the page read is tagged, within one request's database time budget (db/pglite-pool.ts).
    const { page, missing, rendered } = await withDatabaseTimeBudget(() => collectReadTags(tagsRead, preparePage));

    if (missing) reply.header("x-robots-tag", "noindex");
    void reply.status(missing ? 404 : status).type("text/html; charset=utf-8");
    if (!rendered) return reply.header("cache-control", "no-cache").send(compressPage(request, reply, page));
    // The page's chunks, for a proxy or CDN that turns preload links into early hints.
    const link = modulePreloadHeader(rendered.preloads);
    if (link) void reply.header("link", link);
    if (!publicReads || !key || missing || !rendered.complete) return reply.header("cache-control", "no-cache").send(compressPage(request, reply, rendered.html));

    // Sent as it renders, and kept: the next visitor gets these bytes until a write changes what they show.
    const chunks: Buffer[] = [];
    const kept = new Transform({
      transform(chunk: Buffer | string, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback(null, chunk);
      },
      flush(callback) {
        const body = Buffer.concat(chunks);
        const headers: Record<string, string> = link ? { link } : {};
        publicReads.cache.store(begun, { key, body, contentType: "text/html; charset=utf-8", headers, tags: [...tagsRead] });
        callback();
      },
    });
    void reply.header("cache-control", publicReads.cacheControl).header("x-cache", "MISS");
    return reply.send(compressPage(request, reply, rendered.html.pipe(kept)));
  };

  /** The page rendered on the server; null for the pages the browser renders, or when rendering failed. */
  const renderPage = async (request: FastifyRequest, page: string) => {
    if (!renderer || request.method === "HEAD") return null;
    try {
      return await renderer.render(request.url, page, request.ip);
    } catch (error) {
      // The browser can still render the page: a failed server render costs speed, not the page.
      request.log.error({ err: error, path: pathOf(request.url) }, "server render failed; sending the page for the browser to render");
      return null;
    }
  };

  app.get("/", (request, reply) => sendPage(request, reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if ((request.method === "GET" || request.method === "HEAD") && !SERVER_PATHS.test(pathname)) {
      return sendPage(request, reply, isClientRoute(pathname) ? 200 : 404);
    }
    return reply.status(404).send({ success: false, message: "Not found", code: "NOT_FOUND" });
  });
}
