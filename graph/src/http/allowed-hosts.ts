import type { FastifyInstance } from "fastify";
import { ErrorCode } from "../shared/errors.js";

/**
 * Which `Host` names the shop answers (docs/decisions/043-…). Outside production: loopback names,
 * PUBLIC_URL's host and ALLOWED_HOSTS only. Otherwise a page on any site whose name its owner
 * points at 127.0.0.1 (DNS rebinding) is same-origin with the developer's shop, which accepts the
 * Auth emulator's unsigned tokens: it could sign in as the admin and read the answers. In
 * production every name is answered unless ALLOWED_HOSTS lists them (probes often use an address).
 */
export interface AllowedHosts {
  /** Exact names, or `.example.com` for the domain and its subdomains (as Vite's `allowedHosts`). */
  names: readonly string[];
}

/** The host name of a Host header, lowercased and without its port; undefined when it is not one. */
export function hostNameOf(header: string | undefined): string | undefined {
  if (!header || header.length > 300) return undefined;
  try {
    const { hostname, username, pathname, search } = new URL(`http://${header}`);
    if (username || pathname !== "/" || search) return undefined;
    return hostname.replace(/^\[|\]$/g, "").toLowerCase();
  } catch {
    return undefined;
  }
}

function isLoopbackName(name: string): boolean {
  return name === "localhost" || name.endsWith(".localhost") || name === "::1" || /^127(\.\d{1,3}){3}$/.test(name);
}

export function hostAllowed(header: string | undefined, allowed: AllowedHosts): boolean {
  const name = hostNameOf(header);
  if (name === undefined) return false;
  if (isLoopbackName(name)) return true;
  return allowed.names.some((entry) => (entry.startsWith(".") ? name === entry.slice(1) || name.endsWith(entry) : name === entry));
}

/** Refuse, before anything else runs, a request for a name this shop does not answer: 403 with a JSON error. */
export function registerHostCheck(app: FastifyInstance, allowed: AllowedHosts | null): void {
  if (!allowed) return;
  app.addHook("onRequest", async (request, reply) => {
    if (hostAllowed(request.headers.host, allowed)) return;
    request.log.info("refused a request for a host name this shop does not answer");
    return reply.status(403).header("cache-control", "no-store").send({
      success: false,
      message: "This shop does not answer for that host name. Open it at localhost, or add the name to ALLOWED_HOSTS.",
      code: ErrorCode.FORBIDDEN,
      requestId: request.id,
    });
  });
}
