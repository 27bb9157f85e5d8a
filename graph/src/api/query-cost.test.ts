import { describe, expect, it } from "vitest";
import { memoryBuckets } from "../shared/leaky-buckets.js";
import { CostAccount, costEnd, payerOf, splitCost } from "./query-cost.js";

const budgets = { person: { maximumAvailable: 20_000, restoreRate: 1_000 }, address: { maximumAvailable: 50_000, restoreRate: 5_000 } };
const anonymous = { clientIp: "2001:db8:1:2:3:4:5:6", currentUser: async () => null, currentApp: async () => null };

describe("who pays for an operation", () => {
  it("is the app, with its own budget, when the request carries an app's token", async () => {
    const app = { id: "a1", budget: { maximumAvailable: 1_000, restoreRate: 50 } };
    const payer = payerOf({ ...anonymous, currentApp: async () => app }, budgets);
    expect(await payer()).toEqual({ key: "app:a1", budget: app.budget });
  });

  it("is the signed-in person by uid, else the address (an IPv6 /64), and a caller whose token fails pays as its address", async () => {
    const person = { ...anonymous, currentApp: async () => null, currentUser: async () => ({ uid: "u1" }) as never };
    expect(await payerOf(person, budgets)()).toEqual({ key: "person:u1", budget: budgets.person });
    expect(await payerOf(anonymous, budgets)()).toEqual({ key: "address:2001:db8:1:2::/64", budget: budgets.address });
    const failing = { ...anonymous, currentUser: () => Promise.reject(new Error("bad token")) };
    expect((await payerOf(failing, budgets)()).key).toBe("address:2001:db8:1:2::/64");
  });
});

describe("a request's cost account", () => {
  const app = { key: "app:a1", budget: { maximumAvailable: 1_000, restoreRate: 50 } };

  it("takes the requested cost, gives back what was not used, and reports both", async () => {
    const store = memoryBuckets(() => 0);
    const account = new CostAccount(store, async () => app);
    await account.charge(331);
    expect(await account.settle(307)).toEqual({
      requestedQueryCost: 331,
      actualQueryCost: 307,
      throttleStatus: { maximumAvailable: 1_000, currentlyAvailable: 693, restoreRate: 50 },
    });
  });

  it("refuses with THROTTLED, 429 and Retry-After when the bucket holds less, taking nothing", async () => {
    const store = memoryBuckets(() => 0);
    await store.take(app.key, 900, app.budget);
    const account = new CostAccount(store, async () => app);
    const refusal = await account.charge(331).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ extensions: { code: "THROTTLED", retryAfterSeconds: 5 } });
    const http = (refusal as { extensions: { http: { status: number; headers: Map<string, string> } } }).extensions.http;
    expect(http.status).toBe(429);
    expect(http.headers.get("retry-after")).toBe("5");
    expect(await account.untouched(331)).toEqual({ requestedQueryCost: 331, actualQueryCost: 0, throttleStatus: { ...app.budget, currentlyAvailable: 100 } });
  });

  it("refuses a cost above the bucket's maximum as QUERY_TOO_COMPLEX: no wait would let it run", async () => {
    const account = new CostAccount(memoryBuckets(), async () => app);
    await expect(account.charge(1_001)).rejects.toMatchObject({ extensions: { code: "QUERY_TOO_COMPLEX", cost: 1_001, maxCost: 1_000 } });
  });
});

describe("a cached answer's cost", () => {
  it("is cut off the stored body and spliced back per caller, other extensions kept", () => {
    const cost = { requestedQueryCost: 3, actualQueryCost: 3, throttleStatus: { maximumAvailable: 10, currentlyAvailable: 7, restoreRate: 1 } };
    const body = JSON.stringify({ extensions: { cost, other: 1 }, data: { a: [1, "}}"] } });
    const split = splitCost(body)!;
    expect(split.cost).toEqual(cost);
    const mine = { ...cost, actualQueryCost: 0, throttleStatus: { ...cost.throttleStatus, currentlyAvailable: 10 } };
    expect(JSON.parse(Buffer.concat([split.start, costEnd(mine)]).toString())).toEqual({ data: { a: [1, "}}"] }, extensions: { other: 1, cost: mine } });
    expect(splitCost(JSON.stringify({ data: {} }))).toBeNull();
  });
});
