import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_ALIASES, MAX_DOCUMENT_LENGTH, MAX_QUERY_COST } from "../../graph/src/api/limits.js";
import { loadConfig } from "../../graph/src/config.js";
import { type Database, openDatabase } from "../../graph/src/db/data-source.js";
import { createShop, type Shop } from "../../graph/src/server.js";
import { databaseErrorCode } from "../../graph/src/shared/errors.js";
import { openTestDatabase, skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { type GraphQLBody, startTestShop, type TestShop } from "../support/shop.js";

/** `query { ...F0 }` where each fragment spreads the next twice: 2^levels copies of the last one's selection. */
function fragmentBomb(levels: number, last: string): string {
  const lines = ["query Bomb { ...F0 }"];
  for (let i = 0; i < levels; i++) lines.push(`fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
  lines.push(`fragment F${levels} on Query { ${last} }`);
  return lines.join("\n");
}

/** Every answer reports its cost (decision 053; tests/integration/query-cost.test.ts checks the figures). */
const anyCost = { requestedQueryCost: expect.any(Number), actualQueryCost: expect.any(Number), throttleStatus: expect.any(Object) };

const aliased = (count: number, field: (i: number) => string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field(i)}`).join("\n")} }`;

describe.skipIf(skipDatabaseTests)(`GraphQL limits (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let queries = 0;

  beforeAll(async () => {
    shop = await startTestShop({ seed: true });
    // Only the requests' statements are counted: the outbox's worker polls on its own clock.
    await shop.outbox.stop();
    shop.database.dataSource.subscribers.push({ beforeQuery: () => void queries++ });
  });
  afterAll(() => shop?.close());
  beforeEach(() => {
    queries = 0;
  });

  /**
   * A refused request, asking for `application/graphql-response+json` as Apollo Client does: its
   * status is the 4xx a modern client reads (in `application/json` a refused document is 200;
   * decision 051, tested below).
   */
  async function refusal(query: string, variables?: Record<string, unknown>, accept = "application/graphql-response+json") {
    const { status, body } = await shop.graphql(query, variables, { accept });
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toHaveLength(1);
    return { status, error: body.errors![0]!, databaseStatements: queries };
  }

  it("answers a refused document 200 in application/json, with the same error (GraphQL over HTTP's watershed)", async () => {
    const bomb = fragmentBomb(48, "a: __typename");
    const modern = await refusal(bomb);
    for (const accept of ["application/json", ""]) {
      const legacy = await refusal(bomb, undefined, accept);
      expect(legacy.status).toBe(200);
      expect(legacy.error.message).toBe(modern.error.message);
      expect(legacy.error.extensions?.code).toBe("QUERY_TOO_COMPLEX");
    }
    expect(modern.status).toBe(400);
    expect(modern.error.extensions?.code).toBe("QUERY_TOO_COMPLEX");
  });

  describe("fragments spread again and again", () => {
    it("refuses 48 levels of doubling fragments (2^48 fields) on their cost, before any database work", async () => {
      const { status, error, databaseStatements } = await refusal(fragmentBomb(48, "settings { currency }"));
      expect(status).toBe(400);
      expect(error.extensions?.code).toBe("QUERY_TOO_COMPLEX");
      expect(error.message).toBe(`The query costs ${2 ** 49}; the limit is ${MAX_QUERY_COST}. Ask for fewer items, fields or searches.`);
      expect(databaseStatements).toBe(0);
    });

    it("refuses 48 levels of doubling aliases with QUERY_TOO_COMPLEX", async () => {
      const { status, error } = await refusal(fragmentBomb(48, "a: __typename"));
      expect(status).toBe(400);
      expect(error.extensions?.code).toBe("QUERY_TOO_COMPLEX");
      expect(error.message).toBe(`The query has ${2 ** 48} aliased fields; the limit is ${MAX_ALIASES}.`);
    });

    it("answers a few levels of doubling within the limits", async () => {
      const { status, body } = await shop.graphql(fragmentBomb(6, "settings { currency }"));
      expect(status).toBe(200);
      expect(body).toEqual({ data: { settings: { currency: expect.any(String) } }, extensions: { cost: anyCost } });
    });
  });

  describe("aliases, scans and document size", () => {
    const search = (i: number) => `products(take: 0, filter: { search: "term${i}" }) { totalItems }`;

    it("refuses the 2,400 aliased searches of the attack before any database work", async () => {
      const { status, error, databaseStatements } = await refusal(aliased(2400, search));
      expect(status).toBe(413);
      expect(error.extensions?.code).toBe("QUERY_TOO_LARGE");
      expect(error.message).toMatch(new RegExp(`; the limit is ${MAX_DOCUMENT_LENGTH}\\. `));
      expect(databaseStatements).toBe(0);
    });

    it(`refuses more than ${MAX_ALIASES} aliased fields in a small document`, async () => {
      const { status, error, databaseStatements } = await refusal(aliased(MAX_ALIASES + 1, () => "settings { currency }"));
      expect(status).toBe(400);
      expect(error.extensions).toMatchObject({ code: "QUERY_TOO_COMPLEX", aliases: MAX_ALIASES + 1, maxAliases: MAX_ALIASES });
      expect(databaseStatements).toBe(0);
    });

    it("prices counts and searches: 20 aliased searches cost more than the limit", async () => {
      const { status, error, databaseStatements } = await refusal(aliased(20, search));
      expect(status).toBe(400);
      expect(error.extensions?.code).toBe("QUERY_TOO_COMPLEX");
      expect(databaseStatements).toBe(0);
    });

    it("answers a few searches with their totals", async () => {
      const { status, body } = await shop.graphql<Record<string, { totalItems: number }>>(aliased(4, search));
      expect(status).toBe(200);
      expect(Object.keys(body.data!)).toHaveLength(4);
    });
  });

  describe("fields asked once per request (each counts against a rate limit)", () => {
    const input = {
      lines: [{ productId: "00000000-0000-0000-0000-000000000000", quantity: 1 }],
      name: "Alias Buyer",
      phone: "+880 1800-000042",
      district: "Dhaka",
      address: "House 1, Road 1, Banani",
    };

    it("refuses 12 aliased placeOrders as a whole with ONCE_PER_REQUEST, before any database work", async () => {
      const mutation = `mutation ($input: PlaceOrderInput!) { ${Array.from({ length: 12 }, (_, i) => `o${i}: placeOrder(input: $input) { guestToken order { id } }`).join(" ")} }`;
      const { status, error, databaseStatements } = await refusal(mutation, { input });
      expect(status).toBe(400);
      expect(error).toMatchObject({
        message: "placeOrder may be asked once per request; this one asks 12 times. Send one request each.",
        extensions: { code: "ONCE_PER_REQUEST", field: "placeOrder", count: 12 },
      });
      expect(databaseStatements).toBe(0);
    });

    it("counts a placeOrder reached through fragments under another name too", async () => {
      const mutation = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { guestToken } ...Again }
        fragment Again on Mutation { ... on Mutation { again: placeOrder(input: $input) { guestToken } } }`;
      const { status, error } = await refusal(mutation, { input });
      expect(status).toBe(400);
      expect(error.extensions).toMatchObject({ code: "ONCE_PER_REQUEST", count: 2 });
    });

    it.each([
      [
        "createContactMessage",
        "mutation ($m: ContactMessageInput!) { a: createContactMessage(input: $m) { id } b: createContactMessage(input: $m) { id } }",
        { m: { name: "Ada", email: "ada@example.com", subject: "Hi", message: "A question about sizes." } },
      ],
      [
        "orderLookup",
        "query ($l: OrderLookupInput!) { a: orderLookup(input: $l) { number } b: orderLookup(input: $l) { number } }",
        { l: { orderNumber: "10001", phone: "01800000042" } },
      ],
    ])("refuses %s asked twice the same way", async (field, operation, variables) => {
      const { status, error, databaseStatements } = await refusal(operation, variables);
      expect(status).toBe(400);
      expect(error.extensions).toMatchObject({ code: "ONCE_PER_REQUEST", field, count: 2 });
      expect(databaseStatements).toBe(0);
    });
  });

  describe("client mistakes are 400s with a code, not 500s", () => {
    const take = "query ($take: Int!) { products(take: $take) { totalItems } }";

    it.each([
      ["a string for an Int", "x".repeat(5000)],
      ["1e30 for an Int", 1e30],
      ["NaN as a string", "NaN"],
      ["an object", { take: 1 }],
      ["nothing for a required variable", undefined],
    ])("refuses %s in the variables with BAD_USER_INPUT, without echoing it", async (_, value) => {
      const { status, error, databaseStatements } = await refusal(take, { take: value });
      expect(status).toBe(400);
      expect(error.extensions?.code).toBe("BAD_USER_INPUT");
      expect(error.message).toMatch(/^Variable "\$take"/);
      expect(error.message.length).toBeLessThanOrEqual(300);
      expect(databaseStatements).toBe(0);
    });

    it("refuses a NUL character in a string literal", async () => {
      const { status, error, databaseStatements } = await refusal('{ products(filter: { search: "a\\u0000b" }) { totalItems } }');
      expect(status).toBe(400);
      expect(error.extensions?.code).toBe("BAD_USER_INPUT");
      expect(error.message).toMatch(/NUL character/);
      expect(databaseStatements).toBe(0);
    });

    it("refuses a NUL character anywhere in the variables", async () => {
      const quote = "query ($input: QuoteCartInput!) { quoteCart(input: $input) { total } }";
      const input = { lines: [{ productId: "00000000-0000-0000-0000-000000000000", color: "red\u0000", quantity: 1 }] };
      const { status, error, databaseStatements } = await refusal(quote, { input });
      expect(status).toBe(400);
      expect(error).toMatchObject({
        message: "The variable $input.lines[0].color holds a NUL character (\\u0000), which the shop cannot use.",
        extensions: { code: "BAD_USER_INPUT" },
      });
      expect(databaseStatements).toBe(0);
    });

    /** `[[[…"leaf"…]]]`, `depth` lists deep: 4,400 of them are a 9 KB body. */
    const nestedLists = (depth: number): unknown => JSON.parse(`${"[".repeat(depth)}"leaf"${"]".repeat(depth)}`);
    const post = (body: unknown) =>
      shop.app.inject({ method: "POST", url: "/graphql", headers: { "content-type": "application/json" }, payload: JSON.stringify(body) });

    it.each([
      ["variables", { query: "query ($q: String!) { searchProducts(q: $q) { id } }", variables: { q: nestedLists(4400) } }, "The variable $q is nested more than 32 levels deep."],
      ["extensions", { query: "{ categories { name } }", extensions: { tracing: nestedLists(4400) } }, "The extensions are nested more than 32 levels deep."],
    ])("refuses %s nested 4,400 levels deep with BAD_USER_INPUT before anything recurses over them", async (_, body, message) => {
      const response = await post(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ message, extensions: { code: "BAD_USER_INPUT" } }] });
      expect(response.body).not.toMatch(/call stack/);
      expect(queries).toBe(0);
    });

    it("refuses deep variables sent in a GET's query string the same way", async () => {
      const variables = JSON.stringify({ take: nestedLists(4400) });
      const response = await shop.app.inject({
        method: "GET",
        url: `/graphql?${new URLSearchParams({ query: "query ($take: Int!) { products(take: $take) { totalItems } }", variables })}`,
        headers: { "apollo-require-preflight": "true" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ extensions: { code: "BAD_USER_INPUT" } }] });
    });

    it("refuses a subscription with GRAPHQL_VALIDATION_FAILED: the shop has none", async () => {
      const { status, error, databaseStatements } = await refusal("subscription { products { totalItems } }");
      expect(status).toBe(400);
      expect(error).toMatchObject({ message: "This shop has no subscriptions: send queries and mutations.", extensions: { code: "GRAPHQL_VALIDATION_FAILED" } });
      expect(databaseStatements).toBe(0);
    });

    const query = "{ categories { name } }";
    const sha256 = createHash("sha256").update(query).digest("hex");

    it.each([
      ["version 2", { version: 2, sha256Hash: sha256 }, "PERSISTED_QUERY_NOT_SUPPORTED"],
      ["no version", { sha256Hash: sha256 }, "PERSISTED_QUERY_NOT_SUPPORTED"],
      ["a hash that is not the query's", { version: 1, sha256Hash: "0".repeat(64) }, "PERSISTED_QUERY_HASH_MISMATCH"],
    ])("refuses a persisted query with %s as the client's mistake (%s, 400)", async (_, persistedQuery, code) => {
      const response = await post({ query, extensions: { persistedQuery } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        errors: [{ message: expect.any(String), extensions: { code, requestId: expect.any(String) } }],
        extensions: { cost: { requestedQueryCost: null, actualQueryCost: 0, throttleStatus: expect.any(Object) } },
      });
    });

    it("still registers and answers automatic persisted queries of version 1", async () => {
      const extensions = { persistedQuery: { version: 1, sha256Hash: sha256 } };
      expect((await post({ query, extensions })).json()).toEqual({ data: { categories: expect.any(Array) }, extensions: { cost: anyCost } });
      const byHash = await post({ extensions });
      expect(byHash.statusCode).toBe(200);
      expect(byHash.json()).toEqual({ data: { categories: expect.any(Array) }, extensions: { cost: anyCost } });
    });

    it("answers a database's refusal of a value (SQLSTATE class 22) with BAD_USER_INPUT and 400, not its message", async () => {
      const products = shop.services.products;
      const findBySlug = products.findBySlug;
      products.findBySlug = async () => {
        await shop.database.dataSource.query("SELECT $1::text", ["a\u0000b"]);
        return null;
      };
      try {
        const { status, body } = await shop.graphql('{ product(slug: "x") { id } }');
        expect(status).toBe(400);
        expect(body.errors).toHaveLength(1);
        expect(body.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", reason: "INVALID_VALUE" });
        expect(body.errors![0]!.message).not.toMatch(/byte sequence|UTF8|0x00/);
      } finally {
        products.findBySlug = findBySlug;
      }
    });
  });
});

/** A shop on a fresh database whose time limit is `statementTimeoutMs` (the test shop has the default). */
async function startShopWithTimeLimit(statementTimeoutMs: number): Promise<Shop & { dataDir: string }> {
  let database: Database;
  if (testDatabaseKind === "pglite") {
    database = await openDatabase({ inMemory: true, statementTimeoutMs });
  } else {
    const fresh = await openTestDatabase();
    const url = (fresh.dataSource.options as { url: string }).url;
    const limited = await openDatabase({ databaseUrl: url, statementTimeoutMs });
    database = {
      ...limited,
      async close() {
        await limited.close();
        await fresh.close();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-test-"));
  // The same searches run again and again with stubbed services: each must reach the database, not the response cache.
  const shop = await createShop({ ...loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir, RESPONSE_CACHE: "false" }), logLevel: "error" }, { database });
  return {
    ...shop,
    dataDir,
    async close() {
      await shop.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe.skipIf(skipDatabaseTests)(`the database time limit (${testDatabaseKind})`, () => {
  // Long enough that an ordinary search on a loaded machine stays within it ("a fresh allowance").
  const LIMIT_MS = 250;
  let shop: Shop;
  /** The statements issued, with how they ended: "ran", or the SQLSTATE they failed with. */
  let statements: { sql: string; outcome: string }[] = [];

  beforeAll(async () => {
    shop = await startShopWithTimeLimit(LIMIT_MS);
    shop.database.dataSource.subscribers.push({
      afterQuery: ({ query, success, error }) => void statements.push({ sql: query, outcome: success ? "ran" : databaseErrorCode(error) ?? "?" }),
    });
  });
  afterAll(() => shop?.close());
  beforeEach(() => {
    statements = [];
  });

  async function search(): Promise<{ status: number; body: GraphQLBody<{ searchProducts: unknown[] }> }> {
    const response = await shop.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json" },
      payload: { query: '{ searchProducts(q: "shirt") { id } }' },
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** Make the search run `work` on the app's data source instead, for one request. */
  async function searchDoing(work: () => Promise<unknown>) {
    const products = shop.services.products;
    const original = products.search;
    products.search = async () => {
      await work();
      return [];
    };
    try {
      return await search();
    } finally {
      products.search = original;
    }
  }

  it("answers a statement stopped by the time limit with DATABASE_TIMEOUT and 503, not the database's message", async () => {
    const sleep = () => shop.database.dataSource.query(`SELECT pg_sleep(${(LIMIT_MS * 3) / 1000})`);
    const { status, body } = await searchDoing(async () => {
      await sleep();
      await sleep();
    });
    expect(status).toBe(503);
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]).toMatchObject({ path: ["searchProducts"], extensions: { code: "DATABASE_TIMEOUT" } });
    expect(body.errors![0]!.message).not.toMatch(/cancel|statement|pg_sleep/i);
    const sleeps = statements.filter(({ sql }) => sql.includes("pg_sleep")).map(({ outcome }) => outcome);
    // PostgreSQL cancels the first sleep; the embedded database cannot, and refuses the second.
    expect(sleeps).toEqual(testDatabaseKind === "postgres" ? ["57014"] : ["ran", "57014"]);
  });

  it("holds REST requests to the same limit, answering 503 JSON", async () => {
    const products = shop.services.products;
    const original = products.search;
    products.search = async () => {
      for (let i = 0; i < 2; i++) await shop.database.dataSource.query(`SELECT pg_sleep(${(LIMIT_MS * 3) / 1000})`);
      return [];
    };
    try {
      const response = await shop.app.inject({ method: "GET", url: "/api/products/search/ser?q=shirt" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ success: false, code: "DATABASE_TIMEOUT" });
    } finally {
      products.search = original;
    }
  });

  it("gives every request a fresh allowance", async () => {
    const { status, body } = await search();
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  });

  it.runIf(testDatabaseKind === "postgres")("sets statement_timeout on PostgreSQL connections", async () => {
    const [row] = await shop.database.dataSource.query("SHOW statement_timeout");
    expect(row.statement_timeout).toBe(`${LIMIT_MS}ms`);
  });

  describe.runIf(testDatabaseKind === "pglite")("on the embedded database, which cannot stop a running statement", () => {
    const sleep = (runner: { query(sql: string): Promise<unknown> }) => runner.query(`SELECT pg_sleep(${(LIMIT_MS * 1.5) / 1000})`);

    it("lets the statement that crosses the limit finish, then refuses the request's next ones", async () => {
      const { status } = await searchDoing(async () => {
        await sleep(shop.database.dataSource);
        await shop.database.dataSource.query("SELECT 1");
      });
      expect(status).toBe(503);
      expect(statements).toEqual([
        { sql: expect.stringContaining("pg_sleep"), outcome: "ran" },
        { sql: "SELECT 1", outcome: "57014" },
      ]);
    });

    it("still rolls back an open transaction and frees the session", async () => {
      const { status } = await searchDoing(() =>
        shop.database.dataSource.transaction(async (manager) => {
          await sleep(manager);
          await manager.query("SELECT 1");
        }),
      );
      expect(status).toBe(503);
      expect(statements.slice(-2)).toEqual([
        { sql: "SELECT 1", outcome: "57014" },
        { sql: "ROLLBACK", outcome: "ran" },
      ]);
      expect((await search()).status).toBe(200);
    });

    it("does not limit work outside a request (migrations, seeding, the CLI)", async () => {
      await sleep(shop.database.dataSource);
      await expect(sleep(shop.database.dataSource)).resolves.toBeDefined();
    });
  });
});
