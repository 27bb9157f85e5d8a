import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Random, seededRandom } from "../support/random.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

/**
 * Random and mutated requests to the REST compatibility layer and the pages, seeded so a failure
 * replays: whatever a client or crawler sends, the answer is never a 5xx, and every /api error is
 * JSON with a `code`. (GraphQL has its own: graphql-fuzz.test.ts.)
 */

const SEED = 20261124;
const CASES = 2000;

const hugeString = "y".repeat(100_000);
/**
 * Lists 4,400 deep (a 9 KB body), deeper than code that recurses over them can go, this test's
 * JSON.stringify included: the value stands in for them and `json` writes them out.
 */
const DEEP = "<lists nested 4,400 deep>";
const json = (value: unknown): string =>
  (JSON.stringify(value) ?? "null").replaceAll(JSON.stringify(DEEP), `${"[".repeat(4400)}${"]".repeat(4400)}`);

/** Strings a careless or hostile client puts in a path, a query or a field. */
const oddStrings: readonly string[] = [
  "",
  " ",
  "\u0000",
  "shirt\u0000",
  "%00",
  "%",
  "%E0%A4%A",
  "%2525",
  "../../etc/passwd",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "$'$`$&",
  "১২৩ শার্ট",
  "😀".repeat(50),
  "a".repeat(5_000),
  hugeString,
  "\uD800",
  "null",
  "1e30",
  "-1",
  "NaN",
  "Infinity",
  "0x10",
  "men-fashion",
  "Men%20Fashion",
];

/** Values a client puts where a number or an object belongs. */
const oddValues: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e30,
  -1e30,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  "1",
  "",
  [],
  {},
  [[[[[[[["deep"]]]]]]]],
  DEEP,
  { $gt: "" },
  { __proto__: { polluted: true } },
  ...oddStrings,
];

const nested = (depth: number): unknown => (depth === 0 ? "leaf" : { a: nested(depth - 1) });

function mutate(random: Random, value: unknown): unknown {
  const roll = random.next();
  if (roll < 0.5) return random.pick(oddValues);
  if (roll < 0.6) return nested(20 + random.int(200));
  if (typeof value === "string" && roll < 0.8) return value + random.pick(oddStrings);
  return value;
}

/** A body the original storefront would send, with some of its fields (or its items) replaced. */
function orderBody(random: Random): unknown {
  const item: Record<string, unknown> = {
    productId: "00000000-0000-0000-0000-000000000000",
    quantity: 1,
    selectedColor: "Red",
    selectedSize: "M",
  };
  const body: Record<string, unknown> = {
    name: "Fuzz Buyer",
    phone: "01711000000",
    district: "Dhaka",
    address: "House 1, Road 1",
    notes: "none",
    items: [item],
  };
  for (const target of [body, item]) {
    for (const key of Object.keys(target)) if (random.next() < 0.25) target[key] = mutate(random, target[key]);
  }
  const roll = random.next();
  if (roll < 0.05) return random.pick(oddValues);
  if (roll < 0.1) return { ...body, items: Array.from({ length: 200 }, () => item) };
  return body;
}

function contactBody(random: Random): unknown {
  const body: Record<string, unknown> = { name: "Fuzz", email: "fuzz@example.com", phone: "", subject: "Hello", message: "A message long enough to pass." };
  for (const key of Object.keys(body)) if (random.next() < 0.3) body[key] = mutate(random, body[key]);
  return random.next() < 0.05 ? random.pick(oddValues) : body;
}

/** An odd string as a path or query segment (a lone surrogate cannot be encoded: its UTF-8 bytes stand in). */
function segment(random: Random): string {
  try {
    return encodeURIComponent(random.pick(oddStrings)).slice(0, 3_000) || "x";
  } catch {
    return "%ED%A0%80";
  }
}
const rawSegment = (random: Random) => random.pick(["%00", "%", "%zz", "a%00b", "..%2f", "%E0%A4%A", "%ED%A0%80", "x".repeat(2_000)]);

interface Request {
  method: "GET" | "POST" | "HEAD" | "OPTIONS";
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const accepts = ["*/*", "text/html", "application/json", "", "image/*;q=0.8", "text/html;q=0;*/*"];

function randomRequest(random: Random): Request {
  const headers: Record<string, string> = {};
  const accept = random.pick(accepts);
  if (accept) headers.accept = accept;
  if (random.next() < 0.1) headers["user-agent"] = "facebookexternalhit/1.1";
  if (random.next() < 0.1) headers.authorization = random.pick(["Bearer x", "Bearer", "Basic abc", `Bearer ${"a".repeat(4_000)}`, "Bearer a.b.c"]);
  if (random.next() < 0.05) headers["idempotency-key"] = random.pick(["short", "k".repeat(100), "fuzz-key-123456"]);
  const query = () => {
    const pairs = ["skip", "limit", "q", "page", "__proto__"]
      .filter(() => random.next() < 0.5)
      .map((key) => `${key}=${random.next() < 0.5 ? segment(random) : rawSegment(random)}`);
    return pairs.length ? `?${pairs.join("&")}` : "";
  };
  const seg = () => (random.next() < 0.7 ? segment(random) : rawSegment(random));

  switch (random.int(12)) {
    case 0:
      return { method: "GET", url: `/api/products${query()}`, headers };
    case 1:
      return { method: "GET", url: `/api/products/category/${seg()}${query()}`, headers };
    case 2:
      return { method: "GET", url: `/api/products/${seg()}`, headers };
    case 3:
      return { method: "GET", url: `/api/products/search/ser${query()}`, headers };
    case 4:
      return { method: "GET", url: `/api/${random.pick(["order", "auth/user", "category", "settings", "facebook-pixel", "nope"])}/${seg()}`, headers };
    case 5:
    case 6: {
      const body = orderBody(random);
      const payload = random.next() < 0.05 ? "{broken" : json(body);
      return { method: "POST", url: "/api/order", headers: { ...headers, "content-type": random.pick(["application/json", "application/json", "text/plain"]) }, payload };
    }
    case 7:
      return { method: "POST", url: "/api/contact", headers: { ...headers, "content-type": "application/json" }, payload: json(contactBody(random)) };
    case 8:
      return { method: "GET", url: `/products/${seg()}`, headers };
    case 9:
      return { method: "GET", url: `/product-category/${seg()}${query()}`, headers };
    case 10:
      return { method: random.pick(["HEAD", "OPTIONS", "GET"] as const), url: `/${seg()}/${seg()}`, headers };
    default:
      return { method: "GET", url: `/api/products/category${query()}`, headers };
  }
}

describe.skipIf(skipDatabaseTests)(`REST and pages under fuzzing (${testDatabaseKind})`, () => {
  let shop: TestShop;
  beforeAll(async () => {
    // The pages need a built web app; a minimal one stands in, so `npm test` needs no build.
    shop = await startTestShop({ seed: true, indexHtml: "<!doctype html><html><head><title>Shop</title></head><body></body></html>" });
  }, 180_000);
  afterAll(() => shop?.close());

  it(`answers ${CASES} random requests without a 5xx, with JSON errors under /api`, async () => {
    const random = seededRandom(SEED);
    const failures: string[] = [];
    for (let n = 0; n < CASES; n++) {
      const request = randomRequest(random);
      // Each case comes from another client address, so the order and contact limits do not hide the answers.
      const remoteAddress = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      const response = await shop.app.inject({ ...request, remoteAddress });
      const where = `#${n} ${request.method} ${request.url.slice(0, 120)}`;
      if (response.statusCode >= 500) failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 200)} PAYLOAD ${String(request.payload).slice(0, 300)}`);
      if (request.url.startsWith("/api/") && response.statusCode >= 400 && request.method !== "HEAD") {
        let code: unknown;
        try {
          code = (response.json() as { code?: unknown }).code;
        } catch {
          code = undefined;
        }
        if (typeof code !== "string") failures.push(`${where}: ${response.statusCode} without a JSON code: ${response.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
