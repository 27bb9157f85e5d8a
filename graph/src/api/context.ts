import type { AppPrincipal } from "../apps/app-scope.js";
import { appTokenOf } from "../apps/app-token.js";
import { type Caller, lazyApp, lazyCaller } from "../auth/authenticate.js";
import type { TokenVerifier } from "../auth/token-verifier.js";
import type { AuthConfig } from "../config.js";
import type { User } from "../customers/user.entity.js";
import { currentRequest } from "../observability/request-id.js";
import type { Services } from "../services.js";
import { createLoaders, type Loaders } from "./loaders.js";
import type { CostAccount } from "./query-cost.js";

export type { AppPrincipal } from "../apps/app-scope.js";

/** What every resolver receives: the services and this request's loaders. */
export interface RequestContext {
  services: Services;
  loaders: Loaders;
  /** The client's address (behind a trusted proxy, the forwarded one): the key for rate limits. */
  clientIp: string;
  /** The signed-in user, verified on first use (null when signed out, and for an app); see auth/authenticate.ts. */
  currentUser(): Promise<User | null>;
  /** The signed-in caller with what their token says (null when signed out, and for an app); verified on first use too. */
  currentCaller(): Promise<Caller | null>;
  /**
   * The app calling with a `shopapp_` bearer token, looked up once per request (null for people
   * and anonymous callers; UNAUTHENTICATED for an unknown, rotated-out or revoked token).
   */
  currentApp(): Promise<AppPrincipal | null>;
  /** Public sign-in settings (the authConfig query). */
  authConfig: AuthConfig;
  /**
   * Set while the operation runs: a query of public root fields answered without errors
   * (api/public-read-plugin.ts). An object, since Apollo hands plugins a shallow copy of the context.
   */
  publicRead: { cacheable: boolean };
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
  const appToken = appTokenOf(request.headers.authorization);
  const currentApp = lazyApp(appToken, services.apps, (error) =>
    currentRequest()?.log.warn({ err: error }, "could not record an app's request (its counts may be short)"),
  );
  // An app token is never sent to Firebase; an app is nobody's account, but a bad token still fails.
  const currentCaller = appToken ? async () => (await currentApp(), null) : lazyCaller(request.headers.authorization, verifier, services);
  return {
    services,
    loaders: createLoaders(services),
    clientIp: request.ip,
    currentUser: async () => (await currentCaller())?.user ?? null,
    currentCaller,
    currentApp,
    authConfig,
    publicRead: { cacheable: false },
  };
}
