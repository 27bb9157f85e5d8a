import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { AuditEntry } from "../../graph/src/audit/audit-entry.entity.js";
import { AuditService } from "../../graph/src/audit/audit.service.js";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { openDatabase } from "../../graph/src/db/data-source.js";
import { CourierService } from "../../graph/src/orders/courier/courier.service.js";
import { OrderShipment } from "../../graph/src/orders/courier/order-shipment.entity.js";
import { SteadfastCourier } from "../../graph/src/orders/courier/steadfast.js";
import { OrderStatus } from "../../graph/src/orders/order.entity.js";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { type FakeSteadfast, startFakeSteadfast } from "../support/fake-steadfast.js";
import { startTestShop, type TestShop } from "../support/shop.js";

const [adminAccount, shopperAccount] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0], (typeof DEMO_ACCOUNTS)[0]];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const TIMEOUT_MS = 1_000;

const DISPATCH = `mutation($ids: [ID!]!) {
  dispatchOrders(ids: $ids) { orderId number ok refusal message order { id shipment { courier consignmentId trackingCode deliveryStatus dispatching lastError checkedAt } } }
}`;
const REFRESH = `mutation($ids: [ID!]!) {
  refreshCourierStatus(ids: $ids) { orderId ok refusal message order { id shipment { deliveryStatus checkedAt lastError } } }
}`;

interface Outcome {
  orderId: string;
  number: number | null;
  ok: boolean;
  refusal: string | null;
  message: string | null;
  order: { id: string; shipment: { consignmentId: string | null; trackingCode: string | null; deliveryStatus: string | null; dispatching: boolean; lastError: string | null } | null } | null;
}

describe.skipIf(skipDatabaseTests)(`courier dispatch against a fake Steadfast (${testDatabaseKind})`, () => {
  let shop: TestShop;
  let auth: TestAuth;
  let fake: FakeSteadfast;
  let admin: { idToken: string; uid: string };
  let shopper: { idToken: string; uid: string };
  let productId: string;

  beforeAll(async () => {
    fake = await startFakeSteadfast();
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
        COURIER_TIMEOUT_MS: String(TIMEOUT_MS),
        COURIER_REFRESH_MINUTES: "0",
        ...fake.env(),
      },
    });
    admin = await auth.signIn(adminAccount.email, adminAccount.password);
    shopper = await auth.signIn(shopperAccount.email, shopperAccount.password);
    const category = (await shop.services.categories.findBySlugOrName("kids"))!;
    productId = (
      await shop.services.products.create({
        name: "Courier Test Tee",
        priceMinor: 45_050,
        categoryId: category.id,
        sku: `COURIER-${randomUUID().slice(0, 8)}`,
        stock: 1000,
        status: ProductStatus.ACTIVE,
      })
    ).id;
  }, 180_000);
  afterEach(() => {
    fake.mode = "ok";
    fake.delayMs = 0;
    fake.refusedInvoices.clear();
  });
  afterAll(async () => {
    await shop?.close();
    await auth?.stop();
    await fake?.close();
  });

  /** A guest order moved to `status` by the admin, with the given contact details. */
  async function orderIn(status: OrderStatus, contact: { phone?: string; address?: string } = {}) {
    const { order } = await shop.services.orders.place(
      {
        lines: [{ productId, quantity: 2 }],
        name: "Karim Ahmed",
        phone: contact.phone ?? "+880 1711-000000",
        email: "karim@example.com",
        district: "Dhaka",
        address: contact.address ?? "House 5, Road 2, Dhanmondi",
      },
      null,
      { requireEmail: true, clientIp: "127.0.0.1" },
    );
    const path = status === OrderStatus.PROCESSING ? [status] : status === OrderStatus.PENDING ? [] : [OrderStatus.PROCESSING, status];
    for (const step of path) {
      const { body } = await shop.graphql(`mutation($id: ID!, $s: OrderStatus!) { setOrderStatus(id: $id, status: $s) { id } }`, { id: order.id, s: step }, bearer(admin.idToken));
      expect(body.errors).toBeUndefined();
    }
    return order;
  }

  const dispatch = async (ids: string[], token = admin.idToken) => {
    const { body } = await shop.graphql<{ dispatchOrders: Outcome[] }>(DISPATCH, { ids }, bearer(token));
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!.dispatchOrders;
  };
  const shipmentOf = (orderId: string) => shop.database.dataSource.getRepository(OrderShipment).findOneBy({ orderId });
  const createRequests = () => fake.requests.filter((r) => r.path.startsWith("/api/v1/create_order"));

  it("sends one order with the shop's keys, its number as invoice and the server's total as cash to collect", async () => {
    const order = await orderIn(OrderStatus.PROCESSING);
    const sentBefore = fake.requests.length;
    const [outcome] = await dispatch([order.id]);
    expect(outcome).toMatchObject({ orderId: order.id, number: order.number, ok: true, refusal: null });
    const parcel = fake.parcels.get(String(order.number))!;
    expect(outcome!.order!.shipment).toMatchObject({
      courier: "steadfast",
      consignmentId: String(parcel.consignmentId),
      trackingCode: parcel.trackingCode,
      deliveryStatus: "in_review",
      dispatching: false,
      lastError: null,
    });
    const [request] = fake.requests.slice(sentBefore);
    expect(request).toMatchObject({ method: "POST", path: "/api/v1/create_order" });
    expect(request!.headers).toMatchObject({ "api-key": fake.apiKey, "secret-key": fake.secretKey, "content-type": "application/json" });
    expect(request!.body).toEqual({
      invoice: String(order.number),
      recipient_name: "Karim Ahmed",
      recipient_phone: "01711000000",
      recipient_address: "House 5, Road 2, Dhanmondi, Dhaka",
      cod_amount: order.totalMinor / 100,
      note: "",
    });
    const entry = await shop.database.dataSource.getRepository(AuditEntry).findOne({ where: { action: "order.dispatch" }, order: { at: "DESC" } });
    expect(entry).toMatchObject({ actorUid: admin.uid, entityIds: [order.id] });
  });

  it("sends a selection in one bulk request; orders that may not go are refused with their reason and nothing is sent for them", async () => {
    const good1 = await orderIn(OrderStatus.PROCESSING);
    const good2 = await orderIn(OrderStatus.PROCESSING);
    const badPhone = await orderIn(OrderStatus.PROCESSING, { phone: "1234567" });
    const longAddress = await orderIn(OrderStatus.PROCESSING, { address: `Flat 3, ${"Long Road ".repeat(25)}` });
    const pending = await orderIn(OrderStatus.PENDING);
    const sent = await orderIn(OrderStatus.PROCESSING);
    await dispatch([sent.id]);
    const refusedInvoice = await orderIn(OrderStatus.PROCESSING);
    fake.refusedInvoices.add(String(refusedInvoice.number));
    const sentBefore = fake.requests.length;

    const outcomes = await dispatch([good1.id, badPhone.id, longAddress.id, pending.id, sent.id, refusedInvoice.id, good2.id, randomUUID()]);
    expect(outcomes.map((o) => [o.ok, o.refusal])).toEqual([
      [true, null],
      [false, "INVALID_PHONE"],
      [false, "INVALID_ADDRESS"],
      [false, "WRONG_STATUS"],
      [false, "ALREADY_DISPATCHED"],
      [false, "COURIER_REFUSED"],
      [true, null],
      [false, "NOT_FOUND"],
    ]);
    expect(outcomes[1]!.message).toContain("11-digit");
    expect(outcomes[2]!.message).toContain("at most 250");
    expect(outcomes[3]!.message).toContain("only processing orders");
    const requests = fake.requests.slice(sentBefore);
    expect(requests.map((r) => r.path)).toEqual(["/api/v1/create_order/bulk-order"]);
    expect((requests[0]!.body as { data: { invoice: string }[] }).data.map((d) => d.invoice)).toEqual(
      [good1, refusedInvoice, good2].map((o) => String(o.number)),
    );
    expect((await shipmentOf(badPhone.id))).toBeNull();
    expect(await shipmentOf(refusedInvoice.id)).toMatchObject({ consignmentId: null, dispatchingSince: null, lastError: expect.stringContaining("refused") });
  });

  it("a courier that is down, too slow or refusing gives a clear error and leaves the order ready to send again", async () => {
    const order = await orderIn(OrderStatus.PROCESSING);
    fake.mode = "down";
    let [outcome] = await dispatch([order.id]);
    expect(outcome).toMatchObject({ ok: false, refusal: "COURIER_UNAVAILABLE", message: "Steadfast answered with an error (HTTP 500)." });
    expect(outcome!.order!.shipment).toMatchObject({ consignmentId: null, dispatching: false, lastError: "Steadfast answered with an error (HTTP 500)." });

    fake.mode = "timeout";
    const started = Date.now();
    [outcome] = await dispatch([order.id]);
    expect(outcome).toMatchObject({ ok: false, refusal: "COURIER_UNAVAILABLE", message: "Steadfast did not answer within 1 second." });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 5_000);

    fake.mode = "refuse";
    [outcome] = await dispatch([order.id]);
    expect(outcome).toMatchObject({ ok: false, refusal: "COURIER_REFUSED", message: "Steadfast: Your account is suspended." });

    fake.mode = "ok";
    [outcome] = await dispatch([order.id]);
    expect(outcome).toMatchObject({ ok: true });
    expect(outcome!.order!.shipment).toMatchObject({ consignmentId: expect.any(String), lastError: null });
  });

  it("never sends one order twice under two concurrent requests", async () => {
    const order = await orderIn(OrderStatus.PROCESSING);
    fake.delayMs = 300;
    const before = createRequests().length;
    const outcomes = (await Promise.all([dispatch([order.id]), dispatch([order.id]), dispatch([order.id])])).flat();
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    for (const refusal of outcomes.filter((o) => !o.ok)) expect(["DISPATCH_IN_PROGRESS", "ALREADY_DISPATCHED"]).toContain(refusal.refusal);
    expect(createRequests().length - before).toBe(1);
  });

  it.skipIf(testDatabaseKind === "pglite")("never sends one order twice from two processes sharing the database", async () => {
    const order = await orderIn(OrderStatus.PROCESSING);
    const url = (shop.database.dataSource.options as { url: string }).url;
    const other = await openDatabase({ databaseUrl: url });
    try {
      const courierOf = (ds: typeof other.dataSource) =>
        new CourierService(ds, new AuditService(ds), new SteadfastCourier({ baseUrl: `${fake.url}/api/v1`, apiKey: fake.apiKey, secretKey: fake.secretKey, timeoutMs: TIMEOUT_MS }));
      fake.delayMs = 300;
      const before = createRequests().length;
      const actor = { uid: admin.uid, email: adminAccount.email };
      const outcomes = (await Promise.all([courierOf(shop.database.dataSource).dispatch([order.id], actor), courierOf(other.dataSource).dispatch([order.id], actor)])).flat();
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(createRequests().length - before).toBe(1);
    } finally {
      await other.close();
    }
  });

  it("refreshes the delivery status on demand", async () => {
    const order = await orderIn(OrderStatus.PROCESSING);
    const never = await orderIn(OrderStatus.PROCESSING);
    await dispatch([order.id]);
    fake.setDeliveryStatus(String(fake.parcels.get(String(order.number))!.consignmentId), "delivered_approval_pending");
    const { body } = await shop.graphql<{ refreshCourierStatus: Outcome[] }>(REFRESH, { ids: [order.id, never.id] }, bearer(admin.idToken));
    expect(body.data!.refreshCourierStatus.map((o) => [o.ok, o.refusal])).toEqual([
      [true, null],
      [false, "NOT_DISPATCHED"],
    ]);
    expect(body.data!.refreshCourierStatus[0]!.order!.shipment).toMatchObject({ deliveryStatus: "delivered_approval_pending", lastError: null });
    const entry = await shop.database.dataSource.getRepository(AuditEntry).findOne({ where: { action: "order.refreshCourierStatus" }, order: { at: "DESC" } });
    expect(entry).toMatchObject({ actorUid: admin.uid, entityIds: [order.id] });

    fake.mode = "down";
    const failed = await shop.graphql<{ refreshCourierStatus: Outcome[] }>(REFRESH, { ids: [order.id] }, bearer(admin.idToken));
    expect(failed.body.data!.refreshCourierStatus[0]).toMatchObject({ ok: false, refusal: "COURIER_UNAVAILABLE" });
    expect(await shipmentOf(order.id)).toMatchObject({ deliveryStatus: "delivered_approval_pending", lastError: expect.stringContaining("HTTP 500") });
  });

  it("the periodic refresh checks every parcel still on its way, and only those", async () => {
    const moving = await orderIn(OrderStatus.PROCESSING);
    const done = await orderIn(OrderStatus.PROCESSING);
    await dispatch([moving.id, done.id]);
    fake.setDeliveryStatus(String(fake.parcels.get(String(done.number))!.consignmentId), "delivered");
    await shop.services.courier.refresh([done.id], null);
    fake.setDeliveryStatus(String(fake.parcels.get(String(moving.number))!.consignmentId), "pending");
    const before = fake.requests.length;

    const checked = await shop.services.courier.refreshUndelivered();
    const asked = fake.requests.slice(before).map((r) => r.path);
    expect(asked).toContain(`/api/v1/status_by_cid/${fake.parcels.get(String(moving.number))!.consignmentId}`);
    expect(asked).not.toContain(`/api/v1/status_by_cid/${fake.parcels.get(String(done.number))!.consignmentId}`);
    expect(checked).toBe(asked.length);
    expect(await shipmentOf(moving.id)).toMatchObject({ deliveryStatus: "pending" });
    // A second run right after asks again (every undelivered parcel, each run), never about delivered ones.
    await shop.services.courier.refreshUndelivered();
    expect(fake.requests.slice(before).filter((r) => r.path.endsWith(`/${fake.parcels.get(String(done.number))!.consignmentId}`))).toHaveLength(0);
  });

  it("reads the balance, and says so clearly when the courier is down", async () => {
    const { body } = await shop.graphql<{ courierBalance: number; courier: { configured: boolean; label: string } }>(
      "{ courierBalance courier { configured name label } }",
      undefined,
      bearer(admin.idToken),
    );
    expect(body.data).toEqual({ courierBalance: 1250.5, courier: { configured: true, name: "steadfast", label: "Steadfast Courier" } });
    expect(JSON.stringify(body)).not.toContain(fake.secretKey);
    fake.mode = "down";
    const down = await shop.graphql("{ courierBalance }", undefined, bearer(admin.idToken));
    expect(down.body.errors?.[0]?.extensions).toMatchObject({ code: "CONFLICT", reason: "COURIER_UNAVAILABLE" });
  });

  it("is for admins only, and the shipment is not shown to the order's customer", async () => {
    const order = await orderIn(OrderStatus.PROCESSING);
    const before = fake.requests.length;
    expect((await shop.graphql(DISPATCH, { ids: [order.id] })).body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await shop.graphql(DISPATCH, { ids: [order.id] }, bearer(shopper.idToken))).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await shop.graphql(REFRESH, { ids: [order.id] }, bearer(shopper.idToken))).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await shop.graphql("{ courierBalance }", undefined, bearer(shopper.idToken))).body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(fake.requests.length).toBe(before);
    // The order's own guest sees the order but not its parcel.
    const { order: placed, guestToken } = await shop.services.orders.place(
      { lines: [{ productId, quantity: 1 }], name: "Guest Buyer", phone: "01711000000", email: "guest@example.com", district: "Dhaka", address: "House 9, Road 1" },
      null,
      { requireEmail: true, clientIp: "127.0.0.1" },
    );
    const asGuest = await shop.graphql<{ order: { number: number; shipment: unknown } | null }>(
      `query($id: ID!, $token: String) { order(id: $id, guestToken: $token) { number shipment { trackingCode } } }`,
      { id: placed.id, token: guestToken },
    );
    expect(asGuest.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(asGuest.body.data?.order?.shipment ?? null).toBeNull();
    const tooMany = await shop.graphql(DISPATCH, { ids: Array.from({ length: 101 }, () => randomUUID()) }, bearer(admin.idToken));
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("a wrong key is refused by the courier and reported, not retried as if sent", async () => {
    const order = await orderIn(OrderStatus.PROCESSING);
    const wrong = new CourierService(
      shop.database.dataSource,
      new AuditService(shop.database.dataSource),
      new SteadfastCourier({ baseUrl: `${fake.url}/api/v1`, apiKey: "wrong", secretKey: fake.secretKey, timeoutMs: TIMEOUT_MS }),
    );
    const [outcome] = await wrong.dispatch([order.id], { uid: admin.uid, email: null });
    expect(outcome).toMatchObject({ ok: false, refusal: "COURIER_REFUSED", message: "Steadfast refused the shop's API key or secret key." });
    expect(await shipmentOf(order.id)).toMatchObject({ consignmentId: null, dispatchingSince: null });
  });
});
