import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditEntry } from "../../graph/src/audit/audit-entry.entity.js";
import { Product, ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { loadConfig } from "../../graph/src/config.js";
import { expireUnconfirmedOrders } from "../../graph/src/orders/order-expiry.js";
import { OrderStatusChange } from "../../graph/src/orders/order-status-change.entity.js";
import { Order, OrderStatus } from "../../graph/src/orders/order.entity.js";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

const [adminAccount, shopperAccount] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0], (typeof DEMO_ACCOUNTS)[0]];

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
    shop = await startTestShop({
      seed: true,
      env: { USE_AUTH_EMULATOR: "true", FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host, ADMIN_EMAILS: adminAccount.email },
    });
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

    it("counts 017…, +88017… and 0088017… as one phone", async () => {
      const spellings = ["01911-223344", "+8801911223344", "008801911223344", "+880 1911 223344", "0191-1223344"];
      for (const [i, phone] of spellings.entries()) expect((await placeFrom(`10.2.2.${i}`, guest({ phone }))).body.errors).toBeUndefined();
      const refused = await placeFrom("10.2.3.1", guest({ phone: "00880 1911-223344" }));
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

  describe("what one client can hold (decision 039)", () => {
    /** Every unit the shop has, as the catalog counts it. */
    const shopStock = async () =>
      Number(((await shop.database.dataSource.query(`SELECT sum("stock") AS "units" FROM "product" WHERE "deletedAt" IS NULL`)) as { units: string }[])[0]!.units);
    /** One line per active demo product with stock (its best-stocked variant, if it has variants), `quantity` units each. */
    const catalogLines = async (count: number, quantity: number) => {
      const rows = (await shop.database.dataSource.query(
        `SELECT p."id" AS "productId", v."color", v."size"
         FROM "product" p
         LEFT JOIN LATERAL (SELECT * FROM "product_variant" v WHERE v."productId" = p."id" ORDER BY v."stock" DESC LIMIT 1) v ON true
         WHERE p."status" = 'ACTIVE' AND p."deletedAt" IS NULL AND coalesce(v."stock", p."stock") >= $1 AND p."id" <> $3
         ORDER BY p."id" LIMIT $2`,
        [quantity, count, productId],
      )) as { productId: string; color: string | null; size: string | null }[];
      expect(rows).toHaveLength(count);
      return rows.map((row) => ({ ...row, quantity }));
    };
    const errorOf = (placed: Awaited<ReturnType<typeof placeFrom>>) => placed.body.errors?.[0];

    it("refuses the issue's attack (5 orders of 50 lines x 100 units) on the per-line limit, taking nothing", async () => {
      const lines = (await catalogLines(50, 1)).map((line) => ({ ...line, quantity: 100 }));
      const [before, count] = [await shopStock(), await orders()];
      for (let i = 0; i < 5; i++) {
        const refused = await placeFrom("10.30.0.1", guest({ lines }));
        expect(errorOf(refused)?.extensions).toMatchObject({ code: "BAD_USER_INPUT", limit: 50, fields: [{ field: "lines.0.quantity" }] });
      }
      expect([await shopStock(), await orders()]).toEqual([before, count]);
    });

    it("lets one address take at most ORDER_UNITS_PER_ADDRESS (300) units a day, however its orders are cut and whatever phones they give", async () => {
      const lines = await catalogLines(50, 3);
      const before = await shopStock();
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await placeFrom("10.31.0.1", guest({ lines })));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429, 429, 429]);
      const refused = errorOf(answers[2]!);
      expect(refused?.extensions).toMatchObject({ code: "RATE_LIMITED" });
      const wait = refused?.extensions?.retryAfterSeconds as number;
      expect(wait).toBeGreaterThan(23 * 3600);
      expect(wait).toBeLessThanOrEqual(24 * 3600);
      expect(refused?.message).toMatch(/more items than the shop lets one buyer hold in a day\. Please try again in 24 hours/);
      const taken = before - (await shopStock());
      expect(taken).toBe(300);
      // The demo catalog keeps most of its stock: one address held about a tenth of it.
      expect(taken / before).toBeLessThan(0.15);
      // A small order from the same address is refused too: the budget is spent for the day.
      expect((await placeFrom("10.31.0.1", guest())).status).toBe(429);
    });

    it("counts signed-in customers by account, not by their (perhaps shared) address", async () => {
      const { idToken } = await auth.signIn(shopperAccount.email, shopperAccount.password);
      // 10.31.0.1 spent its guests' budget above; a customer behind it still orders.
      const placed = await placeFrom("10.31.0.1", guest({ lines: [{ productId, quantity: 10 }] }), { authorization: `Bearer ${idToken}` });
      expect(placed.body.errors).toBeUndefined();
    });

    it("lets one phone hold at most ORDER_UNITS_PER_CONTACT (200) units a day, from any address and however it is written", async () => {
      const before = await stock();
      const spellings = ["01722-334455", "+880 1722 334455", "00880-1722-334455", "+8801722334455"];
      const order = (i: number, lines: { productId: string; quantity: number }[]) => placeFrom(`10.32.0.${i}`, guest({ phone: spellings[i % 4], lines }));
      for (const i of [0, 1, 2]) expect((await order(i, [{ productId, quantity: 50 }])).body.errors).toBeUndefined();
      const refused = await order(3, [{ productId, quantity: 50 }, ...(await catalogLines(1, 1))]);
      expect(refused.status).toBe(429);
      expect(errorOf(refused)?.extensions?.code).toBe("RATE_LIMITED");
      expect(await stock()).toBe(before - 150);
      // What fits the budget still goes through: a refused order took none of it.
      expect((await order(4, [{ productId, quantity: 50 }])).body.errors).toBeUndefined();
      expect(await stock()).toBe(before - 200);
    });

    it("refuses a line or an order over its unit limit with BAD_USER_INPUT on the field, changing nothing", async () => {
      const [before, count] = [await stock(), await orders()];
      const line = await placeFrom("10.33.0.1", guest({ lines: [{ productId, quantity: 51 }] }));
      expect(errorOf(line)?.extensions).toMatchObject({ code: "BAD_USER_INPUT", limit: 50, fields: [{ field: "lines.0.quantity" }] });
      expect(errorOf(line)?.message).toBe("At most 50 of one item in an order. For more, please call the shop.");
      // The same product on two lines is one line.
      const split = await placeFrom("10.33.0.1", guest({ lines: [{ productId, quantity: 30 }, { productId, quantity: 30 }] }));
      expect(errorOf(split)?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ field: "lines.1.quantity" }] });
      const lines = (await catalogLines(4, 1)).map((line) => ({ ...line, quantity: 40 }));
      const big = await placeFrom("10.33.0.1", guest({ lines }));
      expect(errorOf(big)?.extensions).toMatchObject({ code: "BAD_USER_INPUT", limit: 150, fields: [{ field: "lines" }] });
      expect(errorOf(big)?.message).toBe("An order holds at most 150 items; this one has 160. For a larger order, please call the shop.");
      const rest = await restOrderFrom("10.33.0.2", { name: "Rest Buyer", phone: "01755555555", district: "Dhaka", address: "House 9", items: [{ productId, quantity: 60 }] });
      expect(rest.status).toBe(400);
      expect(rest.body).toMatchObject({ success: false, code: "BAD_USER_INPUT" });
      expect([await stock(), await orders()]).toEqual([before, count]);
      // A family's order (10 lines of up to 10 units) meets no limit.
      expect((await placeFrom("10.33.0.3", guest({ lines: await catalogLines(10, 10) }))).body.errors).toBeUndefined();
    });

    it("does not count a retry of an order already placed against the unit budgets", async () => {
      const phone = "01733-998877";
      const input = guest({ phone, idempotencyKey: `units-${randomUUID()}`, lines: [{ productId, quantity: 50 }] });
      const first = await placeFrom("10.34.0.1", input);
      expect(first.body.errors).toBeUndefined();
      for (let i = 0; i < 3; i++) expect((await placeFrom("10.34.0.1", input)).body.data?.placeOrder.order.id).toBe(first.body.data?.placeOrder.order.id);
      for (let i = 2; i <= 4; i++) expect((await placeFrom(`10.34.0.${i}`, guest({ phone, lines: [{ productId, quantity: 50 }] }))).body.errors).toBeUndefined();
      const refused = await placeFrom("10.34.0.5", guest({ phone }));
      expect(refused.body.errors?.[0]?.message).toMatch(/hold in a day/);
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

  describe("the owner sees and releases suspicious holds (decision 039)", () => {
    const HOLDS = `{ suspiciousHolds { kind units since orderCount orders { id status } } }`;
    const RELEASE = `mutation($ids: [ID!]!, $reason: String) { releaseHolds(orderIds: $ids, reason: $reason) { id status } }`;
    interface Hold {
      kind: string;
      units: number;
      since: string;
      orders: { id: string; status: string }[];
    }
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

    it("groups pending orders by guest client address and by phone, for an admin only, and releases them returning the stock", async () => {
      const admin = await auth.signIn(adminAccount.email, adminAccount.password);
      const shopper = await auth.signIn(shopperAccount.email, shopperAccount.password);
      const place = async (address: string, input: Record<string, unknown>) => (await placeFrom(address, input)).body.data!.placeOrder.order.id;
      const fromOneAddress: string[] = [];
      for (let i = 0; i < 5; i++) fromOneAddress.push(await place("10.50.0.1", guest({ lines: [{ productId, quantity: 30 }] })));
      const onePhone: string[] = [];
      for (const [i, phone] of ["01766-554433", "+880 1766 554433", "00880-1766-554433"].entries()) {
        onePhone.push(await place(`10.51.0.${i}`, guest({ phone, lines: [{ productId, quantity: 2 }] })));
      }
      const small = await place("10.52.0.1", guest({ lines: [{ productId, quantity: 2 }] }));

      // The address is kept as a keyed hash while the order is pending, never as the address.
      const [row] = (await shop.database.dataSource.query(`SELECT * FROM "shop_order" WHERE "id" = $1`, [fromOneAddress[0]])) as Record<string, unknown>[];
      expect(row?.clientAddressHash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toContain("10.50.0.1");

      for (const headers of [{}, bearer(shopper.idToken)]) {
        const refused = await shop.graphql(HOLDS, {}, headers);
        expect(refused.body.data).toBeNull();
        expect(["UNAUTHENTICATED", "FORBIDDEN"]).toContain(refused.body.errors?.[0]?.extensions?.code);
        const release = await shop.graphql(RELEASE, { ids: fromOneAddress }, headers);
        expect(["UNAUTHENTICATED", "FORBIDDEN"]).toContain(release.body.errors?.[0]?.extensions?.code);
      }

      const holds = (await shop.graphql<{ suspiciousHolds: Hold[] }>(HOLDS, {}, bearer(admin.idToken))).body.data!.suspiciousHolds;
      const byAddress = holds.find((h) => h.orders.some((o) => o.id === fromOneAddress[0]));
      expect(byAddress).toMatchObject({ kind: "CLIENT_ADDRESS", units: 150, orderCount: 5 });
      expect(byAddress!.orders.map((o) => o.id)).toEqual(fromOneAddress);
      const byPhone = holds.find((h) => h.orders.some((o) => o.id === onePhone[0]));
      expect(byPhone).toMatchObject({ kind: "PHONE", units: 6 });
      expect(byPhone!.orders.map((o) => o.id)).toEqual(onePhone);
      expect(holds.some((h) => h.orders.some((o) => o.id === small))).toBe(false);
      expect(holds.map((h) => h.units)).toEqual([...holds.map((h) => h.units)].sort((a, b) => b - a));

      const before = await stock();
      const released = await shop.graphql<{ releaseHolds: { id: string; status: string }[] }>(
        RELEASE,
        { ids: fromOneAddress, reason: "Five orders from one address in a minute" },
        bearer(admin.idToken),
      );
      expect(released.body.data?.releaseHolds.map((o) => o.status)).toEqual(["CANCELLED", "CANCELLED", "CANCELLED", "CANCELLED", "CANCELLED"]);
      expect(await stock()).toBe(before + 150);
      // The customer is told the shop cancelled it; the admin's reason stays with staff and in the audit log.
      const history = await shop.database.dataSource.getRepository(OrderStatusChange).findBy({ orderId: fromOneAddress[0], status: OrderStatus.CANCELLED });
      expect(history.map((h) => [h.by, h.byUid, h.customerNote, h.note])).toEqual([
        ["admin", admin.uid, "Cancelled by the shop: the stock it held was released.", "Five orders from one address in a minute"],
      ]);
      const audit = await shop.database.dataSource
        .getRepository(AuditEntry)
        .createQueryBuilder("a")
        .where("a.action = 'order.releaseHold'")
        .andWhere(`a."entityIds" @> :ids::jsonb`, { ids: JSON.stringify([fromOneAddress[0]]) })
        .getMany();
      expect(audit.map((a) => [a.actorEmail, a.before, a.after])).toEqual([
        [adminAccount.email, { status: "PENDING" }, { status: "CANCELLED", reason: "Five orders from one address in a minute" }],
      ]);
      const [afterRow] = (await shop.database.dataSource.query(`SELECT "clientAddressHash" FROM "shop_order" WHERE "id" = $1`, [fromOneAddress[0]])) as Record<string, unknown>[];
      expect(afterRow?.clientAddressHash).toBeNull();

      // Released orders are no longer listed; releasing them again changes nothing.
      const after = (await shop.graphql<{ suspiciousHolds: Hold[] }>(HOLDS, {}, bearer(admin.idToken))).body.data!.suspiciousHolds;
      expect(after.some((h) => h.orders.some((o) => fromOneAddress.includes(o.id)))).toBe(false);
      expect((await shop.graphql<{ releaseHolds: unknown[] }>(RELEASE, { ids: fromOneAddress }, bearer(admin.idToken))).body.data?.releaseHolds).toEqual([]);
      expect(await stock()).toBe(before + 150);
      const bad = await shop.graphql(RELEASE, { ids: ["not-an-id"] }, bearer(admin.idToken));
      expect(bad.body.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT", fields: [{ field: "orderIds" }] });
    });
  });

  describe("guests' orders hold their stock for a shorter time (decision 039)", () => {
    it("cancels a guest's unconfirmed order after GUEST_ORDER_HOLD_HOURS (24) and a customer's after PENDING_ORDER_HOLD_HOURS (72)", async () => {
      const config = loadConfig({});
      const holds = { holdHours: config.pendingOrderHoldHours, guestHoldHours: config.guestOrderHoldHours };
      expect(holds).toEqual({ holdHours: 72, guestHoldHours: 24 });
      const { idToken } = await auth.signIn(shopperAccount.email, shopperAccount.password);
      const place = async (address: string, quantity: number, headers: Record<string, string> = {}) =>
        (await placeFrom(address, guest({ lines: [{ productId, quantity }] }), headers)).body.data!.placeOrder.order.id;
      const guestOld = await place("10.40.0.1", 3);
      const guestNew = await place("10.40.0.2", 5);
      const customerOld = await place("10.40.0.3", 7, { authorization: `Bearer ${idToken}` });
      const repo = shop.database.dataSource.getRepository(Order);
      const now = Date.now();
      const ago = (hours: number) => new Date(now - hours * 3_600_000);
      await repo.update({ id: guestOld }, { createdAt: ago(25) });
      await repo.update({ id: guestNew }, { createdAt: ago(23) });
      await repo.update({ id: customerOld }, { createdAt: ago(25) });
      const statuses = async () => (await Promise.all([guestOld, guestNew, customerOld].map((id) => repo.findOneByOrFail({ id })))).map((o) => o.status);
      const before = await stock();

      await expireUnconfirmedOrders(shop.services.orders, holds, now);
      expect(await statuses()).toEqual(["CANCELLED", "PENDING", "PENDING"]);
      expect(await stock()).toBe(before + 3);
      const history = await shop.database.dataSource.getRepository(OrderStatusChange).findBy({ orderId: guestOld, status: OrderStatus.CANCELLED });
      expect(history.map((h) => [h.by, h.customerNote])).toEqual([["system", "Not confirmed within 24 hours: cancelled automatically and the stock returned."]]);

      // A day later every guest order placed here has gone, the customer's is still held; after three days it goes too.
      await expireUnconfirmedOrders(shop.services.orders, holds, now + 24 * 3_600_000);
      expect(await statuses()).toEqual(["CANCELLED", "CANCELLED", "PENDING"]);
      await expireUnconfirmedOrders(shop.services.orders, holds, now + 48 * 3_600_000);
      expect(await statuses()).toEqual(["CANCELLED", "CANCELLED", "CANCELLED"]);
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
