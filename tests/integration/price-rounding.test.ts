import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Category } from "../../graph/src/catalog/category.entity.js";
import { Product, ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { Order } from "../../graph/src/orders/order.entity.js";
import { HomeOutOfStock } from "../../graph/src/settings/settings.entity.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

const QUOTE = `query($input: QuoteCartInput!) { quoteCart(input: $input) {
  lines { unitPrice finalUnitPrice lineTotal shippingCost } subtotal shipping total } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number subtotal shipping total
  lines { finalUnitPrice lineTotal } } } }`;
const PRODUCT = `query($slug: String!) { product(slug: $slug) { price finalPrice shippingCost variants { size finalPrice } } }`;

interface Quote {
  lines: { unitPrice: number; finalUnitPrice: number; lineTotal: number; shippingCost: number }[];
  subtotal: number;
  shipping: number;
  total: number;
}

const isWhole = (amount: number) => Number.isInteger(amount);

describe.skipIf(skipDatabaseTests)(`price rounding and home sections (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let slug: string;
  let productId: string;
  let categoryId: string;

  beforeAll(async () => {
    shop = await startTestShop();
    const category = await shop.database.dataSource.getRepository(Category).save({ name: "Rounding", slug: "rounding", subCategories: [], sortOrder: 0 });
    categoryId = category.id;
    // 2,945.37 less 10% = 2,650.833 → 2,650.83 to the poisha, 2,651 whole; the XL adds 0.50 before the discount.
    const product = await shop.services.products.create({
      name: "Rounding Panjabi",
      priceMinor: 294_537,
      discount: 10,
      categoryId,
      sku: "ROUND-PANJABI",
      shippingCostMinor: 2_050,
      variants: [
        { color: "White", size: "M", stock: 50 },
        { color: "White", size: "XL", stock: 50, additionalPriceMinor: 50 },
      ],
      status: ProductStatus.ACTIVE,
    });
    slug = product.slug;
    productId = product.id;
  }, 120_000);
  afterAll(() => shop?.close());

  async function ok<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const { body } = await shop.graphql<T>(query, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  }

  const shown = () => ok<{ product: { price: number; finalPrice: number; shippingCost: number; variants: { size: string; finalPrice: number }[] } }>(PRODUCT, { slug });
  const cart = { lines: [{ productId: "", color: "White", size: "XL", quantity: 3 }], district: "Dhaka" };
  const quote = async () => (await ok<{ quoteCart: Quote }>(QUOTE, { input: { ...cart, lines: [{ ...cart.lines[0], productId }] } })).quoteCart;
  const stored = async () => (await shop.database.dataSource.getRepository(Product).findOneByOrFail({ id: productId })).finalPriceMinor;
  const priceFiltered = async (min: number, max: number) =>
    (await ok<{ products: { items: { slug: string }[] } }>(`query($f: ProductFilter) { products(filter: $f, take: 100) { items { slug } } }`, {
      f: { category: "rounding", minPrice: min, maxPrice: max },
    })).products.items.map((p) => p.slug);

  it("a new shop rounds to whole units; quote and order totals are whole and match what products show", async () => {
    expect((await shop.services.settings.get()).priceRounding).toBe("WHOLE");
    await shop.services.settings.update({ deliveryZones: [{ name: "Inside Dhaka", feeMinor: 6_050, districts: ["Dhaka"], isDefault: true }] });
    const { product } = await shown();
    expect(product.finalPrice).toBe(2651);
    expect(product.shippingCost).toBe(21);
    const xl = product.variants.find((v) => v.size === "XL")!;
    // (2,945.37 + 0.50) × 90% = 2,651.283 → 2,651
    expect(xl.finalPrice).toBe(2651);
    expect(await stored()).toBe(265_100);

    const q = await quote();
    expect(q.lines[0]).toMatchObject({ finalUnitPrice: xl.finalPrice, lineTotal: 3 * xl.finalPrice, shippingCost: 21 });
    // The zone's 60.50 is charged as 61, the product's 20.50 per unit as 21.
    expect(q.shipping).toBe(61 + 3 * 21);
    expect(q.total).toBe(q.subtotal + q.shipping);
    for (const amount of [q.subtotal, q.shipping, q.total]) expect(isWhole(amount)).toBe(true);

    const placed = await ok<{ placeOrder: { order: { id: string; subtotal: number; shipping: number; total: number; lines: { finalUnitPrice: number }[] } } }>(PLACE, {
      input: {
        lines: [{ productId, color: "White", size: "XL", quantity: 3 }],
        name: "Karim Ahmed",
        phone: "+880 1711-000000",
        email: "karim@example.com",
        district: "Dhaka",
        address: "House 5, Road 2, Dhanmondi",
      },
    });
    expect(placed.placeOrder.order).toMatchObject({ subtotal: q.subtotal, shipping: q.shipping, total: q.total });

    const { status, body } = await shop.get<{ product: { finalPrice: number; shippingCost: number } }>(`/api/products/${slug}`);
    expect(status).toBe(200);
    expect(body.product).toMatchObject({ finalPrice: product.finalPrice, shippingCost: 21 });
  });

  it("switching to the minor unit reprices the stored prices (filter and sort agree) and keeps placed orders", async () => {
    const before = await shop.database.dataSource.getRepository(Order).find();
    expect(await priceFiltered(2650.9, 2651)).toEqual([slug]);

    await shop.services.settings.change({ store: { siteName: "Shop", currency: "BDT", locale: "en-BD", priceRounding: "MINOR" } });
    expect(await stored()).toBe(265_083);
    const { product } = await shown();
    expect(product.finalPrice).toBe(2650.83);
    expect(product.shippingCost).toBe(20.5);
    expect(await priceFiltered(2650.9, 2651)).toEqual([]);
    expect(await priceFiltered(2650.8, 2650.83)).toEqual([slug]);
    const q = await quote();
    // The zone's 60.50 (set directly, not through the admin's change) and the product's 20.50 apply as they are.
    expect(q.shipping).toBe(60.5 + 3 * 20.5);
    expect(q.lines[0]!.finalUnitPrice).toBe(product.variants.find((v) => v.size === "XL")!.finalPrice);

    const after = await shop.database.dataSource.getRepository(Order).find();
    expect(after.map((o) => [o.id, o.subtotalMinor, o.shippingMinor, o.totalMinor])).toEqual(before.map((o) => [o.id, o.subtotalMinor, o.shippingMinor, o.totalMinor]));

    await shop.services.settings.change({ store: { siteName: "Shop", currency: "BDT", locale: "en-BD", priceRounding: "WHOLE" } });
    expect(await stored()).toBe(265_100);
    expect(await priceFiltered(2650.9, 2651)).toEqual([slug]);
  });

  it("rounds the zone fees as they are saved while prices are whole", async () => {
    const saved = await shop.services.settings.change({
      delivery: { zones: [{ name: "Everywhere", fee: 99.5, districts: [], isDefault: true }], freeShippingThreshold: null },
    });
    expect(saved.deliveryZones[0]!.feeMinor).toBe(10_000);
    const { body } = await shop.graphql<{ settings: { priceRounding: string; deliveryZones: { fee: number }[] } }>(`{ settings { priceRounding deliveryZones { fee } } }`);
    expect(body.data!.settings).toEqual({ priceRounding: "WHOLE", deliveryZones: [{ fee: 100 }] });
  });

  it("home sections list out-of-stock products after those in stock, or hide them", async () => {
    const make = async (name: string, stock: number) =>
      (await shop.services.products.create({ name, priceMinor: 100_000, categoryId, sku: name.toUpperCase().replace(/ /g, "-"), stock, featured: true, status: ProductStatus.ACTIVE })).slug;
    // Created last, so the newest: without the setting they would lead the section.
    const inStock = await make("Home In Stock", 5);
    const soldOut = await make("Home Sold Out", 0);
    const section = async (filter: Record<string, unknown>) =>
      (await ok<{ products: { totalItems: number; items: { slug: string; inStock: boolean }[] } }>(
        `query($f: ProductFilter) { products(filter: $f, sort: NEWEST, take: 100) { totalItems items { slug inStock } } }`,
        { f: filter },
      )).products;

    const plain = await section({ featured: true });
    expect(plain.items.map((p) => p.slug).slice(0, 2)).toEqual([soldOut, inStock]);

    const last = await section({ featured: true, homeSection: true });
    expect(last.items.map((p) => p.slug)[0]).toBe(inStock);
    const firstOut = last.items.findIndex((p) => !p.inStock);
    expect(last.items.slice(firstOut).every((p) => !p.inStock)).toBe(true);
    expect(last.items.map((p) => p.slug)).toContain(soldOut);

    await shop.services.settings.change({ home: { outOfStock: HomeOutOfStock.HIDE } });
    const hidden = await section({ featured: true, homeSection: true });
    expect(hidden.items.map((p) => p.slug)).not.toContain(soldOut);
    expect(hidden.items.every((p) => p.inStock)).toBe(true);
    expect(hidden.totalItems).toBe(plain.totalItems - plain.items.filter((p) => !p.inStock).length);
    await shop.services.settings.change({ home: { outOfStock: HomeOutOfStock.LAST } });
  });
});
