import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DataSource } from "typeorm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "../../graph/src/db/data-source.js";
import { type OrderPayload, subjectOf } from "../../graph/src/events/event-types.js";
import { recordEvent } from "../../graph/src/events/outbox.js";
import { createServices } from "../../graph/src/services.js";
import { openTestDatabase, skipDatabaseTests, testDatabaseKind } from "../support/database.js";
import { startedShops } from "../support/shop-process.js";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver.js";
import { WebhookEvent } from "../../graph/src/webhooks/webhook-event.js";

/**
 * Webhook deliveries from real shop processes (docs/webhooks.md, decision 057): kill -9 of a shop
 * in the middle of deliveries loses no event and, with the receiver deduplicating by webhook-id,
 * repeats none; two shops on one PostgreSQL database never deliver one event twice at once.
 */

const shops = startedShops();
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await shops.killAll();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The shops' database: PostgreSQL open the whole time, or an embedded one opened only while no shop holds its folder. */
async function shopDatabase() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-hooks-"));
  const shared: Database | undefined = testDatabaseKind === "postgres" ? await openTestDatabase() : undefined;
  cleanups.push(async () => {
    await shared?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const url = shared && (shared.dataSource.options as { url: string }).url;
  return {
    env: { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}), OUTBOX_POLL_MS: "50" },
    async use<T>(work: (dataSource: DataSource) => Promise<T>): Promise<T> {
      const database = shared ?? (await openDatabase({ dataDir }));
      try {
        return await work(database.dataSource);
      } finally {
        if (!shared) await database.close();
      }
    },
  };
}

function order(): OrderPayload {
  const at = new Date().toISOString();
  return {
    id: randomUUID(),
    number: 1,
    status: "PENDING",
    paymentStatus: "UNPAID",
    paymentMethod: "COD",
    currency: "BDT",
    subtotalMinor: 1_000,
    shippingMinor: 0,
    totalMinor: 1_000,
    customer: { uid: null, name: "Rahim", phone: "01711000000", email: null },
    delivery: { address: "House 1", district: null, deliveryZone: "inside" },
    notes: null,
    lines: [],
    shipment: null,
    createdAt: at,
    updatedAt: at,
  };
}

const owner = { actor: { uid: "owner", email: "owner@shop.test" }, app: null };

/** `count` order.created events, each about its own order (so they may go out side by side); their ids. */
async function recordOrders(dataSource: DataSource, count: number): Promise<string[]> {
  await dataSource.transaction(async (em) => {
    for (let i = 0; i < count; i++) {
      const placed = order();
      await recordEvent(em, "order.created", subjectOf("order", placed.id), { order: placed });
    }
  });
  return ((await dataSource.query(`SELECT "id" FROM "outbox_event" ORDER BY "seq"`)) as { id: string }[]).map((row) => row.id);
}

const until = (check: () => void | Promise<void>, timeout = 60_000) => vi.waitFor(check, { timeout, interval: 50 });

describe.skipIf(skipDatabaseTests)(`webhooks from shop processes (${testDatabaseKind})`, { timeout: 180_000 }, () => {
  let hooks: WebhookReceiver;
  afterEach(async () => hooks?.close());

  it("lose no event and, deduplicated by webhook-id, repeat none when a shop is killed with -9 mid-delivery", async () => {
    const EVENTS = 120;
    const database = await shopDatabase();
    hooks = await startWebhookReceiver();
    hooks.holdMs = 50;
    const events = await database.use(async (dataSource) => {
      await createServices(dataSource).webhooks.create({ url: hooks.url, events: [WebhookEvent.ORDER_CREATED] }, owner);
      return recordOrders(dataSource, EVENTS);
    });

    const killed = await shops.start(database.env);
    await until(() => expect(hooks.processed.size).toBeGreaterThanOrEqual(10));
    expect(await killed.stop("SIGKILL")).toEqual({ code: null, signal: "SIGKILL" });
    const beforeRestart = hooks.processed.size;
    expect(beforeRestart).toBeLessThan(EVENTS);

    // The dead shop's leases would run out on their own (a minute); end them now rather than wait.
    await database.use((dataSource) => dataSource.query(`UPDATE "outbox_delivery" SET "lockedUntil" = NULL WHERE "status" = 'PENDING'`));
    const next = await shops.start(database.env);
    await until(() => expect(hooks.processed.size).toBe(EVENTS));
    expect(await next.stop("SIGTERM")).toEqual({ code: 0, signal: null });

    // Every event arrived, and a deduplicating receiver processed each exactly once.
    expect([...hooks.processed].sort()).toEqual([...events].sort());
    const repeats = hooks.received.length - EVENTS;
    // Only what was in flight at the kill may come twice: the outbox delivers at least once.
    expect(repeats).toBeGreaterThanOrEqual(0);
    expect(repeats).toBeLessThanOrEqual(20);
    for (const request of hooks.received) expect(events).toContain(request.headers["webhook-id"]);
    const states = await database.use((dataSource) => dataSource.query(`SELECT "status", count(*)::int AS "n" FROM "outbox_delivery" WHERE "kind" = 'webhook' GROUP BY "status"`));
    expect(states).toEqual([{ status: "DELIVERED", n: EVENTS }]);
  });

  it.runIf(testDatabaseKind === "postgres")("never deliver one event twice at once from two shops on one database", async () => {
    const EVENTS = 80;
    const database = await shopDatabase();
    hooks = await startWebhookReceiver();
    hooks.holdMs = 60;
    await database.use((dataSource) => createServices(dataSource).webhooks.create({ url: hooks.url, events: [WebhookEvent.ORDER_CREATED] }, owner));
    await Promise.all([shops.start(database.env), shops.start(database.env)]);

    const events = await database.use(async (dataSource) => {
      for (let batch = 0; batch < 8; batch++) await recordOrders(dataSource, EVENTS / 8);
      return ((await dataSource.query(`SELECT "id" FROM "outbox_event" ORDER BY "seq"`)) as { id: string }[]).map((row) => row.id);
    });
    await until(() => expect(hooks.processed.size).toBe(EVENTS));
    expect([...hooks.processed].sort()).toEqual([...events].sort());
    // Each event once in flight at most, and, with no failure to retry, delivered exactly once.
    expect(Math.max(...hooks.maxInFlight.values())).toBe(1);
    expect(hooks.received).toHaveLength(EVENTS);
  });
});
