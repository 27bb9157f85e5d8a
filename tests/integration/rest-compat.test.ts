import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIELD_MESSAGES } from "@shop/common";
import { Product, ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { ProductVariant } from "../../graph/src/catalog/product-variant.entity.js";
import { ContactMessage } from "../../graph/src/content/contact-message.entity.js";
import { Order } from "../../graph/src/orders/order.entity.js";
import { HomeOutOfStock } from "../../graph/src/settings/settings.entity.js";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

const [adminAccount] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0]];

interface RestOrder {
  _id: string;
  status: string;
  total: number;
  subtotal: number;
  shipping: number;
  items: { productId: string; price: number; quantity: number; selectedColor: string | null; selectedSize: string | null }[];
}

describe.skipIf(skipDatabaseTests)(`REST compatibility for the original storefront (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let auth: TestAuth;
  let product: { id: string; name: string; slug: string; color: string; size: string };

  beforeAll(async () => {
    auth = await startTestAuth();
    shop = await startTestShop({
      seed: true,
      env: {
        USE_AUTH_EMULATOR: "true", FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host,
        ADMIN_EMAILS: adminAccount.email,
        CORS_ORIGINS: "https://old-shop.example, http://localhost:5173/",
        // The storefront-on-another-origin tests reach this development shop as shop.test.
        ALLOWED_HOSTS: "shop.test",
        // Many orders from one address and phone here; order-abuse.test.ts tests the limits.
        ORDER_LIMIT_PER_ADDRESS: "0",
        ORDER_LIMIT_PER_CONTACT: "0",
        ORDER_UNITS_PER_ADDRESS: "0",
        ORDER_UNITS_PER_CONTACT: "0",
      },
    });
    const category = (await shop.services.categories.findBySlugOrName("men-fashion"))!;
    const created = await shop.services.products.create({
      name: "Rest Compat Panjabi",
      priceMinor: 250_000,
      discount: 10,
      categoryId: category.id,
      subCategory: "Panjabi",
      sku: "REST-PANJABI",
      variants: [{ color: "White", size: "L", stock: 20, additionalPriceMinor: 10_000 }],
      additionalInfo: ["Hand wash only"],
      warranty: "No warranty",
      returnPolicy: "7 days",
      status: ProductStatus.ACTIVE,
    });
    product = { id: created.id, name: created.name, slug: created.slug, color: "White", size: "L" };
  }, 180_000);
  afterAll(async () => {
    await shop?.close();
    await auth?.stop();
  });

  const post = async <T = Record<string, unknown>>(url: string, payload: unknown, headers: Record<string, string> = {}) => {
    const res = await shop.app.inject({ method: "POST", url, payload: payload as object, headers: { "content-type": "application/json", ...headers } });
    return { status: res.statusCode, body: res.json() as T, headers: res.headers };
  };
  const orderBody = (items: unknown[], extra: Record<string, unknown> = {}) => ({
    name: "Rafiq Islam",
    phone: "01711000000",
    district: "Dhaka",
    address: "House 9, Road 4, Gulshan",
    notes: "Call before delivery",
    total: 1,
    userId: "someone-else",
    status: "delivered",
    paymentMethod: "cash",
    orderDate: "2020-01-01",
    items,
    ...extra,
  });
  const item = (quantity = 1, extra: Record<string, unknown> = {}) => ({
    productId: product.id,
    name: "whatever",
    price: 1,
    originalPrice: 1,
    discount: 99,
    quantity,
    image: "x.png",
    selectedColor: product.color,
    selectedSize: product.size,
    ...extra,
  });
  const stock = async () => (await shop.database.dataSource.getRepository(Product).findOneByOrFail({ id: product.id })).stock;

  describe("GET /api/category", () => {
    it("lists categories as { _id, category, image, sub }", async () => {
      const { status, body } = await shop.get<{ _id: string; category: string; image: string | null; sub: string[] }[]>("/api/category");
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThanOrEqual(8);
      expect(body[0]).toMatchObject({ _id: expect.any(String), category: "Men Fashion", sub: ["Shirts", "T-Shirts", "Panjabi"] });
    });
  });

  describe("GET /api/products/{slugOrName}", () => {
    it("finds a product by slug, and by name in any case", async () => {
      for (const key of [product.slug, encodeURIComponent(product.name), encodeURIComponent(product.name.toUpperCase())]) {
        const { status, body } = await shop.get<{ product: Record<string, unknown> }>(`/api/products/${key}`);
        expect(status, key).toBe(200);
        expect(body.product).toMatchObject({
          _id: product.id,
          name: product.name,
          slug: product.slug,
          price: 2500,
          discount: 10,
          finalPrice: 2250,
          quantity: 20,
          sku: "REST-PANJABI",
          category: "Men Fashion",
          subCategory: "Panjabi",
          variants: [expect.objectContaining({ color: "White", size: "L", additionalPrice: 100 })],
          additionalInfo: ["Hand wash only"],
          warranty: "No warranty",
          returnPolicy: "7 days",
          shippingCost: 0,
        });
      }
    });

    it("answers 404 JSON when neither matches", async () => {
      const { status, body } = await shop.get("/api/products/no-such-thing-at-all");
      expect(status).toBe(404);
      expect(body).toMatchObject({ success: false, code: "NOT_FOUND" });
    });
  });

  describe("POST /api/order and GET /api/order/{id}", () => {
    it("creates an order from server prices, ignoring the client's prices, total, status and user", async () => {
      const before = await stock();
      const { status, body } = await post<{ id: string }>("/api/order", orderBody([item(2)]));
      expect(status).toBe(201);
      expect(body.id).toMatch(/^[0-9a-f-]{36}\.[\w-]{30,}$/);
      expect(await stock()).toBe(before - 2);

      const read = await shop.get<RestOrder>(`/api/order/${body.id}`);
      expect(read.status).toBe(200);
      // (2500 + 100) × 90 % = 2340 per unit; Dhaka → Inside Dhaka, 60.
      expect(read.body).toMatchObject({
        _id: body.id,
        name: "Rafiq Islam",
        district: "Dhaka",
        status: "pending",
        paymentMethod: "Cash on delivery",
        subtotal: 4680,
        shipping: 60,
        total: 4740,
        items: [{ productId: product.id, price: 2340, quantity: 2, selectedColor: "White", selectedSize: "L", name: product.name }],
      });
      expect(typeof read.body.total).toBe("number");
      const order = await shop.database.dataSource.getRepository(Order).findOneByOrFail({ id: body.id.split(".")[0] });
      expect(order.customerUid).toBeNull();
    });

    it("ships other districts with the default zone", async () => {
      const { body } = await post<{ id: string }>("/api/order", orderBody([item(1)], { district: "Sylhet" }));
      expect((await shop.get<RestOrder>(`/api/order/${body.id}`)).body.shipping).toBe(110);
    });

    it("opens an order only with the full id: not the UUID alone, not the number, not a wrong token", async () => {
      const { body } = await post<{ id: string }>("/api/order", orderBody([item(1)]));
      const [uuid] = body.id.split(".");
      const order = await shop.database.dataSource.getRepository(Order).findOneByOrFail({ id: uuid });
      for (const id of [uuid, String(order.number), `${uuid}.wrong`, "10001"]) {
        const res = await shop.get(`/api/order/${id}`);
        expect(res.status, id).toBe(404);
      }
    });

    it("answers 409 naming the lines when stock runs out, writing nothing", async () => {
      const [before, orders] = [await stock(), await shop.database.dataSource.getRepository(Order).count()];
      const { status, body } = await post<{ success: boolean; code: string; message: string }>("/api/order", orderBody([item(40)]));
      expect(status).toBe(409);
      expect(body).toMatchObject({ success: false, code: "OUT_OF_STOCK" });
      expect(body.message).toContain(product.name);
      expect([await stock(), await shop.database.dataSource.getRepository(Order).count()]).toEqual([before, orders]);
    });

    it.each([
      ["no items", { items: [] }],
      ["a zero quantity", { items: [{ productId: "x", quantity: 0 }] }],
      ["a fractional quantity", { items: [{ productId: "x", quantity: 1.5 }] }],
      ["a missing phone", { phone: undefined }],
      ["a bad phone", { phone: "call me" }],
      ["an unknown product", { items: [{ productId: randomUUID(), quantity: 1 }] }],
    ])("answers 400 JSON for %s", async (_what, change) => {
      const base = orderBody([item(1)]);
      const { status, body } = await post<{ success: boolean; message: string }>("/api/order", { ...base, ...change });
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toBeTruthy();
    });

    it("names the fields as GraphQL does, with the checkout form's messages and limits", async () => {
      const base = orderBody([item(1)]);
      const { status, body } = await post<{ code: string; fields: { field: string; messages: string[] }[] }>("/api/order", {
        ...base,
        phone: "call me",
        notes: "x".repeat(1001),
      });
      expect(status).toBe(400);
      expect(body).toMatchObject({
        code: "BAD_USER_INPUT",
        fields: [
          { field: "phone", messages: [FIELD_MESSAGES.phone] },
          { field: "notes", messages: [FIELD_MESSAGES.notes] },
        ],
      });
    });

    it("answers 400 JSON for a body that is not JSON", async () => {
      const res = await shop.app.inject({ method: "POST", url: "/api/order", payload: "{not json", headers: { "content-type": "application/json" } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    });

    it("makes one order for retries with the same Idempotency-Key", async () => {
      const before = await stock();
      const key = `retry-${randomUUID()}`;
      const first = await post<{ id: string }>("/api/order", orderBody([item(1)]), { "idempotency-key": key });
      const second = await post<{ id: string | null }>("/api/order", orderBody([item(1)]), { "idempotency-key": key });
      expect(first.status).toBe(201);
      // The same answer again (the id is the credential the first answer may have lost on the way).
      expect(second.status).toBe(201);
      expect(second.body.id).toBe(first.body.id);
      expect(second.headers["idempotent-replayed"]).toBe("true");
      expect(await stock()).toBe(before - 1);
    });

    it("shows up in the admin's order list and in the stock", async () => {
      const before = await stock();
      const { body } = await post<{ id: string }>("/api/order", orderBody([item(3)], { name: "Listed Buyer" }));
      expect(await stock()).toBe(before - 3);
      const { idToken } = await auth.signIn(adminAccount.email, adminAccount.password);
      const list = await shop.graphql<{ orders: { items: { id: string; name: string; total: number; lines: { quantity: number }[] }[] } }>(
        '{ orders(filter: { search: "Listed Buyer" }) { items { id name total lines { quantity } } } }',
        undefined,
        { authorization: `Bearer ${idToken}` },
      );
      expect(list.body.data?.orders.items).toEqual([
        expect.objectContaining({ id: body.id.split(".")[0], name: "Listed Buyer", lines: [{ quantity: 3 }] }),
      ]);
    });
  });

  describe("POST /api/contact", () => {
    const message = { name: "Nadia", email: "nadia@example.com", phone: "", subject: "Sizes", message: "Do the shirts run small?" };

    it("stores a valid message and answers 201 with it", async () => {
      const { status, body } = await post<{ id: string; status: string; email: string }>("/api/contact", message, {});
      expect(status).toBe(201);
      expect(body).toMatchObject({ status: "NEW", email: "nadia@example.com" });
      expect(await shop.database.dataSource.getRepository(ContactMessage).countBy({ id: body.id })).toBe(1);
    });

    it("answers 400 with the GraphQL mutation's messages", async () => {
      const { status, body } = await post<{ success: boolean; message: string }>("/api/contact", { ...message, email: "nope" });
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message: "Invalid email address" });
      expect(body).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ field: "email", messages: ["Invalid email address"] }] });
    });

    it("rate-limits per client with 429", async () => {
      const from = { remoteAddress: "10.9.9.9" };
      let last = 0;
      for (let i = 0; i < 6; i++) {
        const res = await shop.app.inject({ method: "POST", url: "/api/contact", payload: message, ...from });
        last = res.statusCode;
      }
      expect(last).toBe(429);
    });
  });

  describe("CORS", () => {
    it("answers a preflight from an allowed origin, with credentials", async () => {
      const res = await shop.app.inject({
        method: "OPTIONS",
        url: "/api/order",
        headers: { origin: "https://old-shop.example", "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
      });
      expect(res.statusCode).toBeLessThan(300);
      expect(res.headers["access-control-allow-origin"]).toBe("https://old-shop.example");
      expect(res.headers["access-control-allow-credentials"]).toBe("true");
    });

    it("gives no CORS headers to other origins, and none on GraphQL", async () => {
      const other = await shop.app.inject({ method: "GET", url: "/api/settings", headers: { origin: "https://evil.example" } });
      expect(other.headers["access-control-allow-origin"]).toBeUndefined();
      const gql = await shop.app.inject({
        method: "POST",
        url: "/graphql",
        headers: { origin: "https://old-shop.example", "content-type": "application/json" },
        payload: { query: "{ settings { siteName } }" },
      });
      expect(gql.headers["access-control-allow-origin"]).toBeUndefined();
    });
  });

  describe("a storefront on another origin", () => {
    it("gets absolute image URLs everywhere (the request's origin outside production)", async () => {
      const host = { host: "shop.test:8080" };
      const list = await shop.get<{ image: string[] }[]>("/api/products?limit=5", host);
      expect(list.body.flatMap((p) => p.image).length).toBeGreaterThan(0);
      for (const url of list.body.flatMap((p) => p.image)) expect(url).toMatch(/^http:\/\/shop\.test:8080\/uploads\//);
      const one = await shop.get<{ product: { image: string[] } }>(`/api/products/${product.slug}`, host);
      for (const url of one.body.product.image) expect(url).toMatch(/^http:\/\/shop\.test:8080\//);
      const found = await shop.get<{ data: { products: { image: string[] }[] } }>("/api/products/search/ser?q=shirt", host);
      for (const url of found.body.data.products.flatMap((p) => p.image)) expect(url).toMatch(/^http:\/\/shop\.test:8080\/uploads\//);
      const categories = await shop.get<{ image: string | null }[]>("/api/category", host);
      for (const { image } of categories.body) if (image) expect(image).toMatch(/^http:\/\/shop\.test:8080\/uploads\//);
    });

    it("lists a product's variants that are in stock first, so a preselected first variant can be bought", async () => {
      const category = (await shop.services.categories.findBySlugOrName("men-fashion"))!;
      const created = await shop.services.products.create({
        name: "Rest Variant Order Shirt",
        priceMinor: 100_000,
        categoryId: category.id,
        sku: "REST-VARIANT-ORDER",
        variants: [
          { color: "Red", size: "S", stock: 0 },
          { color: "Red", size: "M", stock: 5 },
          { color: "Blue", size: "S", stock: 0 },
          { color: "Blue", size: "M", stock: 3 },
        ],
        status: ProductStatus.ACTIVE,
      });
      const { body } = await shop.get<{ product: { variants: { color: string; size: string; stock: number }[] } }>(`/api/products/${created.slug}`);
      expect(body.product.variants.map((v) => `${v.color} ${v.size} ${v.stock}`)).toEqual(["Red M 5", "Blue M 3", "Red S 0", "Blue S 0"]);
      const first = body.product.variants[0]!;
      const order = await post("/api/order", orderBody([{ productId: created.id, quantity: 1, selectedColor: first.color, selectedSize: first.size }]));
      expect(order.status).toBe(201);
    });

    it("shows the discounted price as `price` and the undiscounted one as `originalPrice` in search results only", async () => {
      // The Panjabi costs 2,500 with 10% off: 2,250.
      const { body } = await shop.get<{ data: { products: { _id: string; price: number; originalPrice: number; finalPrice: number; discount: number }[] } }>(
        `/api/products/search/ser?q=${encodeURIComponent("Rest Compat Panjabi")}`,
      );
      expect(body.data.products.find((p) => p._id === product.id)).toMatchObject({ price: 2250, originalPrice: 2500, finalPrice: 2250, discount: 10 });
      const list = await shop.get<{ _id: string; price: number; finalPrice: number }[]>("/api/products/category/men-fashion?limit=1000");
      expect(list.body.find((p) => p._id === product.id)).toMatchObject({ price: 2500, finalPrice: 2250 });
      expect(list.body.find((p) => p._id === product.id)).not.toHaveProperty("originalPrice");
    });
  });

  describe("the original storefront's last shapes (issue 31)", () => {
    const makeProduct = async (name: string, variants: { color: string; size: string; stock: number }[], extra: Record<string, unknown> = {}) => {
      const category = (await shop.services.categories.findBySlugOrName("men-fashion"))!;
      return shop.services.products.create({
        name,
        priceMinor: 100_000,
        categoryId: category.id,
        sku: name.toUpperCase().replace(/ /g, "-"),
        variants,
        status: ProductStatus.ACTIVE,
        ...extra,
      });
    };
    const line = (productId: string, selectedColor: string | null, selectedSize: string | null) => ({ productId, quantity: 1, selectedColor, selectedSize });
    const quote = async (productId: string, color: string | null, size: string | null) =>
      (
        await shop.graphql<{ quoteCart: { orderable: boolean; lines: { color: string | null; size: string | null; problem: string | null }[] } }>(
          "query($input: QuoteCartInput!) { quoteCart(input: $input) { orderable lines { color size problem } } }",
          { input: { lines: [{ productId, color, size, quantity: 1 }] } },
        )
      ).body.data!.quoteCart;

    it("takes the only size of a one-size product when the colour is tapped with `selectedSize: null`, and the only colour of a size-only one", async () => {
      const oneSize = await makeProduct("Rest One Size Scarf", [
        { color: "Red", size: "Free size", stock: 3 },
        { color: "Green", size: "Free size", stock: 3 },
      ]);
      const placed = await post<{ id: string }>("/api/order", orderBody([line(oneSize.id, "Green", null)]));
      expect(placed.status).toBe(201);
      const read = await shop.get<RestOrder>(`/api/order/${placed.body.id}`);
      expect(read.body.items).toEqual([expect.objectContaining({ productId: oneSize.id, selectedColor: "Green", selectedSize: "Free size" })]);
      const variants = await shop.database.dataSource.getRepository(ProductVariant).findBy({ productId: oneSize.id });
      expect(variants.map((v) => `${v.color} ${v.stock}`).sort()).toEqual(["Green 2", "Red 3"]);

      const sizeOnly = await makeProduct("Rest Size Only Sandal", [
        { color: "Default", size: "40", stock: 2 },
        { color: "Default", size: "41", stock: 2 },
      ]);
      expect((await post("/api/order", orderBody([line(sizeOnly.id, null, "41")]))).status).toBe(201);
      // GraphQL's quote and placeOrder choose by the same rule.
      expect(await quote(sizeOnly.id, null, "40")).toMatchObject({ orderable: true, lines: [{ color: "Default", size: "40", problem: null }] });
      const gql = await shop.graphql<{ placeOrder: { order: { lines: { color: string; size: string }[] } } }>(
        `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { lines { color size } } } }`,
        { input: { lines: [{ productId: oneSize.id, color: "Red", size: null, quantity: 1 }], name: "Null Size", phone: "01711000001", email: "null.size@example.com", address: "House 1, Road 2, Dhanmondi", deliveryZone: "Inside Dhaka" } },
      );
      expect(gql.body.errors).toBeUndefined();
      expect(gql.body.data?.placeOrder.order.lines).toEqual([{ color: "Red", size: "Free size" }]);
    });

    it("still asks for a choice when the missing size or colour leaves several, writing nothing", async () => {
      const grid = await makeProduct("Rest Grid Tee", [
        { color: "Black", size: "M", stock: 3 },
        { color: "Black", size: "L", stock: 3 },
        { color: "White", size: "M", stock: 3 },
      ]);
      const orders = await shop.database.dataSource.getRepository(Order).count();
      for (const [color, size] of [["Black", null], [null, "M"], [null, null]] as const) {
        const res = await post<{ success: boolean; message: string }>("/api/order", orderBody([line(grid.id, color, size)]));
        expect(res.status, `${color} ${size}`).toBe(400);
        expect(res.body.message).toContain("CHOOSE_VARIANT");
        expect((await quote(grid.id, color, size)).lines[0]!.problem).toBe("CHOOSE_VARIANT");
      }
      // White comes in M only: unambiguous.
      expect((await quote(grid.id, "White", null)).lines[0]).toMatchObject({ size: "M", problem: null });
      expect((await quote(grid.id, "Blue", null)).lines[0]!.problem).toBe("UNKNOWN_VARIANT");
      expect(await shop.database.dataSource.getRepository(Order).count()).toBe(orders);
      expect((await shop.database.dataSource.getRepository(ProductVariant).findBy({ productId: grid.id })).every((v) => v.stock === 3)).toBe(true);
    });

    it("carries `address` and `socialMedia.twitter` in the settings beside the shop's own names", async () => {
      const current = await shop.services.settings.get();
      await shop.services.settings.change({
        contact: { email: current.contactEmail, phone: current.contactPhone, address: "House 12, Road 5, Dhanmondi, Dhaka" },
        socialMedia: { ...current.socialMedia, x: "https://x.com/shop" },
      });
      const { body } = await shop.get<{ address: string; contactAddress: string; socialMedia: { x: string; twitter: string } }>("/api/settings");
      expect(body).toMatchObject({
        address: "House 12, Road 5, Dhanmondi, Dhaka",
        contactAddress: "House 12, Road 5, Dhanmondi, Dhaka",
        socialMedia: { x: "https://x.com/shop", twitter: "https://x.com/shop" },
      });
    });

    it("answers the payment method as the storefront sent and shows it, in the order and the lookup", async () => {
      const placed = await post<{ id: string }>("/api/order", orderBody([item(1)], { paymentMethod: "Cash on delivery" }));
      const read = await shop.get<{ number: number; paymentMethod: string }>(`/api/order/${placed.body.id}`);
      expect(read.body.paymentMethod).toBe("Cash on delivery");
      const tracked = await post<{ paymentMethod: string }>("/api/order/lookup", { orderNumber: String(read.body.number), phone: "01711000000" });
      expect(tracked.body.paymentMethod).toBe("Cash on delivery");
      // GraphQL keeps its enum.
      const { idToken } = await auth.signIn(adminAccount.email, adminAccount.password);
      const gql = await shop.graphql<{ order: { paymentMethod: string } }>(
        "query($id: ID!) { order(id: $id) { paymentMethod } }",
        { id: placed.body.id.split(".")[0] },
        { authorization: `Bearer ${idToken}` },
      );
      expect(gql.body.data?.order.paymentMethod).toBe("CASH_ON_DELIVERY");
    });

    it("lists products out of stock after those in stock, or leaves them out, as the shop's home setting says", async () => {
      // Created last, so the newest: without the setting it would lead the original's home page.
      const soldOut = await makeProduct("Rest Sold Out Kurta", [], { stock: 0 });
      const list = async (url: string) => {
        const res = await shop.get<{ _id: string; stock: number }[]>(url);
        return { ids: res.body.map((p) => p._id), stocks: res.body.map((p) => p.stock), total: Number(res.headers["x-total-count"]) };
      };
      for (const url of ["/api/products?limit=1000", "/api/products/category/men-fashion?limit=1000"]) {
        const last = await list(url);
        expect(last.ids, url).toContain(soldOut.id);
        expect(last.stocks[0], url).toBeGreaterThan(0);
        const firstOut = last.stocks.findIndex((stock) => stock <= 0);
        expect(last.stocks.slice(firstOut).every((stock) => stock <= 0), url).toBe(true);
      }
      await shop.services.settings.change({ home: { outOfStock: HomeOutOfStock.HIDE } });
      try {
        const hidden = await list("/api/products?limit=1000");
        expect(hidden.ids).not.toContain(soldOut.id);
        expect(hidden.stocks.every((stock) => stock > 0)).toBe(true);
        expect(hidden.total).toBe(hidden.ids.length);
      } finally {
        await shop.services.settings.change({ home: { outOfStock: HomeOutOfStock.LAST } });
      }
    });
  });

  describe("client mistakes are 400s, never 500s", () => {
    it.each([
      ["a NUL in a search term", "/api/products/search/ser?q=shirt%00"],
      ["a NUL in a slug", "/api/products/abc%00def"],
      ["a NUL in a category", "/api/products/category/men%00fashion"],
      ["a NUL in an order id", "/api/order/abc%00.def"],
      ["a NUL in a user id", "/api/auth/user/abc%00"],
      ["a huge skip", "/api/products?skip=1e30"],
      ["a huge skip on a category", "/api/products/category/kids?skip=99999999999999999999"],
      ["a huge limit", "/api/products?limit=1e30"],
      ["a skip that is not a number", "/api/products?skip=NaN"],
    ])("%s", async (_what, url) => {
      const { status, body } = await shop.get<{ success: boolean; code: string; message: string }>(url);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, code: "BAD_USER_INPUT" });
      expect(body.message).not.toMatch(/22021|invalid byte sequence|out of range for type/);
    });

    it("refuses a NUL in a form field or an order field, writing nothing", async () => {
      const contact = await post("/api/contact", { name: "Na\u0000dia", email: "n@example.com", subject: "Hi", message: "A message long enough." });
      expect(contact.status).toBe(400);
      // A lone surrogate is not text at all (a validator used to throw on it: a 500).
      const surrogate = await post("/api/contact", { name: "Nadia", email: "n@example.com\ud800", subject: "Hi", message: "A message long enough." });
      expect(surrogate.status).toBe(400);
      expect(surrogate.body).toMatchObject({ code: "BAD_USER_INPUT", message: "body.email holds text that is not valid Unicode (a lone surrogate)." });
      const orders = await shop.database.dataSource.getRepository(Order).count();
      const order = await post("/api/order", orderBody([item(1)], { address: "House\u0000 9" }));
      expect(order.status).toBe(400);
      expect(order.body).toMatchObject({ success: false, code: "BAD_USER_INPUT" });
      expect(await shop.database.dataSource.getRepository(Order).count()).toBe(orders);
    });
  });
});

describe.skipIf(skipDatabaseTests)(`REST image URLs in production (${testDatabaseKind})`, () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop({ seed: true, env: { NODE_ENV: "production", PUBLIC_URL: "https://shop.example" } });
  }, 180_000);
  afterAll(() => shop?.close());

  it("are built from PUBLIC_URL, never from a forged Host header", async () => {
    const forged = { host: "evil.example", "x-forwarded-host": "evil.example" };
    const list = await shop.get<{ image: string[] }[]>("/api/products?limit=3", forged);
    const urls = list.body.flatMap((p) => p.image);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^https:\/\/shop\.example\/uploads\//);
    expect(JSON.stringify(list.body)).not.toContain("evil.example");
  });
});
