import "reflect-metadata";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { EntityManager } from "typeorm";
import type { Database } from "../../graph/src/db/data-source.js";
import { subjectOf, type EventType, type OutboxEvent } from "../../graph/src/events/event-types.js";
import type { DeliveryAttempt, DeliveryOutcome, OutboxConsumer } from "../../graph/src/events/outbox-consumer.js";
import { recordEvent } from "../../graph/src/events/outbox.js";
import { DELIVERY_BACKOFF_SECONDS, type OutboxWorker, startOutboxWorker } from "../../graph/src/events/outbox-worker.js";
import { openTestDatabase, skipDatabaseTests } from "../support/database.js";

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
