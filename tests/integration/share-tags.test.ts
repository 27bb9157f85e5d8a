import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PageHead } from "@shop/common";
import { injectShareTags } from "../../graph/src/seo/share-tags.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

const INDEX_HTML = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="description" content="default" />
<title>Shop</title>
</head><body><div id="root"></div></body></html>`;

/** Meta's link-preview crawler, as its own "sharing debugger" simulation sends it (`curl -A …`). */
const CRAWLER = { accept: "*/*", "user-agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)" };

/** Text as the server writes it into an attribute. */
const escaped = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch] ?? ch);

/** What a crawler that runs no JavaScript sees: the tags in the HTML itself. */
function tagsOf(html: string) {
  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
  return {
    title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? null,
    titles: html.match(/<title/g)?.length ?? 0,
    description: meta("description"),
    descriptions: html.match(/name="description"/g)?.length ?? 0,
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
    robots: meta("robots"),
    ogTitle: meta("og:title"),
    ogType: meta("og:type"),
    ogImage: meta("og:image"),
    ogUrl: meta("og:url"),
    twitterCard: meta("twitter:card"),
    twitterTitle: meta("twitter:title"),
  };
}

describe.skipIf(skipDatabaseTests)(`share tags in the server's HTML (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let webDist: string;
  let siteName: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), "shop-web-"));
    fs.writeFileSync(path.join(webDist, "index.html"), INDEX_HTML);
    shop = await startTestShop({ seed: true, webDist, env: { ALLOWED_HOSTS: "shop.test" } });
    siteName = (await shop.services.settings.get()).siteName;
  });
  afterAll(async () => {
    await shop?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const page = async (url: string) => {
    const res = await shop.app.inject({ method: "GET", url, headers: { accept: "text/html", host: "shop.test" } });
    expect(res.statusCode).toBe(200);
    return tagsOf(res.body);
  };

  it("gives a product page the product's name, description, image and canonical URL", async () => {
    const product = (await shop.services.products.findBySlug("classic-cotton-shirt"))!;
    const tags = await page("/products/classic-cotton-shirt");
    expect(tags.title).toBe(`${siteName} | classic cotton shirt`);
    expect(tags.titles).toBe(1);
    expect(tags.ogTitle).toBe("Classic Cotton Shirt");
    expect(tags.twitterTitle).toBe("Classic Cotton Shirt");
    expect(tags.ogType).toBe("product");
    expect(tags.description).toMatch(/^The classic cotton shirt from /);
    expect(tags.description).not.toMatch(/[<>]/);
    expect(tags.descriptions).toBe(1);
    expect(tags.canonical).toBe("http://shop.test/products/classic-cotton-shirt");
    expect(tags.ogUrl).toBe(tags.canonical);
    expect(tags.ogImage).toBe(`http://shop.test${product.images[0]}`);
    expect(tags.twitterCard).toBe("summary_large_image");
    expect(tags.robots).toBe("index,follow");
  });

  it("gives a category page its name and canonical slug URL, whatever the spelling", async () => {
    const tags = await page("/product-category/Men%20Fashion");
    expect(tags.title).toBe(`${siteName} | Men Fashion`);
    expect(tags.ogTitle).toBe(`Men Fashion | ${siteName}`);
    expect(tags.description).toContain("Shirts");
    expect(tags.canonical).toBe("http://shop.test/product-category/men-fashion");
  });

  it("falls back to the shop's own tags for other pages, and for unknown products and categories with noindex", async () => {
    const home = await page("/");
    expect(home.title).toBe(`${siteName} | Home`);
    expect(home.ogTitle).toBe(siteName);
    expect(home.robots).toBe("index,follow");
    for (const url of ["/products/no-such-product", "/product-category/no-such-category"]) {
      const res = await shop.app.inject({ method: "GET", url, headers: { ...CRAWLER, host: "shop.test" } });
      expect(res.statusCode, url).toBe(404);
      const unknown = tagsOf(res.body);
      expect(unknown.ogTitle, url).toBe(siteName);
      expect(unknown.canonical, url).toBe(`http://shop.test${url}`);
      expect(unknown.robots, url).toBe("noindex");
      expect(res.body.match(/name="robots"/g), url).toHaveLength(1);
    }
  });

  it("titles an admin order's page with its number, kept out of search engines, and leaves other admin pages and unknown ids alone", async () => {
    const listed = await shop.graphql<{ products: { items: { id: string; variants: { color: string; size: string; stock: number }[] }[] } }>(
      "{ products(take: 20) { items { id variants { color size stock } } } }",
    );
    const product = listed.body.data!.products.items.find((item) => item.variants.some((v) => v.stock > 0))!;
    const variant = product.variants.find((v) => v.stock > 0)!;
    const placed = await shop.graphql<{ placeOrder: { order: { id: string; number: number } } }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number } } }`,
      { input: { lines: [{ productId: product.id, color: variant.color, size: variant.size, quantity: 1 }], name: "Tab Title", phone: "01711000042", email: "tab.title@example.com", address: "House 1, Road 2, Dhaka" } },
    );
    expect(placed.body.errors).toBeUndefined();
    const order = placed.body.data!.placeOrder.order;

    const titled = await page(`/admin-dashboard/orders/${order.id}`);
    expect(titled.title).toBe(`${siteName} | Order #${String(order.number)}`);
    expect(titled.robots).toBe("noindex");
    // Nothing of the order but its number: not its buyer, not its total.
    const html = (await shop.app.inject({ method: "GET", url: `/admin-dashboard/orders/${order.id}`, headers: { accept: "text/html", host: "shop.test" } })).body;
    expect(html).not.toContain("Tab Title");

    // An unknown id, a list under orders, and a made-up segment: the address's own title, answered 200 for the admin to handle.
    for (const [url, last] of [
      ["/admin-dashboard/orders/00000000-0000-4000-8000-000000000000", "00000000 0000 4000 8000 000000000000"],
      ["/admin-dashboard/orders/management", "management"],
      ["/admin-dashboard/orders/not-a-uuid", "not a uuid"],
    ] as const) {
      expect((await page(url)).title, url).toBe(`${siteName} | ${last}`);
    }
  });

  it("escapes what it puts into the HTML", async () => {
    await shop.services.settings.update({ siteName: `Tom's "Shop" <b>` });
    const res = await shop.app.inject({ method: "GET", url: "/wishlist", headers: { accept: "text/html" } });
    expect(res.body).toContain("Tom&#39;s &quot;Shop&quot; &lt;b&gt; | wishlist");
    expect(res.body).not.toContain("<b>");
    await shop.services.settings.update({ siteName });
  });

  it("marks server tags so the web app can replace them", async () => {
    const res = await shop.app.inject({ method: "GET", url: "/products/classic-cotton-shirt", headers: { accept: "text/html" } });
    const tags = res.body.match(/<(meta|link|title)[^>]*>/g) ?? [];
    const ours = tags.filter((t) => /og:|twitter:|canonical|robots|<title|description/.test(t));
    expect(ours.length).toBeGreaterThan(8);
    expect(ours.every((t) => t.includes("data-ssr"))).toBe(true);
  });

  it("gives link-preview crawlers the page with its share tags, whatever they accept", async () => {
    for (const headers of [CRAWLER, { "user-agent": "facebookexternalhit/1.1" }, { accept: "application/json" }, { accept: "image/*" }]) {
      const product = await shop.app.inject({ method: "GET", url: "/products/classic-cotton-shirt", headers });
      expect(product.statusCode, JSON.stringify(headers)).toBe(200);
      expect(product.headers["content-type"]).toMatch(/^text\/html/);
      expect(tagsOf(product.body).ogTitle).toBe("Classic Cotton Shirt");
      expect(tagsOf(product.body).ogType).toBe("product");

      const category = await shop.app.inject({ method: "GET", url: "/product-category/men-fashion?sort=newest", headers });
      expect(category.statusCode, JSON.stringify(headers)).toBe(200);
      expect(tagsOf(category.body).ogTitle).toBe(`Men Fashion | ${siteName}`);
    }
  });

  it("answers a crawler's HEAD like its GET, without a body", async () => {
    const res = await shop.app.inject({ method: "HEAD", url: "/products/classic-cotton-shirt", headers: CRAWLER });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toBe("");
  });

  it("puts a path with $ patterns into the head literally", async () => {
    // (An HTTP client may send a raw backtick too; this one encodes it, so "$`" is tested below.)
    for (const suffix of ["$'", "$&", "$$", "$'$&$$"]) {
      const res = await shop.app.inject({ method: "GET", url: `/contact-us${suffix}`, headers: { accept: "text/html", host: "shop.test" } });
      const tags = tagsOf(res.body);
      expect(tags.canonical, suffix).toBe(`http://shop.test/contact-us${escaped(suffix)}`);
      expect(res.body.match(/<\/head>/g), suffix).toHaveLength(1);
      expect(res.body.match(/<div id="root">/g), suffix).toHaveLength(1);
    }
  });
});

describe("injectShareTags", () => {
  const meta = (canonicalUrl: string): PageHead => ({
    documentTitle: "Shop | x",
    title: "Shop",
    description: "A shop",
    canonicalUrl,
    imageUrl: null,
    type: "website",
    siteName: "Shop",
    robots: "index,follow",
  });

  it.each(["$'", "$`", "$&", "$$", "$1", "$<name>"])("keeps %s in a tag as written", (pattern) => {
    const html = injectShareTags(INDEX_HTML, meta(`https://shop.example/a${pattern}b`));
    expect(html).toContain(`<link rel="canonical" href="https://shop.example/a${escaped(pattern)}b" data-ssr />`);
    expect(html).toContain(`<meta property="og:url" content="https://shop.example/a${escaped(pattern)}b" data-ssr />`);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<body>/g)).toHaveLength(1);
    expect(html.endsWith("</body></html>")).toBe(true);
  });
});

describe.skipIf(skipDatabaseTests)(`share tags of a production server (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), "shop-web-"));
    fs.writeFileSync(path.join(webDist, "index.html"), INDEX_HTML);
    // Behind a proxy (TRUST_PROXY), so X-Forwarded-Host would be believed if anything read it.
    shop = await startTestShop({
      seed: true,
      webDist,
      env: { NODE_ENV: "production", PUBLIC_URL: "https://shop.example", TRUST_PROXY: "true" },
    });
  });
  afterAll(async () => {
    await shop?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("builds canonical, og:url and og:image from PUBLIC_URL, never from a forged Host", async () => {
    const product = (await shop.services.products.findBySlug("classic-cotton-shirt"))!;
    const forged = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http", ...CRAWLER };
    for (const url of ["/products/classic-cotton-shirt", "/product-category/men-fashion", "/wishlist"]) {
      const res = await shop.app.inject({ method: "GET", url, headers: forged });
      expect(res.statusCode, url).toBe(200);
      const tags = tagsOf(res.body);
      expect(tags.canonical, url).toMatch(/^https:\/\/shop\.example\//);
      expect(tags.ogUrl, url).toBe(tags.canonical);
      expect(res.body, url).not.toContain("evil.example");
    }
    const tags = tagsOf((await shop.app.inject({ method: "GET", url: "/products/classic-cotton-shirt", headers: forged })).body);
    expect(tags.canonical).toBe("https://shop.example/products/classic-cotton-shirt");
    expect(tags.ogImage).toBe(`https://shop.example${product.images[0]}`);
  });
});
