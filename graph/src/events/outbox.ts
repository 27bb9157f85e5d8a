import type { DataSource, EntityManager, EntitySubscriberInterface, TransactionCommitEvent } from "typeorm";
import { type EventPayloads, type EventType, PAYLOAD_VERSION } from "./event-types.js";

/**
 * Whether the shop writes events. Always on in a shop; `OUTBOX=false` turns it off only to measure
 * what writing them costs (bench/, docs/performance.md). Set once at start by the server.
 */
export const eventWriting = { enabled: true };

/** Marks a transaction that wrote events, so its commit wakes the worker (see `wakeOnCommit`). */
const WROTE_EVENTS = "outboxWroteEvents";

/**
 * Record an event in the caller's transaction (issue 34, docs/events.md): it is delivered only if
 * that transaction commits, and then at least once. `em` must be the transaction's manager.
 */
export async function recordEvent<T extends EventType>(em: EntityManager, type: T, subject: string, payload: EventPayloads[T]): Promise<void> {
  if (!eventWriting.enabled) return;
  await em.query(`INSERT INTO "outbox_event" ("type", "subject", "payloadVersion", "payload") VALUES ($1, $2, $3, $4::jsonb)`, [
    type,
    subject,
    PAYLOAD_VERSION,
    JSON.stringify(payload),
  ]);
  eventsWritten(em);
}

/**
 * Events were written through `em`: wake the worker once they are committed, at the transaction's
 * commit, or now for a statement committed on its own (order placement's).
 */
export function eventsWritten(em: EntityManager): void {
  if (em.queryRunner?.isTransactionActive) em.queryRunner.data[WROTE_EVENTS] = true;
  else wakeWorkers(em.connection);
}

/** Per data source: the wake-ups of its workers, and the one subscriber that calls them after a commit. */
const workers = new WeakMap<DataSource, { wakers: Set<() => void>; subscriber: EntitySubscriberInterface }>();

function wakeWorkers(dataSource: DataSource): void {
  for (const wake of workers.get(dataSource)?.wakers ?? []) wake();
}

/**
 * Call `wake` after every commit of a transaction that wrote events (and after order placement's
 * statement), so the worker delivers them now rather than at its next poll. Returns a function
 * that stops it.
 */
export function wakeOnCommit(dataSource: DataSource, wake: () => void): () => void {
  let entry = workers.get(dataSource);
  if (!entry) {
    const subscriber: EntitySubscriberInterface = {
      afterTransactionCommit(event: TransactionCommitEvent) {
        if (!event.queryRunner.data[WROTE_EVENTS]) return;
        event.queryRunner.data[WROTE_EVENTS] = false;
        wakeWorkers(dataSource);
      },
    };
    entry = { wakers: new Set(), subscriber };
    workers.set(dataSource, entry);
    dataSource.subscribers.push(subscriber);
  }
  const { wakers, subscriber } = entry;
  wakers.add(wake);
  return () => {
    wakers.delete(wake);
    if (wakers.size) return;
    workers.delete(dataSource);
    const at = dataSource.subscribers.indexOf(subscriber);
    if (at >= 0) dataSource.subscribers.splice(at, 1);
  };
}
