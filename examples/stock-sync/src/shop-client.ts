import type { TypedDocumentString } from "./gql/graphql.ts";

/**
 * Calls the shop's GraphQL API with an app's token over plain `fetch`. A throttled request (HTTP
 * 429, `extensions.code` THROTTLED: nothing ran) is sent again after `Retry-After`; a network
 * failure or a 502/503/504 after a growing pause. Only send mutations through it that are safe to
 * repeat: an idempotency key makes `updateStockBySku` so.
 */

export interface ShopClientOptions {
  /** The GraphQL endpoint, e.g. https://shop.example/graphql. */
  endpoint: string;
  /** The app's token, `shopapp_…`. */
  token: string;
  /** Attempts per request, the first included. */
  maxAttempts?: number;
  /** Told before each wait (for the log). */
  onRetry?: (waitSeconds: number, reason: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

/** What `extensions.cost` says of every answer. */
export interface QueryCost {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

interface GraphQLError {
  message: string;
  extensions?: { code?: string; [key: string]: unknown };
}

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: GraphQLError[];
  extensions?: { cost?: QueryCost };
}

/** The shop refused the request (or kept failing): `code` is its `extensions.code`, or HTTP_<status>. */
export class ShopRequestError extends Error {
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

const RETRIED_STATUSES = new Set([502, 503, 504]);

type Outcome<T> = { kind: "done"; data: T } | { kind: "retry"; waitSeconds: number; reason: string; code: string };

export function createShopClient({ endpoint, token, maxAttempts = 6, onRetry, sleep = defaultSleep }: ShopClientOptions) {
  let lastCost: QueryCost | undefined;

  async function request<Result, Variables>(document: TypedDocumentString<Result, Variables>, variables: Variables): Promise<Result> {
    for (let attempt = 1; ; attempt++) {
      const outcome = await send<Result>(document.toString(), variables, Math.min(30, 2 ** (attempt - 1)));
      if (outcome.kind === "done") return outcome.data;
      if (attempt >= maxAttempts) throw new ShopRequestError(`Gave up after ${String(attempt)} attempts: ${outcome.reason}`, outcome.code);
      onRetry?.(outcome.waitSeconds, outcome.reason);
      await sleep(outcome.waitSeconds * 1000);
    }
  }

  /** One attempt: the data, or how long to wait before the next (`backoffSeconds` when the shop does not say). */
  async function send<Result>(query: string, variables: unknown, backoffSeconds: number): Promise<Outcome<Result>> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/graphql-response+json, application/json",
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify({ query, variables }),
      });
    } catch (error) {
      return { kind: "retry", waitSeconds: backoffSeconds, reason: `network: ${(error as Error).message}`, code: "NETWORK" };
    }
    if (RETRIED_STATUSES.has(response.status)) {
      return { kind: "retry", waitSeconds: retryAfterSeconds(response.headers.get("retry-after")) ?? backoffSeconds, reason: `HTTP ${String(response.status)}`, code: `HTTP_${String(response.status)}` };
    }
    const answer = (await response.json().catch(() => null)) as GraphQLAnswer<Result> | null;
    if (!answer) throw new ShopRequestError(`HTTP ${String(response.status)} without a GraphQL answer`, `HTTP_${String(response.status)}`);
    lastCost = answer.extensions?.cost ?? lastCost;

    const throttled = answer.errors?.find((error) => error.extensions?.code === "THROTTLED");
    if (response.status === 429 || throttled) {
      const waitSeconds = retryAfterSeconds(response.headers.get("retry-after")) ?? refillSeconds(answer.extensions?.cost) ?? 1;
      return { kind: "retry", waitSeconds, reason: throttled?.message ?? "HTTP 429", code: "THROTTLED" };
    }
    const [error] = answer.errors ?? [];
    if (error || answer.data == null) {
      throw new ShopRequestError(error?.message ?? `HTTP ${String(response.status)} without data`, error?.extensions?.code ?? `HTTP_${String(response.status)}`);
    }
    return { kind: "done", data: answer.data };
  }

  return {
    request,
    /** The cost and budget of the last answer that reported them. */
    lastCost: () => lastCost,
  };
}

/** `Retry-After` as seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Seconds until the budget holds the request's cost again, from `extensions.cost`. */
function refillSeconds(cost: QueryCost | undefined): number | undefined {
  if (!cost || cost.throttleStatus.restoreRate <= 0) return undefined;
  const missing = cost.requestedQueryCost - cost.throttleStatus.currentlyAvailable;
  return Math.max(1, Math.ceil(missing / cost.throttleStatus.restoreRate));
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
