import type { Services } from "../services.js";
import { createLoaders, type Loaders } from "./loaders.js";

/** What every resolver receives: the services and this request's loaders. */
export interface RequestContext {
  services: Services;
  loaders: Loaders;
}

export function createRequestContext(services: Services): RequestContext {
  return { services, loaders: createLoaders(services) };
}
