import type { FastifyRequest } from "fastify";

/** What every group of REST routes is given by rest.ts (its own module, so routes never import rest.ts back). */
export interface RestOptions {
  /** The shop's public origin for a request: the original storefront may run elsewhere, so URLs are absolute. */
  originOf(request: FastifyRequest): string;
}
