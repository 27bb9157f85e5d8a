import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_ERROR_MESSAGE_LENGTH } from "../../graph/src/api/error-responses.js";
import { AuditEntry } from "../../graph/src/audit/audit-entry.entity.js";
import { type AdminShop, bearer, startAdminShop } from "../support/admin-shop.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { type Random, seededRandom } from "../support/random.js";
import { startTestShop, type TestShop } from "../support/shop.js";

/**
 * Random and mutated GraphQL requests, seeded so a failure replays: whatever a client sends, the
 * answer is never a 5xx, every error carries `extensions.code`, and no message quotes a huge input.
 * The admin's operations get the same as the admin: aimed at records that are none or with input
 * the rules refuse, so whatever the mutation, nothing changes (the audit log stays as it was).
 */

const SEED = 20261123;
const CASES = 1200;
const ADMIN_CASES = 500;
const ZERO_ID = "00000000-0000-4000-8000-000000000000";

type Operation = { query: string; variables: Record<string, unknown> };

interface Case {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

/** Operations real clients send, with variables that fit them. */
const operations: Operation[] = [
  {
    query: `query ProductList($filter: ProductFilter, $sort: ProductSort! = NEWEST, $skip: Int! = 0, $take: Int! = 12) {
      products(filter: $filter, sort: $sort, skip: $skip, take: $take) { items { id name slug price finalPrice inStock } totalItems }
      settings { currency locale }
    }`,
    variables: { filter: { category: "men", search: "shirt", minPrice: 1, maxPrice: 500, discounted: true }, sort: "PRICE_ASC", skip: 0, take: 12 },
  },
  {
    query: "query SearchProducts($q: String!, $limit: Int! = 10) { searchProducts(q: $q, limit: $limit) { id name category { name } } }",
    variables: { q: "shirt", limit: 10 },
  },
  { query: "query Product($slug: String!) { product(slug: $slug) { id name variants { color size stock } } }", variables: { slug: "classic-tee" } },
  { query: "query ById($id: ID!) { productById(id: $id) { id name } }", variables: { id: "00000000-0000-0000-0000-000000000000" } },
  { query: "query Category($s: String!) { category(slugOrName: $s) { id name subCategories } }", variables: { s: "men" } },
  {
    query: "query Related($productId: ID!, $take: Int! = 8) { relatedProducts(productId: $productId, take: $take) { id } }",
    variables: { productId: "00000000-0000-0000-0000-000000000000", take: 8 },
  },
  {
    query: "query QuoteCart($input: QuoteCartInput!) { quoteCart(input: $input) { total orderable lines { problem } } }",
    variables: { input: { lines: [{ productId: "00000000-0000-0000-0000-000000000000", color: "Red", size: "M", quantity: 2 }], district: "Dhaka" } },
  },
  {
    query: "query Guest($access: [OrderAccessInput!]!) { guestOrders(access: $access) { id total } }",
    variables: { access: [{ id: "00000000-0000-0000-0000-000000000000", token: "abc" }] },
  },
  {
    query: "mutation Contact($input: ContactMessageInput!) { createContactMessage(input: $input) { id } }",
    variables: { input: { name: "Ada", email: "ada@example.com", subject: "Hello", message: "A question about sizes." } },
  },
  { query: "{ categories { id name } banners { id } settings { currency } pixelConfig { status } authConfig { projectId } me { uid } }", variables: {} },
  { query: "{ __schema { types { name fields { name type { name ofType { name } } } } } }", variables: {} },
];

/** The admin's operations (issue 35's among them), each refused or a read as sent. */
const adminOperations: Operation[] = [
  {
    query: "query Guests($search: String, $sort: GuestCustomerSort, $skip: Int, $take: Int) { guestCustomers(search: $search, sort: $sort, skip: $skip, take: $take) { totalItems items { key name } } }",
    variables: { search: "rahim", sort: "SPENT_DESC", skip: 0, take: 20 },
  },
  {
    query: "query Guest($key: ID!) { guestCustomer(key: $key) { key orderCount } guestCustomerOrders(key: $key, take: 10) { totalItems } }",
    variables: { key: "01711000000" },
  },
  {
    query: "query Audit($filter: AuditFilter, $take: Int) { auditLog(filter: $filter, take: $take) { totalItems items { id action } } auditFilterChoices { actions } }",
    variables: { filter: { action: "product.update", entityType: "product", from: "2026-01-01T00:00:00Z", to: "2026-02-01T00:00:00Z" }, take: 50 },
  },
  { query: "{ courierSettings { source saved { apiKeyLast4 } } }", variables: {} },
  {
    query: "mutation SaveCourier($input: CourierSettingsInput!) { saveCourierSettings(input: $input) { source } }",
    variables: { input: { apiKey: "has a space", secretKey: "short", baseUrl: "ftp://x" } },
  },
  { query: "mutation Duplicate($id: ID!) { duplicateProduct(id: $id) { id } }", variables: { id: ZERO_ID } },
  { query: "mutation Delete($ids: [ID!]!) { deleteProducts(ids: $ids) }", variables: { ids: [ZERO_ID] } },
  {
    query: "mutation Settings($input: SettingsInput!) { updateSettings(input: $input) { phoneCountryCode } }",
    variables: { input: { contact: { phoneCountryCode: "+880" }, reports: { timeZone: "Mars/Olympus", lowStockThreshold: -1 } } },
  },
  { query: "mutation Status($id: ID!, $status: OrderStatus!) { setOrderStatus(id: $id, status: $status) { id } }", variables: { id: ZERO_ID, status: "SHIPPED" } },
  {
    query: "mutation Create($input: ProductInput!) { createProduct(input: $input) { id } }",
    variables: { input: { name: "", price: -1, categoryId: ZERO_ID, sku: "has space", variants: [{ color: "", size: "M", stock: -1 }] } },
  },
];

const hugeString = "x".repeat(200_000);
const nested = (depth: number): unknown => (depth === 0 ? "leaf" : [nested(depth - 1)]);
/**
 * Lists 4,400 deep (a 9 KB body), deeper than code that recurses over them can go, this test's
 * JSON.stringify included: the value stands in for them and `serialized` writes them out.
 */
const DEEP = "<lists nested 4,400 deep>";
const DEEP_JSON = `${"[".repeat(4400)}"leaf"${"]".repeat(4400)}`;
const serialized = (request: Case) => JSON.stringify(request).replaceAll(JSON.stringify(DEEP), DEEP_JSON);

/** Values a careless or hostile client puts where any variable goes. */
const oddValues: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  2 ** 31,
  -(2 ** 53),
  1e30,
  -1e30,
  1.5,
  1e308,
  "NaN",
  "Infinity",
  "1e30",
  "",
  "   ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "' OR 1=1 --",
  "%_\\",
  "😀".repeat(50),
  hugeString,
  [],
  [1, "two", null],
  {},
  { nested: { deeper: ["\u0000"] } },
  nested(40),
  nested(2000),
  DEEP,
];

/** Pieces to splice into a document. */
const oddText: readonly string[] = [
  "{",
  "}",
  "(",
  ")",
  ":",
  "$",
  "!",
  "@skip(if: true)",
  "@include(if: $nope)",
  "...",
  "...Missing",
  '"',
  '"\\u0000"',
  "\u0000",
  '"""',
  "#",
  "1e30",
  "-9999999999999999999",
  "unknownField",
  "__typename",
  "a: __typename",
  "query",
  "mutation",
  "subscription",
  "subscription { products { totalItems } }",
  "fragment F on Query { __typename }",
  "products(take: 1e30)",
  'products(filter: { search: "\\u0000" }) { totalItems }',
  "\ud800",
];

function mutateVariables(random: Random, variables: Record<string, unknown>): unknown {
  const roll = random.int(10);
  if (roll === 0) return random.pick(oddValues); // not an object at all
  const mutated: Record<string, unknown> = structuredClone(variables);
  const names = [...Object.keys(mutated), "extra"];
  for (let n = 1 + random.int(3); n > 0; n--) {
    const name = random.pick(names);
    const current = mutated[name];
    if (current && typeof current === "object" && !Array.isArray(current) && random.next() < 0.6) {
      const inner = current as Record<string, unknown>;
      inner[random.pick([...Object.keys(inner), "unknown"])] = random.pick(oddValues);
    } else if (random.next() < 0.2) {
      delete mutated[name];
    } else {
      mutated[name] = random.pick(oddValues);
    }
  }
  return mutated;
}

function mutateDocument(random: Random, query: string): string {
  let text = query;
  for (let n = 1 + random.int(3); n > 0; n--) {
    const at = random.int(text.length + 1);
    const roll = random.int(5);
    if (roll === 0) text = text.slice(0, at) + text.slice(at + 1 + random.int(10));
    else if (roll === 1) text = text.slice(0, at);
    else if (roll === 2) text = text.slice(0, at) + text.slice(at, at + random.int(200)) + text.slice(at);
    else text = `${text.slice(0, at)} ${random.pick(oddText)} ${text.slice(at)}`;
  }
  return text;
}

function generatedDocument(random: Random): string {
  switch (random.int(7)) {
    case 0: {
      const levels = 1 + random.int(60);
      const lines = ["query { ...F0 }"];
      for (let i = 0; i < levels; i++) lines.push(`fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
      lines.push(`fragment F${levels} on Query { ${random.pick(["__typename", "settings { currency }", "a: __typename", "products { totalItems }"])} }`);
      return lines.join("\n");
    }
    case 1: {
      const count = 1 + random.int(400);
      const field = random.pick(["__typename", "settings { currency }", 'products(take: 0, filter: { search: "s" }) { totalItems }', 'product(slug: "x") { id }']);
      return `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(" ")} }`;
    }
    case 2: {
      const depth = 1 + random.int(6000);
      return "{ products { items {".repeat(1) + " a {".repeat(depth) + " b" + " }".repeat(depth) + " } } }";
    }
    case 3:
      return `{ products(take: 100) { items { ${"id name slug price ".repeat(1 + random.int(400))} } } }`;
    case 4:
      return `{ product(slug: "${random.pick(["\\u0000", hugeString.slice(0, 20_000), "x", "\\ud800"])}") { id } }`;
    case 5:
      return Array.from({ length: random.int(300) }, () => random.pick(oddText)).join(" ");
    default:
      return "{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }";
  }
}

/** Automatic persisted queries, right and wrong, and extensions of every shape. */
function extensionsFor(random: Random, query: string): unknown {
  const sha256 = createHash("sha256").update(query).digest("hex");
  return random.pick([
    { persistedQuery: { version: 1, sha256Hash: sha256 } },
    { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } },
    { persistedQuery: { version: 2, sha256Hash: sha256 } },
    { persistedQuery: { version: "1", sha256Hash: sha256 } },
    { persistedQuery: { version: 1, sha256Hash: random.pick(oddValues) } },
    { persistedQuery: random.pick(oddValues) },
    { persistedQuery: DEEP },
    { tracing: DEEP },
    { deep: [DEEP, DEEP] },
    random.pick(oddValues),
  ]);
}

function nextCase(random: Random, operations: readonly Operation[]): Case {
  const base = random.pick(operations);
  switch (random.int(10)) {
    case 8: {
      const extensions = extensionsFor(random, base.query);
      // Without the document, as a client that sends the hash first.
      return random.next() < 0.5 ? { query: base.query, variables: base.variables, extensions } : { variables: base.variables, extensions };
    }
    case 9:
      return { query: `subscription ${random.pick(["{ products { totalItems } }", "S { settings { currency } }", "{ __typename }", "{ placeOrder { id } }"])}` };
    case 0:
      return { query: base.query, variables: base.variables };
    case 1:
    case 2:
      return { query: base.query, variables: mutateVariables(random, base.variables) };
    case 3:
    case 4:
      return { query: mutateDocument(random, base.query), variables: random.next() < 0.5 ? base.variables : mutateVariables(random, base.variables) };
    case 5:
      return { query: generatedDocument(random) };
    case 6:
      return { query: base.query, variables: base.variables, operationName: random.pick(["Nope", "", 42, null, ["x"]]) };
    default:
      return { query: random.pick([null, 42, "", "   ", ["{ __typename }"], { query: "{ __typename }" }, hugeString]) };
  }
}

/** The faults of `cases` seeded requests of `operations`: a 5xx, an error without a code or with a long message. */
async function fuzz(shop: TestShop, operations: readonly Operation[], cases: number, headers: Record<string, string> = {}): Promise<string[]> {
  const random = seededRandom(SEED);
  const problems: string[] = [];
  for (let i = 0; i < cases; i++) {
    const request = nextCase(random, operations);
    const response = await shop.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", ...headers },
      payload: serialized(request),
    });
    const body = response.json() as { errors?: { message?: unknown; extensions?: { code?: unknown } }[] };
    const faults = [
      response.statusCode >= 500 ? `status ${response.statusCode}` : null,
      // The one code the shop logs as its own failure (api/error-responses.ts): no input may cause it.
      body.errors?.some((error) => error.extensions?.code === "INTERNAL_SERVER_ERROR") ? "INTERNAL_SERVER_ERROR" : null,
      ...(body.errors ?? []).flatMap((error) => [
        typeof error.extensions?.code === "string" ? null : "an error without extensions.code",
        typeof error.message === "string" && error.message.length <= MAX_ERROR_MESSAGE_LENGTH ? null : "a long message",
      ]),
    ].filter(Boolean);
    if (faults.length) problems.push(`case ${i}: ${faults.join(", ")}: ${JSON.stringify(request).slice(0, 200)} → ${response.body.slice(0, 300)}`);
  }
  return problems;
}

describe.skipIf(skipDatabaseTests)(`GraphQL under random and hostile requests (${testDatabaseKind})`, () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ seed: true });
  });
  afterAll(() => shop?.close());

  it(`answers ${CASES} seeded requests without a 5xx, every error with a code and a short message`, async () => {
    expect(await fuzz(shop, operations, CASES)).toEqual([]);
  });
});

describe.skipIf(skipDatabaseTests)(`the admin's operations under random and hostile requests as the admin (${testDatabaseKind})`, () => {
  let adminShop: AdminShop;
  beforeAll(async () => {
    // A budget no case exhausts: every request reaches the operations instead of THROTTLED.
    adminShop = await startAdminShop({ seed: true, env: { SECRETS_KEY: "a-test-secrets-key-of-at-least-32-characters", QUERY_BUDGET_PERSON: "10000000/1000000" } });
  }, 180_000);
  afterAll(() => adminShop?.close());

  it(`answers ${ADMIN_CASES} seeded requests without a 5xx or a long message, and changes nothing`, { timeout: 180_000 }, async () => {
    const { shop, admin } = adminShop;
    const audited = () => shop.database.dataSource.getRepository(AuditEntry).count();
    const before = await audited();
    expect(await fuzz(shop, adminOperations, ADMIN_CASES, bearer(admin.idToken))).toEqual([]);
    expect(await audited()).toBe(before);
    expect((await adminShop.ok<{ courierSettings: { source: string | null } }>("{ courierSettings { source } }")).courierSettings.source).toBeNull();
  });
});
