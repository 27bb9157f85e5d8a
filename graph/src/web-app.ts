import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

const YEAR_SECONDS = 31_536_000;

/**
 * Serve the built SPA: hashed files under /assets/ are cached for a year, index.html never,
 * and any other GET that accepts HTML gets index.html so client routes survive a reload.
 * /api and /graphql never fall back to the SPA.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, "index.html");
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
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

  const sendIndex = (reply: FastifyReply) => {
    if (!hasBuild) {
      return reply
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet: run `npm run build` (or `npm start`, which builds it).");
    }
    return reply.header("cache-control", "no-cache").type("text/html").send(fs.createReadStream(indexFile));
  };

  app.get("/", (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const isApi = /^\/(api|graphql)(\/|\?|$)/.test(request.url);
    const wantsHtml = request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
    if (!isApi && wantsHtml) return sendIndex(reply);
    return reply.status(404).send({ success: false, message: "Not found", code: "NOT_FOUND" });
  });
}
