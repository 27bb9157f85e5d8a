import { type ApolloServerPlugin, HeaderMap } from "@apollo/server";
import { addressKey } from "../analytics/address.js";
import type { User } from "../customers/user.entity.js";
import type { Budget, BucketStore, ThrottleStatus } from "../shared/leaky-buckets.js";
import { AppError, ErrorCode } from "../shared/errors.js";
import { actualOperationCost, type CostInput } from "./operation-cost.js";

/**
 * Query cost reported and budgeted (docs/api.md, "Query cost"; decision 053): every answer of
 * /graphql carries `extensions.cost`, and each caller (an app, a signed-in person, an anonymous
 * address) takes what its operations request from its own leaky bucket.
 */

/** `extensions.cost`, in Shopify's names. `requestedQueryCost` is null when the document never got that far (a parse or validation error). */
export interface QueryCost {
  requestedQueryCost: number | null;
  actualQueryCost: number;
  throttleStatus: ThrottleStatus;
}

/** The buckets of callers that are not apps (an app's budget is its own, `AppPrincipal.budget`). */
export interface QueryBudgets {
  /** Each signed-in person, by uid. */
  person: Budget;
  /** Each anonymous address (an IPv6 /64). */
  address: Budget;
}

/** Whose bucket an operation takes from. */
export interface Payer {
  key: string;
  budget: Budget;
}

/** What finding the payer needs of the request's context (api/context.ts). */
export interface PayerContext {
  clientIp: string;
  currentUser(): Promise<Pick<User, "uid"> | null>;
  currentApp(): Promise<{ id: string; budget: Budget } | null>;
}

/**
 * The caller's bucket, resolved once: the app's, else the signed-in person's, else the address's.
 * A token that does not verify is answered by the resolvers that need it; here it pays as its address.
 */
export function payerOf(context: PayerContext, budgets: QueryBudgets): () => Promise<Payer> {
  let payer: Promise<Payer> | undefined;
  const resolve = async (): Promise<Payer> => {
    const app = await context.currentApp().catch(() => null);
    if (app) return { key: `app:${app.id}`, budget: app.budget };
    const user = await context.currentUser().catch(() => null);
    if (user) return { key: `person:${user.uid}`, budget: budgets.person };
    return addressPayer(context.clientIp, budgets);
  };
  return () => (payer ??= resolve());
}

/** An anonymous caller's bucket: its address's (IPv4, or the IPv6 /64). */
export function addressPayer(clientIp: string, budgets: QueryBudgets): Payer {
  // An IPv4 address is its own key: skipping addressKey's IPv6 test saves a microsecond on every cached read.
  return { key: `address:${clientIp.includes(":") ? addressKey(clientIp) : clientIp}`, budget: budgets.address };
}

/**
 * One request's dealings with its payer's bucket: the requested cost taken before the operation
 * runs (or THROTTLED, nothing run), what it did not use given back after, and the cost reported.
 */
export class CostAccount {
  /** The requested cost, once the operation is known (limits.ts). */
  requested: number | null = null;
  /** What the actual cost is computed from, once the operation is known. */
  operation: Omit<CostInput, "schema"> | null = null;
  private taken = 0;

  constructor(
    private readonly store: BucketStore,
    readonly payer: () => Promise<Payer>,
  ) {}

  /**
   * Take the requested cost before anything runs. THROTTLED (429, Retry-After) when the bucket
   * holds less; QUERY_TOO_COMPLEX when the bucket could never hold it (waiting would not help).
   */
  async charge(cost: number): Promise<void> {
    this.requested = cost;
    const { key, budget } = await this.payer();
    if (cost > budget.maximumAvailable) {
      throw new AppError(
        ErrorCode.QUERY_TOO_COMPLEX,
        `The query costs ${cost} points; this caller's budget holds at most ${budget.maximumAvailable}. Ask for fewer items, fields or searches.`,
        { cost, maxCost: budget.maximumAvailable, http: { status: 400 } },
      );
    }
    const take = await this.store.take(key, cost, budget);
    if (!take.taken) throw throttled(cost, take.status, take.retryAfterSeconds);
    this.taken = cost;
  }

  /** After the operation: give back what it did not use, and the cost to report. */
  async settle(actual: number): Promise<QueryCost> {
    const { key, budget } = await this.payer();
    const unused = this.taken - Math.min(actual, this.taken);
    const throttleStatus = unused > 0 ? await this.store.refund(key, unused, budget) : await this.store.peek(key, budget);
    return { requestedQueryCost: this.requested, actualQueryCost: this.taken > 0 ? actual : 0, throttleStatus };
  }

  /** The cost of an answer that took nothing (a cached read, a refused document): the bucket as it is. */
  async untouched(requested: number | null): Promise<QueryCost> {
    const { key, budget } = await this.payer();
    return { requestedQueryCost: requested, actualQueryCost: 0, throttleStatus: await this.store.peek(key, budget) };
  }
}

function throttled(cost: number, status: ThrottleStatus, retryAfterSeconds: number): AppError {
  return new AppError(
    ErrorCode.THROTTLED,
    `The query costs ${cost} points and ${status.currentlyAvailable} are available, restoring ${status.restoreRate} a second: ` +
      `try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? "" : "s"}.`,
    { retryAfterSeconds, http: { status: 429, headers: new HeaderMap([["retry-after", String(retryAfterSeconds)]]) } },
  );
}

/**
 * Apollo plugin: once the answer is ready, settle the account and put the cost in
 * `extensions.cost`. Requests without an account (the server's own page rendering) are left alone.
 */
export function queryCostReport(schema: CostInput["schema"]): ApolloServerPlugin<{ queryCost?: CostAccount }> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          const account = contextValue.queryCost;
          if (!account || response.body.kind !== "single") return;
          const result = response.body.singleResult;
          const ran = account.operation && result.data !== undefined;
          const cost = ran
            ? await account.settle(actualOperationCost({ schema, ...account.operation!, data: result.data }))
            : await account.untouched(account.requested);
          result.extensions = { ...result.extensions, cost };
        },
      };
    },
  };
}

/**
 * An answer's body as the response cache keeps it (decision 053): the start, up to and with
 * `"cost":` (extensions last, cost last in them), and the cost it was sent with. Each answer
 * from the cache ends with `costEnd` of its own caller's cost. Null for a body without a cost.
 */
export function splitCost(body: string): { start: Buffer; cost: QueryCost } | null {
  const { extensions, ...rest } = JSON.parse(body) as { extensions?: { cost?: QueryCost } & Record<string, unknown> };
  if (!extensions?.cost) return null;
  const { cost, ...others } = extensions;
  const whole = JSON.stringify({ ...rest, extensions: { ...others, cost: null } });
  return { start: Buffer.from(whole.slice(0, -COST_END_PLACEHOLDER.length)), cost };
}

const COST_END_PLACEHOLDER = "null}}";

/** What ends a cached answer's start (see `splitCost`): the cost and the two objects it closes. Numbers only, so no escaping. */
export function costEnd({ requestedQueryCost, actualQueryCost, throttleStatus: t }: QueryCost): Buffer {
  return Buffer.from(
    `{"requestedQueryCost":${requestedQueryCost},"actualQueryCost":${actualQueryCost},"throttleStatus":{"maximumAvailable":${t.maximumAvailable},` +
      `"currentlyAvailable":${t.currentlyAvailable},"restoreRate":${t.restoreRate}}}}}`,
  );
}
