import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brotliDecompressSync } from "node:zlib";
import { createHash } from "node:crypto";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

const PRODUCT = `query Product($slug: String!) { product(slug: $slug) { id name stock finalPrice } }`;
const LIST = `{ products(take: 5) { items { id name stock } totalItems } }`;
/** The original storefront, on its own origin, reading /api (CORS_ORIGINS). */
const STOREFRONT = "https://storefront.example";
const varyOf = (headers: Record<string, unknown>) => String(headers.vary ?? "").split(/,\s*/).map((name) => name.toLowerCase());

describe.skipIf(skipDatabaseTests)(`response cache for public reads (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let categoryId: string;
  let productId: string;
  let slug: string;

  beforeAll(async () => {
    shop = await startTestShop({
      env: { ORDER_LIMIT_PER_ADDRESS: "0", ORDER_LIMIT_PER_CONTACT: "0", ORDER_UNITS_PER_ADDRESS: "0", ORDER_UNITS_PER_CONTACT: "0", CORS_ORIGINS: STOREFRONT },
    });
    const category = await shop.services.categories.create({ name: "Cache Things", subCategories: [] });
    categoryId = category.id;
    const product = await shop.services.products.create({
      name: "Cached Kettle",
      priceMinor: 150_000,
      categoryId,
      sku: "CACHE-KETTLE",
      stock: 40,
      status: ProductStatus.ACTIVE,
    });
    productId = product.id;
    slug = product.slug;
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  /** An answer's body without its `extensions.cost`, which is each caller's own. */
  const withoutCost = (body: string) => {
    const { extensions, ...rest } = JSON.parse(body) as { extensions?: { cost?: unknown } };
    expect(extensions?.cost).toBeDefined();
    return rest;
  };
  const inject = (options: { method?: "GET" | "POST"; url: string; payload?: unknown; headers?: Record<string, string> }) =>
    shop.app.inject({ method: options.method ?? "GET", url: options.url, payload: options.payload as never, headers: options.headers });
  const gql = (query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) =>
    inject({ method: "POST", url: "/graphql", payload: { query, variables }, headers: { "content-type": "application/json", ...headers } });
  const productName = async () => (await gql(PRODUCT, { slug })).json<{ data: { product: { name: string; stock: number } } }>().data.product;
  const kettle = (name: string, stock = 40) => ({
    name,
    priceMinor: 150_000,
    categoryId,
    sku: "CACHE-KETTLE",
    stock,
    status: ProductStatus.ACTIVE,
  });

  it("answers an anonymous public query from memory, with a validator a browser can revalidate", async () => {
    const first = await gql(PRODUCT, { slug });
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    const second = await gql(PRODUCT, { slug });
    expect(second.headers["x-cache"]).toBe("HIT");
    // The same answer; only the caller's cost differs (a cached read costs nothing: decision 053).
    expect(withoutCost(second.body)).toEqual(withoutCost(first.body));
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers["cache-control"]).toMatch(/^public, /);
    expect(String(second.headers.vary)).toContain("Authorization");
    const notModified = await gql(PRODUCT, { slug }, { "if-none-match": String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe("");
  });

  it("never shows the old value after a product edit, a status change or a delete", async () => {
    await productName();
    await shop.services.products.update(productId, kettle("Cached Kettle Mark II"));
    expect((await productName()).name).toBe("Cached Kettle Mark II");
    const list = async () => (await gql(LIST)).json<{ data: { products: { items: { name: string }[] } } }>().data.products.items.map((p) => p.name);
    expect(await list()).toContain("Cached Kettle Mark II");
    await shop.services.products.update(productId, kettle("Cached Kettle Mark III"));
    expect(await list()).toContain("Cached Kettle Mark III");
    await shop.services.products.setStatus([productId], ProductStatus.DRAFT);
    expect(await list()).not.toContain("Cached Kettle Mark III");
    expect((await gql(PRODUCT, { slug })).json().data.product).toBeNull();
    await shop.services.products.setStatus([productId], ProductStatus.ACTIVE);
    expect((await productName()).name).toBe("Cached Kettle Mark III");
  });

  it("finds a product created after a lookup by its slug missed", async () => {
    const missing = await gql(PRODUCT, { slug: "cached-toaster" });
    expect(missing.json().data.product).toBeNull();
    expect((await gql(PRODUCT, { slug: "cached-toaster" })).headers["x-cache"]).toBe("HIT");
    await shop.services.products.create({ ...kettle("Cached Toaster"), sku: "CACHE-TOASTER" });
    expect((await gql(PRODUCT, { slug: "cached-toaster" })).json().data.product.name).toBe("Cached Toaster");
  });

  it("shows the stock an order took, and the stock a cancellation returned", async () => {
    const before = (await productName()).stock;
    const placed = await gql(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { guestToken order { id } } }`,
      {
        input: {
          lines: [{ productId, quantity: 3 }],
          name: "Rina Akter",
          phone: "+880 1711-555000",
          email: "rina@example.com",
          district: "Dhaka",
          address: "House 1, Road 1",
        },
      },
    );
    expect(placed.json().errors).toBeUndefined();
    expect(placed.headers["x-cache"]).toBeUndefined();
    expect(placed.headers["cache-control"]).toBe("no-store");
    expect((await productName()).stock).toBe(before - 3);
    const { guestToken, order } = placed.json().data.placeOrder;
    const cancelled = await gql(`mutation($id: ID!, $token: String) { cancelOrder(id: $id, guestToken: $token) { status } }`, { id: order.id, token: guestToken });
    expect(cancelled.json().errors).toBeUndefined();
    expect((await productName()).stock).toBe(before);
  });

  it("shows changed settings and banners at once", async () => {
    const currency = async () => (await gql(`{ settings { siteName } }`)).json().data.settings.siteName;
    await currency();
    await shop.services.settings.update({ siteName: "Cache Bazaar" });
    expect(await currency()).toBe("Cache Bazaar");
    const banners = async () => (await gql(`{ banners { title } }`)).json().data.banners.map((b: { title: string }) => b.title);
    expect(await banners()).toEqual([]);
    await shop.services.banners.create({ image: "/uploads/b.webp", title: "Eid sale" });
    expect(await banners()).toEqual(["Eid sale"]);
  });

  it("never caches what depends on the caller, errors, or anything but public queries", async () => {
    const signedIn = await gql(PRODUCT, { slug }, { authorization: "Bearer not-a-real-token" });
    expect(signedIn.headers["x-cache"]).toBeUndefined();
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    const restSignedIn = await inject({ url: "/api/products", headers: { authorization: "Bearer x" } });
    expect(restSignedIn.headers["x-cache"]).toBeUndefined();
    expect(restSignedIn.headers["cache-control"]).toBe("private, no-store");

    for (let i = 0; i < 2; i++) {
      const quote = await gql(`query($lines: [CartLineInput!]!) { quoteCart(lines: $lines) { total } }`, { lines: [{ productId, quantity: 1 }] });
      expect(quote.headers["x-cache"]).toBeUndefined();
      const mixed = await gql(`{ settings { siteName } me { uid } }`);
      expect(mixed.headers["x-cache"]).toBeUndefined();
      const failing = await gql(`{ products(take: 100000) { totalItems } }`);
      expect(failing.json().errors).toBeDefined();
      expect(failing.headers["x-cache"]).toBeUndefined();
    }
  });

  it("answers REST reads from memory with their headers, compressed once, and revalidates", async () => {
    const first = await inject({ url: "/api/products?limit=5" });
    expect(first.headers["x-cache"]).toBe("MISS");
    const hit = await inject({ url: "/api/products?limit=5" });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.body).toBe(first.body);
    expect(hit.headers["x-total-count"]).toBe(first.headers["x-total-count"]);
    expect(hit.headers["content-type"]).toBe("application/json; charset=utf-8");
    // The miss sent the bytes it kept (one serialization), with the same validator.
    expect(first.headers.etag).toBe(hit.headers.etag);
    // A hit is answered before the route's own hooks, but after the shop's headers.
    for (const name of ["content-security-policy", "permissions-policy", "x-content-type-options"]) {
      expect(hit.headers[name]).toBe(first.headers[name]);
    }
    // Input the route refuses is refused before any lookup, and never kept.
    for (let i = 0; i < 2; i++) {
      const refused = await inject({ url: "/api/products?limit=0" });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers["x-cache"]).toBeUndefined();
    }
    const br = await inject({ url: "/api/products?limit=5", headers: { "accept-encoding": "br" } });
    if (first.rawPayload.length >= 1024) {
      expect(br.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    }
    expect((await inject({ url: "/api/products?limit=5", headers: { "if-none-match": String(first.headers.etag) } })).statusCode).toBe(304);
    // An error is never kept.
    expect((await inject({ url: `/api/products/no-such-thing` })).statusCode).toBe(404);
    expect((await inject({ url: `/api/products/no-such-thing` })).headers["x-cache"]).toBeUndefined();
    // A write shows at once here too.
    await shop.services.products.update(productId, kettle("Cached Kettle Mark IV"));
    const after = await inject({ url: `/api/products/${slug}` });
    expect(after.json().product.name).toBe("Cached Kettle Mark IV");
  });

  it("answers GET queries and automatic persisted queries, so a CDN can keep them", async () => {
    const query = `{ categories { name } }`;
    const hash = createHash("sha256").update(query).digest("hex");
    const extensions = encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }));
    const preflight = { "apollo-require-preflight": "true" };
    const unknown = await inject({ url: `/graphql?extensions=${extensions}`, headers: preflight });
    expect(unknown.json().errors[0].extensions.code).toBe("PERSISTED_QUERY_NOT_FOUND");
    const registered = await inject({ url: `/graphql?query=${encodeURIComponent(query)}&extensions=${extensions}`, headers: preflight });
    expect(registered.json().data.categories).toContainEqual({ name: "Cache Things" });
    const byHash = await inject({ url: `/graphql?extensions=${extensions}`, headers: preflight });
    expect(byHash.headers["x-cache"]).toBe("HIT");
    expect(byHash.json().data.categories).toContainEqual({ name: "Cache Things" });
    // A mutation is never run over GET.
    const mutation = await inject({ url: `/graphql?query=${encodeURIComponent("mutation { claimGuestOrders }")}`, headers: preflight });
    expect(mutation.statusCode).toBe(405);
  });

  it("answers each client in the media type it accepts, cached once per type, and says so in Vary", async () => {
    const query = "{ categories { name } }";
    const ask = (accept?: string) => gql(query, undefined, accept === undefined ? {} : { accept });
    const newer = await ask("application/graphql-response+json");
    expect(newer.headers["content-type"]).toBe("application/graphql-response+json; charset=utf-8");
    expect((await ask("application/graphql-response+json")).headers["x-cache"]).toBe("HIT");

    // After the newer client, one that accepts only JSON must get JSON (a MUST of GraphQL over HTTP).
    const json = await ask("application/json");
    expect(json.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(json.headers["x-cache"]).toBe("MISS");
    expect(withoutCost(json.body)).toEqual(withoutCost(newer.body));
    for (const accept of ["application/json", undefined, "*/*", "application/json, application/graphql-response+json"]) {
      const again = await ask(accept);
      expect({ accept, type: again.headers["content-type"], cache: again.headers["x-cache"] }).toEqual({ accept, type: "application/json; charset=utf-8", cache: "HIT" });
    }
    const preferred = await ask("application/graphql-response+json,application/json;q=0.9");
    expect([preferred.headers["content-type"], preferred.headers["x-cache"]]).toEqual(["application/graphql-response+json; charset=utf-8", "HIT"]);

    // What a CDN sees: it may keep the answer, one copy per Accept (and never one for a signed-in caller).
    for (const answer of [newer, json, preferred]) {
      expect(answer.headers["cache-control"]).toMatch(/^public, /);
      expect(varyOf(answer.headers)).toEqual(expect.arrayContaining(["accept", "authorization", "accept-encoding"]));
    }
    // A client that accepts neither gets Apollo's 406, never a cached copy.
    const neither = await ask("text/html");
    expect(neither.statusCode).toBe(406);
    expect(neither.headers["x-cache"]).toBeUndefined();
  });

  it("says Vary: Origin on REST reads, which carry CORS headers for the storefront's origin only", async () => {
    const fromStorefront = await inject({ url: "/api/category", headers: { origin: STOREFRONT } });
    const fromElsewhere = await inject({ url: "/api/category", headers: { origin: "https://elsewhere.example" } });
    expect(fromElsewhere.headers["x-cache"]).toBe("HIT");
    expect(fromStorefront.headers["access-control-allow-origin"]).toBe(STOREFRONT);
    expect(fromElsewhere.headers["access-control-allow-origin"]).toBeUndefined();
    // So a CDN keeps a copy per Origin instead of handing the storefront one without its CORS header.
    for (const answer of [fromStorefront, fromElsewhere]) {
      expect(answer.headers["cache-control"]).toMatch(/^public, /);
      expect(varyOf(answer.headers)).toEqual(expect.arrayContaining(["origin", "authorization", "accept-encoding"]));
      expect(varyOf(answer.headers)).not.toContain("accept");
    }
  });

  it("shows a category rename everywhere at once", async () => {
    const names = async () => (await inject({ url: "/api/category" })).json<{ category: string }[]>().map((c) => c.category);
    expect(await names()).toContain("Cache Things");
    await shop.services.categories.update(categoryId, { name: "Cache Goods", subCategories: [] });
    expect(await names()).toContain("Cache Goods");
  });
});
