import { type Caller, lazyCaller } from "../auth/authenticate.js";
import type { TokenVerifier } from "../auth/token-verifier.js";
import type { AuthConfig } from "../config.js";
import type { User } from "../customers/user.entity.js";
import type { Services } from "../services.js";
import type { Budget } from "../shared/leaky-buckets.js";
import { createLoaders, type Loaders } from "./loaders.js";
import type { CostAccount } from "./query-cost.js";

/** What every resolver receives: the services and this request's loaders. */
export interface RequestContext {
  services: Services;
  loaders: Loaders;
  /** The client's address (behind a trusted proxy, the forwarded one): the key for rate limits. */
  clientIp: string;
  /** The signed-in user, verified on first use (null when signed out); see auth/authenticate.ts. */
  currentUser(): Promise<User | null>;
  /** The signed-in caller with what their token says (null when signed out); verified on first use too. */
  currentCaller(): Promise<Caller | null>;
  /** Public sign-in settings (the authConfig query). */
  authConfig: AuthConfig;
  /**
   * Set while the operation runs: a query of public root fields answered without errors
   * (api/public-read-plugin.ts). An object, since Apollo hands plugins a shallow copy of the context.
   */
  publicRead: { cacheable: boolean };
  /**
   * The app calling with its token (the `apps` work provides it; null for people and anonymous
   * callers). Optional until then: the query budgets read only `id` and `budget`.
   */
  currentApp?: () => Promise<{ id: string; budget: Budget } | null>;
  /**
   * This request's query cost account (api/query-cost.ts), set by the /graphql route: absent for
   * the server's own page rendering, which reports and budgets nothing.
   */
  queryCost?: CostAccount;
}

/** What every request of one server shares. */
export interface ContextDeps {
  services: Services;
  verifier: TokenVerifier;
  authConfig: AuthConfig;
}

/** The parts of an HTTP request a context needs. */
export interface RequestInfo {
  ip: string;
  headers: { authorization?: string };
}

export function createRequestContext({ services, verifier, authConfig }: ContextDeps, request: RequestInfo): RequestContext {
  const currentCaller = lazyCaller(request.headers.authorization, verifier, services);
  return {
    services,
    loaders: createLoaders(services),
    clientIp: request.ip,
    currentUser: async () => (await currentCaller())?.user ?? null,
    currentCaller,
    authConfig,
    publicRead: { cacheable: false },
  };
}
