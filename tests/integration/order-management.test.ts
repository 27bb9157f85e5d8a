import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditEntry } from "../../graph/src/audit/audit-entry.entity.js";
import { Product, ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { OrderStatus } from "../../graph/src/orders/order.entity.js";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";

const [adminAccount, shopperAccount] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0], (typeof DEMO_ACCOUNTS)[0]];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const SET_STATUS = `mutation($ids: [ID!]!, $status: OrderStatus!, $note: String) {
  setOrdersStatus(ids: $ids, status: $status, note: $note) { orderId number ok refusal message order { id status history { status by note } } }
}`;
const BY_IDS = `query($ids: [ID!]!) { ordersByIds(ids: $ids) { id number name total lines { name quantity lineTotal } } }`;

interface Outcome {
  orderId: string;
  number: number | null;
  ok: boolean;
  refusal: string | null;
  message: string | null;
  order: { id: string; status: string; history: { status: string; by: string; note: string | null }[] } | null;
}

describe.skipIf(skipDatabaseTests)(`order management: bulk status and printing (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let auth: TestAuth;
  let admin: { idToken: string; uid: string };
  let shopper: { idToken: string; uid: string };
  let productId: string;

  beforeAll(async () => {
    auth = await startTestAuth();
    shop = await startTestShop({
      seed: true,
      env: {
        USE_AUTH_EMULATOR: "true",
        FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host,
        ADMIN_EMAILS: adminAccount.email,
        ORDER_LIMIT_PER_ADDRESS: "0",
        ORDER_LIMIT_PER_CONTACT: "0",
        ORDER_UNITS_PER_ADDRESS: "0",
        ORDER_UNITS_PER_CONTACT: "0",
      },
    });
    admin = await auth.signIn(adminAccount.email, adminAccount.password);
    shopper = await auth.signIn(shopperAccount.email, shopperAccount.password);
    const category = (await shop.services.categories.findBySlugOrName("kids"))!;
    const product = await shop.services.products.create({
      name: "Bulk Test Tee",
      priceMinor: 50_000,
      categoryId: category.id,
      sku: `BULK-${randomUUID().slice(0, 8)}`,
      stock: 1000,
      status: ProductStatus.ACTIVE,
    });
    productId = product.id;
  }, 180_000);
  afterAll(async () => {
    await shop?.close();
    await auth?.stop();
  });

  const stock = async () => (await shop.database.dataSource.getRepository(Product).findOneByOrFail({ id: productId })).stock;

  /** A guest order of `quantity` tees, moved along to `status` by the admin. */
  async function orderIn(status: OrderStatus, quantity = 1) {
    const { order } = await shop.services.orders.place(
      { lines: [{ productId, quantity }], name: "Rahim Uddin", phone: "01711000000", email: "rahim@example.com", district: "Dhaka", address: "House 5, Road 2, Dhanmondi" },
      null,
      { requireEmail: true, clientIp: "127.0.0.1" },
    );
    const path = { PENDING: [], PROCESSING: [OrderStatus.PROCESSING], SHIPPED: [OrderStatus.PROCESSING, OrderStatus.SHIPPED], DELIVERED: [OrderStatus.PROCESSING, OrderStatus.SHIPPED, OrderStatus.DELIVERED], CANCELLED: [OrderStatus.CANCELLED] }[status];
    for (const step of path) {
      const { body } = await shop.graphql(`mutation($id: ID!, $s: OrderStatus!) { setOrderStatus(id: $id, status: $s) { id } }`, { id: order.id, s: step }, bearer(admin.idToken));
      expect(body.errors).toBeUndefined();
    }
    return order;
  }

  const setStatus = (variables: Record<string, unknown>, token = admin.idToken) =>
    shop.graphql<{ setOrdersStatus: Outcome[] }>(SET_STATUS, variables, bearer(token));

  it("changes the orders the status machine allows and refuses the others, each with its reason", async () => {
    const pending = await orderIn(OrderStatus.PENDING);
    const processing = await orderIn(OrderStatus.PROCESSING);
    const delivered = await orderIn(OrderStatus.DELIVERED);
    const cancelled = await orderIn(OrderStatus.CANCELLED);
    const missing = randomUUID();
    const before = await shop.database.dataSource.getRepository(AuditEntry).countBy({ action: "order.setStatus" });

    const { body } = await setStatus({ ids: [pending.id, delivered.id, processing.id, missing, cancelled.id, "not-an-id"], status: "SHIPPED", note: "Batch 7" });
    expect(body.errors).toBeUndefined();
    const outcomes = body.data!.setOrdersStatus;
    expect(outcomes.map((o) => [o.orderId, o.ok, o.refusal])).toEqual([
      [pending.id, false, "TRANSITION_NOT_ALLOWED"],
      [delivered.id, false, "TRANSITION_NOT_ALLOWED"],
      [processing.id, true, null],
      [missing, false, "NOT_FOUND"],
      [cancelled.id, false, "TRANSITION_NOT_ALLOWED"],
      ["not-an-id", false, "NOT_FOUND"],
    ]);
    expect(outcomes[0]!.message).toBe("An order that is pending cannot become shipped.");
    expect(outcomes[0]!.order?.status).toBe("PENDING");
    expect(outcomes[0]!.number).toBe(pending.number);
    expect(outcomes[2]!.order).toMatchObject({ status: "SHIPPED" });
    expect(outcomes[2]!.order!.history.at(-1)).toEqual({ status: "SHIPPED", by: "admin", note: "Batch 7" });

    // Only the change that happened is in the audit log, with who made it.
    const entries = await shop.database.dataSource.getRepository(AuditEntry).find({ where: { action: "order.setStatus" }, order: { at: "DESC" } });
    expect(entries.length).toBe(before + 1);
    expect(entries[0]).toMatchObject({ actorUid: admin.uid, entityIds: [processing.id], before: { status: "PROCESSING" }, after: { status: "SHIPPED" } });
  });

  it("cancels through the same path as one order: the stock comes back, once", async () => {
    const a = await orderIn(OrderStatus.PENDING, 3);
    const b = await orderIn(OrderStatus.PROCESSING, 2);
    const c = await orderIn(OrderStatus.DELIVERED, 1);
    const stockBefore = await stock();
    const { body } = await setStatus({ ids: [a.id, b.id, c.id, a.id], status: "CANCELLED" });
    expect(body.data!.setOrdersStatus.map((o) => o.ok)).toEqual([true, true, false]);
    expect(await stock()).toBe(stockBefore + 5);
    const again = await setStatus({ ids: [a.id], status: "CANCELLED" });
    expect(again.body.data!.setOrdersStatus[0]).toMatchObject({ ok: false, refusal: "TRANSITION_NOT_ALLOWED" });
    expect(await stock()).toBe(stockBefore + 5);
  });

  it("refuses an empty list, more than 100 orders and a long note, changing nothing", async () => {
    const order = await orderIn(OrderStatus.PENDING);
    for (const variables of [
      { ids: [], status: "PROCESSING" },
      { ids: Array.from({ length: 101 }, () => order.id), status: "PROCESSING" },
      { ids: [order.id], status: "PROCESSING", note: "x".repeat(501) },
    ]) {
      const { body } = await setStatus(variables);
      expect(body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }
    expect((await shop.services.orders.findByIds([order.id]))[0]!.status).toBe("PENDING");
  });

  it("is for admins only", async () => {
    const order = await orderIn(OrderStatus.PENDING);
    expect((await shop.graphql(SET_STATUS, { ids: [order.id], status: "PROCESSING" })).body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await setStatus({ ids: [order.id], status: "CANCELLED" }, shopper.idToken)).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await shop.graphql(BY_IDS, { ids: [order.id] }, bearer(shopper.idToken))).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await shop.services.orders.findByIds([order.id]))[0]!.status).toBe("PENDING");
  });

  it("reads orders by id for printing, in the order asked, unknown ids left out, at most 100", async () => {
    const first = await orderIn(OrderStatus.PROCESSING, 2);
    const second = await orderIn(OrderStatus.PENDING, 1);
    const { body } = await shop.graphql<{ ordersByIds: { id: string; total: number; lines: { quantity: number }[] }[] }>(
      BY_IDS,
      { ids: [second.id, randomUUID(), first.id, "junk"] },
      bearer(admin.idToken),
    );
    expect(body.data!.ordersByIds.map((o) => o.id)).toEqual([second.id, first.id]);
    expect(body.data!.ordersByIds[1]!.lines[0]!.quantity).toBe(2);
    const tooMany = await shop.graphql(BY_IDS, { ids: Array.from({ length: 101 }, () => randomUUID()) }, bearer(admin.idToken));
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("says clearly that courier dispatch is not configured when the server has no courier keys", async () => {
    const order = await orderIn(OrderStatus.PROCESSING);
    const info = await shop.graphql<{ courier: { configured: boolean; name: string | null } }>("{ courier { configured name } }", undefined, bearer(admin.idToken));
    expect(info.body.data!.courier).toEqual({ configured: false, name: null });
    for (const operation of ["mutation($ids: [ID!]!) { dispatchOrders(ids: $ids) { ok } }", "mutation($ids: [ID!]!) { refreshCourierStatus(ids: $ids) { ok } }"]) {
      const { body } = await shop.graphql(operation, { ids: [order.id] }, bearer(admin.idToken));
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", reason: "COURIER_NOT_CONFIGURED" });
      expect(body.errors?.[0]?.message).toContain("not configured");
    }
    const balance = await shop.graphql("{ courierBalance }", undefined, bearer(admin.idToken));
    expect(balance.body.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", reason: "COURIER_NOT_CONFIGURED" });
  });
});
