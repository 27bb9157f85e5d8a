import type { Services } from "../services.js";
import { createLoaders, type Loaders } from "./loaders.js";

/** What every resolver receives: the services and this request's loaders. */
export interface RequestContext {
  services: Services;
  loaders: Loaders;
  /** The client's address (behind a trusted proxy, the forwarded one): the key for rate limits. */
  clientIp: string;
}

export function createRequestContext(services: Services, clientIp: string): RequestContext {
  return { services, loaders: createLoaders(services), clientIp };
}
