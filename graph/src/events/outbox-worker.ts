import type { DataSource, EntityManager } from "typeorm";
import type { EventType, OutboxEvent } from "./event-types.js";
import type { DeliveryAttempt, DeliveryOutcome, OutboxConsumer, OutboxControl } from "./outbox-consumer.js";
import { wakeOnCommit } from "./outbox.js";

/**
 * Seconds to wait after each failed attempt before the next (attempt 1 failed: 30 s, …): eleven
 * attempts over about two days and four hours, each wait stretched by up to 10 % of jitter so
 * the retries of one outage do not arrive together. After the last, the delivery is FAILED.
 */
export const DELIVERY_BACKOFF_SECONDS = [30, 120, 600, 1_800, 3_600, 7_200, 14_400, 28_800, 43_200, 86_400] as const;

/** The wait after failed attempt `attempt` (1-based), in ms, or null when it was the last. */
export function retryDelayMs(attempt: number, random = Math.random): number | null {
  const seconds = DELIVERY_BACKOFF_SECONDS[attempt - 1];
  if (seconds === undefined) return null;
  return Math.round(seconds * 1000 * (1 + 0.1 * random()));
}

interface Log {
  info(message: string): void;
  error(details: { err: unknown }, message: string): void;
}

export interface OutboxWorkerOptions {
  log: Log;
  /** How often the worker looks for work when nobody nudges it (OUTBOX_POLL_MS). */
  pollMs?: number;
  /** How long a claimed delivery is this worker's: far longer than a webhook's 10 s timeout. */
  leaseMs?: number;
  /** After a run begins, the next waits at least this long (ms), so a busy shop's commits are taken together. */
  batchMs?: number;
  /** Events fanned out per transaction. */
  fanOutBatch?: number;
  /** Deliveries claimed at once, and how many of them run at the same time. */
  claimBatch?: number;
  concurrency?: number;
  /** Delivered deliveries (and events left without any) are deleted after this many days; failed ones after three times as long. */
  keepDays?: number;
  /** Never wake by itself (no poll, no wake on commit, `nudge` does nothing): only `runOnce` runs it (tests). */
  manual?: boolean;
}

export type OutboxWorker = OutboxControl & {
  /** Fan out, deliver what is due and return when nothing more is due now (tests; the loop calls it too). */
  runOnce(): Promise<void>;
  /** Stop polling and wait for deliveries in flight, at most `waitMs` (5 s: within the shutdown's time). */
  stop(waitMs?: number): Promise<void>;
};

/** The key of the transaction-level advisory lock one replica's fan-out holds (any fixed number). */
const FAN_OUT_LOCK_KEY = 340_056;
const PRUNE_EVERY_MS = 60 * 60_000;
const STOP_WAIT_MS = 5_000;
const PRUNE_BATCH = 1_000;

interface EventRow {
  id: string;
  seq: string;
  type: EventType;
  subject: string;
  payloadVersion: number;
  payload: OutboxEvent["payload"];
  occurredAt: Date;
}

interface ClaimedRow {
  id: string;
  eventId: string;
  kind: string;
  targetId: string;
  attempts: number;
}

/**
 * The outbox's worker (issue 34, decision 056, docs/events.md). Nothing lives only in its memory:
 * the tables are the queue, so a restart or kill -9 loses nothing and several replicas share it.
 *
 * - Fan-out: one replica at a time (an advisory lock), events in `seq` order; each consumer's
 *   `plan` names the targets, one `outbox_delivery` each, and the event is marked fanned out, all
 *   in one transaction. A `plan` that throws rolls that back: the events wait for the next round.
 * - Delivery: due pending deliveries are claimed with a lease (`FOR UPDATE SKIP LOCKED`, so two
 *   replicas never claim one), never while an earlier delivery of the same subject to the same
 *   target is pending: one subject's events reach a target in order, other subjects do not wait.
 *   A failed attempt is retried after `DELIVERY_BACKOFF_SECONDS`; a worker that dies mid-delivery
 *   leaves a lease that expires, and the delivery is tried again (at least once).
 */
export function startOutboxWorker(dataSource: DataSource, consumers: readonly OutboxConsumer[], options: OutboxWorkerOptions): OutboxWorker {
  const worker = createOutboxWorker(dataSource, consumers, options);
  worker.start();
  return worker;
}

/**
 * The worker, not yet started: the server makes it before its services (which get it as their
 * `OutboxControl`, for "resend"), adds the consumers those services make to `consumers`, then
 * starts it. The consumers are fixed at `start`: an event fanned out before would miss some.
 */
export function createOutboxWorker(
  dataSource: DataSource,
  consumers: readonly OutboxConsumer[],
  options: OutboxWorkerOptions,
): OutboxWorker & { start(): void } {
  const { log } = options;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const fanOutBatch = options.fanOutBatch ?? 100;
  const claimBatch = options.claimBatch ?? 20;
  const concurrency = options.concurrency ?? 8;
  const keepDays = options.keepDays ?? 30;
  const batchMs = options.batchMs ?? 200;
  let active: readonly OutboxConsumer[] = [];
  let byKind = new Map<string, OutboxConsumer>();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let lastPrune = 0;
  let lastRunAt = 0;

  /** Whether any event waits to be fanned out: one indexed read, so an idle poll opens no transaction. */
  const anyUnfanned = async () =>
    ((await dataSource.query(`SELECT 1 FROM "outbox_event" WHERE "fannedOutAt" IS NULL LIMIT 1`)) as unknown[]).length > 0;

  /** Fan out the next batch; returns how many events it took (0: none, or another replica is at it). */
  const fanOut = async (): Promise<number> => {
    if (!(await anyUnfanned())) return 0;
    return dataSource.transaction(async (em) => {
      const [lock] = (await em.query(`SELECT pg_try_advisory_xact_lock($1) AS "locked"`, [FAN_OUT_LOCK_KEY])) as { locked: boolean }[];
      if (!lock?.locked) return 0;
      const events = (await em.query(
        `SELECT "id", "seq"::text AS "seq", "type", "subject", "payloadVersion", "payload", "occurredAt"
         FROM "outbox_event" WHERE "fannedOutAt" IS NULL ORDER BY "seq" LIMIT $1`,
        [fanOutBatch],
      )) as EventRow[];
      if (!events.length) return 0;
      const batch = events.map(outboxEvent);
      const rows: { eventId: string; eventSeq: string; subject: string; kind: string; targetId: string }[] = [];
      for (const consumer of active) {
        const targets = consumer.planBatch ? await consumer.planBatch(batch, em) : await planEach(consumer, batch, em);
        batch.forEach((event, i) => {
          for (const targetId of new Set(targets[i])) rows.push({ eventId: event.id, eventSeq: event.seq, subject: event.subject, kind: consumer.kind, targetId });
        });
      }
      await insertDeliveries(em, rows);
      await em.query(`UPDATE "outbox_event" SET "fannedOutAt" = now() WHERE "id" = ANY($1::uuid[])`, [events.map((event) => event.id)]);
      return events.length;
    });
  };

  /** Claim due deliveries for this worker, earliest events first. */
  const claim = async () =>
    (await dataSource.query(
      `UPDATE "outbox_delivery" SET "lockedUntil" = now() + $2 * interval '1 millisecond', "attempts" = "attempts" + 1, "lastAttemptAt" = now()
       WHERE "id" IN (
         SELECT c."id" FROM "outbox_delivery" c
         WHERE c."status" = 'PENDING' AND c."nextAttemptAt" <= now() AND (c."lockedUntil" IS NULL OR c."lockedUntil" < now())
           AND NOT EXISTS (
             SELECT 1 FROM "outbox_delivery" e
             WHERE e."status" = 'PENDING' AND e."kind" = c."kind" AND e."targetId" = c."targetId" AND e."subject" = c."subject" AND e."eventSeq" < c."eventSeq"
           )
         ORDER BY c."eventSeq" LIMIT $1
         FOR UPDATE SKIP LOCKED
       )
       RETURNING "id", "eventId", "kind", "targetId", "attempts"`,
      [claimBatch, leaseMs],
    )) as [ClaimedRow[], number] | ClaimedRow[];

  const deliverOne = async (row: ClaimedRow, event: OutboxEvent | undefined): Promise<DeliveryOutcome> => {
    const consumer = byKind.get(row.kind);
    const attempt: DeliveryAttempt = { id: row.id, eventId: row.eventId, kind: row.kind, targetId: row.targetId, attempt: row.attempts };
    let outcome: DeliveryOutcome;
    if (!event) outcome = { ok: false, error: "The event no longer exists", retry: false };
    // Another replica (a newer release) may know this kind: try again later rather than give up.
    else if (!consumer) outcome = { ok: false, error: `No consumer of kind "${row.kind}" in this process` };
    else {
      try {
        outcome = await consumer.deliver(attempt, event);
      } catch (error) {
        outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
      }
    }
    return outcome;
  };

  /** Claim and deliver until nothing more is due. */
  const deliverDue = async () => {
    while (!stopped) {
      const result = await claim();
      const claimed = (Array.isArray(result[0]) ? result[0] : result) as ClaimedRow[];
      if (!claimed.length) return;
      const events = await loadEvents(dataSource, [...new Set(claimed.map((row) => row.eventId))]);
      const outcomes = new Map<ClaimedRow, DeliveryOutcome>();
      const one: ClaimedRow[] = [];
      for (const [kind, rows] of groupBy(claimed, (row) => row.kind)) {
        const consumer = byKind.get(kind);
        const known = rows.filter((row) => events.has(row.eventId));
        if (!consumer?.deliverBatch || known.length < 2) {
          one.push(...rows);
          continue;
        }
        one.push(...rows.filter((row) => !events.has(row.eventId)));
        for (const [row, outcome] of await deliverTogether(consumer, known, events)) outcomes.set(row, outcome);
      }
      await inTurns(one, concurrency, async (row) => void outcomes.set(row, await deliverOne(row, events.get(row.eventId))));
      // One statement for the batch; then claim again: a subject's next event became due when this one was delivered.
      await recordOutcomes(dataSource, [...outcomes]);
    }
  };

  const prune = async () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    const removed = await pruneOutbox(dataSource, keepDays);
    if (removed) log.info(`Pruned ${removed} old outbox row(s)`);
  };

  const runOnce = async () => {
    if (!started) throw new Error("The outbox worker has not been started");
    // A fan-out that fails (a consumer's plan threw) leaves its events for the next round; what was already fanned out still goes.
    let fanOutError: unknown;
    try {
      // Again only after a full batch (a backlog): events committed while a batch was fanned out
      // wait for the next run, `batchMs` on, so that a busy shop's runs take many events each
      // instead of looping on the few that arrived during the last fan-out.
      while (!stopped && (await fanOut()) === fanOutBatch);
    } catch (error) {
      fanOutError = error;
    }
    await deliverDue();
    await prune();
    if (fanOutError) throw fanOutError;
  };

  const runLogged = async () => {
    try {
      await runOnce();
    } catch (error) {
      log.error({ err: error }, "The outbox worker failed; it tries again at its next poll");
    }
  };

  const run = () => {
    clearTimeout(timer);
    again = false;
    lastRunAt = Date.now();
    running = runLogged().finally(() => {
      running = undefined;
      if (stopped || options.manual) return;
      if (again) wake();
      else timer = setTimeout(wake, pollMs).unref();
    });
  };

  /**
   * Run now, or once `batchMs` has passed since the last run began: commits that arrive meanwhile
   * are taken together. A busy shop's events then go out in batches (one fan-out transaction and
   * a few claims for many orders) rather than a round of statements per order.
   */
  const wake = () => {
    if (!started || stopped || options.manual) return;
    if (running) {
      again = true;
      return;
    }
    const wait = lastRunAt + batchMs - Date.now();
    clearTimeout(timer);
    if (wait > 0) timer = setTimeout(run, wait).unref();
    else run();
  };

  let stopWaking: () => void = () => undefined;

  return {
    start: () => {
      if (started) return;
      active = [...consumers];
      byKind = new Map(active.map((consumer) => [consumer.kind, consumer]));
      if (byKind.size !== active.length) throw new Error("Two outbox consumers share one kind");
      started = true;
      if (options.manual) return;
      stopWaking = wakeOnCommit(dataSource, wake);
      timer = setTimeout(wake, 0).unref();
    },
    nudge: wake,
    runOnce,
    redeliver: async (eventId, kind, targetId) => {
      const rows = (await dataSource.query(
        `INSERT INTO "outbox_delivery" ("eventId", "eventSeq", "subject", "kind", "targetId")
         SELECT "id", "seq", "subject", $2, $3 FROM "outbox_event" WHERE "id" = $1
         RETURNING "id"`,
        [eventId, kind, targetId],
      )) as { id: string }[];
      const id = rows[0]?.id;
      if (!id) throw new Error(`No outbox event ${eventId}`);
      wake();
      return id;
    },
    stop: async (waitMs = STOP_WAIT_MS) => {
      stopped = true;
      stopWaking();
      clearTimeout(timer);
      // Deliveries in flight may finish; one that takes longer is tried again once its lease ends.
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (waited = setTimeout(resolve, waitMs)))]);
      clearTimeout(waited);
    },
  };
}

/** A consumer's `deliverBatch` over claimed rows; a throw fails each (to be retried). */
async function deliverTogether(consumer: OutboxConsumer, rows: readonly ClaimedRow[], events: ReadonlyMap<string, OutboxEvent>): Promise<[ClaimedRow, DeliveryOutcome][]> {
  const deliveries = rows.map((row) => ({
    delivery: { id: row.id, eventId: row.eventId, kind: row.kind, targetId: row.targetId, attempt: row.attempts },
    event: events.get(row.eventId)!,
  }));
  try {
    const outcomes = await consumer.deliverBatch!(deliveries);
    return rows.map((row, i) => [row, outcomes[i] ?? { ok: false, error: "No outcome for this delivery" }]);
  } catch (error) {
    const failed: DeliveryOutcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
    return rows.map((row) => [row, failed]);
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

async function planEach(consumer: OutboxConsumer, events: readonly OutboxEvent[], em: EntityManager): Promise<string[][]> {
  const targets: string[][] = [];
  for (const event of events) targets.push(await consumer.plan(event, em));
  return targets;
}

function outboxEvent(row: EventRow): OutboxEvent {
  return {
    id: row.id,
    seq: String(row.seq),
    type: row.type,
    subject: row.subject,
    payloadVersion: row.payloadVersion,
    payload: row.payload,
    occurredAt: new Date(row.occurredAt),
  };
}

async function insertDeliveries(em: EntityManager, rows: { eventId: string; eventSeq: string; subject: string; kind: string; targetId: string }[]) {
  if (!rows.length) return;
  await em.query(
    `INSERT INTO "outbox_delivery" ("eventId", "eventSeq", "subject", "kind", "targetId")
     SELECT * FROM unnest($1::uuid[], $2::bigint[], $3::varchar[], $4::varchar[], $5::varchar[])`,
    [rows.map((row) => row.eventId), rows.map((row) => row.eventSeq), rows.map((row) => row.subject), rows.map((row) => row.kind), rows.map((row) => row.targetId)],
  );
}

async function loadEvents(dataSource: DataSource, ids: string[]): Promise<Map<string, OutboxEvent>> {
  const rows = (await dataSource.query(
    `SELECT "id", "seq"::text AS "seq", "type", "subject", "payloadVersion", "payload", "occurredAt" FROM "outbox_event" WHERE "id" = ANY($1::uuid[])`,
    [ids],
  )) as EventRow[];
  return new Map(rows.map((row) => [row.id, outboxEvent(row)]));
}

/**
 * Write a batch's outcomes in one statement. `attempts` names each claim: when a worker's lease ran
 * out and another worker claimed the delivery again, the late outcome changes nothing. A delivery
 * that dies before this is written is tried again after its lease (at least once).
 */
async function recordOutcomes(dataSource: DataSource, outcomes: readonly [ClaimedRow, DeliveryOutcome][]): Promise<void> {
  if (!outcomes.length) return;
  const delayOf = ([row, outcome]: [ClaimedRow, DeliveryOutcome]) => (outcome.ok || outcome.retry === false ? null : retryDelayMs(row.attempts));
  await dataSource.query(
    `UPDATE "outbox_delivery" d
     SET "status" = CASE WHEN o."ok" THEN 'DELIVERED' WHEN o."delayMs" IS NULL THEN 'FAILED' ELSE 'PENDING' END,
         "deliveredAt" = CASE WHEN o."ok" THEN now() ELSE d."deliveredAt" END,
         "nextAttemptAt" = CASE WHEN o."ok" OR o."delayMs" IS NULL THEN d."nextAttemptAt" ELSE now() + o."delayMs" * interval '1 millisecond' END,
         "lockedUntil" = NULL, "lastError" = o."error", "lastResponseCode" = o."code"
     FROM unnest($1::uuid[], $2::int[], $3::boolean[], $4::int[], $5::text[], $6::int[]) AS o("id", "attempts", "ok", "delayMs", "error", "code")
     WHERE d."id" = o."id" AND d."attempts" = o."attempts" AND d."status" = 'PENDING'`,
    [
      outcomes.map(([row]) => row.id),
      outcomes.map(([row]) => row.attempts),
      outcomes.map(([, outcome]) => outcome.ok),
      outcomes.map(delayOf),
      outcomes.map(([, outcome]) => (outcome.ok ? null : outcome.error.slice(0, 2_000))),
      outcomes.map(([, outcome]) => outcome.responseCode ?? null),
    ],
  );
}

/** Delete what is old enough, in bounded batches: delivered rows, failed ones later, then events left without deliveries. */
export async function pruneOutbox(dataSource: DataSource, keepDays: number): Promise<number> {
  let removed = 0;
  const batch = async (sql: string, days: number) => {
    for (;;) {
      const result = (await dataSource.query(sql, [days, PRUNE_BATCH])) as [unknown[], number];
      const count = Array.isArray(result) && typeof result[1] === "number" ? result[1] : 0;
      removed += count;
      if (count < PRUNE_BATCH) return;
    }
  };
  await batch(
    `DELETE FROM "outbox_delivery" WHERE "id" IN (
       SELECT "id" FROM "outbox_delivery" WHERE "status" = 'DELIVERED' AND "deliveredAt" < now() - $1 * interval '1 day' LIMIT $2)`,
    keepDays,
  );
  await batch(
    `DELETE FROM "outbox_delivery" WHERE "id" IN (
       SELECT "id" FROM "outbox_delivery" WHERE "status" = 'FAILED' AND "lastAttemptAt" < now() - $1 * interval '1 day' LIMIT $2)`,
    keepDays * 3,
  );
  await batch(
    `DELETE FROM "outbox_event" WHERE "id" IN (
       SELECT ev."id" FROM "outbox_event" ev
       WHERE ev."fannedOutAt" IS NOT NULL AND ev."occurredAt" < now() - $1 * interval '1 day'
         AND NOT EXISTS (SELECT 1 FROM "outbox_delivery" d WHERE d."eventId" = ev."id")
       LIMIT $2)`,
    keepDays,
  );
  return removed;
}

/** Run `work` on every item, at most `limit` at a time. */
export async function inTurns<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}
