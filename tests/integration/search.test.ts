import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Category } from "../../graph/src/catalog/category.entity.js";
import { Product, ProductStatus } from "../../graph/src/catalog/product.entity.js";
import type { NewProduct } from "../../graph/src/catalog/product.service.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

const SEARCH = `query($q: String!, $limit: Int) { searchProducts(q: $q, limit: $limit) { id name } }`;
const LIST = `query($search: String!) { products(filter: { search: $search }, take: 100) { totalItems items { id } } }`;

describe.skipIf(skipDatabaseTests)(`searchProducts and the list's search filter (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let categoryId: string;

  const add = async (fields: Partial<NewProduct> & { name: string }, soldCount = 0) => {
    const product = await shop.services.products.create({
      priceMinor: 100_000,
      categoryId,
      sku: `SEARCH-${fields.name.length}-${Math.random().toString(36).slice(2, 8)}`,
      stock: 5,
      status: ProductStatus.ACTIVE,
      ...fields,
    });
    if (soldCount) await shop.database.dataSource.getRepository(Product).update(product.id, { soldCount });
    return product;
  };

  beforeAll(async () => {
    shop = await startTestShop();
    const category = await shop.database.dataSource
      .getRepository(Category)
      .save({ name: "Search", slug: "search", subCategories: ["Outerwear"], sortOrder: 0 });
    categoryId = category.id;
    // Jacket in the name, in a tag, in the description: the better sellers rank lower, as their match is weaker.
    await add({ name: "Denim Jacket", tags: ["denim"] }, 1);
    await add({ name: "Winter Coat", tags: ["Jacket", "warm"], subCategory: "Outerwear" }, 50);
    await add({ name: "Wool Scarf", description: "<p>Goes with any <strong>jacket</strong>.</p>" }, 900);
    await add({ name: "Galaxy Phone", brand: "Samsung", description: "<p>A large screen.</p>" });
    await add({ name: "Wireless Headphones", tags: ["audio"] });
    // A best seller that a typo of "headphones" resembles less: the closer correction must win.
    await add({ name: "Phones Stand" }, 500);
    await add({ name: "লাল জামদানি শাড়ি", tags: ["শাড়ি", "জামদানি"] });
    await add({ name: "সুতি পাঞ্জাবি", description: "<p>আরামদায়ক সুতি কাপড়</p>" });
    await add({ name: "Oxford Shirt", tags: ["formal"] });
    await add({ name: "Portable Speaker" });
    await add({ name: "Cotton Pillow", description: "<p>Very comfortable.</p>" });
    await add({ name: "Draft Jacket", status: ProductStatus.DRAFT });
    const gone = await add({ name: "Deleted Jacket" });
    await shop.services.products.deleteMany([gone.id]);
  }, 120_000);
  afterAll(() => shop?.close());

  async function search(q: string, limit?: number): Promise<string[]> {
    const { body } = await shop.graphql<{ searchProducts: { id: string; name: string }[] }>(SEARCH, { q, limit });
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!.searchProducts.map((p) => p.name);
  }

  it("ranks a match in the name before one in the tags before one in the description, whatever they sold", async () => {
    expect(await search("jacket")).toEqual(["Denim Jacket", "Winter Coat", "Wool Scarf"]);
    // Subcategory and brand rank with the tags.
    expect(await search("outerwear")).toEqual(["Winter Coat"]);
    expect(await search("samsung")).toEqual(["Galaxy Phone"]);
  });

  it("never finds a draft or a deleted product", async () => {
    const names = await search("jacket", 50);
    expect(names).not.toContain("Draft Jacket");
    expect(names).not.toContain("Deleted Jacket");
  });

  it("forgives a typo", async () => {
    expect(await search("samsng")).toEqual(["Galaxy Phone"]);
    expect(await search("hedphones")).toEqual(["Wireless Headphones"]);
    expect(await search("oxfod shirt")).toContain("Oxford Shirt");
    // Each misspelt word must correct: a term with a word nothing resembles finds nothing.
    expect(await search("samsng qqqqzz")).toEqual([]);
  });

  it("corrects a term only when nothing matches it as written", async () => {
    // "comfortable" is close enough to correct to "portable", but a description holds it as written.
    expect(await search("comfortable")).toEqual(["Cotton Pillow"]);
    expect(await search("portabel")).toEqual(["Portable Speaker"]);
  });

  it("finds English plurals and word prefixes", async () => {
    expect(await search("shirts")).toEqual(["Oxford Shirt"]);
    expect(await search("head")).toEqual(["Wireless Headphones"]);
    // An irregular plural has no English stem in common with its singular, but is close enough to correct.
    expect(await search("scarves")).toEqual(["Wool Scarf"]);
  });

  it("finds Bangla names, tags and descriptions", async () => {
    expect(await search("শাড়ি")).toEqual(["লাল জামদানি শাড়ি"]);
    expect(await search("পাঞ্জাবি")).toEqual(["সুতি পাঞ্জাবি"]);
    expect(await search("জামদানি শাড়ি")).toEqual(["লাল জামদানি শাড়ি"]);
    expect(await search("কাপড়")).toEqual(["সুতি পাঞ্জাবি"]);
  });

  it("searches the description's words, not its HTML", async () => {
    expect(await search("screen")).toEqual(["Galaxy Phone"]);
    expect(await search("strong")).toEqual([]);
  });

  it("finds nothing for a term that matches nothing, or only LIKE's wildcards", async () => {
    expect(await search("zzzzqqq")).toEqual([]);
    expect(await search("%")).toEqual([]);
    expect(await search("_")).toEqual([]);
  });

  it("answers the same products in the same order over REST", async () => {
    for (const q of ["jacket", "samsng", "শাড়ি"]) {
      const { body } = await shop.get<{ data: { products: { name: string }[] } }>(`/api/products/search/ser?q=${encodeURIComponent(q)}&limit=10`);
      expect(body.data.products.map((p) => p.name)).toEqual(await search(q, 10));
    }
  });

  it("finds the same products with the list's search filter", async () => {
    for (const q of ["jacket", "samsng", "hedphones", "shirts", "comfortable", "portabel", "শাড়ি", "কাপড়", "zzzzqqq", "e"]) {
      const { body } = await shop.graphql<{ products: { totalItems: number; items: { id: string }[] } }>(LIST, { search: q });
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      const { body: found } = await shop.graphql<{ searchProducts: { id: string }[] }>(SEARCH, { q, limit: 50 });
      const listed = body.data!.products.items.map((p) => p.id).sort();
      expect(listed, q).toEqual(found.data!.searchProducts.map((p) => p.id).sort());
      expect(body.data!.products.totalItems).toBe(listed.length);
    }
  });

  it("finds a product under its new name at once after an edit", async () => {
    const product = await add({ name: "Linen Kurta" });
    expect(await search("kurta")).toEqual(["Linen Kurta"]);
    await shop.services.products.update(product.id, { name: "Linen Fatua", priceMinor: 100_000, categoryId, sku: product.sku, stock: 5 });
    expect(await search("kurta")).toEqual([]);
    expect(await search("fatua")).toEqual(["Linen Fatua"]);
  });
});
