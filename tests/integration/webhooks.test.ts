import { Webhook } from "standardwebhooks";
import { AppScope } from "../../graph/src/apps/app-scope.js";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type EventPayloads, type EventType, type OrderPayload, subjectOf } from "../../graph/src/events/event-types.js";
import { recordEvent } from "../../graph/src/events/outbox.js";
import { randomUUID as randomUuid } from "node:crypto";
import { DEMO_ACCOUNTS, startTestAuth, type TestAuth } from "../support/auth.js";
import { skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startTestShop, type TestShop } from "../support/shop.js";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.js";

/**
 * Webhooks (issue 34, docs/webhooks.md) end to end through the outbox, with real HTTP receivers:
 * signed deliveries verified by the Standard Webhooks library, event filtering, a receiver that is
 * down then back, redirects, the timeout, secret rotation, resend, the deliveries log, failing for
 * days, app scope rules and the audit log. The SSRF rule in production is at the end.
 */

const [adminAccount] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[0]];
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const SUBSCRIPTION = "id url events enabled appId appName secretPrefix failingSince disabledAt disabledReason createdAt updatedAt";
const CREATE = `mutation($input: CreateWebhookSubscriptionInput!) { createWebhookSubscription(input: $input) { secret subscription { ${SUBSCRIPTION} } } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateWebhookSubscriptionInput!) { updateWebhookSubscription(id: $id, input: $input) { ${SUBSCRIPTION} } }`;
const ROTATE = `mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret subscription { id secretPrefix } } }`;
const DELETE = `mutation($id: ID!) { deleteWebhookSubscription(id: $id) }`;
const LIST = `{ webhookSubscriptions { ${SUBSCRIPTION} } }`;
const DELIVERY = "id subscriptionId url eventId eventType status attempts lastAttemptAt nextAttemptAt responseCode error createdAt deliveredAt log { attempt at durationMs responseCode error ok }";
const DELIVERIES = `query($subscriptionId: ID, $status: WebhookDeliveryStatus, $skip: Int, $take: Int) {
  webhookDeliveries(subscriptionId: $subscriptionId, status: $status, skip: $skip, take: $take) { totalItems items { ${DELIVERY} } } }`;
const RESEND = `mutation($id: ID!) { resendWebhookDelivery(id: $id) { ${DELIVERY} } }`;

interface Subscription {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  appId: string | null;
  appName: string | null;
  secretPrefix: string;
  failingSince: string | null;
  disabledAt: string | null;
  disabledReason: string | null;
}
interface Delivery {
  id: string;
  subscriptionId: string;
  eventId: string;
  eventType: string;
  status: "PENDING" | "DELIVERED" | "FAILED";
  attempts: number;
  responseCode: number | null;
  error: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  log: { attempt: number; responseCode: number | null; error: string | null; ok: boolean; durationMs: number }[];
}

/** An order as events carry it, for events written by the test itself. */
function order(id = randomUuid()): OrderPayload {
  const at = new Date().toISOString();
  return {
    id,
    number: 1001,
    status: "PENDING",
    paymentStatus: "UNPAID",
    paymentMethod: "COD",
    currency: "BDT",
    subtotalMinor: 100_000,
    shippingMinor: 6_000,
    totalMinor: 106_000,
    customer: { uid: null, name: "Rahim", phone: "01711000000", email: null },
    delivery: { address: "House 1, Road 2", district: "Dhaka", deliveryZone: "inside" },
    notes: null,
    lines: [],
    shipment: null,
    createdAt: at,
    updatedAt: at,
  };
}
const product = { id: randomUuid(), name: "Mug", slug: "mug", sku: "MUG-1" };

/** The receivers' timeout in these tests: 1 s, so the timeout test does not wait the 10 s of a real shop. */
const TIMEOUT_MS = 1_000;

describe.skipIf(skipDatabaseTests)(`webhooks (${testDatabaseKind})`, { timeout: 60_000 }, () => {
  let auth: TestAuth;
  let shop: TestShop;
  let admin: string;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    auth = await startTestAuth();
    shop = await startTestShop({
      env: {
        USE_AUTH_EMULATOR: "true",
        FIREBASE_AUTH_EMULATOR_HOST: auth.emulator.host,
        ADMIN_EMAILS: adminAccount.email,
        WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS),
        OUTBOX_POLL_MS: "50",
      },
    });
    admin = (await auth.signIn(adminAccount.email, adminAccount.password)).idToken;
  }, 120_000);
  afterEach(async () => {
    // Each test's subscriptions go, so the next test's events reach only its own.
    for (const { id } of (await shop.services.webhooks.list({ actor: { uid: null, email: null }, app: null })) ?? []) {
      await shop.services.webhooks.delete(id, { actor: { uid: "test", email: null }, app: null });
    }
    for (const receiver of receivers.splice(0)) await receiver.close();
  });
  afterAll(async () => {
    await shop?.close();
    await auth?.stop();
  });

  const receiver = async (port?: number) => {
    const started = await startWebhookReceiver(port);
    receivers.push(started);
    return started;
  };
  const gql = async <T>(query: string, variables?: Record<string, unknown>, token = admin) => (await shop.graphql<T>(query, variables, bearer(token))).body;
  const subscribe = async (url: string, events: string[], token = admin) => {
    const body = await gql<{ createWebhookSubscription: { secret: string; subscription: Subscription } }>(CREATE, { input: { url, events } }, token);
    expect(body.errors).toBeUndefined();
    return body.data!.createWebhookSubscription;
  };
  /** Write an event as a write site does, in a transaction of its own, and wake the worker. */
  const record = async <T extends EventType>(type: T, subject: string, payload: EventPayloads[T]): Promise<string> => {
    await shop.database.dataSource.transaction((em) => recordEvent(em, type, subject, payload));
    shop.outbox.nudge();
    const [row] = await shop.database.dataSource.query(`SELECT "id" FROM "outbox_event" ORDER BY "seq" DESC LIMIT 1`);
    return row.id;
  };
  const deliveries = async (variables: Record<string, unknown> = {}, token = admin) => {
    const body = await gql<{ webhookDeliveries: { totalItems: number; items: Delivery[] } }>(DELIVERIES, variables, token);
    expect(body.errors).toBeUndefined();
    return body.data!.webhookDeliveries;
  };
  /** Make a pending delivery due now (instead of waiting out the backoff) and wake the worker. */
  const dueNow = async (subscriptionId: string) => {
    await shop.database.dataSource.query(`UPDATE "outbox_delivery" SET "nextAttemptAt" = now() WHERE "targetId" = $1 AND "status" = 'PENDING'`, [subscriptionId]);
    shop.outbox.nudge();
  };
  const until = <T>(check: () => T | Promise<T>, timeout = 10_000) => vi.waitFor(check, { timeout, interval: 25 });

  it("delivers an event signed with the subscription's secret, as the Standard Webhooks library verifies it", async () => {
    const hooks = await receiver();
    const { secret, subscription } = await subscribe(`${hooks.url}/orders`, ["ORDER_CREATED"]);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(subscription).toMatchObject({ url: `${hooks.url}/orders`, events: ["ORDER_CREATED"], enabled: true, appId: null, secretPrefix: secret.slice(0, 12) });

    const placed = order();
    const eventId = await record("order.created", subjectOf("order", placed.id), { order: placed });
    await until(() => expect(hooks.received).toHaveLength(1));
    const [request] = hooks.received;
    expect(request!.path).toBe("/orders");
    expect(request!.headers["content-type"]).toBe("application/json");
    expect(request!.headers["webhook-id"]).toBe(eventId);
    expect(Math.abs(Number(request!.headers["webhook-timestamp"]) - Date.now() / 1000)).toBeLessThan(30);
    const body = new Webhook(secret).verify(request!.body, request!.headers as Record<string, string>) as Record<string, unknown>;
    expect(body).toEqual({ id: eventId, type: "order.created", timestamp: expect.any(String), data: { order: placed } });
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 1).toString("base64")}`).verify(request!.body, request!.headers as Record<string, string>)).toThrow();

    await until(async () => expect((await deliveries({ subscriptionId: subscription.id })).items[0]?.status).toBe("DELIVERED"));
    const [delivery] = (await deliveries({ subscriptionId: subscription.id })).items;
    expect(delivery).toMatchObject({ eventId, eventType: "order.created", attempts: 1, responseCode: 200, error: null, nextAttemptAt: null });
    expect(delivery!.log).toEqual([{ attempt: 1, at: expect.any(String), durationMs: expect.any(Number), responseCode: 200, error: null, ok: true }]);
  });

  it("delivers an order placed through the API and moved by the admin as its events, in order, each signed", async () => {
    const hooks = await receiver();
    const { secret } = await subscribe(hooks.url, ["ORDER_CREATED", "ORDER_STATUS_CHANGED", "ORDER_CANCELLED", "STOCK_LOW"]);
    const category = await shop.services.categories.create({ name: `Hooks ${randomUuid().slice(0, 8)}`, subCategories: [] });
    const sku = `HOOK-${randomUuid().slice(0, 8)}`;
    const mug = await shop.services.products.create({ name: `Hook mug ${sku}`, sku, priceMinor: 50_000, categoryId: category.id, stock: 8, status: ProductStatus.ACTIVE });
    const placed = await shop.graphql<{ placeOrder: { order: { id: string; number: number } } }>(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number } } }`,
      { input: { lines: [{ productId: mug.id, quantity: 4 }], name: "Karim Ahmed", phone: "01711555000", email: "karim@example.com", district: "Dhaka", address: "House 9, Road 4" } },
    );
    expect(placed.body.errors).toBeUndefined();
    const { id, number } = placed.body.data!.placeOrder.order;
    for (const status of ["PROCESSING", "CANCELLED"]) {
      const moved = await gql(`mutation($id: ID!, $status: OrderStatus!) { setOrderStatus(id: $id, status: $status) { id } }`, { id, status });
      expect(moved.errors).toBeUndefined();
    }
    await until(() => expect(hooks.received).toHaveLength(5));
    const bodies = hooks.received.map(({ body, headers }) => new Webhook(secret).verify(body, headers as Record<string, string>) as { type: string; data: Record<string, unknown> });
    // stock.low is about the product, so it may come before or after the order's own events.
    expect(bodies.filter((b) => b.type !== "stock.low").map((b) => b.type)).toEqual(["order.created", "order.status_changed", "order.status_changed", "order.cancelled"]);
    expect(bodies.find((b) => b.type === "order.created")!.data).toMatchObject({ order: { id, number, status: "PENDING", customer: { name: "Karim Ahmed" } } });
    expect(bodies.find((b) => b.type === "stock.low")!.data).toMatchObject({ product: { id: mug.id }, stock: 4 });
    expect(new Set(hooks.received.map((r) => r.headers["webhook-id"])).size).toBe(5);
  });

  it("sends each subscription only the events it chose, and nothing to one that is off", async () => {
    const orders = await receiver();
    const stock = await receiver();
    const off = await receiver();
    await subscribe(orders.url, ["ORDER_CREATED", "ORDER_CANCELLED"]);
    await subscribe(stock.url, ["STOCK_LOW", "PRODUCT_DELETED"]);
    const { subscription: offSubscription } = await subscribe(off.url, ["ORDER_CREATED", "STOCK_LOW"]);
    expect((await gql(UPDATE, { id: offSubscription.id, input: { enabled: false } })).errors).toBeUndefined();

    const placed = order();
    await record("order.created", subjectOf("order", placed.id), { order: placed });
    await record("order.status_changed", subjectOf("order", placed.id), { order: { ...placed, status: "PROCESSING" }, previousStatus: "PENDING", status: "PROCESSING" });
    await record("stock.low", subjectOf("product", product.id), { product, variant: null, stock: 2, threshold: 5 });
    await record("product.updated", subjectOf("product", product.id), {
      product: { ...product, status: "ACTIVE", priceMinor: 1, finalPriceMinor: 1, stock: 2, categoryId: null, variants: [], updatedAt: new Date().toISOString() },
    });
    await record("order.cancelled", subjectOf("order", placed.id), { order: { ...placed, status: "CANCELLED" }, previousStatus: "PROCESSING", reason: null });

    await until(() => {
      expect(orders.received.map((r) => JSON.parse(r.body).type)).toEqual(["order.created", "order.cancelled"]);
      expect(stock.received.map((r) => JSON.parse(r.body).type)).toEqual(["stock.low"]);
    });
    // The internal notice is for the owner, never a receiver's.
    await record("webhook_subscription.disabled", subjectOf("webhook_subscription", offSubscription.id), {
      subscription: { id: offSubscription.id, url: off.url, appId: null, failingSince: new Date().toISOString(), reason: "test" },
    });
    await shop.outbox.runOnce();
    expect(off.received).toEqual([]);
    expect(orders.received).toHaveLength(2);
  });

  it("keeps a down receiver's deliveries, in order, and delivers them when it is back", async () => {
    const hooks = await receiver();
    hooks.answer = 503;
    const { subscription } = await subscribe(hooks.url, ["ORDER_CREATED", "ORDER_STATUS_CHANGED"]);
    const placed = order();
    const created = await record("order.created", subjectOf("order", placed.id), { order: placed });
    const changed = await record("order.status_changed", subjectOf("order", placed.id), { order: { ...placed, status: "PROCESSING" }, previousStatus: "PENDING", status: "PROCESSING" });
    // (`attempts` counts a try when it starts; the outcome is written when it ends.)
    const first = async () => (await deliveries({ subscriptionId: subscription.id })).items.find((d) => d.eventId === created);
    await until(async () => expect(await first()).toMatchObject({ status: "PENDING", attempts: 1, responseCode: 503, error: "The receiver answered 503.", nextAttemptAt: expect.any(String) }));
    const pending = (await deliveries({ subscriptionId: subscription.id })).items;
    // The order's next event waits behind its first: never tried while the first is pending.
    expect(pending.find((d) => d.eventId === changed)).toMatchObject({ status: "PENDING", attempts: 0 });
    expect((await gql<{ webhookSubscriptions: Subscription[] }>(LIST)).data!.webhookSubscriptions[0]!.failingSince).not.toBeNull();

    // Down altogether: a closed port.
    await hooks.close();
    await dueNow(subscription.id);
    await until(async () => expect(await first()).toMatchObject({ status: "PENDING", attempts: 2, responseCode: null, error: "Could not deliver: ECONNREFUSED." }));

    // Back, on the same port.
    const back = await receiver(hooks.port);
    await dueNow(subscription.id);
    await until(() => expect(back.received.map((r) => r.headers["webhook-id"])).toEqual([created, changed]));
    await until(async () => expect((await deliveries({ subscriptionId: subscription.id, status: "DELIVERED" })).totalItems).toBe(2));
    expect((await first())!.log.map((a) => [a.attempt, a.responseCode, a.ok])).toEqual([
      [1, 503, false],
      [2, null, false],
      [3, 200, true],
    ]);
    // A success clears the failures.
    expect((await gql<{ webhookSubscriptions: Subscription[] }>(LIST)).data!.webhookSubscriptions[0]!.failingSince).toBeNull();
  });

  it("does not follow redirects, and gives up on a receiver that does not answer within the timeout", async () => {
    const moved = await receiver();
    moved.answer = 301;
    const slow = await receiver();
    slow.answer = "hang";
    const { subscription: redirected } = await subscribe(moved.url, ["ORDER_CREATED"]);
    const { subscription: hanging } = await subscribe(slow.url, ["ORDER_CREATED"]);
    const placed = order();
    await record("order.created", subjectOf("order", placed.id), { order: placed });
    await until(async () => {
      const [redirect] = (await deliveries({ subscriptionId: redirected.id })).items;
      expect(redirect).toMatchObject({ status: "PENDING", attempts: 1, responseCode: 301 });
      expect(redirect!.error).toMatch(/Redirect \(301\) not followed/);
      const [timedOut] = (await deliveries({ subscriptionId: hanging.id })).items;
      expect(timedOut).toMatchObject({ status: "PENDING", attempts: 1, responseCode: null, error: "No answer within 1 s." });
      expect(timedOut!.log[0]!.durationMs).toBeGreaterThanOrEqual(TIMEOUT_MS - 10);
      expect(timedOut!.log[0]!.durationMs).toBeLessThan(TIMEOUT_MS + 2_000);
    });
    // Only the one request: the redirect's target was never asked.
    expect(moved.received.map((r) => r.path)).toEqual(["/"]);
  });

  it("rotates a secret: for a day both the new and the old secret sign every delivery", async () => {
    const hooks = await receiver();
    const { secret: old, subscription } = await subscribe(hooks.url, ["ORDER_CREATED"]);
    const rotated = await gql<{ rotateWebhookSecret: { secret: string; subscription: { id: string; secretPrefix: string } } }>(ROTATE, { id: subscription.id });
    const { secret } = rotated.data!.rotateWebhookSecret;
    expect(secret).not.toBe(old);
    expect(rotated.data!.rotateWebhookSecret.subscription.secretPrefix).toBe(secret.slice(0, 12));

    const placed = order();
    await record("order.created", subjectOf("order", placed.id), { order: placed });
    await until(() => expect(hooks.received).toHaveLength(1));
    const { body, headers } = hooks.received[0]!;
    expect(String(headers["webhook-signature"]).split(" ")).toHaveLength(2);
    for (const key of [secret, old]) expect(new Webhook(key).verify(body, headers as Record<string, string>)).toMatchObject({ type: "order.created" });

    // A day later only the new one signs.
    await shop.database.dataSource.query(`UPDATE "webhook_subscription" SET "previousSecretUntil" = now() - interval '1 second' WHERE "id" = $1`, [subscription.id]);
    const next = order();
    await record("order.created", subjectOf("order", next.id), { order: next });
    await until(() => expect(hooks.received).toHaveLength(2));
    const later = hooks.received[1]!;
    expect(String(later.headers["webhook-signature"]).split(" ")).toHaveLength(1);
    expect(() => new Webhook(old).verify(later.body, later.headers as Record<string, string>)).toThrow();
    expect(new Webhook(secret).verify(later.body, later.headers as Record<string, string>)).toMatchObject({ type: "order.created" });
  });

  it("resends a delivery as a new one with the same event id, and lists deliveries newest first, filtered and paged", async () => {
    const hooks = await receiver();
    const { subscription } = await subscribe(hooks.url, ["ORDER_CREATED", "ORDER_CANCELLED"]);
    const placed = order();
    const first = await record("order.created", subjectOf("order", placed.id), { order: placed });
    const second = await record("order.cancelled", subjectOf("order", placed.id), { order: { ...placed, status: "CANCELLED" }, previousStatus: "PENDING", reason: "test" });
    await until(() => expect(hooks.received).toHaveLength(2));
    await until(async () => expect((await deliveries({ subscriptionId: subscription.id, status: "DELIVERED" })).totalItems).toBe(2));

    const page = await deliveries({ subscriptionId: subscription.id });
    expect(page.items.map((d) => d.eventId)).toEqual([second, first]);
    const original = page.items[1]!;
    const resent = await gql<{ resendWebhookDelivery: Delivery }>(RESEND, { id: original.id });
    expect(resent.errors).toBeUndefined();
    expect(resent.data!.resendWebhookDelivery).toMatchObject({ eventId: first, subscriptionId: subscription.id, eventType: "order.created" });
    expect(resent.data!.resendWebhookDelivery.id).not.toBe(original.id);
    await until(() => expect(hooks.received).toHaveLength(3));
    expect(hooks.received[2]!.headers["webhook-id"]).toBe(first);
    expect(JSON.parse(hooks.received[2]!.body).id).toBe(first);

    await until(async () => expect((await deliveries({ subscriptionId: subscription.id, status: "DELIVERED" })).totalItems).toBe(3));
    const all = await deliveries({ subscriptionId: subscription.id, take: 2 });
    expect(all.totalItems).toBe(3);
    expect(all.items.map((d) => d.id)).toEqual([resent.data!.resendWebhookDelivery.id, page.items[0]!.id]);
    expect((await deliveries({ subscriptionId: subscription.id, skip: 2, take: 2 })).items.map((d) => d.id)).toEqual([original.id]);
    expect((await deliveries({ subscriptionId: subscription.id, status: "FAILED" })).totalItems).toBe(0);
    expect((await gql(RESEND, { id: randomUuid() })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");

    const [entry] = await shop.database.dataSource.query(`SELECT * FROM "audit_entry" WHERE "action" = 'webhookDelivery.resend' ORDER BY "at" DESC LIMIT 1`);
    expect(entry.entityIds).toEqual([resent.data!.resendWebhookDelivery.id]);
  });

  it("turns off a subscription that has failed for three days, with an event for the owner's notice", async () => {
    const hooks = await receiver();
    hooks.answer = 500;
    const { subscription } = await subscribe(hooks.url, ["ORDER_CREATED"]);
    await shop.database.dataSource.query(`UPDATE "webhook_subscription" SET "failingSince" = now() - interval '3 days 1 minute' WHERE "id" = $1`, [subscription.id]);
    const placed = order();
    await record("order.created", subjectOf("order", placed.id), { order: placed });
    await until(async () => expect((await gql<{ webhookSubscriptions: Subscription[] }>(LIST)).data!.webhookSubscriptions[0]!.enabled).toBe(false));
    const [off] = (await gql<{ webhookSubscriptions: Subscription[] }>(LIST)).data!.webhookSubscriptions;
    expect(off).toMatchObject({ enabled: false, disabledAt: expect.any(String), disabledReason: "Its deliveries failed for three days without a success." });
    const [notice] = await shop.database.dataSource.query(
      `SELECT "type", "subject", "payload" FROM "outbox_event" WHERE "type" = 'webhook_subscription.disabled' ORDER BY "seq" DESC LIMIT 1`,
    );
    expect(notice).toMatchObject({ subject: `webhook_subscription:${subscription.id}`, payload: { subscription: { id: subscription.id, url: hooks.url, appId: null, reason: off!.disabledReason } } });
    // Its pending delivery is given up; turning it on again clears the failures.
    await dueNow(subscription.id);
    await until(async () => expect((await deliveries({ subscriptionId: subscription.id })).items[0]?.status).toBe("FAILED"));
    expect(hooks.received).toHaveLength(1);
    const on = await gql<{ updateWebhookSubscription: Subscription }>(UPDATE, { id: subscription.id, input: { enabled: true } });
    expect(on.data!.updateWebhookSubscription).toMatchObject({ enabled: true, disabledAt: null, disabledReason: null, failingSince: null });
  });

  it("checks what is given: an absolute http(s) URL and at least one event; nothing changes on a refusal", async () => {
    const count = async () => Number((await shop.database.dataSource.query(`SELECT count(*) AS n FROM "webhook_subscription"`))[0].n);
    for (const [input, field] of [
      [{ url: "ftp://example.com/", events: ["ORDER_CREATED"] }, "url"],
      [{ url: "not a url", events: ["ORDER_CREATED"] }, "url"],
      [{ url: "https://user:secret@example.com/", events: ["ORDER_CREATED"] }, "url"],
      [{ url: "https://example.com/", events: [] }, "events"],
    ] as const) {
      const body = await gql(CREATE, { input });
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe("BAD_USER_INPUT");
      expect(JSON.stringify(body.errors?.[0]?.extensions), JSON.stringify(input)).toContain(field);
    }
    expect(await count()).toBe(0);
    const { subscription } = await subscribe("https://example.com/hooks", ["ORDER_CREATED", "STOCK_OUT", "ORDER_CREATED"]);
    expect(subscription.events).toEqual(["ORDER_CREATED", "STOCK_OUT"]);
    expect((await gql(UPDATE, { id: subscription.id, input: { url: "javascript:alert(1)" } })).errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect((await gql(UPDATE, { id: randomUuid(), input: { enabled: false } })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await gql(DELETE, { id: "nope" })).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await gql<{ webhookSubscriptions: Subscription[] }>(LIST)).data!.webhookSubscriptions[0]!.url).toBe("https://example.com/hooks");
  });

  it("audits every change, never with a secret", async () => {
    const { secret, subscription } = await subscribe("https://example.com/audit", ["ORDER_CREATED"]);
    await gql(UPDATE, { id: subscription.id, input: { events: ["ORDER_CANCELLED"] } });
    const { secret: rotated } = (await gql<{ rotateWebhookSecret: { secret: string } }>(ROTATE, { id: subscription.id })).data!.rotateWebhookSecret;
    await gql(DELETE, { id: subscription.id });
    expect((await gql(`mutation { updateWebhookSettings(allowPrivateTargets: true) { allowPrivateTargets } }`)).data).toEqual({ updateWebhookSettings: { allowPrivateTargets: true } });
    await gql(`mutation { updateWebhookSettings(allowPrivateTargets: false) { allowPrivateTargets } }`);
    const entries = await shop.database.dataSource.query(`SELECT "action", "actorEmail", "entityIds" FROM "audit_entry" WHERE "entityType" IN ('webhookSubscription', 'webhookSettings') ORDER BY "at"`);
    const mine = entries.filter((e: { entityIds: string[] }) => e.entityIds.includes(subscription.id) || e.entityIds.includes("1"));
    expect(mine.map((e: { action: string }) => e.action).slice(-6)).toEqual([
      "webhookSubscription.create",
      "webhookSubscription.update",
      "webhookSubscription.rotateSecret",
      "webhookSubscription.delete",
      "webhookSettings.update",
      "webhookSettings.update",
    ]);
    expect(mine.every((e: { actorEmail: string }) => e.actorEmail === adminAccount.email)).toBe(true);
    const everything = JSON.stringify(await shop.database.dataSource.query(`SELECT * FROM "audit_entry"`));
    for (const key of [secret, rotated]) expect(everything).not.toContain(key.slice(6));
  });

  describe("apps", () => {
    const createApp = async (scopes: string[]) => {
      const body = await gql<{ createApp: { token: string; app: { id: string } } }>(
        `mutation($input: CreateAppInput!) { createApp(input: $input) { token app { id } } }`,
        { input: { name: `Hooks ${scopes.join(" ")}`, scopes } },
      );
      return body.data!.createApp;
    };

    it("manage their own subscriptions, for the events their scopes read; FORBIDDEN naming the scope otherwise", async () => {
      const orders = await createApp(["READ_ORDERS"]);
      const content = await createApp(["READ_CONTENT"]);
      const writer = await createApp(["WRITE_PRODUCTS"]);
      const own = await subscribe("https://erp.example.com/hooks", ["ORDER_CREATED", "ORDER_CANCELLED"], orders.token);
      expect(own.subscription).toMatchObject({ appId: orders.app.id, appName: "Hooks READ_ORDERS" });

      const product = await gql(CREATE, { input: { url: "https://erp.example.com/p", events: ["ORDER_CREATED", "PRODUCT_UPDATED"] } }, orders.token);
      expect(product.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN", requiredScope: "READ_PRODUCTS" } });
      expect(product.errors?.[0]?.message).toContain("READ_PRODUCTS");
      const apps = await gql(CREATE, { input: { url: "https://erp.example.com/a", events: ["APP_CREATED"] } }, orders.token);
      expect(apps.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN", requiredScope: null } });
      expect((await gql(UPDATE, { id: own.subscription.id, input: { events: ["STOCK_LOW"] } }, orders.token)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      const none = await gql(LIST, undefined, writer.token);
      expect(none.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN", requiredScopes: ["READ_ORDERS", "READ_PRODUCTS", "READ_CONTENT"] } });
      expect((await gql(`{ webhookSettings { allowPrivateTargets } }`, undefined, orders.token)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await gql(`mutation { updateWebhookSettings(allowPrivateTargets: true) { allowPrivateTargets } }`, undefined, orders.token)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

      // Another app sees none of it; the admin sees every one.
      const shops = await subscribe("https://shop.example.com/hooks", ["CONTACT_MESSAGE_RECEIVED"], content.token);
      expect((await gql<{ webhookSubscriptions: Subscription[] }>(LIST, undefined, orders.token)).data!.webhookSubscriptions.map((s) => s.id)).toEqual([own.subscription.id]);
      expect((await gql<{ webhookSubscriptions: Subscription[] }>(LIST)).data!.webhookSubscriptions.map((s) => s.id).sort()).toEqual([own.subscription.id, shops.subscription.id].sort());
      for (const operation of [
        [UPDATE, { id: shops.subscription.id, input: { enabled: false } }],
        [ROTATE, { id: shops.subscription.id }],
        [DELETE, { id: shops.subscription.id }],
      ] as const) {
        expect((await gql(operation[0], operation[1], orders.token)).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      }
      expect((await deliveries({ subscriptionId: shops.subscription.id }, orders.token)).totalItems).toBe(0);

      const entries = await shop.database.dataSource.query(`SELECT * FROM "audit_entry" WHERE "action" = 'webhookSubscription.create' AND "actorAppId" = $1`, [orders.app.id]);
      expect(entries.map((entry: { entityIds: string[] }) => entry.entityIds)).toEqual([[own.subscription.id]]);
      expect(entries[0]).toMatchObject({ actorUid: null, actorAppName: "Hooks READ_ORDERS" });
    });

    it("receive only what their scopes read, and nothing once revoked", async () => {
      const hooks = await receiver();
      const app = await createApp(["READ_ORDERS"]);
      const { subscription } = await subscribe(hooks.url, ["ORDER_CREATED"], app.token);
      const placed = order();
      await record("order.created", subjectOf("order", placed.id), { order: placed });
      await until(() => expect(hooks.received).toHaveLength(1));
      expect((await deliveries({}, app.token)).items.map((d) => d.subscriptionId)).toEqual([subscription.id]);

      expect((await gql(`mutation($id: ID!) { revokeApp(id: $id) { id } }`, { id: app.app.id })).errors).toBeUndefined();
      const next = order();
      await record("order.created", subjectOf("order", next.id), { order: next });
      await shop.outbox.runOnce();
      expect(hooks.received).toHaveLength(1);
      const [revoked] = (await gql<{ webhookSubscriptions: Subscription[] }>(LIST)).data!.webhookSubscriptions.filter((s) => s.id === subscription.id);
      expect(revoked).toMatchObject({ enabled: false, disabledReason: "Its app was revoked." });
    });
  });
});

describe.skipIf(skipDatabaseTests)(`webhooks in production (${testDatabaseKind})`, { timeout: 60_000 }, () => {
  let shop: TestShop;
  let token: string;
  let hooks: WebhookReceiver;
  const owner = { actor: { uid: "owner", email: "owner@shop.test" }, app: null };

  beforeAll(async () => {
    shop = await startTestShop({ env: { NODE_ENV: "production", PUBLIC_URL: "https://shop.example.com", OUTBOX_POLL_MS: "50" } });
    // In production the Auth emulator is refused, so an app stands in for the owner's requests.
    token = (await shop.services.apps.create({ name: "ERP", scopes: [AppScope.READ_ORDERS] }, owner.actor)).token;
    hooks = await startWebhookReceiver();
  }, 120_000);
  afterAll(async () => {
    await hooks?.close();
    await shop?.close();
  });

  const create = async (url: string) =>
    (
      await shop.graphql<{ createWebhookSubscription: { subscription: { id: string } } }>(
        CREATE,
        { input: { url, events: ["ORDER_CREATED"] } },
        bearer(token),
      )
    ).body;

  it("refuses targets on loopback, private and link-local networks, by address or by name", async () => {
    const port = hooks.port;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      "http://10.1.2.3/hooks",
      "http://192.168.0.10/",
      "http://169.254.169.254/latest/meta-data/",
      `http://[::1]:${port}/`,
      "http://[::ffff:127.0.0.1]/",
      `http://localhost:${port}/`,
    ]) {
      const body = await create(url);
      expect(body.errors?.[0]?.extensions?.code, url).toBe("BAD_USER_INPUT");
      expect(JSON.stringify(body.errors?.[0]?.extensions), url).toMatch(/"url".*private/);
    }
    expect(Number((await shop.database.dataSource.query(`SELECT count(*) AS n FROM "webhook_subscription"`))[0].n)).toBe(0);
  });

  it("delivers to them once the owner allows private targets, and refuses again when they no longer are", async () => {
    await shop.services.webhooks.updateSettings(true, owner.actor);
    const created = await create(`http://localhost:${hooks.port}/hooks`);
    expect(created.errors).toBeUndefined();
    const subscriptionId = created.data!.createWebhookSubscription.subscription.id;
    const placed = order();
    await shop.database.dataSource.transaction((em) => recordEvent(em, "order.created", subjectOf("order", placed.id), { order: placed }));
    shop.outbox.nudge();
    await vi.waitFor(() => expect(hooks.received).toHaveLength(1), { timeout: 10_000, interval: 25 });

    // Turned off again: the next delivery is refused at once, without a retry, and never reaches the receiver.
    await shop.services.webhooks.updateSettings(false, owner.actor);
    const next = order();
    await shop.database.dataSource.transaction((em) => recordEvent(em, "order.created", subjectOf("order", next.id), { order: next }));
    shop.outbox.nudge();
    const list = async () => (await shop.services.webhooks.deliveries({ subscriptionId, skip: 0, take: 10 }, owner)).items;
    await vi.waitFor(async () => expect((await list())[0]?.status).toBe("FAILED"), { timeout: 10_000, interval: 25 });
    expect((await list())[0]).toMatchObject({ attempts: 1, responseCode: null, error: expect.stringMatching(/private/) });
    expect(hooks.received).toHaveLength(1);
  });
});
