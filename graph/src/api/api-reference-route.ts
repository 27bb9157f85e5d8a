import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { GraphQLSchema } from "graphql";
import { renderApiReference } from "./api-reference.js";

/** Where the shop serves its API reference: outside the storefront's routes and its bundle. */
export const API_REFERENCE_PATH = "/docs/api";

/**
 * Serve the reference rendered from `schema` (the one /graphql serves), rendered on the first
 * request and kept: it changes only with the server's code. Its policy allows its one inline style
 * and nothing else (no script, no other origin).
 */
export function registerApiReference(app: FastifyInstance, schema: GraphQLSchema): void {
  let page: { html: string; etag: string; policy: string } | undefined;
  const render = () => {
    const { html, styleHash } = renderApiReference(schema);
    const etag = `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
    const policy = `default-src 'none'; style-src '${styleHash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
    return { html, etag, policy };
  };

  app.get(API_REFERENCE_PATH, (request, reply) => {
    page ??= render();
    void reply.header("content-security-policy", page.policy).header("etag", page.etag).header("cache-control", "public, max-age=0, must-revalidate");
    if (request.headers["if-none-match"] === page.etag) return reply.status(304).send();
    return reply.type("text/html; charset=utf-8").send(page.html);
  });
}
