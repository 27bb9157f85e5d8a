import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pageMetaFor } from "./seo/page-meta.js";
import { injectShareTags } from "./seo/share-tags.js";
import type { Services } from "./services.js";

const YEAR_SECONDS = 31_536_000;

export interface WebAppOptions {
  webDist: string;
  services: Services;
  /** Public origin for absolute URLs in share tags; defaults to the request's own. */
  publicUrl?: string;
}

/**
 * Serve the built SPA: hashed files under /assets/ are cached for a year, index.html never,
 * and any other GET that accepts HTML gets index.html so client routes survive a reload.
 * The HTML carries the page's title and share tags (product and category pages included),
 * because link-preview crawlers run no JavaScript. /api and /graphql never fall back to the SPA.
 */
export async function registerWebApp(app: FastifyInstance, { webDist, services, publicUrl }: WebAppOptions) {
  const indexFile = path.join(webDist, "index.html");
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : null;
  if (template) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: "/",
      index: false,
      wildcard: false,
      setHeaders(reply, filePath) {
        const cache = filePath.startsWith(path.join(webDist, "assets") + path.sep)
          ? `public, max-age=${YEAR_SECONDS}, immutable`
          : "public, max-age=3600";
        reply.header("cache-control", cache);
      },
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!template) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet: run `npm run build` (or `npm start`, which builds it).");
    }
    const origin = (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, "");
    const pathname = request.url.split("?")[0] ?? "/";
    const meta = await pageMetaFor(services, pathname, origin);
    return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(injectShareTags(template, meta));
  };

  app.get("/", sendPage);

  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|graphql)(\/|\?|$)/.test(request.url);
    const wantsHtml = request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
    if (!isApi && wantsHtml) return sendPage(request, reply);
    return reply.status(404).send({ success: false, message: "Not found", code: "NOT_FOUND" });
  });
}
