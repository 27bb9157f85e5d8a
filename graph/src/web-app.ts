import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isClientRoute } from "./http/client-routes.js";
import { pageMetaFor } from "./seo/page-meta.js";
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
}

/** Paths the server answers itself: never the SPA's page, so a missing file or endpoint stays a plain 404. */
const SERVER_PATHS = /^\/(?:(?:api|graphql)(?:\/|$)|(?:uploads|assets)\/)/;

/**
 * Serve the built SPA: hashed files under /assets/ are cached for a year, the page never.
 * Every GET or HEAD of another path gets the page, whatever its Accept header says (link-preview
 * crawlers accept anything, or send no Accept at all): with 200 on a client route
 * (http/client-routes.ts) and 404 elsewhere, where the SPA shows its error page; a product or category
 * the shop does not show answers 404 too. Every 404 says `noindex` (header and meta tag). The HTML carries
 * the page's title and share tags (product and category pages included), because crawlers run no JavaScript.
 */
export async function registerWebApp(app: FastifyInstance, { webDist, services, publicUrl, pageHeaders }: WebAppOptions) {
  const indexFile = path.join(webDist, "index.html");
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : null;
  if (template) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      index: false,
      wildcard: false,
      // The page is only ever sent with its share tags and its policy, never as a bare file.
      globIgnore: ["index.html"],
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
    const pathname = request.url.split("?")[0] ?? "/";
    const meta = await pageMetaFor(services, pathname, publicOrigin(publicUrl, request));
    // An unknown product or category is a missing page too: 404, so search engines drop it.
    const missing = status === 404 || meta.noindex === true;
    await pageHeaders?.(request, reply);
    if (missing) reply.header("x-robots-tag", "noindex");
    return reply
      .status(missing ? 404 : status)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(injectShareTags(template, { ...meta, noindex: missing }));
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
