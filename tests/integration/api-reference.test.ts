import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestShop, type TestShop } from "../support/shop.js";

/** The browsable API reference the shop serves at /docs/api (graph/src/api/api-reference.ts). */
describe("the API reference at /docs/api", () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop({ indexHtml: "<!doctype html><html><head><title>Shop</title></head><body><div id=root></div></body></html>" });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: "GET", url, headers });

  it("is an HTML page of the served schema, every root field and type with its anchor", async () => {
    const res = await get("/docs/api");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.body).toContain('id="Query.products"');
    expect(res.body).toContain('id="Mutation.placeOrder"');
    expect(res.body).toContain('id="type-ProductFilter"');
    expect(res.body).not.toContain("<div id=root>");
  });

  it("allows its one inline style and nothing else: no script, no other origin", async () => {
    const res = await get("/docs/api");
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1]!;
    const hash = createHash("sha256").update(style).digest("base64");
    expect(res.headers["content-security-policy"]).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(res.headers["x-frame-options"]).toBe("DENY");
  });

  it("is revalidated with its ETag and sent compressed", async () => {
    const first = await get("/docs/api", { "accept-encoding": "gzip" });
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(first.rawPayload).toString()).toContain('id="Query.products"');
    const etag = String(first.headers.etag);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const again = await get("/docs/api", { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("keeps /docs/ out of the storefront: another path there is a plain 404, not the app's page", async () => {
    const res = await get("/docs/nothing-here");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
  });
});
