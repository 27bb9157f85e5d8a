import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

const INDEX_HTML = "<!doctype html><html><head><title>Shop</title></head><body><div id=root></div></body></html>";
const ASSET = `console.log(${JSON.stringify("x".repeat(4_000))});`;

describe.skipIf(skipDatabaseTests)(`serving the SPA (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), "shop-web-"));
    fs.mkdirSync(path.join(webDist, "assets"));
    fs.writeFileSync(path.join(webDist, "index.html"), INDEX_HTML);
    fs.writeFileSync(path.join(webDist, "assets", "index-Bx7a9c.js"), ASSET);
    fs.writeFileSync(path.join(webDist, "robots.txt"), "User-agent: *\n");
    shop = await startTestShop({ webDist });
  });
  afterAll(async () => {
    await shop?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: "GET", url, headers });

  it("serves index.html at / without caching it", async () => {
    const res = await get("/", { accept: "text/html" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain('<div id=root>');
  });

  it("falls back to index.html for client routes, so a reload keeps the page", async () => {
    for (const url of ["/products/classic-cotton-shirt", "/product-category/men-fashion", "/shopping-cart?x=1"]) {
      const res = await get(url, { accept: "text/html,application/xhtml+xml" });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<div id=root></div>");
      expect(res.body, url).toContain("<title data-ssr>");
    }
  });

  it("never falls back for /api or /graphql paths", async () => {
    const api = await get("/api/unknown", { accept: "text/html" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
    const gql = await get("/graphql/extra", { accept: "text/html" });
    expect(gql.statusCode).toBe(404);
    expect(gql.headers["content-type"]).toMatch(/application\/json/);
  });

  it("answers a missing asset with 404 instead of the page", async () => {
    const res = await get("/assets/missing-123.js", { accept: "*/*" });
    expect(res.statusCode).toBe(404);
  });

  it("caches hashed assets for a year and compresses them", async () => {
    const res = await get("/assets/index-Bx7a9c.js", { "accept-encoding": "gzip" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("serves other static files with a short cache", async () => {
    const res = await get("/robots.txt");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("compresses API responses", async () => {
    const res = await shop.app.inject({
      method: "POST",
      url: "/graphql",
      headers: { "content-type": "application/json", "accept-encoding": "br, gzip" },
      payload: { query: "{ __schema { types { name description fields { name description } } } }" },
    });
    expect(res.statusCode).toBe(200);
    expect(["br", "gzip"]).toContain(res.headers["content-encoding"]);
  });

  it("sets basic security headers", async () => {
    const res = await get("/api/settings");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
