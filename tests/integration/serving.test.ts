import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

// Over the 1 KB compression threshold, like the real page (its inline styles alone are more).
const INDEX_HTML = `<!doctype html><html><head><title>Shop</title><style>${"body{margin:0}".repeat(100)}</style></head><body><div id=root></div></body></html>`;
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
    fs.mkdirSync(path.join(webDist, ".vite"));
    fs.writeFileSync(path.join(webDist, ".vite", "manifest.json"), "{}");
    shop = await startTestShop({ webDist, seed: true });
  }, 180_000);
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

  it("serves the page to every GET or HEAD of a client route, whatever Accept says", async () => {
    const accepts: Record<string, string>[] = [{ accept: "*/*" }, {}, { accept: "application/json" }, { accept: "image/webp,*/*" }];
    for (const url of ["/", "/products/classic-cotton-shirt", "/product-category", "/product-category/men-fashion", "/Wishlist/", "/admin-dashboard/users"]) {
      for (const headers of accepts) {
        const res = await get(url, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
        expect(res.headers["content-type"], url).toMatch(/^text\/html/);
        expect(res.body, url).toContain("<div id=root></div>");
      }
      const head = await shop.app.inject({ method: "HEAD", url, headers: { accept: "*/*" } });
      expect(head.statusCode, url).toBe(200);
      expect(head.headers["content-type"], url).toMatch(/^text\/html/);
    }
  });

  /** A 404 that search engines drop: the header, and the meta tag in place of index,follow. */
  const expectNoindex404 = (res: Awaited<ReturnType<typeof get>>, url: string) => {
    expect(res.statusCode, url).toBe(404);
    expect(res.headers["content-type"], url).toMatch(/^text\/html/);
    expect(res.headers["x-robots-tag"], url).toBe("noindex");
    expect(res.body, url).toContain('<meta name="robots" content="noindex" data-ssr />');
    expect(res.body, url).not.toContain("index,follow");
    expect(res.body, url).toContain("<div id=root></div>");
  };

  it("answers other paths with the page (the SPA's error page), a 404 and noindex", async () => {
    for (const url of ["/no-such-page", "/products/a/b", "/products/", "/index.html", "/favicon.ico"]) {
      const res = await get(url, { accept: "*/*" });
      expectNoindex404(res, url);
      expect(res.body, url).toContain("<title data-ssr>");
    }
  });

  it("answers a product the shop does not show (unknown, draft, deleted) and an unknown category with 404 and noindex", async () => {
    const category = (await shop.services.categories.findBySlugOrName("men-fashion"))!;
    const draft = await shop.services.products.create({
      name: "Serving Draft Shirt",
      priceMinor: 10_000,
      categoryId: category.id,
      sku: "SERVING-DRAFT",
      stock: 5,
      status: ProductStatus.DRAFT,
    });
    const gone = await shop.services.products.create({
      name: "Serving Deleted Shirt",
      priceMinor: 10_000,
      categoryId: category.id,
      sku: "SERVING-GONE",
      stock: 5,
      status: ProductStatus.ACTIVE,
    });
    expect((await get(`/products/${gone.slug}`)).statusCode).toBe(200);
    await shop.services.products.deleteMany([gone.id]);
    for (const url of [
      "/products/no-such-product",
      `/products/${draft.slug}`,
      `/products/${gone.slug}`,
      "/product-category/no-such-category",
      "/product-category/no-such-category/",
    ]) {
      for (const headers of [{ accept: "text/html" }, { accept: "*/*" }, {}] as Record<string, string>[]) expectNoindex404(await get(url, headers), url);
      const head = await shop.app.inject({ method: "HEAD", url });
      expect(head.statusCode, url).toBe(404);
      expect(head.headers["x-robots-tag"], url).toBe("noindex");
    }
  });

  it("answers real products and categories 200 with index,follow and no X-Robots-Tag", async () => {
    for (const url of ["/products/classic-cotton-shirt", "/product-category/men-fashion", "/product-category/Men%20Fashion", "/product-category", "/"]) {
      const res = await get(url, { accept: "text/html" });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["x-robots-tag"], url).toBeUndefined();
      expect(res.body, url).toContain('<meta name="robots" content="index,follow" data-ssr />');
    }
  });

  it("refuses an over-long product or category path before any lookup, with 404", async () => {
    const lookups: string[] = [];
    const products = shop.services.products;
    const categories = shop.services.categories;
    const findBySlug = products.findBySlug.bind(products);
    const findBySlugOrName = categories.findBySlugOrName.bind(categories);
    products.findBySlug = (slug, drafts) => (lookups.push(slug), findBySlug(slug, drafts));
    categories.findBySlugOrName = (value) => (lookups.push(value), findBySlugOrName(value));
    try {
      for (const url of [`/products/${"a".repeat(201)}`, `/product-category/${"b".repeat(201)}`, `/products/${"%41".repeat(3_000)}`]) {
        expectNoindex404(await get(url, { accept: "*/*" }), url.slice(0, 40));
      }
      expect(lookups).toEqual([]);
    } finally {
      products.findBySlug = findBySlug;
      categories.findBySlugOrName = findBySlugOrName;
    }
  });

  it("answers a NUL character in a product or category path with the error page and 404, never a 500", async () => {
    for (const url of ["/products/shirt%00", "/product-category/men%00fashion"]) {
      expectNoindex404(await get(url, { accept: "*/*" }), url);
    }
    // A malformed escape is not a URL at all: the client's mistake.
    expect((await get("/products/%E0%A4%A", { accept: "*/*" })).statusCode).toBe(400);
  });

  it("never serves the page for /api, /graphql, /uploads/ or /assets/, nor to other methods", async () => {
    for (const url of ["/api/unknown", "/api", "/graphql/extra", "/uploads/missing.png", "/assets/missing-123.js"]) {
      for (const headers of [{ accept: "text/html" }, { accept: "*/*" }, {}] as Record<string, string>[]) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers["content-type"], url).toMatch(/application\/json/);
        expect(res.json(), url).toMatchObject({ success: false, code: "NOT_FOUND" });
      }
    }
    const post = await shop.app.inject({ method: "POST", url: "/wishlist", headers: { accept: "text/html" } });
    expect(post.statusCode).toBe(404);
    expect(post.headers["content-type"]).toMatch(/application\/json/);
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

  it("never serves the build manifest (web/dist/.vite/manifest.json, read by scripts/check-js-budget.mjs)", async () => {
    for (const url of ["/.vite/manifest.json", "/%2Evite/manifest.json", "/.vite%2Fmanifest.json"]) {
      expectNoindex404(await get(url, { accept: "*/*" }), url);
    }
  });

  it("compresses every page, on every path the SPA answers, in the encoding the client prefers", async () => {
    const urls = ["/", "/products/classic-cotton-shirt", "/product-category/men-fashion", "/shopping-cart", "/no-such-page"];
    for (const url of urls) {
      for (const [acceptEncoding, encoding] of [["br, gzip", "br"], ["gzip, deflate", "gzip"], ["identity", undefined]] as const) {
        const res = await get(url, { accept: "text/html", "accept-encoding": acceptEncoding });
        expect(res.headers["content-encoding"], `${url} ${acceptEncoding}`).toBe(encoding);
        expect(res.headers.vary, url).toMatch(/accept-encoding/i);
        const body = encoding === "br" ? brotliDecompressSync(res.rawPayload) : encoding === "gzip" ? gunzipSync(res.rawPayload) : res.rawPayload;
        expect(body.toString("utf8"), `${url} ${acceptEncoding}`).toContain("<div id=root></div>");
      }
    }
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
