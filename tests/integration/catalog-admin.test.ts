import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditEntry } from "../../graph/src/audit/audit-entry.entity.js";
import { Product } from "../../graph/src/catalog/product.entity.js";
import { adminAccount, type AdminShop, bearer, startAdminShop } from "../support/admin-shop.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import type { GraphQLBody, TestShop } from "../support/shop.js";


interface AdminProduct {
  id: string;
  name: string;
  slug: string;
  sku: string;
  description: string;
  price: number;
  finalPrice: number;
  discount: number;
  stock: number;
  stockLevel: string;
  status: string;
  subCategory: string | null;
  images: string[];
  media: { url: string; alt: string }[];
  category: { id: string; slug: string };
  variants: { id: string; color: string; size: string; stock: number; additionalPrice: number; finalPrice: number }[];
  specifications: { feature: string; value: string }[];
  additionalInfo: string[];
  deletedAt: string | null;
}

const PRODUCT = `id name slug sku description price finalPrice discount stock stockLevel status subCategory images
  media { url alt } category { id slug } variants { id color size stock additionalPrice finalPrice }
  specifications { feature value } additionalInfo deletedAt`;
const CREATE = `mutation($input: ProductInput!, $key: String) { createProduct(input: $input, idempotencyKey: $key) { ${PRODUCT} } }`;
const UPDATE = `mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT} } }`;
const CATEGORY = "id name slug image subCategories sortOrder";

describe.skipIf(skipDatabaseTests)(`the admin's catalog API (${testDatabaseKind})`, () => {
  let adminShop: AdminShop;
  let shop: TestShop;
  let admin: AdminShop["admin"];
  let shopper: AdminShop["shopper"];
  let asAdmin: AdminShop["asAdmin"];
  let ok: AdminShop["ok"];
  let men: { id: string; slug: string };
  let serial = 0;

  beforeAll(async () => {
    adminShop = await startAdminShop({ seed: true });
    ({ shop, admin, shopper, asAdmin, ok } = adminShop);
    men = (await shop.services.categories.findBySlugOrName("men-fashion"))!;
  }, 180_000);
  afterAll(() => adminShop?.close());
  const fieldsOf = (body: GraphQLBody<unknown>) =>
    (body.errors?.[0]?.extensions?.fields as { field: string; messages: string[] }[] | undefined)?.map((f) => f.field) ?? [];

  /** A complete product input with a fresh SKU. */
  function productInput(extra: Record<string, unknown> = {}) {
    serial++;
    return {
      name: `Admin Test Shirt ${serial}`,
      description: `<p>Soft <strong>cotton</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>`,
      price: 1250.5,
      discount: 10,
      categoryId: men.id,
      subCategory: "shirts",
      brand: "Aarong",
      sku: `ADMIN-${serial}-${Date.now()}`,
      shippingCost: 20,
      status: "ACTIVE",
      featured: false,
      tags: ["cotton", "summer"],
      warranty: "None",
      returnPolicy: "7 days",
      specifications: [
        { feature: "Fabric", value: "Cotton" },
        { feature: "Fit", value: "Regular" },
      ],
      additionalInfo: ["Machine wash", "Made in Bangladesh"],
      variants: [
        { color: "Navy", size: "M", stock: 4 },
        { color: "Navy", size: "XL", stock: 3, additionalPrice: 50 },
      ],
      images: [
        { url: "/uploads/demo/a.svg", alt: "Front" },
        { url: "https://cdn.example.com/b.jpg", alt: "Back" },
        { url: "/uploads/demo/c.svg" },
      ],
      ...extra,
    };
  }
  const create = async (extra: Record<string, unknown> = {}, key?: string) =>
    (await ok<{ createProduct: AdminProduct }>(CREATE, { input: productInput(extra), key })).createProduct;

  describe("products", () => {
    it("creates a product with every field, derived slug, sanitized description and stock summed from variants", async () => {
      const p = await create({ name: "Linen Kurta Deluxe" });
      expect(p).toMatchObject({
        name: "Linen Kurta Deluxe",
        slug: "linen-kurta-deluxe",
        price: 1250.5,
        discount: 10,
        // 1,125.45 rounded to whole taka: a new shop's prices are whole (decision 021).
        finalPrice: 1125,
        stock: 7,
        stockLevel: "IN_STOCK",
        status: "ACTIVE",
        subCategory: "Shirts",
        images: ["/uploads/demo/a.svg", "https://cdn.example.com/b.jpg", "/uploads/demo/c.svg"],
        media: [
          { url: "/uploads/demo/a.svg", alt: "Front" },
          { url: "https://cdn.example.com/b.jpg", alt: "Back" },
          { url: "/uploads/demo/c.svg", alt: "" },
        ],
        specifications: [
          { feature: "Fabric", value: "Cotton" },
          { feature: "Fit", value: "Regular" },
        ],
        additionalInfo: ["Machine wash", "Made in Bangladesh"],
        deletedAt: null,
      });
      expect(p.description).toBe("<p>Soft <strong>cotton</strong>.</p>");
      expect(p.variants.map((v) => [v.color, v.size, v.stock, v.additionalPrice])).toEqual([
        ["Navy", "M", 4, 0],
        ["Navy", "XL", 3, 50],
      ]);
      expect((await create({ name: "Linen Kurta Deluxe" })).slug).toBe("linen-kurta-deluxe-2");
    });

    it("shows a new active product on the storefront, in REST and in search at once (list totals are not stale)", async () => {
      const before = await shop.graphql<{ products: { totalItems: number } }>(`{ products(filter: { category: "${men.slug}" }) { totalItems } }`);
      const restBefore = await shop.get<unknown[]>(`/api/products/category/${men.slug}`);
      const p = await create({ name: "Storefront Fresh Panjabi" });
      const after = await shop.graphql<{ products: { totalItems: number } }>(`{ products(filter: { category: "${men.slug}" }) { totalItems } }`);
      expect(after.body.data!.products.totalItems).toBe(before.body.data!.products.totalItems + 1);
      const restAfter = await shop.get<{ _id: string }[]>(`/api/products/category/${men.slug}`);
      expect(restAfter.headers["x-total-count"]).toBe(String(Number(restBefore.headers["x-total-count"]) + 1));
      expect((await shop.graphql<{ product: { id: string } }>(`{ product(slug: "${p.slug}") { id } }`)).body.data!.product.id).toBe(p.id);
      const found = await shop.graphql<{ searchProducts: { id: string }[] }>(`{ searchProducts(q: "Fresh Panjabi") { id } }`);
      expect(found.body.data!.searchProducts.map((x) => x.id)).toContain(p.id);
    });

    it("answers every field problem in the one shape, nested fields with dots", async () => {
      const body = await asAdmin(CREATE, {
        input: productInput({
          name: " ",
          slug: "Not A Slug",
          price: -1,
          discount: 100.5,
          sku: "HAS SPACE",
          shippingCost: 1.234,
          tags: ["ok", ""],
          images: [{ url: "javascript:alert(1)", alt: "x" }, { url: "//evil.example/a.png" }],
          variants: [{ color: "", size: "M", stock: 1 }],
          specifications: [{ feature: "Fabric", value: "" }],
        }),
      });
      expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(fieldsOf(body).sort()).toEqual(
        [
          "name",
          "slug",
          "price",
          "discount",
          "sku",
          "shippingCost",
          "tags",
          "images.0.url",
          "images.1.url",
          "variants.0.color",
          "specifications.0.value",
        ].sort(),
      );
      expect(body.errors?.[0]?.message).toContain("A price is an amount from 0 to 10,000,000 with at most two decimals.");
    });

    it("refuses a subcategory of another category, an unknown category and a variant listed twice", async () => {
      expect(fieldsOf(await asAdmin(CREATE, { input: productInput({ subCategory: "Nope" }) }))).toEqual(["subCategory"]);
      expect(fieldsOf(await asAdmin(CREATE, { input: productInput({ categoryId: "00000000-0000-4000-8000-000000000000" }) }))).toEqual(["categoryId"]);
      const twice = productInput({ variants: [{ color: "Red", size: "M", stock: 1 }, { color: "red", size: "m", stock: 2 }] });
      expect(fieldsOf(await asAdmin(CREATE, { input: twice }))).toEqual(["variants.1.size"]);
    });

    it("ties images to variant colours, spelled as the variant spells them, and reads them back in media", async () => {
      const MEDIA = `mutation($input: ProductInput!) { createProduct(input: $input) { id slug media { url alt color } } }`;
      const variants = [
        { color: "Navy", size: "M", stock: 4 },
        { color: "Sky Blue", size: "M", stock: 2 },
      ];
      const images = [
        { url: "/uploads/demo/navy.svg", alt: "Navy front", color: "Navy" },
        { url: "/uploads/demo/any.svg", alt: "Label", color: null },
        { url: "/uploads/demo/sky.svg", color: " sky blue " },
        { url: "/uploads/demo/empty.svg", color: "" },
      ];
      const created = (await ok<{ createProduct: { id: string; slug: string; media: unknown[] } }>(MEDIA, { input: productInput({ variants, images }) })).createProduct;
      const expected = [
        { url: "/uploads/demo/navy.svg", alt: "Navy front", color: "Navy" },
        { url: "/uploads/demo/any.svg", alt: "Label", color: null },
        { url: "/uploads/demo/sky.svg", alt: "", color: "Sky Blue" },
        { url: "/uploads/demo/empty.svg", alt: "", color: null },
      ];
      expect(created.media).toEqual(expected);
      // The storefront reads the same.
      const stored = await shop.graphql<{ product: { media: unknown[] } }>(`{ product(slug: "${created.slug}") { media { url alt color } } }`);
      expect(stored.body.data!.product.media).toEqual(expected);
    });

    it("refuses an image colour that is not one of the product's, changing nothing", async () => {
      const p = await create({ images: [{ url: "/uploads/demo/a.svg", alt: "Front", color: "Navy" }] });
      const before = await shop.database.dataSource.getRepository(Product).findOneByOrFail({ id: p.id });
      expect(before.imageColors).toEqual(["Navy"]);

      const body = await asAdmin(UPDATE, {
        id: p.id,
        input: productInput({
          name: "Renamed on a refused save",
          sku: p.sku,
          images: [
            { url: "/uploads/demo/a.svg", color: "Navy" },
            { url: "/uploads/demo/b.svg", color: "Crimson" },
          ],
        }),
      });
      expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(fieldsOf(body)).toEqual(["images.1.color"]);
      expect(body.errors?.[0]?.message).toContain('"Crimson", which is not a colour of this product');

      // A colour whose variants the same save removes is refused too.
      const removed = await asAdmin(UPDATE, {
        id: p.id,
        input: productInput({ sku: p.sku, variants: [{ color: "Black", size: "M", stock: 1 }], images: [{ url: "/uploads/demo/a.svg", color: "Navy" }] }),
      });
      expect(fieldsOf(removed)).toEqual(["images.0.color"]);

      const after = await shop.database.dataSource.getRepository(Product).findOneByOrFail({ id: p.id });
      expect(after).toMatchObject({ name: before.name, images: before.images, imageAlts: before.imageAlts, imageColors: ["Navy"] });
    });

    it("refuses a slug or SKU another product has, as a field error", async () => {
      const first = await create();
      expect(fieldsOf(await asAdmin(CREATE, { input: productInput({ sku: first.sku }) }))).toEqual(["sku"]);
      expect(fieldsOf(await asAdmin(CREATE, { input: productInput({ slug: first.slug }) }))).toEqual(["slug"]);
    });

    it("makes one product of concurrent creates with the same SKU or slug; the others get a field error", async () => {
      const sku = `RACE-${Date.now()}`;
      const results = await Promise.all([1, 2, 3, 4].map(() => asAdmin<{ createProduct: AdminProduct }>(CREATE, { input: productInput({ sku }) })));
      expect(results.filter((r) => r.data?.createProduct).length).toBe(1);
      for (const failed of results.filter((r) => r.errors)) {
        expect(failed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
        expect(fieldsOf(failed)).toEqual(["sku"]);
      }
      const slug = `race-slug-${Date.now()}`;
      const slugs = await Promise.all([1, 2, 3].map(() => asAdmin<{ createProduct: AdminProduct }>(CREATE, { input: productInput({ slug }) })));
      expect(slugs.filter((r) => r.data?.createProduct).length).toBe(1);
      for (const failed of slugs.filter((r) => r.errors)) expect(fieldsOf(failed)).toEqual(["slug"]);
      // Derived slugs never clash: each concurrent product with one name gets its own.
      const name = `Same Name ${Date.now()}`;
      const derived = await Promise.all([1, 2, 3].map(() => create({ name })));
      expect(new Set(derived.map((p) => p.slug)).size).toBe(3);
    });

    it("never makes two products of one form saved twice, even at once", async () => {
      const key = `form-${Date.now()}-abcdef`;
      const input = productInput();
      const [a, b] = await Promise.all([ok<{ createProduct: AdminProduct }>(CREATE, { input, key }), ok<{ createProduct: AdminProduct }>(CREATE, { input, key })]);
      const c = await ok<{ createProduct: AdminProduct }>(CREATE, { input, key });
      expect(new Set([a.createProduct.id, b.createProduct.id, c.createProduct.id]).size).toBe(1);
      expect(await shop.database.dataSource.getRepository(Product).countBy({ sku: input.sku })).toBe(1);
      expect(fieldsOf(await asAdmin(CREATE, { input: productInput(), key: "short" }))).toEqual(["idempotencyKey"]);
    });

    it("updates every field, keeping the ids of unchanged variants and the slug unless one is given", async () => {
      const p = await create();
      const navyM = p.variants.find((v) => v.size === "M")!;
      const input = productInput({
        name: "Renamed Shirt",
        sku: p.sku,
        price: 999,
        discount: 0,
        subCategory: null,
        variants: [
          { color: "Navy", size: "M", stock: 9, additionalPrice: 5 },
          { color: "White", size: "S", stock: 1 },
        ],
        images: [{ url: "/uploads/demo/z.svg", alt: "Only" }],
        status: "DRAFT",
      });
      const { updateProduct: u } = await ok<{ updateProduct: AdminProduct }>(UPDATE, { id: p.id, input });
      expect(u).toMatchObject({ name: "Renamed Shirt", slug: p.slug, price: 999, finalPrice: 999, stock: 10, stockLevel: "IN_STOCK", status: "DRAFT", subCategory: null });
      expect(u.variants.find((v) => v.size === "M")).toMatchObject({ id: navyM.id, stock: 9, additionalPrice: 5 });
      expect(u.variants.map((v) => `${v.color}/${v.size}`)).toEqual(["Navy/M", "White/S"]);
      expect(u.media).toEqual([{ url: "/uploads/demo/z.svg", alt: "Only" }]);
      // A draft leaves the storefront at once; the admin still reads it.
      expect((await shop.graphql(`{ productById(id: "${p.id}") { id } }`)).body.data).toEqual({ productById: null });
      expect((await ok<{ adminProduct: { id: string } }>(`{ adminProduct(id: "${p.id}") { id } }`)).adminProduct.id).toBe(p.id);

      const slugged = await ok<{ updateProduct: AdminProduct }>(UPDATE, { id: p.id, input: { ...input, slug: "renamed-shirt-custom", variants: [] , stock: 2 } });
      expect(slugged.updateProduct).toMatchObject({ slug: "renamed-shirt-custom", stock: 2, stockLevel: "LOW_STOCK", variants: [] });
      const missing = await asAdmin(UPDATE, { id: "00000000-0000-4000-8000-000000000000", input });
      expect(missing.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    });

    it("duplicates a product as a draft with a fresh slug and SKU", async () => {
      const p = await create();
      const { duplicateProduct: copy } = await ok<{ duplicateProduct: AdminProduct }>(
        `mutation($id: ID!) { duplicateProduct(id: $id) { ${PRODUCT} } }`,
        { id: p.id },
      );
      expect(copy).toMatchObject({ name: `${p.name} (copy)`, status: "DRAFT", sku: `${p.sku}-COPY`, price: p.price, media: p.media, stock: p.stock });
      expect(copy.slug).not.toBe(p.slug);
      expect(copy.variants.map((v) => [v.color, v.size, v.stock])).toEqual(p.variants.map((v) => [v.color, v.size, v.stock]));
      expect(copy.variants.map((v) => v.id)).not.toContain(p.variants[0]!.id);
      const again = await ok<{ duplicateProduct: AdminProduct }>(`mutation($id: ID!) { duplicateProduct(id: $id) { sku } }`, { id: p.id });
      expect(again.duplicateProduct.sku).toBe(`${p.sku}-COPY-2`);
    });

    it("sets the status of many products and answers how many changed", async () => {
      const [a, b] = [await create(), await create({ status: "DRAFT" })];
      const SET = `mutation($ids: [ID!]!, $status: ProductStatus!) { setProductsStatus(ids: $ids, status: $status) }`;
      expect(await ok(SET, { ids: [a.id, b.id, "not-an-id"], status: "DRAFT" })).toEqual({ setProductsStatus: 1 });
      expect(await ok(SET, { ids: [a.id, b.id], status: "ACTIVE" })).toEqual({ setProductsStatus: 2 });
    });

    it("deletes products: gone from the storefront, REST, search and the admin list; orders keep their lines", async () => {
      const p = await create({ name: "Doomed Fatua" });
      const placed = await shop.graphql<{ placeOrder: { order: { id: string }; guestToken: string } }>(
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } guestToken } }`,
        {
          input: {
            lines: [{ productId: p.id, color: "Navy", size: "M", quantity: 1 }],
            name: "Karim Ahmed",
            phone: "+880 1711-000000",
            email: "karim@example.com",
            district: "Dhaka",
            address: "House 5, Road 2, Dhanmondi",
          },
        },
      );
      expect(placed.body.errors).toBeUndefined();
      const before = (await ok<{ products: { totalItems: number } }>(`{ products(filter: { anyStatus: true }) { totalItems } }`)).products.totalItems;

      const DELETE = `mutation($ids: [ID!]!) { deleteProducts(ids: $ids) }`;
      expect(await ok(DELETE, { ids: [p.id, p.id] })).toEqual({ deleteProducts: 1 });
      expect(await ok(DELETE, { ids: [p.id] })).toEqual({ deleteProducts: 0 });

      expect((await shop.graphql(`{ product(slug: "${p.slug}") { id } }`)).body.data).toEqual({ product: null });
      expect((await shop.get(`/api/products/${p.slug}`)).status).toBe(404);
      const quote = await shop.graphql<{ quoteCart: { lines: { problem: string | null }[] } }>(
        `query($input: QuoteCartInput!) { quoteCart(input: $input) { lines { problem } } }`,
        { input: { lines: [{ productId: p.id, color: "Navy", size: "M", quantity: 1 }] } },
      );
      expect(quote.body.data!.quoteCart.lines[0]!.problem).toBe("UNAVAILABLE");
      const found = await shop.graphql<{ searchProducts: { id: string }[] }>(`{ searchProducts(q: "Doomed Fatua") { id } }`);
      expect(found.body.data!.searchProducts).toEqual([]);
      const after = await ok<{ products: { totalItems: number } }>(`{ products(filter: { anyStatus: true }) { totalItems } }`);
      expect(after.products.totalItems).toBe(before - 1);
      const bin = await ok<{ products: { items: { id: string; deletedAt: string | null }[] } }>(
        `{ products(filter: { deleted: true, anyStatus: true }, take: 100) { items { id deletedAt } } }`,
      );
      expect(bin.products.items.find((x) => x.id === p.id)?.deletedAt).toBeTruthy();
      expect((await ok<{ adminProduct: { deletedAt: string } }>(`{ adminProduct(id: "${p.id}") { deletedAt } }`)).adminProduct.deletedAt).toBeTruthy();

      const order = await ok<{ order: { lines: { name: string; productId: string | null }[] } }>(
        `{ order(id: "${placed.body.data!.placeOrder.order.id}") { lines { name productId } } }`,
      );
      expect(order.order.lines).toEqual([{ name: "Doomed Fatua", productId: p.id }]);
      // The SKU and slug are free again.
      expect((await create({ name: "Doomed Fatua", sku: p.sku })).slug).toBe(p.slug);
    });
  });

  describe("the admin's product list", () => {
    type Row = { id: string; sku: string; stock: number; status: string; stockLevel: string; category: { name: string } };
    const list = async (args: string) =>
      (await ok<{ products: { totalItems: number; items: Row[] } }>(`{ products(${args}) { totalItems items { id sku stock status stockLevel category { name } } } }`))
        .products;

    it("lists every status for an admin, which the public may not ask for", async () => {
      const all = await list("filter: { anyStatus: true }, take: 100");
      expect(new Set(all.items.map((p) => p.status))).toEqual(new Set(["ACTIVE", "DRAFT"]));
      for (const filter of ["{ anyStatus: true }", "{ deleted: true }"]) {
        const refused = await shop.graphql(`{ products(filter: ${filter}) { totalItems } }`, undefined, bearer(shopper.idToken));
        expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
        expect((await shop.graphql(`{ products(filter: ${filter}) { totalItems } }`)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      }
    });

    it("filters by stock level: out (0), low (1 to 5) and in (more)", async () => {
      const levels = { OUT_OF_STOCK: (n: number) => n === 0, LOW_STOCK: (n: number) => n > 0 && n <= 5, IN_STOCK: (n: number) => n > 5 };
      for (const [level, fits] of Object.entries(levels)) {
        const page = await list(`filter: { anyStatus: true, stock: ${level} }, take: 100`);
        expect(page.totalItems, level).toBeGreaterThan(0);
        expect(page.items.every((p) => fits(p.stock) && p.stockLevel === level), level).toBe(true);
      }
    });

    it("sorts by SKU, category, stock, status and last change", async () => {
      const sorted = <T,>(values: T[], compare: (a: T, b: T) => number) => [...values].sort(compare);
      const skus = (await list("filter: { anyStatus: true }, sort: SKU_ASC, take: 100")).items.map((p) => p.sku);
      expect(skus).toEqual(sorted(skus, (a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const stocks = (await list("filter: { anyStatus: true }, sort: STOCK_DESC, take: 100")).items.map((p) => p.stock);
      expect(stocks).toEqual(sorted(stocks, (a, b) => b - a));
      const categories = (await list("filter: { anyStatus: true }, sort: CATEGORY_ASC, take: 100")).items.map((p) => p.category.name.toLowerCase());
      expect(categories).toEqual(sorted(categories, (a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const statuses = (await list("filter: { anyStatus: true }, sort: STATUS_DESC, take: 100")).items.map((p) => p.status);
      expect(statuses).toEqual(sorted(statuses, (a, b) => (a < b ? 1 : a > b ? -1 : 0)));
      const newest = await create();
      expect((await list("filter: { anyStatus: true }, sort: UPDATED_DESC, take: 1")).items[0]!.id).toBe(newest.id);
    });
  });

  describe("categories", () => {
    it("creates a category last in order, and refuses a name taken or without letters", async () => {
      const { createCategory: c } = await ok<{ createCategory: { id: string; slug: string; sortOrder: number; subCategories: string[] } }>(
        `mutation($input: CategoryInput!) { createCategory(input: $input) { ${CATEGORY} } }`,
        { input: { name: "Garden Tools", image: "/uploads/demo/garden.svg", subCategories: ["Spades", "Hoses"] } },
      );
      const all = await shop.services.categories.list();
      expect(all.at(-1)!.id).toBe(c.id);
      expect(c).toMatchObject({ slug: "garden-tools", subCategories: ["Spades", "Hoses"] });
      const taken = await asAdmin(`mutation { createCategory(input: { name: "garden TOOLS" }) { id } }`);
      expect(fieldsOf(taken)).toEqual(["name"]);
      expect(fieldsOf(await asAdmin(`mutation { createCategory(input: { name: "!!!" }) { id } }`))).toEqual(["name"]);
      expect(fieldsOf(await asAdmin(`mutation { createCategory(input: { name: "X", image: "javascript:x" }) { id } }`))).toEqual(["image"]);
    });

    it("renames a category: products stay, and the old slug still resolves in GraphQL and REST", async () => {
      const { createCategory: c } = await ok<{ createCategory: { id: string } }>(
        `mutation { createCategory(input: { name: "Rain Gear", subCategories: ["Coats", "Boots"] }) { id } }`,
      );
      const p = await create({ categoryId: c.id, subCategory: "Coats" });
      const { updateCategory: u } = await ok<{ updateCategory: { slug: string; name: string; subCategories: string[] } }>(
        `mutation($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { ${CATEGORY} } }`,
        { id: c.id, input: { name: "Monsoon Gear", subCategories: ["Raincoats", "Boots", "Umbrellas"], renamedSubCategories: [{ from: "coats", to: "Raincoats" }] } },
      );
      expect(u).toMatchObject({ name: "Monsoon Gear", slug: "monsoon-gear", subCategories: ["Raincoats", "Boots", "Umbrellas"] });
      const old = await shop.graphql<{ category: { id: string; slug: string } }>(`{ category(slugOrName: "rain-gear") { id slug } }`);
      expect(old.body.data!.category).toEqual({ id: c.id, slug: "monsoon-gear" });
      const rest = await shop.get<{ _id: string }[]>("/api/products/category/rain-gear");
      expect(rest.body.map((x) => x._id)).toEqual([p.id]);
      const moved = await ok<{ adminProduct: { subCategory: string; category: { id: string } } }>(`{ adminProduct(id: "${p.id}") { subCategory category { id } } }`);
      expect(moved.adminProduct).toEqual({ subCategory: "Raincoats", category: { id: c.id } });

      // A subcategory that products use cannot just disappear.
      const removed = await asAdmin(`mutation($id: ID!) { updateCategory(id: $id, input: { name: "Monsoon Gear", subCategories: ["Boots"] }) { id } }`, { id: c.id });
      expect(removed.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", productCount: 1, subCategories: ["Raincoats"] });
      expect(removed.errors?.[0]?.message).toBe("1 product uses Raincoats, which you removed. Move it first, or rename the subcategory instead.");
      // Renaming back frees the old slug for the category itself.
      await ok(`mutation($id: ID!) { updateCategory(id: $id, input: { name: "Rain Gear", subCategories: ["Raincoats", "Boots"] }) { id } }`, { id: c.id });
      expect((await shop.graphql<{ category: { slug: string } }>(`{ category(slugOrName: "monsoon-gear") { slug } }`)).body.data!.category.slug).toBe("rain-gear");
    });

    it("reorders categories, every one exactly once", async () => {
      const all = await shop.services.categories.list();
      const reversed = all.map((c) => c.id).reverse();
      const { reorderCategories } = await ok<{ reorderCategories: { id: string }[] }>(`mutation($ids: [ID!]!) { reorderCategories(ids: $ids) { id } }`, { ids: reversed });
      expect(reorderCategories.map((c) => c.id)).toEqual(reversed);
      const storefront = await shop.graphql<{ categories: { id: string }[] }>("{ categories { id } }");
      expect(storefront.body.data!.categories.map((c) => c.id)).toEqual(reversed);
      expect(fieldsOf(await asAdmin(`mutation($ids: [ID!]!) { reorderCategories(ids: $ids) { id } }`, { ids: reversed.slice(1) }))).toEqual(["ids"]);
    });

    it("refuses to delete a category with products, naming how many, unless they are moved", async () => {
      const { createCategory: c } = await ok<{ createCategory: { id: string; slug: string } }>(
        `mutation { createCategory(input: { name: "Short Lived", subCategories: ["Shirts", "Odd"] }) { id slug } }`,
      );
      const [kept, odd, gone] = [
        await create({ categoryId: c.id, subCategory: "Shirts" }),
        await create({ categoryId: c.id, subCategory: "Odd" }),
        await create({ categoryId: c.id, subCategory: null }),
      ];
      await ok(`mutation($ids: [ID!]!) { deleteProducts(ids: $ids) }`, { ids: [gone.id] });
      const DELETE = `mutation($id: ID!, $to: ID) { deleteCategory(id: $id, moveProductsTo: $to) }`;
      const refused = await asAdmin(DELETE, { id: c.id });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", productCount: 2 });
      expect(refused.errors?.[0]?.message).toBe("Short Lived still has 2 products. Move them to another category first, or choose where they go.");
      expect(fieldsOf(await asAdmin(DELETE, { id: c.id, to: c.id }))).toEqual(["moveProductsTo"]);

      expect(await ok(DELETE, { id: c.id, to: men.id })).toEqual({ deleteCategory: 2 });
      const moved = await ok<{ a: AdminProduct; b: AdminProduct }>(
        `{ a: adminProduct(id: "${kept.id}") { subCategory category { id slug } } b: adminProduct(id: "${odd.id}") { subCategory category { id slug } } }`,
      );
      expect(moved.a).toEqual({ subCategory: "Shirts", category: { id: men.id, slug: men.slug } });
      expect(moved.b).toEqual({ subCategory: null, category: { id: men.id, slug: men.slug } });
      // Old links to the deleted category land on the products' new home.
      const old = await shop.graphql<{ category: { id: string } }>(`{ category(slugOrName: "${c.slug}") { id } }`);
      expect(old.body.data!.category.id).toBe(men.id);

      const { createCategory: empty } = await ok<{ createCategory: { id: string } }>(`mutation { createCategory(input: { name: "Empty Shelf" }) { id } }`);
      expect(await ok(DELETE, { id: empty.id })).toEqual({ deleteCategory: 0 });
      expect((await shop.graphql(`{ category(slugOrName: "empty-shelf") { id } }`)).body.data).toEqual({ category: null });
      expect((await asAdmin(DELETE, { id: empty.id })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    });

    it("shows a new category in the storefront's REST list at once", async () => {
      const { createCategory: c } = await ok<{ createCategory: { id: string } }>(
        `mutation { createCategory(input: { name: "Flash Sale Corner", image: "/uploads/demo/flash.svg", subCategories: ["Today"] }) { id } }`,
      );
      const rest = await shop.get<{ _id: string; slug: string; sub: string[]; image: string }[]>("/api/category");
      expect(rest.body.find((x) => x._id === c.id)).toMatchObject({ slug: "flash-sale-corner", sub: ["Today"], image: expect.stringMatching(/\/uploads\/demo\/flash\.svg$/) });
    });
  });

  describe("the audit log", () => {
    it("records every admin write with who, what and which records, and lists it for admins only", async () => {
      const p = await create();
      await ok(`mutation($ids: [ID!]!) { setProductsStatus(ids: $ids, status: DRAFT) }`, { ids: [p.id] });
      await ok(`mutation { setUserDisabled(uid: "${shopper.uid}", disabled: false) { uid } }`);
      const entries = await shop.database.dataSource.getRepository(AuditEntry).find({ order: { at: "ASC" } });
      const actions = new Set(entries.map((e) => e.action));
      for (const action of [
        "product.create",
        "product.update",
        "product.duplicate",
        "product.delete",
        "product.setStatus",
        "category.create",
        "category.update",
        "category.reorder",
        "category.delete",
        "user.setDisabled",
      ]) {
        expect(actions, action).toContain(action);
      }
      expect(entries.every((e) => e.actorUid === admin.uid && e.actorEmail === adminAccount.email)).toBe(true);
      const rename = entries.find((e) => e.action === "category.update" && (e.before as { slug: string }).slug === "rain-gear")!;
      expect(rename.after).toMatchObject({ slug: "monsoon-gear" });

      const LOG = `query($filter: AuditFilter) { auditLog(filter: $filter, take: 5) { totalItems items { action entityType entityIds actorUid actorEmail before after at } } }`;
      const log = await ok<{ auditLog: { totalItems: number; items: { action: string; entityIds: string[]; after: string | null }[] } }>(LOG, {
        filter: { entityType: "user", actorUid: admin.uid },
      });
      expect(log.auditLog.items[0]).toMatchObject({ action: "user.setDisabled", entityIds: [shopper.uid] });
      expect(JSON.parse(log.auditLog.items[0]!.after!)).toEqual({ disabled: false });
      const products = await ok<{ auditLog: { totalItems: number; items: { action: string; entityIds: string[] }[] } }>(LOG, { filter: { entityType: "product" } });
      expect(products.auditLog.items[0]).toMatchObject({ action: "product.setStatus", entityIds: [p.id] });
      expect((await shop.graphql(LOG, {}, bearer(shopper.idToken))).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    });

    it("writes no entry when the write fails", async () => {
      const repo = shop.database.dataSource.getRepository(AuditEntry);
      const count = await repo.count();
      await asAdmin(CREATE, { input: productInput({ categoryId: "00000000-0000-4000-8000-000000000000" }) });
      await asAdmin(`mutation { setUserRole(uid: "${admin.uid}", role: CUSTOMER) { uid } }`);
      expect(await repo.count()).toBe(count);
    });
  });
});
