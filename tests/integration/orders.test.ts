import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProductVariant } from "../../graph/src/catalog/product-variant.entity.js";
import { Product, ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { priceLines, readCart } from "../../graph/src/orders/cart-pricing.js";
import { OrderLine } from "../../graph/src/orders/order-line.entity.js";
import { placeOrderRow } from "../../graph/src/orders/order-placement.js";
import { OrderActor } from "../../graph/src/orders/order-status-change.entity.js";
import { Order } from "../../graph/src/orders/order.entity.js";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

const [adminAccount, shopperAccount] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0], (typeof DEMO_ACCOUNTS)[0]];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const PLACE = `mutation Place($input: PlaceOrderInput!) {
  placeOrder(input: $input) {
    guestToken
    order { id number status subtotal shipping total deliveryZone email
      lines { productId name sku color size unitPrice discount finalUnitPrice quantity lineTotal shippingCost }
      history { status by note customerNote } }
  }
}`;

interface PlacedBody {
  placeOrder: {
    guestToken: string | null;
    order: { id: string; number: number; status: string; subtotal: number; shipping: number; total: number; deliveryZone: string;
      lines: { productId: string; finalUnitPrice: number; quantity: number; lineTotal: number; color: string | null; size: string | null }[];
      history: { status: string; by: string }[] };
  };
}

describe.skipIf(skipDatabaseTests)(`checkout and orders (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let auth: TestAuth;
  let admin: { idToken: string; uid: string };
  let shopper: { idToken: string; uid: string };
  let shirt: { id: string; color: string; size: string; variantId: string };

  beforeAll(async () => {
    auth = await startTestAuth();
    shop = await startTestShop({
      seed: true,
      env: {
        USE_AUTH_EMULATOR: "true",
        FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host,
        ADMIN_EMAILS: adminAccount.email,
        // These tests place many orders from one address and phone; order-abuse.test.ts tests the limits.
        ORDER_LIMIT_PER_ADDRESS: "0",
        ORDER_LIMIT_PER_CONTACT: "0",
        ORDER_UNITS_PER_ADDRESS: "0",
        ORDER_UNITS_PER_CONTACT: "0",
      },
    });
    admin = await auth.signIn(adminAccount.email, adminAccount.password);
    shopper = await auth.signIn(shopperAccount.email, shopperAccount.password);
    const category = (await shop.services.categories.findBySlugOrName("men-fashion"))!;
    const product = await shop.services.products.create({
      name: "Checkout Test Shirt",
      priceMinor: 199_900,
      discount: 12.5,
      categoryId: category.id,
      subCategory: "Shirts",
      sku: "CHECKOUT-SHIRT",
      shippingCostMinor: 2_000,
      variants: [
        { color: "Navy", size: "M", stock: 500 },
        { color: "Navy", size: "XL", stock: 500, additionalPriceMinor: 15_000 },
      ],
      status: ProductStatus.ACTIVE,
    });
    const variant = (await shop.services.products.variantsOf([product.id])).find((v) => v.size === "XL")!;
    shirt = { id: product.id, color: variant.color, size: variant.size, variantId: variant.id };
  }, 180_000);
  afterAll(async () => {
    await shop?.close();
    await auth?.stop();
  });

  const stockOf = async () => ({
    product: (await shop.database.dataSource.getRepository(Product).findOneByOrFail({ id: shirt.id })).stock,
    variant: (await shop.database.dataSource.getRepository(ProductVariant).findOneByOrFail({ id: shirt.variantId })).stock,
  });
  const orderCount = () => shop.database.dataSource.getRepository(Order).count();
  const guestInput = (extra: Record<string, unknown> = {}) => ({
    lines: [{ productId: shirt.id, color: shirt.color, size: shirt.size, quantity: 2 }],
    name: "Karim Ahmed",
    phone: "+880 1711-000000",
    email: "karim@example.com",
    district: "Dhaka",
    address: "House 5, Road 2, Dhanmondi",
    ...extra,
  });
  /** Place an order that must succeed. */
  async function place(input: Record<string, unknown>, headers: Record<string, string> = {}): Promise<PlacedBody> {
    const { body } = await shop.graphql<PlacedBody>(PLACE, { input }, headers);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  }

  /** A fresh active product without variants, holding `stock` units. */
  async function productWithStock(stock: number, priceMinor = 50_000): Promise<string> {
    const category = (await shop.services.categories.findBySlugOrName("kids"))!;
    const product = await shop.services.products.create({
      name: `Limited ${randomUUID().slice(0, 8)}`,
      priceMinor,
      categoryId: category.id,
      sku: `LIM-${randomUUID().slice(0, 8)}`,
      stock,
      status: ProductStatus.ACTIVE,
    });
    return product.id;
  }

  describe("quoteCart", () => {
    it("prices lines from the database with the shared rule, and ships by district", async () => {
      const product = (await shop.services.products.findById(shirt.id))!;
      const { body } = await shop.graphql<{ quoteCart: { lines: { finalUnitPrice: number; lineTotal: number; available: number; problem: string | null }[]; subtotal: number; shipping: number; total: number; deliveryZone: string; orderable: boolean } }>(
        `query($input: QuoteCartInput!) { quoteCart(input: $input) { lines { finalUnitPrice lineTotal available problem } subtotal shipping total deliveryZone orderable } }`,
        { input: { lines: [{ productId: shirt.id, color: shirt.color, size: shirt.size, quantity: 3 }], district: "Dhaka" } },
      );
      const quote = body.data!.quoteCart;
      const variant = (await shop.services.products.variantsOf([shirt.id])).find((v) => v.id === shirt.variantId)!;
      const { finalPriceMinor, toMajor } = await import("@shop/common");
      const { priceRounding } = await shop.services.settings.get();
      const unit = finalPriceMinor(product.priceMinor, product.discount, priceRounding, variant.additionalPriceMinor);
      expect(quote.lines[0]).toMatchObject({ finalUnitPrice: toMajor(unit), lineTotal: toMajor(unit * 3), problem: null });
      expect(quote.deliveryZone).toBe("Inside Dhaka");
      // The zone's fee plus the product's per-unit surcharge for each unit.
      expect(quote.shipping).toBe(60 + 3 * 20);
      expect(quote.total).toBe(toMajor(unit * 3 + 6_000 + 3 * 2_000));
      expect(quote.orderable).toBe(true);
    });

    it("uses the default zone for other districts and reports problems per line", async () => {
      const scarce = await productWithStock(1);
      const { body } = await shop.graphql<{ quoteCart: { lines: { problem: string | null }[]; deliveryZone: string; shipping: number; orderable: boolean } }>(
        `query($input: QuoteCartInput!) { quoteCart(input: $input) { lines { problem } deliveryZone shipping orderable } }`,
        {
          input: {
            district: "Sylhet",
            lines: [
              { productId: shirt.id, quantity: 1 },
              { productId: shirt.id, color: "Plaid", size: "M", quantity: 1 },
              { productId: scarce, quantity: 2 },
              { productId: randomUUID(), quantity: 1 },
            ],
          },
        },
      );
      const quote = body.data!.quoteCart;
      expect(quote.deliveryZone).toBe("Outside Dhaka");
      expect(quote.lines.map((l) => l.problem)).toEqual(["CHOOSE_VARIANT", "UNKNOWN_VARIANT", "NOT_ENOUGH_STOCK", "UNAVAILABLE"]);
      expect(quote.orderable).toBe(false);
    });
  });

  describe("placeOrder", () => {
    it("places a guest order from server prices, takes the stock and returns a token", async () => {
      const before = await stockOf();
      // A tampered price or total is not part of the input at all: refused, nothing written.
      const orders = await orderCount();
      const tampered = await shop.graphql(PLACE, { input: guestInput({ total: 1, price: 1 }) });
      expect(tampered.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(await orderCount()).toBe(orders);
      const ok = await place(guestInput());
      const placed = ok.placeOrder;
      expect(placed.order.number).toBeGreaterThanOrEqual(10_001);
      expect(placed.order.status).toBe("PENDING");
      expect(placed.guestToken).toMatch(/^[\w-]{30,}$/);
      expect(placed.order.history).toEqual([{ status: "PENDING", by: "guest", note: null, customerNote: "Order placed" }]);
      expect(placed.order.lines[0]).toMatchObject({ color: shirt.color, size: shirt.size, quantity: 2 });
      expect(placed.order.subtotal).toBe(placed.order.lines[0]!.lineTotal);
      expect(placed.order.total).toBe(placed.order.subtotal + placed.order.shipping);
      expect(await stockOf()).toEqual({ product: before.product - 2, variant: before.variant - 2 });
    });

    it("makes one order from retries with the same idempotency key", async () => {
      const before = await stockOf();
      const key = `checkout-${randomUUID()}`;
      const [a, b] = await Promise.all([place(guestInput({ idempotencyKey: key })), place(guestInput({ idempotencyKey: key }))]);
      const c = await place(guestInput({ idempotencyKey: key }));
      const ids = new Set([a.placeOrder.order.id, b.placeOrder.order.id, c.placeOrder.order.id]);
      expect(ids.size).toBe(1);
      expect(await stockOf()).toEqual({ product: before.product - 2, variant: before.variant - 2 });
    });

    it.each([
      ["zero", 0],
      ["negative", -3],
      ["huge", 1_000_000],
    ])("refuses a %s quantity with BAD_USER_INPUT, writing nothing", async (_what, quantity) => {
      const [before, orders] = [await stockOf(), await orderCount()];
      const body = await shop.graphql(PLACE, { input: guestInput({ lines: [{ productId: shirt.id, color: shirt.color, size: shirt.size, quantity }] }) });
      expect(body.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect([await stockOf(), await orderCount()]).toEqual([before, orders]);
    });

    it("refuses a fractional or out-of-range integer quantity before running", async () => {
      for (const quantity of [1.5, 2 ** 40]) {
        const body = await shop.graphql(PLACE, { input: guestInput({ lines: [{ productId: shirt.id, color: shirt.color, size: shirt.size, quantity }] }) });
        expect(body.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      }
    });

    it("refuses bad contact details field by field", async () => {
      for (const [change, field] of [
        [{ phone: "call me" }, "phone"],
        [{ email: null }, "email"],
        [{ email: "nope" }, "email"],
        [{ address: "" }, "address"],
        [{ name: " " }, "name"],
      ] as const) {
        const { body: raw } = await shop.graphql(PLACE, { input: guestInput(change) });
        expect(raw.errors?.[0]?.extensions?.code, field).toBe("BAD_USER_INPUT");
        expect((raw.errors?.[0]?.extensions?.fields as { field: string }[] | undefined)?.map((f) => f.field), field).toEqual([field]);
      }
    });

    it("answers OUT_OF_STOCK naming the lines, writing nothing", async () => {
      const scarce = await productWithStock(1);
      const [before, orders] = [await stockOf(), await orderCount()];
      const { body } = await shop.graphql(PLACE, {
        input: guestInput({
          lines: [
            { productId: shirt.id, color: shirt.color, size: shirt.size, quantity: 1 },
            { productId: scarce, quantity: 2 },
          ],
        }),
      });
      const error = body.errors![0]!;
      expect(error.extensions?.code).toBe("OUT_OF_STOCK");
      expect(error.extensions?.lines).toEqual([expect.objectContaining({ productId: scarce, quantity: 2, available: 1 })]);
      expect(error.message).toContain("Limited");
      expect([await stockOf(), await orderCount()]).toEqual([before, orders]);
    });

    it("keeps nothing when a failure strikes after the stock was taken", async () => {
      const id = await productWithStock(5);
      const orders = await orderCount();
      const ds = shop.database.dataSource;
      // Every line insert now fails: the stock update and the order row before it must roll back.
      await ds.query(`ALTER TABLE "order_line" ADD CONSTRAINT "test_fail" CHECK ("quantity" < 0) NOT VALID`);
      try {
        const { body } = await shop.graphql(PLACE, { input: guestInput({ lines: [{ productId: id, quantity: 2 }] }) });
        expect(body.errors?.length).toBeGreaterThan(0);
      } finally {
        await ds.query(`ALTER TABLE "order_line" DROP CONSTRAINT "test_fail"`);
      }
      expect((await ds.getRepository(Product).findOneByOrFail({ id })).stock).toBe(5);
      expect(await orderCount()).toBe(orders);
    });

    it("sells exactly the stock to 50 concurrent orders: 10 orders, stock 0, unique numbers", async () => {
      const id = await productWithStock(10);
      const attempts = await Promise.all(
        Array.from({ length: 50 }, () => shop.graphql<PlacedBody>(PLACE, { input: guestInput({ lines: [{ productId: id, quantity: 1 }] }) })),
      );
      const placed = attempts.filter((a) => a.body.data?.placeOrder);
      const refused = attempts.filter((a) => a.body.errors);
      expect(placed).toHaveLength(10);
      expect(refused.every((a) => a.body.errors![0]!.extensions?.code === "OUT_OF_STOCK")).toBe(true);
      expect((await shop.database.dataSource.getRepository(Product).findOneByOrFail({ id })).stock).toBe(0);
      const numbers = placed.map((a) => a.body.data!.placeOrder.order.number);
      expect(new Set(numbers).size).toBe(10);
      const lines = await shop.database.dataSource.getRepository(OrderLine).findBy({ productId: id });
      expect(lines.reduce((sum, l) => sum + l.quantity, 0)).toBe(10);
    });

    it("sells two products to 30 concurrent two-line orders, lines in either order, while orders are cancelled: no deadlock, no oversell", async () => {
      const [a, b] = [await productWithStock(20), await productWithStock(20)];
      const toCancel = await Promise.all([1, 2, 3].map(() => place(guestInput({ lines: [{ productId: a, quantity: 1 }, { productId: b, quantity: 1 }] }))));
      const attempts = await Promise.all([
        ...Array.from({ length: 30 }, (_, i) =>
          shop.graphql<PlacedBody>(PLACE, {
            input: guestInput({ lines: i % 2 ? [{ productId: a, quantity: 1 }, { productId: b, quantity: 1 }] : [{ productId: b, quantity: 1 }, { productId: a, quantity: 1 }] }),
          }),
        ),
        ...toCancel.map(({ placeOrder: { order, guestToken } }) =>
          shop.graphql(`mutation($id: ID!, $token: String) { cancelOrder(id: $id, guestToken: $token) { id } }`, { id: order.id, token: guestToken }),
        ),
      ]);
      const errors = attempts.flatMap((r) => r.body.errors ?? []).map((e) => e.extensions?.code);
      expect(errors.every((code) => code === "OUT_OF_STOCK"), JSON.stringify(errors)).toBe(true);
      // The 3 units the cancellations return may come back after the last order was refused.
      const placed = attempts.slice(0, 30).filter((r) => r.body.data?.placeOrder).length;
      expect(placed).toBeGreaterThanOrEqual(17);
      expect(placed).toBeLessThanOrEqual(20);
      const products = shop.database.dataSource.getRepository(Product);
      for (const id of [a, b]) {
        const row = await products.findOneByOrFail({ id });
        expect([row.stock, row.soldCount]).toEqual([20 - placed, placed]);
      }
      // The best sellers' copy of the counts moved with every sale and cancellation.
      const sales: { soldCount: number }[] = await shop.database.dataSource.query(
        `SELECT "soldCount" FROM "product_sales" WHERE "productId" = ANY($1::uuid[])`,
        [[a, b]],
      );
      expect(sales.map((s) => s.soldCount)).toEqual([placed, placed]);
    });
  });

  describe("the write re-checks under lock what the read priced", () => {
    const values = {
      customerUid: null,
      guestTokenHash: null,
      idempotencyKeyHash: null,
      requestFingerprint: null,
      guestTokenSealed: null,
      clientAddressHash: null,
      name: "Direct Write",
      phone: "+8801711000000",
      email: null,
      deliveryZone: "Inside Dhaka",
      district: "Dhaka",
      address: "House 1",
      notes: null,
      subtotalMinor: 0,
      shippingMinor: 0,
      totalMinor: 0,
      currency: "BDT",
    };
    /** Price one line of `productId` as a checkout does, then let `meanwhile` change the rows before the write. */
    async function writeAfter(productId: string, quantity: number, meanwhile: (sql: (q: string) => Promise<unknown>) => Promise<unknown>) {
      const em = shop.database.dataSource.manager;
      const { settings, products } = await readCart(em, [productId]);
      const lines = priceLines(products, [{ productId, quantity }], settings.priceRounding);
      await meanwhile((q) => shop.database.dataSource.query(q, [productId]));
      return placeOrderRow(em, { values, lines, products, by: OrderActor.guest, byUid: null, lowStockThreshold: settings.lowStockThreshold });
    }

    it.each([
      ["its price changed", `UPDATE "product" SET "priceMinor" = "priceMinor" + 100 WHERE id = $1`],
      ["its discount changed", `UPDATE "product" SET "discount" = 5 WHERE id = $1`],
      ["it was taken off sale", `UPDATE "product" SET "status" = 'DRAFT' WHERE id = $1`],
      ["its stock went", `UPDATE "product" SET "stock" = 1 WHERE id = $1`],
      ["it was deleted", `UPDATE "product" SET "deletedAt" = now() WHERE id = $1`],
    ])("writes nothing when %s", async (_what, change) => {
      const id = await productWithStock(5);
      const orders = await orderCount();
      const placement = await writeAfter(id, 2, (sql) => sql(change));
      expect(placement.placed).toBe(false);
      expect(await orderCount()).toBe(orders);
      const row = await shop.database.dataSource.getRepository(Product).findOneOrFail({ where: { id }, withDeleted: true });
      expect(row.soldCount).toBe(0);
    });

    it("takes the stock and writes the order when nothing changed, says what is left, and leaves updatedAt (last edited) alone", async () => {
      const id = await productWithStock(5);
      const edited = (await shop.database.dataSource.getRepository(Product).findOneByOrFail({ id })).updatedAt;
      const placement = await writeAfter(id, 2, async () => {});
      expect(placement.placed && [...placement.stockAfter]).toEqual([[id, 3]]);
      expect((await shop.database.dataSource.getRepository(Product).findOneByOrFail({ id })).updatedAt).toEqual(edited);
      const lines = await shop.database.dataSource.getRepository(OrderLine).findBy({ productId: id });
      expect(lines.map((l) => l.quantity)).toEqual([2]);
    });

    it("takes two variants of one product in one order: the product loses their sum", async () => {
      const before = await stockOf();
      const other = (await shop.services.products.variantsOf([shirt.id])).find((v) => v.id !== shirt.variantId)!;
      const otherBefore = other.stock;
      const placed = await place(
        guestInput({
          lines: [
            { productId: shirt.id, color: shirt.color, size: shirt.size, quantity: 2 },
            { productId: shirt.id, color: other.color, size: other.size, quantity: 3 },
          ],
        }),
      );
      expect(placed.placeOrder.order.lines.map((l) => l.quantity).sort()).toEqual([2, 3]);
      expect(await stockOf()).toEqual({ product: before.product - 5, variant: before.variant - 2 });
      const otherAfter = (await shop.services.products.variantsOf([shirt.id])).find((v) => v.id === other.id)!;
      expect(otherAfter.stock).toBe(otherBefore - 3);
    });
  });

  describe("reading and cancelling", () => {
    const ORDER = `query($id: ID!, $token: String) { order(id: $id, guestToken: $token) { id status } }`;
    const CANCEL = `mutation($id: ID!, $token: String) { cancelOrder(id: $id, guestToken: $token) { id status history { status by } } }`;

    it("opens a guest order only with its token", async () => {
      const { order, guestToken } = (await place(guestInput())).placeOrder;
      expect((await shop.graphql(ORDER, { id: order.id, token: guestToken })).body.data).toEqual({ order: { id: order.id, status: "PENDING" } });
      for (const token of [null, "wrong-token", `${guestToken}x`]) {
        expect((await shop.graphql(ORDER, { id: order.id, token })).body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      }
      const guestList = await shop.graphql<{ guestOrders: { id: string }[] }>(
        `query($a: [OrderAccessInput!]!) { guestOrders(access: $a) { id } }`,
        { a: [{ id: order.id, token: guestToken }, { id: randomUUID(), token: "x" }] },
      );
      expect(guestList.body.data?.guestOrders.map((o) => o.id)).toEqual([order.id]);
    });

    it("hides a customer's order from another customer, shows it to an admin", async () => {
      const { order } = (await place(guestInput(), bearer(shopper.idToken))).placeOrder;
      const other = await auth.signUp(`other-${randomUUID()}@shop.test`);
      expect((await shop.graphql(ORDER, { id: order.id }, bearer(other.idToken))).body.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      expect((await shop.graphql(ORDER, { id: order.id }, bearer(shopper.idToken))).body.data).toBeTruthy();
      expect((await shop.graphql(ORDER, { id: order.id }, bearer(admin.idToken))).body.data).toBeTruthy();
    });

    it("lets a guest cancel while PENDING, returning the stock", async () => {
      const before = await stockOf();
      const { order, guestToken } = (await place(guestInput())).placeOrder;
      expect(await stockOf()).toEqual({ product: before.product - 2, variant: before.variant - 2 });
      const { body } = await shop.graphql<{ cancelOrder: { status: string; history: { status: string; by: string }[] } }>(CANCEL, { id: order.id, token: guestToken });
      expect(body.data?.cancelOrder.status).toBe("CANCELLED");
      expect(body.data?.cancelOrder.history.map((h) => h.status)).toEqual(["PENDING", "CANCELLED"]);
      expect(await stockOf()).toEqual(before);
      // Cancelling twice is an illegal transition, and returns nothing more.
      const again = await shop.graphql(CANCEL, { id: order.id, token: guestToken });
      expect(again.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
      expect(await stockOf()).toEqual(before);
    });

    it("enforces the status machine for admins and customers", async () => {
      const { order } = (await place(guestInput(), bearer(shopper.idToken))).placeOrder;
      const SET = `mutation($id: ID!, $s: OrderStatus!) { setOrderStatus(id: $id, status: $s) { status } }`;
      expect((await shop.graphql(SET, { id: order.id, s: "SHIPPED" }, bearer(admin.idToken))).body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
      expect((await shop.graphql(SET, { id: order.id, s: "PROCESSING" }, bearer(admin.idToken))).body.data).toEqual({ setOrderStatus: { status: "PROCESSING" } });
      const late = await shop.graphql(CANCEL, { id: order.id }, bearer(shopper.idToken));
      expect(late.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
      expect(late.body.errors?.[0]?.message).toBe("You can cancel an order only while it is pending.");
      for (const s of ["SHIPPED", "DELIVERED"]) await shop.graphql(SET, { id: order.id, s }, bearer(admin.idToken));
      expect((await shop.graphql(SET, { id: order.id, s: "CANCELLED" }, bearer(admin.idToken))).body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    });

    it("tells each viewer whether they may cancel, and an admin alone where the order may go next", async () => {
      const CAN = `query($id: ID!, $token: String) { order(id: $id, guestToken: $token) { canCancel } }`;
      const NEXT = `query($id: ID!) { order(id: $id) { status nextStatuses } }`;
      const SET = `mutation($id: ID!, $s: OrderStatus!) { setOrderStatus(id: $id, status: $s) { status } }`;
      const canCancel = async (id: string, headers?: Record<string, string>, token?: string | null) =>
        (await shop.graphql<{ order: { canCancel: boolean } }>(CAN, { id, token }, headers)).body.data?.order.canCancel;

      const guest = (await place(guestInput())).placeOrder;
      expect(await canCancel(guest.order.id, undefined, guest.guestToken)).toBe(true);
      const own = (await place(guestInput(), bearer(shopper.idToken))).placeOrder.order;
      expect(await canCancel(own.id, bearer(shopper.idToken))).toBe(true);
      expect(await canCancel(own.id, bearer(admin.idToken))).toBe(true);
      expect((await shop.graphql(NEXT, { id: own.id }, bearer(admin.idToken))).body.data).toEqual({
        order: { status: "PENDING", nextStatuses: ["PROCESSING", "CANCELLED"] },
      });

      await shop.graphql(SET, { id: own.id, s: "PROCESSING" }, bearer(admin.idToken));
      expect(await canCancel(own.id, bearer(shopper.idToken))).toBe(false);
      expect(await canCancel(own.id, bearer(admin.idToken))).toBe(true);
      expect((await shop.graphql(NEXT, { id: own.id }, bearer(admin.idToken))).body.data?.order).toEqual({
        status: "PROCESSING",
        nextStatuses: ["SHIPPED", "CANCELLED"],
      });
      expect((await shop.graphql(NEXT, { id: own.id }, bearer(shopper.idToken))).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await shop.graphql(CANCEL, { id: guest.order.id, token: guest.guestToken })).body.data).toBeTruthy();
      expect(await canCancel(guest.order.id, undefined, guest.guestToken)).toBe(false);
    });
  });

  describe("my orders", () => {
    it("lists the customer's orders newest first, paginated and filtered by status", async () => {
      const customer = await auth.signUp(`mine-${randomUUID()}@shop.test`);
      for (let i = 0; i < 3; i++) await place(guestInput({ email: null }), bearer(customer.idToken));
      const MINE = `query($s: OrderStatus, $skip: Int, $take: Int) { myOrders(status: $s, skip: $skip, take: $take) { totalItems items { number status } } }`;
      const page = await shop.graphql<{ myOrders: { totalItems: number; items: { number: number }[] } }>(MINE, { take: 2 }, bearer(customer.idToken));
      expect(page.body.data?.myOrders.totalItems).toBe(3);
      expect(page.body.data?.myOrders.items).toHaveLength(2);
      const numbers = page.body.data!.myOrders.items.map((o) => o.number);
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
      const none = await shop.graphql<{ myOrders: { totalItems: number } }>(MINE, { s: "DELIVERED" }, bearer(customer.idToken));
      expect(none.body.data?.myOrders.totalItems).toBe(0);
      expect((await shop.graphql(MINE, {})).body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });

    const CLAIM = "mutation { claimGuestOrders }";
    const customerOf = async (orderId: string) => (await shop.database.dataSource.getRepository(Order).findOneByOrFail({ id: orderId })).customerUid;

    it("attaches guest orders placed with a verified email only when that person claims them, once", async () => {
      const email = `later-${randomUUID()}@shop.test`;
      const { order } = (await place(guestInput({ email }))).placeOrder;
      const account = await auth.signUp(email);
      await auth.verifyEmail(account.uid);
      const { idToken } = await auth.signIn(email, "Some-pass-123");
      // Asking who is signed in (me, myOrders) writes no order.
      expect((await shop.graphql("{ me { uid } }", undefined, bearer(idToken))).body.data).toEqual({ me: { uid: account.uid } });
      const before = await shop.graphql<{ myOrders: { totalItems: number } }>("{ myOrders { totalItems } }", undefined, bearer(idToken));
      expect(before.body.data?.myOrders.totalItems).toBe(0);
      expect(await customerOf(order.id)).toBeNull();

      const claim = await shop.graphql<{ claimGuestOrders: number }>(CLAIM, undefined, bearer(idToken));
      expect(claim.body).toEqual({ data: { claimGuestOrders: 1 }, extensions: { cost: expect.any(Object) } });
      expect(await customerOf(order.id)).toBe(account.uid);
      const mine = await shop.graphql<{ myOrders: { items: { number: number }[] } }>("{ myOrders { items { number } } }", undefined, bearer(idToken));
      expect(mine.body.data?.myOrders.items.map((o) => o.number)).toContain(order.number);
      // Safe to repeat.
      expect((await shop.graphql(CLAIM, undefined, bearer(idToken))).body).toEqual({ data: { claimGuestOrders: 0 }, extensions: { cost: expect.any(Object) } });
      expect(await customerOf(order.id)).toBe(account.uid);
    });

    it("does not attach them for an unverified email", async () => {
      const email = `unverified-${randomUUID()}@shop.test`;
      const { order } = (await place(guestInput({ email }))).placeOrder;
      const account = await auth.signUp(email);
      expect((await shop.graphql(CLAIM, undefined, bearer(account.idToken))).body).toEqual({ data: { claimGuestOrders: 0 }, extensions: { cost: expect.any(Object) } });
      const mine = await shop.graphql<{ myOrders: { totalItems: number } }>("{ myOrders { totalItems } }", undefined, bearer(account.idToken));
      expect(mine.body.data?.myOrders.totalItems).toBe(0);
      expect(await customerOf(order.id)).toBeNull();
    });
  });
});
