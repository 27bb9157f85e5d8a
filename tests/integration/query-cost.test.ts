import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestAuth, type TestAuth } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

/**
 * Query cost reported and budgeted (docs/api.md, "Query cost"; decision 053). Each test calls
 * from its own address, so each starts with a full bucket of its own.
 */

const PRODUCTS = "query Products { products(take: 20) { items { id name } totalItems } }";
/** 1 for the field, 250 for counting its matches, and its selection (items 1 + id 1 + name 1, totalItems 1) once per item it may return. */
const PRODUCTS_REQUESTED = 1 + 250 + 4 * 20;

let addressCounter = 0;
/** A fresh client address (IPv6, each in its own /64): a bucket nobody has touched. */
const freshAddress = () => `2001:db8:${(++addressCounter).toString(16)}::1`;

interface Cost {
  requestedQueryCost: number | null;
  actualQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[]; extensions?: { cost?: Cost } };
  raw: Buffer;
}

async function post(shop: TestShop, address: string, query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await shop.app.inject({
    method: "POST",
    url: "/graphql",
    remoteAddress: address,
    headers: { "content-type": "application/json", accept: "application/graphql-response+json", ...headers },
    payload: { query, variables },
  });
  const raw = response.rawPayload;
  const encoding = response.headers["content-encoding"];
  const text = encoding === "gzip" ? gunzipSync(raw) : encoding === "br" ? brotliDecompressSync(raw) : raw;
  return { status: response.statusCode, headers: response.headers, body: text.length ? JSON.parse(text.toString()) : {}, raw };
}

describe.skipIf(skipDatabaseTests)(`Query cost reported (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let catalogSize: number;
  let statements = 0;

  beforeAll(async () => {
    // A restore rate of 1 a second: a request's few milliseconds restore no whole point, so the figures are exact.
    shop = await startTestShop({ seed: true, env: { QUERY_BUDGET_ADDRESS: "1000/1" } });
    // The outbox's worker polls on its own clock: its statements are not the request's.
    await shop.outbox.stop();
    shop.database.dataSource.subscribers.push({ beforeQuery: () => void statements++ });
    const { body } = await shop.graphql<{ products: { totalItems: number } }>("{ products(take: 1) { totalItems } }");
    catalogSize = body.data!.products.totalItems;
  });
  afterAll(() => shop?.close());
  beforeEach(() => {
    statements = 0;
  });

  it("reports the requested cost, the actual one for the items returned, and the bucket after both", async () => {
    expect(catalogSize).toBeGreaterThan(0);
    const first = await post(shop, freshAddress(), PRODUCTS);
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    const returned = Math.min(20, catalogSize);
    const actual = 1 + 250 + 4 * returned;
    expect(first.body.extensions?.cost).toEqual({
      requestedQueryCost: PRODUCTS_REQUESTED,
      actualQueryCost: actual,
      throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 1000 - actual, restoreRate: 1 },
    });
  });

  it("counts a page that returns fewer items than asked by the items returned", async () => {
    const take = catalogSize + 30;
    const { body } = await post(shop, freshAddress(), `{ products(take: ${take}) { items { id } totalItems } }`);
    // Selection per item: items 1 + id 1, totalItems 1.
    expect(body.extensions?.cost).toMatchObject({ requestedQueryCost: 1 + 250 + 3 * take, actualQueryCost: 1 + 250 + 3 * catalogSize });
    expect(body.extensions!.cost!.throttleStatus.currentlyAvailable).toBe(1000 - (1 + 250 + 3 * catalogSize));
  });

  it("answers a cached read with its cost, taking nothing from the bucket, and keeps the ETag and 304", async () => {
    const address = freshAddress();
    const query = "query CachedCategories { categories { id name } }";
    const miss = await post(shop, address, query);
    expect(miss.headers["x-cache"]).toBe("MISS");
    const missCost = miss.body.extensions!.cost!;
    expect(missCost.requestedQueryCost).toBe(3);
    expect(missCost.actualQueryCost).toBe(3);
    expect(missCost.throttleStatus.currentlyAvailable).toBe(997);

    statements = 0;
    const hit = await post(shop, address, query);
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(statements).toBe(0);
    expect(hit.body.data).toEqual(miss.body.data);
    expect(hit.body.extensions?.cost).toEqual({ requestedQueryCost: 3, actualQueryCost: 0, throttleStatus: missCost.throttleStatus });
    expect(hit.headers.etag).toBe(miss.headers.etag);
    expect(String(hit.headers.vary)).toMatch(/Accept\b.*Authorization.*Accept-Encoding|Accept-Encoding/);

    // Another address reads the same entry with its own (full) bucket; the body is the same but for the cost.
    const other = await post(shop, freshAddress(), query);
    expect(other.headers["x-cache"]).toBe("HIT");
    expect(other.body.extensions?.cost?.throttleStatus.currentlyAvailable).toBe(1000);

    const revalidated = await shop.app.inject({
      method: "POST",
      url: "/graphql",
      remoteAddress: address,
      headers: { "content-type": "application/json", accept: "application/graphql-response+json", "if-none-match": String(hit.headers.etag) },
      payload: { query },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("splices the caller's cost into compressed cached answers (gzip and brotli)", async () => {
    const query = "query BigPage { products(take: 50) { items { id name slug description } totalItems } }";
    const plain = await post(shop, freshAddress(), query);
    expect(plain.raw.length).toBeGreaterThan(1024);
    for (const encoding of ["gzip", "br"]) {
      for (let i = 0; i < 2; i++) {
        const answer = await post(shop, freshAddress(), query, undefined, { "accept-encoding": encoding });
        expect(answer.headers["x-cache"]).toBe("HIT");
        expect(answer.headers["content-encoding"]).toBe(encoding);
        expect(answer.body.data).toEqual(plain.body.data);
        expect(answer.body.extensions?.cost).toMatchObject({ actualQueryCost: 0, throttleStatus: { currentlyAvailable: 1000 } });
      }
    }
  });

  it("counts a mutation's field as 10, and its selection as a query's", async () => {
    const { body } = await post(shop, freshAddress(), "mutation ($m: ContactMessageInput!) { createContactMessage(input: $m) { id } }", {
      m: { name: "Ada", email: "ada@example.com", subject: "Sizes", message: "A question about sizes." },
    });
    expect(body.errors).toBeUndefined();
    expect(body.extensions?.cost).toEqual({
      requestedQueryCost: 11,
      actualQueryCost: 11,
      throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 989, restoreRate: 1 },
    });
  });

  it("carries what is known on refused documents, taking nothing", async () => {
    const address = freshAddress();
    const parse = await post(shop, address, "{ products(take: 20) { items { id }");
    expect(parse.body.errors?.[0]?.extensions?.code).toBe("GRAPHQL_PARSE_FAILED");
    expect(parse.body.extensions?.cost).toEqual({ requestedQueryCost: null, actualQueryCost: 0, throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 1000, restoreRate: 1 } });

    const invalid = await post(shop, address, "{ products(take: 20) { nothingHere } }");
    expect(invalid.body.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(invalid.body.extensions?.cost).toMatchObject({ requestedQueryCost: null, actualQueryCost: 0 });

    const costly = await post(shop, address, "{ products(take: 100) { items { id name slug description images price } totalItems } a: categories { id } }");
    expect(costly.body.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_COMPLEX");
    expect(costly.body.extensions?.cost).toEqual({
      requestedQueryCost: 1 + 250 + 8 * 100 + 2,
      actualQueryCost: 0,
      throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 1000, restoreRate: 1 },
    });
  });
});

describe.skipIf(skipDatabaseTests)(`Query cost budgeted (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let statements = 0;

  beforeAll(async () => {
    shop = await startTestShop({ seed: true, env: { QUERY_BUDGET_ADDRESS: "400/400", RESPONSE_CACHE: "false" } });
    // The outbox's worker polls on its own clock: its statements are not the request's.
    await shop.outbox.stop();
    shop.database.dataSource.subscribers.push({ beforeQuery: () => void statements++ });
  });
  afterAll(() => shop?.close());

  it("refuses a burst over budget with 429, Retry-After and THROTTLED, running nothing, and lets it through once restored", async () => {
    const address = freshAddress();
    const first = await post(shop, address, PRODUCTS);
    expect(first.status).toBe(200);
    const left = first.body.extensions!.cost!.throttleStatus.currentlyAvailable;
    expect(left).toBeLessThan(PRODUCTS_REQUESTED);

    statements = 0;
    const refused = await post(shop, address, PRODUCTS);
    expect(statements).toBe(0);
    expect(refused.status).toBe(429);
    expect(refused.body.data ?? null).toBeNull();
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("THROTTLED");
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBe(1); // (331 - about 69) / 400 a second, rounded up
    expect(refused.body.errors?.[0]?.extensions?.retryAfterSeconds).toBe(retryAfter);
    expect(refused.body.extensions?.cost).toMatchObject({ requestedQueryCost: PRODUCTS_REQUESTED, actualQueryCost: 0 });
    expect(refused.body.extensions!.cost!.throttleStatus.currentlyAvailable).toBeLessThan(PRODUCTS_REQUESTED);

    // application/json clients get the same 429 (only refused documents become 200 there).
    const legacy = await post(shop, address, PRODUCTS, undefined, { accept: "application/json" });
    expect(legacy.status).toBe(429);

    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    const restored = await post(shop, address, PRODUCTS);
    expect(restored.status).toBe(200);
    expect(restored.body.errors).toBeUndefined();
  });

  it("refuses a query the bucket could never hold as QUERY_TOO_COMPLEX, not THROTTLED", async () => {
    const { status, body } = await post(shop, freshAddress(), "{ products(take: 100) { items { id name } totalItems } }");
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: "QUERY_TOO_COMPLEX", cost: 1 + 250 + 4 * 100, maxCost: 400 });
  });

  it("keeps one bucket per IPv6 /64", async () => {
    const a = await post(shop, "2001:db8:ffff:1::1", PRODUCTS);
    expect(a.status).toBe(200);
    const b = await post(shop, "2001:db8:ffff:1::abcd", PRODUCTS);
    expect(b.status).toBe(429);
    const c = await post(shop, "2001:db8:ffff:2::1", PRODUCTS);
    expect(c.status).toBe(200);
  });
});

describe.skipIf(skipDatabaseTests)(`Query cost of signed-in people (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let auth: TestAuth;

  beforeAll(async () => {
    auth = await startTestAuth();
    shop = await startTestShop({
      seed: true,
      env: { USE_AUTH_EMULATOR: "true", FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host, QUERY_BUDGET_PERSON: "500/1", QUERY_BUDGET_ADDRESS: "1000/1" },
    });
  });
  afterAll(async () => {
    await shop?.close();
    await auth?.stop();
  });

  it("takes from the person's bucket, by uid, wherever they call from; a token that does not verify pays as its address", async () => {
    const person = await auth.signUp(`cost-${Date.now()}@example.com`);
    const bearer = { authorization: `Bearer ${person.idToken}` };
    const first = await post(shop, freshAddress(), PRODUCTS, undefined, bearer);
    expect(first.headers["x-cache"]).toBeUndefined(); // a signed-in caller is never answered from the cache
    const actual = first.body.extensions!.cost!.actualQueryCost;
    expect(first.body.extensions?.cost?.throttleStatus).toEqual({ maximumAvailable: 500, currentlyAvailable: 500 - actual, restoreRate: 1 });
    // From another address, the same person: the same bucket.
    const second = await post(shop, freshAddress(), "{ categories { id } }", undefined, bearer);
    expect(second.body.extensions?.cost?.throttleStatus.currentlyAvailable).toBe(500 - actual - 2);

    const address = freshAddress();
    const forged = await post(shop, address, "{ categories { id } }", undefined, { authorization: "Bearer not-a-token" });
    expect(forged.body.errors).toBeUndefined();
    expect(forged.body.extensions?.cost?.throttleStatus).toEqual({ maximumAvailable: 1000, currentlyAvailable: 998, restoreRate: 1 });
  });
});

describe.skipIf(skipDatabaseTests)(`Query cost switched off (${testDatabaseKind})`, () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ env: { QUERY_COST: "false" } });
  });
  afterAll(() => shop?.close());

  it("reports nothing and budgets nothing", async () => {
    const { body } = await post(shop, freshAddress(), PRODUCTS);
    expect(body.errors).toBeUndefined();
    expect(body.extensions).toBeUndefined();
  });
});
