import "reflect-metadata";
import { openDatabase } from "../../graph/src/db/data-source.js";
import type { OutboxConsumer } from "../../graph/src/events/outbox-consumer.js";
import { startOutboxWorker } from "../../graph/src/events/outbox-worker.js";

/**
 * An outbox worker in a process of its own (tests/integration/outbox.test.ts kills it with
 * SIGKILL mid-delivery): it opens the database of DATABASE_URL or DATA_DIR and delivers every
 * event by POSTing `{ id, type, subject, attempt }` to RECEIVER_URL, with a lease of LEASE_MS.
 */
const receiver = process.env.RECEIVER_URL!;
const consumer: OutboxConsumer = {
  kind: "http",
  plan: async () => ["receiver"],
  async deliver(attempt, event) {
    const response = await fetch(receiver, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: event.id, type: event.type, subject: event.subject, attempt: attempt.attempt }),
    });
    return response.ok ? { ok: true, responseCode: response.status } : { ok: false, error: `HTTP ${response.status}`, responseCode: response.status };
  },
};

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR });
const log = { info: (message: string) => console.log(message), error: (details: { err: unknown }, message: string) => console.error(message, details.err) };
const worker = startOutboxWorker(database.dataSource, [consumer], { log, pollMs: 100, leaseMs: Number(process.env.LEASE_MS ?? 60_000) });
console.log("outbox worker ready");
process.once("SIGTERM", () => {
  void worker
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
