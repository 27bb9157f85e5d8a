import "reflect-metadata";
import type { ChildProcess } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EntityManager } from "typeorm";
import type { Database } from "../../graph/src/db/data-source.js";
import { subjectOf, type EventType, type OutboxEvent } from "../../graph/src/events/event-types.js";
import type { DeliveryAttempt, DeliveryOutcome, OutboxConsumer } from "../../graph/src/events/outbox-consumer.js";
import { recordEvent } from "../../graph/src/events/outbox.js";
import { DELIVERY_BACKOFF_SECONDS, type OutboxWorker, startOutboxWorker } from "../../graph/src/events/outbox-worker.js";
import { AppScope } from "../../graph/src/apps/app-scope.js";
import { ProductStatus } from "../../graph/src/catalog/product.entity.js";
import type { OrderViewer } from "../../graph/src/orders/order.service.js";
import { OrderStatus, PaymentStatus } from "../../graph/src/orders/order.entity.js";
import { openDatabase } from "../../graph/src/db/data-source.js";
import { createEmptyTestDatabase, openTestDatabase, skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { processEnvironment, spawnSource } from "../support/shop-process.js";
import { startTestShop, type TestShop } from "../support/shop.js";

const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A consumer that records each delivery it is given and answers what `answer` says. */
class RecordingConsumer implements OutboxConsumer {
  readonly delivered: { attempt: DeliveryAttempt; event: OutboxEvent }[] = [];
  answer: (attempt: DeliveryAttempt, event: OutboxEvent) => DeliveryOutcome | Promise<DeliveryOutcome> = () => ({ ok: true, responseCode: 200 });
  targets: (event: OutboxEvent, em: EntityManager) => string[] | Promise<string[]> = () => ["t1"];
  constructor(readonly kind = "test") {}
  plan(event: OutboxEvent, em: EntityManager) {
    return Promise.resolve(this.targets(event, em));
  }
  async deliver(attempt: DeliveryAttempt, event: OutboxEvent) {
    this.delivered.push({ attempt, event });
    return this.answer(attempt, event);
  }
  /** The types delivered, in order, for one subject. */
  typesOf(subject: string): EventType[] {
    return this.delivered.filter(({ event }) => event.subject === subject).map(({ event }) => event.type);
  }
}

const appPayload = (id: string) => ({ app: { id, name: `App ${id}`, scopes: ["read_orders"], tokenPrefix: "shop_app_abc" } });

describe.skipIf(skipDatabaseTests)("the outbox", () => {
  let database: Database;
  let consumer: RecordingConsumer;
  let worker: OutboxWorker;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await worker?.stop();
    await database?.close();
  });
  beforeEach(async () => {
    await worker?.stop();
    await database.dataSource.query(`DELETE FROM "outbox_delivery"`);
    await database.dataSource.query(`DELETE FROM "outbox_event"`);
    consumer = new RecordingConsumer();
    worker = startOutboxWorker(database.dataSource, [consumer], { log, manual: true });
  });

  const record = (type: "app.created" | "app.revoked", id: string) =>
    database.dataSource.transaction((em) => recordEvent(em, type, subjectOf("app", id), appPayload(id)));

  it("delivers an event written in a committed transaction, with its id, type, time and payload; a rolled-back one never exists", async () => {
    await record("app.created", "a1");
    await expect(
      database.dataSource.transaction(async (em) => {
        await recordEvent(em, "app.revoked", subjectOf("app", "a1"), appPayload("a1"));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await worker.runOnce();

    expect(consumer.delivered).toHaveLength(1);
    const { attempt, event } = consumer.delivered[0]!;
    expect(event).toMatchObject({ type: "app.created", subject: "app:a1", payloadVersion: 1, payload: appPayload("a1") });
    expect(event.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.occurredAt).toBeInstanceOf(Date);
    expect(attempt).toMatchObject({ eventId: event.id, kind: "test", targetId: "t1", attempt: 1 });
    const [row] = await database.dataSource.query(`SELECT "status", "attempts", "lastResponseCode", "deliveredAt" FROM "outbox_delivery"`);
    expect(row).toMatchObject({ status: "DELIVERED", attempts: 1, lastResponseCode: 200 });
    expect(await database.dataSource.query(`SELECT count(*)::int AS "n" FROM "outbox_event"`)).toEqual([{ n: 1 }]);

    await worker.runOnce();
    expect(consumer.delivered).toHaveLength(1);
  });

  it("makes one delivery per target and consumer; an event nobody wants is only marked fanned out", async () => {
    const other = new RecordingConsumer("other");
    other.targets = (event) => (event.subject === "app:a2" ? [] : ["x", "y", "x"]);
    await worker.stop();
    worker = startOutboxWorker(database.dataSource, [consumer, other], { log, manual: true });
    await record("app.created", "a1");
    await record("app.created", "a2");
    await worker.runOnce();
    expect(consumer.delivered.map(({ event }) => event.subject).sort()).toEqual(["app:a1", "app:a2"]);
    expect(other.delivered.map(({ attempt, event }) => `${event.subject}>${attempt.targetId}`).sort()).toEqual(["app:a1>x", "app:a1>y"]);
    expect(await database.dataSource.query(`SELECT count(*)::int AS "n" FROM "outbox_event" WHERE "fannedOutAt" IS NULL`)).toEqual([{ n: 0 }]);
  });

  it("keeps an event whose fan-out failed and fans it out on a later round", async () => {
    let failing = true;
    consumer.targets = () => {
      if (failing) throw new Error("plan failed");
      return ["t1"];
    };
    const errors: unknown[] = [];
    await worker.stop();
    worker = startOutboxWorker(database.dataSource, [consumer], { log: { ...log, error: (details: unknown) => errors.push(details) }, manual: true });
    await record("app.created", "a1");
    await expect(worker.runOnce()).rejects.toThrow("plan failed");
    expect(await database.dataSource.query(`SELECT count(*)::int AS "n" FROM "outbox_delivery"`)).toEqual([{ n: 0 }]);
    failing = false;
    await worker.runOnce();
    expect(consumer.typesOf("app:a1")).toEqual(["app.created"]);
  });

  it("retries a failed delivery with backoff; the next event of that subject waits, other subjects do not", async () => {
    consumer.answer = (_attempt, event) => (event.subject === "app:a1" && consumer.typesOf("app:a1").length === 1 ? { ok: false, error: "receiver down", responseCode: 503 } : { ok: true });
    await record("app.created", "a1");
    await record("app.revoked", "a1");
    await record("app.created", "a2");
    await worker.runOnce();

    expect(consumer.typesOf("app:a1")).toEqual(["app.created"]);
    expect(consumer.typesOf("app:a2")).toEqual(["app.created"]);
    const [failed] = (await database.dataSource.query(
      `SELECT "status", "attempts", "lastError", "lastResponseCode", "lockedUntil",
              extract(epoch FROM "nextAttemptAt" - "lastAttemptAt")::float AS "waitSeconds"
       FROM "outbox_delivery" WHERE "subject" = 'app:a1' ORDER BY "eventSeq" LIMIT 1`,
    )) as { status: string; attempts: number; lastError: string; lastResponseCode: number; lockedUntil: Date | null; waitSeconds: number }[];
    expect(failed).toMatchObject({ status: "PENDING", attempts: 1, lastError: "receiver down", lastResponseCode: 503, lockedUntil: null });
    expect(failed!.waitSeconds).toBeGreaterThanOrEqual(DELIVERY_BACKOFF_SECONDS[0]);
    expect(failed!.waitSeconds).toBeLessThanOrEqual(DELIVERY_BACKOFF_SECONDS[0] * 1.1 + 1);

    // Not due yet: nothing moves. Once due, the first is tried again and the second follows it.
    await worker.runOnce();
    expect(consumer.typesOf("app:a1")).toEqual(["app.created"]);
    await database.dataSource.query(`UPDATE "outbox_delivery" SET "nextAttemptAt" = now() WHERE "status" = 'PENDING'`);
    await worker.runOnce();
    expect(consumer.typesOf("app:a1")).toEqual(["app.created", "app.created", "app.revoked"]);
    expect(consumer.delivered.filter(({ event }) => event.subject === "app:a1").map(({ attempt }) => attempt.attempt)).toEqual([1, 2, 1]);
  });

  it("gives up after the last backoff step, or at once when the consumer says not to retry; the subject's next event then goes", async () => {
    consumer.answer = (_attempt, event) => (event.type === "app.created" ? { ok: false, error: "gone", retry: event.subject !== "app:a2" } : { ok: true });
    await record("app.created", "a1");
    await record("app.revoked", "a1");
    await record("app.created", "a2");
    await record("app.revoked", "a2");
    await worker.runOnce();
    expect(consumer.typesOf("app:a2")).toEqual(["app.created", "app.revoked"]);

    for (let attempt = 2; attempt <= DELIVERY_BACKOFF_SECONDS.length + 1; attempt++) {
      await database.dataSource.query(`UPDATE "outbox_delivery" SET "nextAttemptAt" = now() WHERE "status" = 'PENDING'`);
      await worker.runOnce();
    }
    expect(consumer.typesOf("app:a1")).toEqual([...Array(DELIVERY_BACKOFF_SECONDS.length + 1).fill("app.created"), "app.revoked"]);
    const rows = await database.dataSource.query(`SELECT "subject", "status", "attempts" FROM "outbox_delivery" ORDER BY "eventSeq"`);
    expect(rows).toEqual([
      { subject: "app:a1", status: "FAILED", attempts: DELIVERY_BACKOFF_SECONDS.length + 1 },
      { subject: "app:a1", status: "DELIVERED", attempts: 1 },
      { subject: "app:a2", status: "FAILED", attempts: 1 },
      { subject: "app:a2", status: "DELIVERED", attempts: 1 },
    ]);
  });

  it("counts a consumer that throws as a failed attempt, and resends a delivered event on request", async () => {
    consumer.answer = () => {
      throw new Error("boom");
    };
    await record("app.created", "a1");
    await worker.runOnce();
    const [row] = await database.dataSource.query(`SELECT "status", "lastError" FROM "outbox_delivery"`);
    expect(row).toEqual({ status: "PENDING", lastError: "boom" });

    consumer.answer = () => ({ ok: true });
    await database.dataSource.query(`UPDATE "outbox_delivery" SET "nextAttemptAt" = now()`);
    await worker.runOnce();
    const eventId = consumer.delivered[0]!.event.id;
    const id = await worker.redeliver(eventId, "test", "t1");
    await worker.runOnce();
    expect(consumer.delivered.map(({ attempt }) => [attempt.id === id, attempt.attempt])).toEqual([
      [false, 1],
      [false, 2],
      [true, 1],
    ]);
    await expect(worker.redeliver("00000000-0000-4000-8000-000000000000", "test", "t1")).rejects.toThrow("No outbox event");
  });

  it("lets a delivery whose worker died be claimed again once its lease ends, and ignores the late outcome of the first", async () => {
    await worker.stop();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    consumer.answer = async (attempt) => {
      if (attempt.attempt === 1) await held;
      return { ok: attempt.attempt === 1 ? false : true, error: "late" } as DeliveryOutcome;
    };
    const first = startOutboxWorker(database.dataSource, [consumer], { log, manual: true, leaseMs: 300 });
    await record("app.created", "a1");
    const firstRun = first.runOnce();
    await waitFor(() => consumer.delivered.length === 1);

    const second = startOutboxWorker(database.dataSource, [consumer], { log, manual: true, leaseMs: 60_000 });
    await second.runOnce();
    expect(consumer.delivered).toHaveLength(1); // the lease holds
    await new Promise((resolve) => setTimeout(resolve, 400));
    await second.runOnce();
    expect(consumer.delivered.map(({ attempt }) => attempt.attempt)).toEqual([1, 2]);
    release();
    await firstRun;
    const [row] = await database.dataSource.query(`SELECT "status", "attempts", "lastError" FROM "outbox_delivery"`);
    expect(row).toEqual({ status: "DELIVERED", attempts: 2, lastError: null });
    await first.stop();
    await second.stop();
  });

  it("wakes on a commit that wrote events, without waiting for its poll", async () => {
    await worker.stop();
    worker = startOutboxWorker(database.dataSource, [consumer], { log, pollMs: 60_000 });
    await waitFor(async () => (await database.dataSource.query(`SELECT 1`)) && true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await record("app.created", "a1");
    await waitFor(() => consumer.delivered.length === 1, 3_000);
  });

  it("never delivers one event to one target twice when workers race", async () => {
    await worker.stop();
    consumer.answer = async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { ok: true };
    };
    for (let i = 0; i < 30; i++) await record("app.created", `a${i % 6}`);
    const workers = [1, 2, 3].map(() => startOutboxWorker(database.dataSource, [consumer], { log, manual: true, claimBatch: 4, concurrency: 2 }));
    await Promise.all(workers.map((each) => each.runOnce()));
    await Promise.all(workers.map((each) => each.runOnce()));
    expect(consumer.delivered).toHaveLength(30);
    expect(new Set(consumer.delivered.map(({ event }) => event.id)).size).toBe(30);
    // Each subject's events in the order written.
    const seqs = (subject: string) => consumer.delivered.filter(({ event }) => event.subject === subject).map(({ event }) => BigInt(event.seq));
    for (let i = 0; i < 6; i++) expect(seqs(`app:a${i}`)).toEqual([...seqs(`app:a${i}`)].sort((a, b) => (a < b ? -1 : 1)));
    await Promise.all(workers.map((each) => each.stop()));
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("Timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Events as written, oldest first: what every write site put in the outbox. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- payloads are checked field by field against docs/events.md
type Payload = Record<string, any>;
async function eventsOf(shop: TestShop, subject: string): Promise<{ type: EventType; payloadVersion: number; payload: Payload }[]> {
  return shop.database.dataSource.query(`SELECT "type", "payloadVersion", "payload" FROM "outbox_event" WHERE "subject" = $1 ORDER BY "seq"`, [subject]);
}

describe.skipIf(skipDatabaseTests)("events at every write site", { timeout: 120_000 }, () => {
  let shop: TestShop;
  let consumer: RecordingConsumer;
  let categoryId: string;
  let serial = 0;
  const admin = { uid: "outbox-admin", email: "admin@shop.example" };
  const staff = (): OrderViewer => ({ user: null, app: { uid: null, email: null, app: { id: "00000000-0000-4000-8000-000000000001", name: "Staff app" } } });
  const count = async () => ((await shop.database.dataSource.query(`SELECT count(*)::int AS "n" FROM "outbox_event"`)) as { n: number }[])[0]!.n;

  beforeAll(async () => {
    consumer = new RecordingConsumer();
    shop = await startTestShop({ outboxConsumers: [consumer], env: { ORDER_LIMIT_PER_ADDRESS: "0", ORDER_LIMIT_PER_CONTACT: "0", ORDER_UNITS_PER_CONTACT: "0", ORDER_UNITS_PER_ADDRESS: "0" } });
    categoryId = (await shop.services.categories.create({ name: "Outbox", image: "/uploads/outbox.png", subCategories: [] })).id;
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
  });

  async function product(stock: number, variants: { color: string; stock: number }[] = []) {
    const sku = `OBX-${++serial}`;
    return shop.services.products.create({
      name: `Outbox ${sku}`,
      priceMinor: 10_000,
      categoryId,
      sku,
      stock,
      status: ProductStatus.ACTIVE,
      variants: variants.map((v) => ({ color: v.color, size: "M", stock: v.stock, sku: `${sku}-${v.color}` })),
    });
  }
  const place = (lines: { productId: string; quantity: number; color?: string; size?: string }[]) =>
    shop.services.orders.place(
      { name: "Rahim Uddin", phone: "01711111111", email: "rahim@example.com", district: "Dhaka", address: "House 1, Road 2", notes: "Call first", lines },
      null,
      { requireEmail: true, clientIp: "127.0.0.1" },
    );

  it("an order placed and moved through its statuses and payment writes exactly its events, in order, with the documented payloads", async () => {
    const shirt = await product(7);
    const { order } = await place([{ productId: shirt.id, quantity: 3 }]);
    await shop.services.orders.changeStatus(order.id, OrderStatus.PROCESSING, staff());
    await shop.services.orders.changeStatus(order.id, OrderStatus.SHIPPED, staff());
    await shop.services.orders.changeStatus(order.id, OrderStatus.DELIVERED, staff());
    await shop.services.orderAdmin.setPaymentStatus(order.id, PaymentStatus.PAID, null, admin);

    const events = await eventsOf(shop, subjectOf("order", order.id));
    expect(events.map((event) => event.type)).toEqual([
      "order.created",
      "order.status_changed",
      "order.status_changed",
      "order.status_changed",
      "order.payment_status_changed",
    ]);
    expect(events.every((event) => event.payloadVersion === 1)).toBe(true);
    const created = events[0]!.payload.order;
    expect(created).toEqual({
      id: order.id,
      number: order.number,
      status: "PENDING",
      paymentStatus: "UNPAID",
      paymentMethod: "CASH_ON_DELIVERY",
      currency: "BDT",
      subtotalMinor: 30_000,
      shippingMinor: order.shippingMinor,
      totalMinor: 30_000 + order.shippingMinor,
      customer: { uid: null, name: "Rahim Uddin", phone: "01711111111", email: "rahim@example.com" },
      delivery: { address: "House 1, Road 2", district: "Dhaka", deliveryZone: order.deliveryZone },
      notes: "Call first",
      lines: [
        {
          productId: shirt.id,
          variantId: null,
          name: shirt.name,
          sku: shirt.sku,
          color: null,
          size: null,
          quantity: 3,
          unitPriceMinor: 10_000,
          finalUnitPriceMinor: 10_000,
          lineTotalMinor: 30_000,
        },
      ],
      shipment: null,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
    });
    expect(events.slice(1, 4).map(({ payload }) => [payload.previousStatus, payload.status, payload.order.status])).toEqual([
      ["PENDING", "PROCESSING", "PROCESSING"],
      ["PROCESSING", "SHIPPED", "SHIPPED"],
      ["SHIPPED", "DELIVERED", "DELIVERED"],
    ]);
    // The same order, as later events read it back (one helper builds both).
    const { status: _s, updatedAt: _u, ...sameAsCreated } = created;
    expect(events[1]!.payload.order).toMatchObject(sameAsCreated);
    expect(events[4]!.payload).toMatchObject({ previousPaymentStatus: "UNPAID", paymentStatus: "PAID", order: { paymentStatus: "PAID", status: "DELIVERED" } });

    // Its stock fell from 7 to 4, at or below the low-stock level (5): once.
    const stock = await eventsOf(shop, subjectOf("product", shirt.id));
    expect(stock.map((event) => event.type)).toEqual(["product.created", "stock.low"]);
    expect(stock[1]!.payload).toEqual({ product: { id: shirt.id, name: shirt.name, slug: shirt.slug, sku: shirt.sku }, variant: null, stock: 4, threshold: 5 });

    // And the worker delivers them, in order.
    await waitFor(() => consumer.typesOf(subjectOf("order", order.id)).length === 5);
    expect(consumer.typesOf(subjectOf("order", order.id))).toEqual(events.map((event) => event.type));
  });

  it("a cancellation writes order.status_changed then order.cancelled with the customer's reason; a refused change writes nothing", async () => {
    const shirt = await product(20);
    const { order } = await place([{ productId: shirt.id, quantity: 1 }]);
    await shop.services.orders.changeStatus(order.id, OrderStatus.CANCELLED, staff(), { notes: { customerNote: "Out of the colour you chose", note: "staff only" } });
    const before = await count();
    await expect(shop.services.orders.changeStatus(order.id, OrderStatus.PROCESSING, staff())).rejects.toMatchObject({ extensions: { code: "CONFLICT" } });
    await expect(shop.services.orderAdmin.setPaymentStatus(order.id, PaymentStatus.PAID, null, admin)).rejects.toMatchObject({ extensions: { code: "CONFLICT" } });
    expect(await count()).toBe(before);

    const events = await eventsOf(shop, subjectOf("order", order.id));
    expect(events.map((event) => event.type)).toEqual(["order.created", "order.status_changed", "order.cancelled"]);
    expect(events[1]!.payload).toMatchObject({ previousStatus: "PENDING", status: "CANCELLED" });
    expect(events[2]!.payload).toMatchObject({ previousStatus: "PENDING", reason: "Out of the colour you chose", order: { status: "CANCELLED" } });
    expect(JSON.stringify(events)).not.toContain("staff only");
  });

  it("an order that empties a variant writes stock.out for it, and stock.low for its product", async () => {
    const shirt = await product(0, [
      { color: "Red", stock: 1 },
      { color: "Blue", stock: 5 },
    ]);
    const [red] = await shop.database.dataSource.query(`SELECT "id" FROM "product_variant" WHERE "sku" = $1`, [`${shirt.sku}-Red`]);
    await place([{ productId: shirt.id, color: "Red", size: "M", quantity: 1 }]);
    const events = await eventsOf(shop, subjectOf("product", shirt.id));
    expect(events.map((event) => [event.type, event.payload.variant?.color ?? null, event.payload.stock ?? null]).sort()).toEqual([
      ["product.created", null, null],
      ["stock.low", null, 5],
      ["stock.out", "Red", 0],
    ]);
    expect(events.find((event) => event.type === "stock.out")!.payload.variant).toEqual({ id: red.id, sku: `${shirt.sku}-Red`, color: "Red", size: "M" });
  });

  it("products created, edited (stock crossing low), duplicated, hidden and deleted, and stock set by SKU, write their events", async () => {
    const lamp = await product(10);
    const input = { name: lamp.name, priceMinor: 12_000, categoryId, sku: lamp.sku, stock: 3, status: ProductStatus.ACTIVE, variants: [] };
    await shop.services.products.update(lamp.id, input, { actor: admin });
    const copy = await shop.services.products.duplicate(lamp.id, { actor: admin });
    await shop.services.products.setStatus([lamp.id], ProductStatus.DRAFT, { actor: admin });
    await shop.services.stockBySku.update({ idempotencyKey: `outbox-${Date.now()}`, lines: [{ sku: lamp.sku, set: 0 }] }, { actor: admin, scope: "admin:outbox" });
    await shop.services.products.deleteMany([lamp.id], { actor: admin });

    const events = await eventsOf(shop, subjectOf("product", lamp.id));
    expect(events.map((event) => event.type)).toEqual([
      "product.created",
      "product.updated",
      "stock.low",
      "product.updated",
      "product.updated",
      "stock.out",
      "product.deleted",
    ]);
    expect(events[0]!.payload.product).toEqual({
      id: lamp.id,
      name: lamp.name,
      slug: lamp.slug,
      sku: lamp.sku,
      status: "ACTIVE",
      priceMinor: 10_000,
      finalPriceMinor: 10_000,
      stock: 10,
      categoryId,
      variants: [],
      updatedAt: lamp.updatedAt.toISOString(),
    });
    expect(events[1]!.payload.product).toMatchObject({ priceMinor: 12_000, stock: 3 });
    expect(events[2]!.payload).toMatchObject({ stock: 3, threshold: 5, variant: null });
    expect(events[3]!.payload.product).toMatchObject({ status: "DRAFT" });
    expect(events[4]!.payload.product).toMatchObject({ stock: 0 });
    expect(events[6]!.payload).toEqual({ product: { id: lamp.id, name: lamp.name, slug: lamp.slug, sku: lamp.sku } });
    expect((await eventsOf(shop, subjectOf("product", copy.id))).map((event) => [event.type, event.payload.product.status])).toEqual([["product.created", "DRAFT"]]);

    // A write that fails writes no event.
    const before = await count();
    await expect(shop.services.products.update(copy.id, { ...input, sku: "" }, { actor: admin })).rejects.toBeTruthy();
    expect(await count()).toBe(before);
  });

  it("a contact message and an app created and revoked write their events, without the app's token", async () => {
    const message = await shop.services.contact.create(
      { name: "Karim", email: "Karim@Example.com", phone: null, subject: "Sizes", message: "Do you have this in XL?" },
      "10.9.9.9",
    );
    expect(await eventsOf(shop, subjectOf("contact_message", message.id))).toEqual([
      {
        type: "contact_message.received",
        payloadVersion: 1,
        payload: {
          message: { id: message.id, name: "Karim", email: "karim@example.com", phone: null, subject: "Sizes", message: "Do you have this in XL?", createdAt: message.createdAt.toISOString() },
        },
      },
    ]);

    const { app, token } = await shop.services.apps.create({ name: "ERP", scopes: [AppScope.READ_ORDERS] }, admin);
    await shop.services.apps.revoke(app.id, admin);
    const events = await eventsOf(shop, subjectOf("app", app.id));
    const expected = { app: { id: app.id, name: "ERP", scopes: ["READ_ORDERS"], tokenPrefix: app.tokenPrefix } };
    expect(events.map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: "app.created", payload: expected },
      { type: "app.revoked", payload: expected },
    ]);
    expect(JSON.stringify(events)).not.toContain(token);
  });
});

/** A local HTTP receiver: records each delivery; while `holding`, it answers none of them. */
async function startReceiver() {
  const requests: { id: string; attempt: number; answered: boolean }[] = [];
  const held: http.ServerResponse[] = [];
  const state = { holding: false };
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const { id, attempt } = JSON.parse(body) as { id: string; attempt: number };
      const entry = { id, attempt, answered: false };
      requests.push(entry);
      if (state.holding) return void held.push(response);
      entry.answered = true;
      response.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    state,
    /** Event ids answered 200. */
    delivered: () => new Set(requests.filter((r) => r.answered).map((r) => r.id)),
    close: () => {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe.skipIf(skipDatabaseTests)("the outbox across processes", { timeout: 240_000 }, () => {
  it("a worker killed with SIGKILL mid-delivery loses nothing: after a restart every event arrives, at least once", async () => {
    const empty = await createEmptyTestDatabase();
    const receiver = await startReceiver();
    const workers: ChildProcess[] = [];
    try {
      let database = await openDatabase(empty.options);
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) {
        await database.dataSource.transaction((em) => recordEvent(em, "app.created", subjectOf("app", `k${i}`), appPayload(`k${i}`)));
      }
      for (const row of (await database.dataSource.query(`SELECT "id" FROM "outbox_event"`)) as { id: string }[]) ids.push(row.id);
      await database.close();

      const env = processEnvironment({
        ...(empty.options.databaseUrl ? { DATABASE_URL: empty.options.databaseUrl } : { DATA_DIR: empty.options.dataDir! }),
        RECEIVER_URL: receiver.url,
        LEASE_MS: "2000",
      });
      const spawnWorker = () => {
        const child = spawnSource("tests/support/outbox-worker-process.ts", [], env);
        workers.push(child);
        let output = "";
        child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
        return { child, output: () => output, exited: new Promise((resolve) => child.once("exit", resolve)) };
      };

      // The first worker is killed while the receiver holds its requests: they are in flight.
      receiver.state.holding = true;
      const first = spawnWorker();
      await waitFor(() => receiver.requests.length >= 1, 60_000).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${first.output()}`);
      });
      first.child.kill("SIGKILL");
      await first.exited;
      const inFlight = new Set(receiver.requests.map((r) => r.id));

      receiver.state.holding = false;
      const second = spawnWorker();
      await waitFor(() => receiver.delivered().size === ids.length, 60_000).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${second.output()}`);
      });
      second.child.kill("SIGTERM");
      await second.exited;

      expect([...receiver.delivered()].sort()).toEqual([...ids].sort());
      // What was in flight at the kill came again (at least once: receivers deduplicate by id).
      for (const id of inFlight) expect(receiver.requests.filter((r) => r.id === id).length).toBeGreaterThanOrEqual(2);
      database = await openDatabase(empty.options);
      expect(await database.dataSource.query(`SELECT "status", count(*)::int AS "n" FROM "outbox_delivery" GROUP BY "status"`)).toEqual([
        { status: "DELIVERED", n: ids.length },
      ]);
      await database.close();
    } finally {
      for (const child of workers) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await receiver.close();
      await empty.drop();
    }
  });

  it.skipIf(testDatabaseKind !== "postgres")("two replicas (two data sources on one database) deliver each event once", async () => {
    const empty = await createEmptyTestDatabase();
    const [a, b] = [await openDatabase(empty.options), await openDatabase(empty.options)];
    const received = new Map<string, number>();
    const consumer: OutboxConsumer = {
      kind: "count",
      plan: async () => ["one", "two"],
      async deliver(attempt) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        const key = `${attempt.eventId}>${attempt.targetId}`;
        received.set(key, (received.get(key) ?? 0) + 1);
        return { ok: true };
      },
    };
    const workers = [a, b].map((database) => startOutboxWorker(database.dataSource, [consumer], { log, pollMs: 20, claimBatch: 5 }));
    try {
      await Promise.all(
        [a, b].map(async (database, side) => {
          for (let i = 0; i < 40; i++) await database.dataSource.transaction((em) => recordEvent(em, "app.created", subjectOf("app", `${side}-${i % 7}`), appPayload(`${i}`)));
        }),
      );
      await waitFor(() => received.size === 160, 30_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect([...received.values()].every((times) => times === 1)).toBe(true);
      expect(received.size).toBe(160);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await a.close();
      await b.close();
      await empty.drop();
    }
  });
});
