import type { DataSource, EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent } from "typeorm";
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
  markWroteEvents(em.queryRunner);
}

/** Mark the transaction of a statement that wrote events by itself (order placement's one statement). */
export function markWroteEvents(queryRunner: QueryRunner | undefined): void {
  if (queryRunner) queryRunner.data[WROTE_EVENTS] = true;
}

/**
 * Call `wake` after every commit of a transaction that wrote events, so the worker delivers them
 * now rather than at its next poll. Returns a function that stops it.
 */
export function wakeOnCommit(dataSource: DataSource, wake: () => void): () => void {
  const subscriber: EntitySubscriberInterface = {
    afterTransactionCommit(event: TransactionCommitEvent) {
      if (!event.queryRunner.data[WROTE_EVENTS]) return;
      event.queryRunner.data[WROTE_EVENTS] = false;
      wake();
    },
  };
  dataSource.subscribers.push(subscriber);
  return () => {
    const at = dataSource.subscribers.indexOf(subscriber);
    if (at >= 0) dataSource.subscribers.splice(at, 1);
  };
}
