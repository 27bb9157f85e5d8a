import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finalPriceMinor, toMajor, toMinor } from "@shop/common";
import { MAX_QUERY_COST } from "../../graph/src/api/limits.js";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

interface ProductRow {
  id: string;
  name: string;
  slug: string;
  price: number;
  discount: number;
  finalPrice: number;
  subCategory: string | null;
  category: { name: string; slug: string };
  variants: { color: string; size: string; additionalPrice: number; price: number; finalPrice: number; stock: number }[];
  colors: string[];
  createdAt: string;
}

const PRODUCT_FIELDS = `id name slug price discount finalPrice subCategory createdAt
  category { name slug } colors variants { color size additionalPrice price finalPrice stock }`;

describe.skipIf(skipDatabaseTests)(`catalog over GraphQL (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let queries = 0;

  beforeAll(async () => {
    shop = await startTestShop({ seed: true });
    // Only the requests' statements are counted: the outbox's worker polls on its own clock.
    await shop.outbox.stop();
    shop.database.dataSource.subscribers.push({ beforeQuery: () => void queries++ });
  });
  afterAll(() => shop?.close());

  async function products(args: string) {
    const { body } = await shop.graphql<{ products: { totalItems: number; items: ProductRow[] } }>(
      `{ products${args} { totalItems items { ${PRODUCT_FIELDS} } } }`,
    );
    expect(body.errors).toBeUndefined();
    return body.data!.products;
  }

  async function errorOf(query: string, variables?: Record<string, unknown>) {
    const { body } = await shop.graphql(query, variables);
    expect(body.errors?.length).toBeGreaterThan(0);
    return body.errors![0]!;
  }

  describe("products", () => {
    it("pages through every active product with a stable total", async () => {
      const first = await products("(take: 25)");
      expect(first.totalItems).toBeGreaterThanOrEqual(60);
      expect(first.items).toHaveLength(25);
      const all = [...first.items];
      for (let skip = 25; skip < first.totalItems; skip += 25) all.push(...(await products(`(skip: ${skip}, take: 25)`)).items);
      expect(new Set(all.map((p) => p.id)).size).toBe(first.totalItems);
    });

    it("computes finalPrice with the shared price rule, variants adding before the discount", async () => {
      const { items } = await products("(take: 100)");
      const { priceRounding } = await shop.services.settings.get();
      for (const p of items) expect(p.finalPrice).toBe(toMajor(finalPriceMinor(toMinor(p.price), p.discount, priceRounding)));
      const discounted = items.find((p) => p.discount > 0 && p.variants.some((v) => v.additionalPrice > 0))!;
      expect(discounted).toBeDefined();
      for (const v of discounted.variants) {
        expect(v.finalPrice).toBe(
          toMajor(finalPriceMinor(toMinor(discounted.price), discounted.discount, priceRounding, toMinor(v.additionalPrice))),
        );
        expect(v.price).toBe(toMajor(toMinor(discounted.price) + toMinor(v.additionalPrice)));
      }
    });

    it("filters by category and subcategory case-insensitively, by slug or name", async () => {
      const bySlug = await products('(filter: { category: "men-fashion" }, take: 100)');
      expect(bySlug.totalItems).toBeGreaterThan(0);
      expect(bySlug.items.every((p) => p.category.name === "Men Fashion")).toBe(true);
      for (const spelling of ["Men Fashion", "MEN FASHION", "Men-Fashion"]) {
        expect((await products(`(filter: { category: "${spelling}" }, take: 100)`)).totalItems).toBe(bySlug.totalItems);
      }
      const shirts = await products('(filter: { category: "men fashion", subCategory: "sHiRtS" }, take: 100)');
      expect(shirts.totalItems).toBeGreaterThan(0);
      expect(shirts.totalItems).toBeLessThan(bySlug.totalItems);
      expect(shirts.items.every((p) => p.subCategory === "Shirts")).toBe(true);
    });

    it("gives an empty page for an unknown category", async () => {
      expect(await products('(filter: { category: "no-such-thing" })')).toEqual({ totalItems: 0, items: [] });
    });

    it("filters the price range on the discounted price, inclusive", async () => {
      const { items } = await products("(take: 100)");
      const target = items.find((p) => p.discount > 0)!;
      const hit = await products(`(filter: { minPrice: ${target.finalPrice}, maxPrice: ${target.finalPrice} }, take: 100)`);
      expect(hit.items.map((p) => p.id)).toContain(target.id);
      expect(hit.items.every((p) => p.finalPrice === target.finalPrice)).toBe(true);
      // The undiscounted price is above the range, so a filter on it would have missed the product.
      expect(target.price).toBeGreaterThan(target.finalPrice);
      const range = await products("(filter: { minPrice: 1000, maxPrice: 2000 }, take: 100)");
      expect(range.items.every((p) => p.finalPrice >= 1000 && p.finalPrice <= 2000)).toBe(true);
      expect(range.totalItems).toBe(items.filter((p) => p.finalPrice >= 1000 && p.finalPrice <= 2000).length);
    });

    it("searches by name within the list", async () => {
      const found = await products('(filter: { search: "sneakers" }, take: 100)');
      expect(found.totalItems).toBeGreaterThan(0);
      expect(found.items.every((p) => /sneakers/i.test(`${p.name} ${p.subCategory}`))).toBe(true);
      // LIKE wildcards in user text match literally.
      expect((await products('(filter: { search: "%" })')).totalItems).toBe(0);
    });

    it("sorts by price, name and date", async () => {
      const asc = (await products("(sort: PRICE_ASC, take: 100)")).items.map((p) => p.finalPrice);
      expect(asc).toEqual([...asc].sort((a, b) => a - b));
      const desc = (await products("(sort: PRICE_DESC, take: 100)")).items.map((p) => p.finalPrice);
      expect(desc).toEqual([...desc].sort((a, b) => b - a));
      const names = (await products("(sort: NAME_ASC, take: 100)")).items.map((p) => p.name.toLowerCase());
      expect(names).toEqual([...names].sort());
      const newest = (await products("(sort: NEWEST, take: 100)")).items.map((p) => Date.parse(p.createdAt));
      expect(newest).toEqual([...newest].sort((a, b) => b - a));
    });

    it("refuses take above 100, negative skip and an inverted price range", async () => {
      const tooMany = await errorOf("{ products(take: 101) { totalItems } }");
      expect(tooMany.extensions?.code).toBe("BAD_USER_INPUT");
      expect(tooMany.message).toMatch(/take/);
      expect((await errorOf("{ products(skip: -1) { totalItems } }")).extensions?.code).toBe("BAD_USER_INPUT");
      expect((await errorOf("{ products(filter: { minPrice: -5 }) { totalItems } }")).extensions?.code).toBe("BAD_USER_INPUT");
      const inverted = await errorOf("{ products(filter: { minPrice: 500, maxPrice: 100 }) { totalItems } }");
      expect(inverted.extensions?.code).toBe("BAD_USER_INPUT");
    });

    it("counts a product created after a list at once (totals are cached between writes)", async () => {
      const before = (await products('(filter: { category: "kids" })')).totalItems;
      const kids = (await shop.services.categories.findBySlugOrName("kids"))!;
      await shop.services.products.create({
        name: "Counted Right Away",
        priceMinor: 10_000,
        categoryId: kids.id,
        sku: "COUNT-1",
        stock: 1,
        status: ProductStatus.ACTIVE,
      });
      expect((await products('(filter: { category: "kids" })')).totalItems).toBe(before + 1);
    });

    it("does not list drafts to the public", async () => {
      const draft = await errorOf("{ products(filter: { status: DRAFT }) { totalItems } }");
      expect(draft.extensions?.code).toBe("FORBIDDEN");
    });

    it("loads categories and variants in batches, not once per product", async () => {
      queries = 0;
      const page = await products("(take: 50)");
      expect(page.items).toHaveLength(50);
      // list + count, one categories batch, one variants batch: never 50 of anything.
      expect(queries).toBeLessThanOrEqual(6);
    });
  });

  describe("single products", () => {
    it("finds an active product by slug and by id", async () => {
      const [first] = (await products("(take: 1)")).items;
      const bySlug = await shop.graphql<{ product: { id: string } }>(`{ product(slug: "${first!.slug}") { id } }`);
      expect(bySlug.body.data?.product.id).toBe(first!.id);
      const byId = await shop.graphql<{ productById: { slug: string } }>(`{ productById(id: "${first!.id}") { slug } }`);
      expect(byId.body.data?.productById.slug).toBe(first!.slug);
    });

    it("answers null for an unknown slug or id, and for an id that is not a UUID", async () => {
      const { body } = await shop.graphql(`{
        a: product(slug: "no-such-product") { id }
        b: productById(id: "00000000-0000-4000-8000-000000000000") { id }
        c: productById(id: "42; DROP TABLE product") { id }
      }`);
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual({ a: null, b: null, c: null });
    });
  });

  describe("categories", () => {
    it("lists at least 8 categories with subcategories, in order", async () => {
      const { body } = await shop.graphql<{ categories: { name: string; slug: string; subCategories: string[] }[] }>(
        "{ categories { name slug image subCategories } }",
      );
      expect(body.data!.categories.length).toBeGreaterThanOrEqual(8);
      expect(body.data!.categories.every((c) => c.subCategories.length > 0)).toBe(true);
      expect(body.data!.categories[0]!.name).toBe("Men Fashion");
    });

    it("finds one by slug or by name in any case, hyphens standing for spaces", async () => {
      for (const key of ["home-living", "Home & Living", "HOME & LIVING", "men-fashion", "Men-Fashion", "Men Fashion"]) {
        const { body } = await shop.graphql<{ category: { slug: string } | null }>(
          "query($k: String!) { category(slugOrName: $k) { slug } }",
          { k: key },
        );
        expect(body.data?.category, key).not.toBeNull();
      }
      const { body } = await shop.graphql("{ category(slugOrName: \"nothing-here\") { slug } }");
      expect(body.data).toEqual({ category: null });
    });
  });

  describe("settings and pixel", () => {
    it("returns the settings with delivery zones in major units", async () => {
      const { body } = await shop.graphql<{
        settings: { siteName: string; currency: string; deliveryZones: { name: string; fee: number; isDefault: boolean }[]; socialMedia: { whatsAppLink: string } };
      }>("{ settings { siteName currency socialMedia { whatsAppLink } deliveryZones { name fee isDefault } } }");
      expect(body.data!.settings.siteName).toBeTruthy();
      expect(body.data!.settings.currency).toBe("BDT");
      expect(body.data!.settings.deliveryZones).toEqual([
        { name: "Inside Dhaka", fee: 60, isDefault: false },
        { name: "Outside Dhaka", fee: 110, isDefault: true },
      ]);
      expect(body.data!.settings.socialMedia.whatsAppLink).toMatch(/^https:\/\//);
    });

    it("returns the pixel configuration, inactive by default", async () => {
      const { body } = await shop.graphql("{ pixelConfig { pixelId status } }");
      expect(body.data).toEqual({ pixelConfig: { pixelId: null, status: "INACTIVE" } });
    });
  });

  describe("searchProducts", () => {
    it("returns at most 10 by default, best name matches first", async () => {
      const { body } = await shop.graphql<{ searchProducts: { name: string }[] }>('{ searchProducts(q: "s") { name } }');
      expect(body.data!.searchProducts).toHaveLength(10);
      const shirts = await shop.graphql<{ searchProducts: { name: string }[] }>('{ searchProducts(q: "classic") { name } }');
      expect(shirts.body.data!.searchProducts[0]!.name.toLowerCase().startsWith("classic")).toBe(true);
    });

    it("honours limit up to 50 and refuses more or less", async () => {
      const { body } = await shop.graphql<{ searchProducts: unknown[] }>('{ searchProducts(q: "e", limit: 50) { id } }');
      expect(body.data!.searchProducts.length).toBeGreaterThan(10);
      expect(body.data!.searchProducts.length).toBeLessThanOrEqual(50);
      expect((await errorOf('{ searchProducts(q: "e", limit: 51) { id } }')).extensions?.code).toBe("BAD_USER_INPUT");
      expect((await errorOf('{ searchProducts(q: "e", limit: 0) { id } }')).extensions?.code).toBe("BAD_USER_INPUT");
    });

    it("answers an empty or whitespace term with an empty list without touching the database", async () => {
      queries = 0;
      const { body } = await shop.graphql('{ a: searchProducts(q: "") { id } b: searchProducts(q: "   \\t ") { id } }');
      expect(body.data).toEqual({ a: [], b: [] });
      expect(queries).toBe(0);
    });
  });

  describe("limits", () => {
    it(`refuses an operation costing more than ${MAX_QUERY_COST} before running it`, async () => {
      queries = 0;
      const aliases = Array.from({ length: 5 }, (_, i) => `p${i}: products(take: 100) { items { ${PRODUCT_FIELDS} } }`);
      const error = await errorOf(`{ ${aliases.join("\n")} }`);
      expect(error.extensions?.code).toBe("QUERY_TOO_COMPLEX");
      expect(error.message).toMatch(new RegExp(`limit is ${MAX_QUERY_COST}`));
      expect(queries).toBe(0);
    });

    it("lets a full page of 100 products through", async () => {
      expect((await products("(take: 100)")).items.length).toBeGreaterThan(0);
    });
  });
});
