import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

interface RestProduct {
  _id: string;
  name: string;
  slug: string;
  price: number;
  discount: number;
  finalPrice: number;
  category: string;
  subCategory: string | null;
  image: string[];
  shippingCost: number;
  additionalInfo: unknown[];
  variants: { color: string; size: string; additionalPrice: number }[];
}

interface SearchBody {
  success: boolean;
  message: string;
  data: { products: RestProduct[] };
}

describe.skipIf(skipDatabaseTests)(`REST compatibility for the catalog (${testDatabaseKind})`, () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ seed: true });
  });
  afterAll(() => shop?.close());

  describe("GET /api/settings and /api/facebook-pixel", () => {
    it("answers the settings object itself", async () => {
      const { status, body } = await shop.get<{ siteName: string; socialMedia: { whatsAppLink: string } }>("/api/settings");
      expect(status).toBe(200);
      expect(body.siteName).toBeTruthy();
      expect(body.socialMedia.whatsAppLink).toMatch(/^https:/);
    });

    it("answers the pixel with a lowercase status", async () => {
      const { status, body } = await shop.get("/api/facebook-pixel");
      expect(status).toBe(200);
      expect(body).toEqual({ pixelId: null, status: "inactive" });
    });
  });

  describe("GET /api/products", () => {
    it("answers a bare array of products with the fields the original storefront reads", async () => {
      const { status, body, headers } = await shop.get<RestProduct[]>("/api/products");
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
      expect(body.length).toBeGreaterThanOrEqual(60);
      expect(Number(headers["x-total-count"])).toBe(body.length);
      for (const p of body) {
        expect(p).toMatchObject({
          _id: expect.any(String),
          name: expect.any(String),
          slug: expect.any(String),
          price: expect.any(Number),
          discount: expect.any(Number),
          finalPrice: expect.any(Number),
          category: expect.any(String),
          shippingCost: expect.any(Number),
        });
        expect(p.image.length).toBeGreaterThan(0);
        expect(p.additionalInfo.every((line) => typeof line === "string")).toBe(true);
        expect(p.finalPrice).toBeLessThanOrEqual(p.price);
      }
    });

    it("pages with skip and limit", async () => {
      const { body: all } = await shop.get<RestProduct[]>("/api/products");
      const { body: page } = await shop.get<RestProduct[]>("/api/products?skip=5&limit=3");
      expect(page.map((p) => p._id)).toEqual(all.slice(5, 8).map((p) => p._id));
    });

    it("answers 400 JSON for bad query parameters", async () => {
      for (const query of ["limit=abc", "limit=0", "limit=100000", "skip=-1"]) {
        const { status, body } = await shop.get<{ success: boolean; message: string }>(`/api/products?${query}`);
        expect(status, query).toBe(400);
        expect(body.success).toBe(false);
        expect(body.message).toBeTruthy();
      }
    });
  });

  describe("GET /api/products/category/{category}", () => {
    it.each(["Men%20Fashion", "Men-Fashion", "men-fashion", "MEN%20FASHION"])("matches %s", async (spelling) => {
      const { status, body } = await shop.get<RestProduct[]>(`/api/products/category/${spelling}`);
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThan(0);
      expect(body.every((p) => p.category === "Men Fashion")).toBe(true);
    });

    it("matches a name holding an ampersand", async () => {
      const { body } = await shop.get<RestProduct[]>(`/api/products/category/${encodeURIComponent("Home & Living")}`);
      expect(body.length).toBeGreaterThan(0);
    });

    it("answers an empty array for an unknown category", async () => {
      const { status, body } = await shop.get("/api/products/category/nothing-like-this");
      expect(status).toBe(200);
      expect(body).toEqual([]);
    });

    it("answers every product without a category", async () => {
      const { body: all } = await shop.get<RestProduct[]>("/api/products");
      const { status, body } = await shop.get<RestProduct[]>("/api/products/category");
      expect(status).toBe(200);
      expect(body.map((p) => p._id)).toEqual(all.map((p) => p._id));
    });
  });

  describe("GET /api/products/search/ser", () => {
    it("answers { success, message, data: { products } } with at most 10 by default", async () => {
      const { status, body } = await shop.get<SearchBody>("/api/products/search/ser?q=s");
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.message).toBeTruthy();
      expect(body.data.products).toHaveLength(10);
    });

    it("honours limit", async () => {
      const { body } = await shop.get<SearchBody>("/api/products/search/ser?q=s&limit=3");
      expect(body.data.products).toHaveLength(3);
    });

    it("decodes a term the original client encoded twice", async () => {
      const term = "Classic Cotton";
      const twice = encodeURIComponent(encodeURIComponent(term));
      const { body } = await shop.get<SearchBody>(`/api/products/search/ser?q=${twice}&limit=10`);
      expect(body.data.products.map((p) => p.name)).toContain("Classic Cotton Shirt");
      const once = await shop.get<SearchBody>(`/api/products/search/ser?q=${encodeURIComponent(term)}`);
      expect(once.body.data.products.map((p) => p.name)).toContain("Classic Cotton Shirt");
    });

    it("answers no products for an empty term, and for a term that matches nothing", async () => {
      const empty = await shop.get<SearchBody>("/api/products/search/ser?q=%20%20");
      expect(empty.body).toEqual({ success: true, message: "No products found", data: { products: [] } });
      const none = await shop.get<SearchBody>("/api/products/search/ser?q=zzzzqqq");
      expect(none.body.data.products).toEqual([]);
      expect(none.body.message).toBe("No products found");
    });

    it("answers 400 JSON for a bad limit", async () => {
      const { status, body } = await shop.get<{ success: boolean }>("/api/products/search/ser?q=shirt&limit=51");
      expect(status).toBe(400);
      expect(body.success).toBe(false);
    });
  });

  describe("unknown paths", () => {
    it("answers JSON 404 for an unknown /api path", async () => {
      for (const url of ["/api/nope", "/api/products/search", "/api/products/category/a/b"]) {
        const { status, body } = await shop.get<{ success: boolean; code: string }>(url);
        expect(status, url).toBe(404);
        expect(body).toMatchObject({ success: false, code: "NOT_FOUND" });
      }
    });
  });
});
