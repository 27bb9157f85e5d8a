import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Product, ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { OrderStatusChange } from "../../graph/src/orders/order-status-change.entity.js";
import { Order, OrderStatus } from "../../graph/src/orders/order.entity.js";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

const [, shopperAccount] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0], (typeof DEMO_ACCOUNTS)[0]];

const PLACE = `mutation Place($input: PlaceOrderInput!) {
  placeOrder(input: $input) { guestToken order { id number name phone address notes } }
}`;

interface Placed {
  placeOrder: { guestToken: string | null; order: { id: string; number: number; name: string; phone: string; address: string; notes: string | null } };
}

/**
 * What an attacker tries against checkout: loops of cash-on-delivery orders, and other people's
 * idempotency keys. The shop runs with its default order limits here.
 */
describe.skipIf(skipDatabaseTests)(`order abuse (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let auth: TestAuth;
  let productId: string;

  beforeAll(async () => {
    auth = await startTestAuth();
    shop = await startTestShop({ seed: true, env: { USE_AUTH_EMULATOR: "true", FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host } });
    const category = (await shop.services.categories.findBySlugOrName("kids"))!;
    productId = (
      await shop.services.products.create({
        name: "Abuse Test Kite",
        priceMinor: 30_000,
        categoryId: category.id,
        sku: "ABUSE-KITE",
        stock: 1_000,
        status: ProductStatus.ACTIVE,
      })
    ).id;
  }, 180_000);
  afterAll(async () => {
    await shop?.close();
    await auth?.stop();
  });

  let phoneSeq = 0;
  /** A guest checkout with its own phone and email unless told otherwise. */
  const guest = (extra: Record<string, unknown> = {}) => {
    const n = ++phoneSeq;
    return {
      lines: [{ productId, quantity: 1 }],
      name: "Guest Buyer",
      phone: `+880 1800-${String(n).padStart(6, "0")}`,
      email: `guest-${n}-${randomUUID().slice(0, 6)}@example.com`,
      district: "Dhaka",
      address: "House 1, Road 1, Banani",
      ...extra,
    };
  };
  const placeFrom = async (address: string, input: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await shop.app.inject({
      method: "POST",
      url: "/graphql",
      remoteAddress: address,
      headers: { "content-type": "application/json", ...headers },
      payload: { query: PLACE, variables: { input } },
    });
    return { status: res.statusCode, headers: res.headers, body: res.json() as { data?: Placed | null; errors?: { message: string; extensions?: Record<string, unknown> }[] } };
  };
  const restOrderFrom = async (address: string, body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const res = await shop.app.inject({
      method: "POST",
      url: "/api/order",
      remoteAddress: address,
      headers: { "content-type": "application/json", ...headers },
      payload: body,
    });
    return { status: res.statusCode, headers: res.headers, body: res.json() as Record<string, unknown> };
  };
  const stock = async () => (await shop.database.dataSource.getRepository(Product).findOneByOrFail({ id: productId })).stock;
  const orders = () => shop.database.dataSource.getRepository(Order).count();

  describe("order limits", () => {
    it("refuses the 11th order from one address in 10 minutes with 429, Retry-After and RATE_LIMITED, taking nothing", async () => {
      for (let i = 0; i < 10; i++) expect((await placeFrom("10.1.0.1", guest())).body.errors).toBeUndefined();
      const [before, count] = [await stock(), await orders()];
      const refused = await placeFrom("10.1.0.1", guest());
      expect(refused.status).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(600);
      expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: "RATE_LIMITED", retryAfterSeconds: Number(refused.headers["retry-after"]) });
      expect(refused.body.errors?.[0]?.message).toMatch(/^Too many orders in a short time\. Please try again in \d+ minutes?/);
      expect([await stock(), await orders()]).toEqual([before, count]);
      // Another address is not affected.
      expect((await placeFrom("10.1.0.2", guest())).body.errors).toBeUndefined();
    });

    it("limits one phone to 5 orders an hour, whatever the address and however it is written", async () => {
      const phone = "+880 1900-123456";
      for (let i = 0; i < 5; i++) expect((await placeFrom(`10.2.0.${i}`, guest({ phone }))).body.errors).toBeUndefined();
      const refused = await placeFrom("10.2.1.1", guest({ phone: "+8801900123456" }));
      expect(refused.status).toBe(429);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    });

    it("limits one email the same way", async () => {
      const email = `same-${randomUUID().slice(0, 6)}@example.com`;
      for (let i = 0; i < 5; i++) expect((await placeFrom(`10.3.0.${i}`, guest({ email }))).body.errors).toBeUndefined();
      const refused = await placeFrom("10.3.1.1", guest({ email: email.toUpperCase() }));
      expect(refused.body.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    });

    it("limits POST /api/order too, with a JSON 429 and Retry-After", async () => {
      const body = (n: number) => ({
        name: "Rest Buyer",
        phone: `0171${String(n).padStart(7, "0")}`,
        district: "Dhaka",
        address: "House 2, Road 2, Uttara",
        items: [{ productId, quantity: 1 }],
      });
      for (let i = 0; i < 10; i++) expect((await restOrderFrom("10.4.0.1", body(i))).status).toBe(201);
      const before = await stock();
      const refused = await restOrderFrom("10.4.0.1", body(99));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.body).toMatchObject({ success: false, code: "RATE_LIMITED", retryAfterSeconds: Number(refused.headers["retry-after"]) });
      expect(await stock()).toBe(before);
    });

    it("does not count a retry of an order already placed", async () => {
      const input = guest({ idempotencyKey: `retry-${randomUUID()}` });
      const first = await placeFrom("10.5.0.1", input);
      for (let i = 0; i < 12; i++) {
        const retry = await placeFrom("10.5.0.1", input);
        expect(retry.body.data?.placeOrder.order.id).toBe(first.body.data?.placeOrder.order.id);
      }
    });
  });

  describe("idempotency keys are scoped to their caller", () => {
    it("gives another guest who sends the same key a new order of their own, never the first guest's", async () => {
      const key = `leaked-${randomUUID()}`;
      const victim = await placeFrom("10.6.0.1", guest({ idempotencyKey: key, name: "Victim", address: "Secret street 1", notes: "gate code 1234" }));
      const victimOrder = victim.body.data!.placeOrder.order;
      const attacker = await placeFrom("10.6.0.2", guest({ idempotencyKey: key, name: "Attacker" }));
      const answer = JSON.stringify(attacker.body);
      expect(attacker.body.data?.placeOrder.order.id).not.toBe(victimOrder.id);
      for (const secret of ["Victim", "Secret street 1", "gate code 1234", victimOrder.phone, victimOrder.id]) expect(answer).not.toContain(secret);
    });

    it("answers a different request under the same key with CONFLICT and writes nothing", async () => {
      const input = guest({ idempotencyKey: `changed-${randomUUID()}` });
      await placeFrom("10.7.0.1", input);
      const [before, count] = [await stock(), await orders()];
      const changed = await placeFrom("10.7.0.1", { ...input, address: "Another house, another road", lines: [{ productId, quantity: 3 }] });
      expect(changed.body.errors?.[0]?.extensions?.code).toBe("CONFLICT");
      expect(changed.body.data).toBeNull();
      expect(JSON.stringify(changed.body)).not.toContain("House 1, Road 1");
      expect([await stock(), await orders()]).toEqual([before, count]);
    });

    it("answers a guest's own retry with the same order and the same token", async () => {
      const input = guest({ idempotencyKey: `mine-${randomUUID()}` });
      const first = (await placeFrom("10.8.0.1", input)).body.data!.placeOrder;
      const retry = (await placeFrom("10.8.0.1", input)).body.data!.placeOrder;
      expect(retry.order.id).toBe(first.order.id);
      expect(retry.guestToken).toBe(first.guestToken);
      const ORDER = `query($id: ID!, $token: String) { order(id: $id, guestToken: $token) { id } }`;
      expect((await shop.graphql(ORDER, { id: first.order.id, token: retry.guestToken })).body.data).toEqual({ order: { id: first.order.id } });
    });

    it("does not hand a customer's order to a guest who sends the customer's key", async () => {
      const { idToken } = await auth.signIn(shopperAccount.email, shopperAccount.password);
      const key = `customer-${randomUUID()}`;
      const input = guest({ idempotencyKey: key, notes: "customer secret note" });
      const mine = await placeFrom("10.9.0.1", input, { authorization: `Bearer ${idToken}` });
      const mineId = mine.body.data!.placeOrder.order.id;
      const stranger = await placeFrom("10.9.0.2", input);
      expect(stranger.body.data?.placeOrder.order.id).not.toBe(mineId);
      expect(stranger.body.data?.placeOrder.guestToken).toBeTruthy();
      // The customer's own retry still finds their order.
      const again = await placeFrom("10.9.0.1", input, { authorization: `Bearer ${idToken}` });
      expect(again.body.data?.placeOrder.order.id).toBe(mineId);
    });

    it("keeps no idempotency key in the database, only its hash", async () => {
      const key = `stored-${randomUUID()}`;
      const placed = await placeFrom("10.10.0.1", guest({ idempotencyKey: key }));
      const [row] = (await shop.database.dataSource.query(`SELECT * FROM "shop_order" WHERE "id" = $1`, [placed.body.data!.placeOrder.order.id])) as Record<string, unknown>[];
      expect(JSON.stringify(row)).not.toContain(key);
      expect(row?.idempotencyKeyHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it("gives REST's Idempotency-Key the same rules: the same answer to a retry, CONFLICT for another body, nothing to others", async () => {
      const key = `rest-${randomUUID()}`;
      const body = { name: "Rest Guest", phone: "01733333333", district: "Dhaka", address: "House 3, Road 3, Mirpur", notes: "rest secret", items: [{ productId, quantity: 1 }] };
      const first = await restOrderFrom("10.11.0.1", body, { "idempotency-key": key });
      expect(first.status).toBe(201);
      const retry = await restOrderFrom("10.11.0.1", body, { "idempotency-key": key });
      expect(retry.status).toBe(201);
      expect(retry.headers["idempotent-replayed"]).toBe("true");
      expect(retry.body.id).toBe(first.body.id);
      const changed = await restOrderFrom("10.11.0.1", { ...body, items: [{ productId, quantity: 2 }] }, { "idempotency-key": key });
      expect(changed.status).toBe(409);
      const other = await restOrderFrom("10.11.0.2", { ...body, phone: "01744444444" }, { "idempotency-key": key });
      expect(other.status).toBe(201);
      expect(other.body.id).not.toBe(first.body.id);
    });
  });

  describe("unconfirmed orders", () => {
    it("are cancelled by the system after the hold window, returning their stock; confirmed ones are kept", async () => {
      const placed = await placeFrom("10.12.0.1", guest({ lines: [{ productId, quantity: 4 }] }));
      const confirmed = await placeFrom("10.12.0.2", guest({ lines: [{ productId, quantity: 2 }] }));
      const staleId = placed.body.data!.placeOrder.order.id;
      const confirmedId = confirmed.body.data!.placeOrder.order.id;
      const repo = shop.database.dataSource.getRepository(Order);
      const longAgo = new Date(Date.now() - 73 * 3_600_000);
      await repo.update({ id: staleId }, { createdAt: longAgo });
      await repo.update({ id: confirmedId }, { createdAt: longAgo, status: OrderStatus.PROCESSING });
      const before = await stock();

      const cancelled = await shop.services.orders.expireUnconfirmed(new Date(Date.now() - 72 * 3_600_000), "Not confirmed in time");
      expect(cancelled).toBeGreaterThanOrEqual(1);
      expect((await repo.findOneByOrFail({ id: staleId })).status).toBe("CANCELLED");
      expect((await repo.findOneByOrFail({ id: confirmedId })).status).toBe("PROCESSING");
      expect(await stock()).toBe(before + 4);
      const history = await shop.database.dataSource.getRepository(OrderStatusChange).findBy({ orderId: staleId });
      expect(history.map((h) => [h.status, h.by])).toContainEqual(["CANCELLED", "system"]);
      // The shop's own words are for the customer (decision 042).
      expect(history.find((h) => h.status === "CANCELLED")).toMatchObject({ note: null, customerNote: "Not confirmed in time" });
      // A second sweep finds nothing more to release.
      expect(await shop.services.orders.expireUnconfirmed(new Date(Date.now() - 72 * 3_600_000), "again")).toBe(0);
      expect(await stock()).toBe(before + 4);
    });
  });

  describe("the contact form's limit", () => {
    const CONTACT = `mutation($input: ContactMessageInput!) { createContactMessage(input: $input) { id } }`;
    const message = { name: "Nadia", email: "nadia@example.com", subject: "Sizes", message: "Do the shirts run small?" };

    it("says when to retry: 429 with Retry-After on GraphQL and REST", async () => {
      let last: { statusCode: number; headers: Record<string, unknown>; json(): unknown } | undefined;
      for (let i = 0; i < 6; i++) {
        last = await shop.app.inject({
          method: "POST",
          url: "/graphql",
          remoteAddress: "10.20.0.1",
          headers: { "content-type": "application/json" },
          payload: { query: CONTACT, variables: { input: message } },
        });
      }
      expect(last?.statusCode).toBe(429);
      expect(Number(last?.headers["retry-after"])).toBeGreaterThan(0);
      expect((last?.json() as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe("RATE_LIMITED");

      const rest = await shop.app.inject({ method: "POST", url: "/api/contact", remoteAddress: "10.20.0.1", payload: message });
      expect(rest.statusCode).toBe(429);
      expect(Number(rest.headers["retry-after"])).toBeGreaterThan(0);
    });
  });
});
