/** The parts of a request that name its origin (Fastify's request has them). */
export interface RequestOrigin {
  protocol: string;
  host: string;
}

/**
 * The shop's public origin for absolute URLs (canonical links, share tags, REST image URLs):
 * PUBLIC_URL when set (config requires it in production), else the request's own origin,
 * which only development and tests rely on: a Host header must never reach a production link.
 */
export function publicOrigin(publicUrl: string | undefined, request: RequestOrigin): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, "");
}

/** `url` made absolute against `origin`; URLs that already are absolute (a CDN's) are kept. */
export { absoluteUrl } from "@shop/common";
