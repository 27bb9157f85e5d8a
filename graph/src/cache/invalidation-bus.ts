import { randomUUID } from "node:crypto";
import pg from "pg";
import { CacheTag, type CacheInvalidator } from "./cache-tags.js";
import type { ResponseCache } from "./response-cache.js";

/** The PostgreSQL channel replicas of one database tell each other on, and the one they confirm on. */
export const INVALIDATION_CHANNEL = "shop_response_cache";
export const ACK_CHANNEL = "shop_response_cache_ack";
/** The listening connection's name: how a writer counts the replicas that must confirm. */
const LISTENER_NAME = "shop-cache-invalidation";
/** A replica that has not confirmed by then is not waited for any longer (it is hung or gone). */
const ACK_TIMEOUT_MS = 500;

/** NOTIFY payloads must stay under 8000 bytes: tags travel in messages of at most this many characters. */
const MAX_PAYLOAD_CHARS = 7_000;
const RECONNECT_MS = [100, 500, 1_000, 2_000, 5_000];

/**
 * Carries invalidations to every replica: this process's cache at once, then the others through
 * PostgreSQL's LISTEN/NOTIFY on the shop's own database (no new component). One process of the
 * embedded database has no others to tell.
 */
export interface InvalidationBus extends CacheInvalidator {
  start(): Promise<void>;
  close(): Promise<void>;
}

/** Where the bus reports a lost channel (the server's logger, or the console in a CLI). */
export interface BusLog {
  warn(details: object, message: string): void;
}

/** For the embedded database (one process) and for tests: this process only. */
export function localInvalidation(cache: ResponseCache): InvalidationBus {
  return {
    invalidate: async (tags) => cache.invalidate(tags),
    start: async () => undefined,
    close: async () => undefined,
  };
}

/**
 * Replicas on one PostgreSQL database. A dedicated connection LISTENs; while it is down the cache
 * serves and keeps nothing (another replica's writes could be missed) and starts empty once it is
 * back. Writers NOTIFY on the same connection after their transaction commits, and wait until
 * every other listening replica has confirmed it forgot the tags (or ACK_TIMEOUT_MS passed):
 * only then is the write answered, so a read anywhere after it cannot be served the old answer.
 * Tags of writes made while the connection was down are sent when it returns.
 */
export function postgresInvalidation(cache: ResponseCache, databaseUrl: string, log: BusLog): InvalidationBus {
  const origin = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  /** Tags not yet sent, and who waits for them. */
  let unsent = new Set<string>();
  let waiting: { resolve: () => void }[] = [];
  let flushing: Promise<void> | null = null;
  /** Messages sent and waiting for the other replicas' confirmations, by id. */
  let nextMessageId = 1;
  const awaitingAcks = new Map<number, { ackers: Set<string>; expected: number | null; done: () => void }>();

  function acknowledged(id: number, acker: string): void {
    const awaiting = awaitingAcks.get(id);
    if (!awaiting) return;
    awaiting.ackers.add(acker);
    if (awaiting.expected !== null && awaiting.ackers.size >= awaiting.expected) awaiting.done();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: LISTENER_NAME, keepAlive: true });
    next.on("notification", (message) => {
      if (!message.payload) return;
      if (message.channel === ACK_CHANNEL) {
        const [to, id, acker] = message.payload.split(" ");
        if (to === origin && acker) acknowledged(Number(id), acker);
        return;
      }
      if (message.channel !== INVALIDATION_CHANNEL) return;
      const parsed = parse(message.payload);
      if (!parsed || parsed.origin === origin) return;
      cache.invalidate(parsed.tags);
      next.query("SELECT pg_notify($1, $2)", [ACK_CHANNEL, `${parsed.origin} ${parsed.id} ${origin}`]).catch(() => undefined);
    });
    next.on("error", (error) => {
      log.warn({ err: error }, "Cache invalidation channel lost; the response cache is off until it is back");
      lost(next);
    });
    next.on("end", () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${INVALIDATION_CHANNEL}; LISTEN ${ACK_CHANNEL}`);
    client = next;
    attempt = 0;
    cache.setUsable(true);
    void flush();
  }

  function lost(which: pg.Client): void {
    if (client !== which && client !== null) return;
    client = null;
    cache.setUsable(false);
    which.removeAllListeners("end");
    void which.end().catch(() => undefined);
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return;
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, "Cache invalidation channel: reconnect failed");
        scheduleReconnect();
      });
    }, delay);
    reconnectTimer.unref();
  }

  /** Send what is unsent, in as few NOTIFYs as the payload limit allows; one flush at a time. */
  function flush(): Promise<void> {
    if (!flushing) {
      flushing = send().finally(() => {
        flushing = null;
        // Tags added while the last message was on its way.
        if (unsent.size && client) void flush();
      });
    }
    return flushing;
  }

  async function send(): Promise<void> {
    while (unsent.size && client) {
      const channel = client;
      const tags = unsent.has(CacheTag.all) ? [CacheTag.all] : [...unsent];
      const waiters = waiting;
      unsent = new Set();
      waiting = [];
      try {
        await Promise.all(payloads(tags).map((batch) => notifyAndAwaitAcks(channel, batch)));
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        // Kept for the reconnection (the writer's own process is already up to date); a channel
        // that cannot send is treated as lost, so this replica stops serving from memory too.
        for (const tag of tags) unsent.add(tag);
        waiting.push(...waiters);
        log.warn({ err: error }, "Cache invalidation could not be sent; it will be sent when the channel is back");
        lost(channel);
        return;
      }
    }
  }

  /** Send one message and wait until every other listening replica confirmed it (or the timeout). */
  async function notifyAndAwaitAcks(channel: pg.Client, tags: string[]): Promise<void> {
    const id = nextMessageId++;
    let done!: () => void;
    const confirmed = new Promise<void>((resolve) => (done = resolve));
    const awaiting = { ackers: new Set<string>(), expected: null as number | null, done };
    awaitingAcks.set(id, awaiting);
    try {
      // Confirmations may arrive before this answers: they are collected from the start.
      const { rows } = await channel.query<{ others: number }>(
        `SELECT pg_notify($1, $2), (SELECT count(*)::int FROM pg_stat_activity
           WHERE application_name = $3 AND datname = current_database() AND pid <> pg_backend_pid()) AS others`,
        [INVALIDATION_CHANNEL, JSON.stringify({ origin, id, tags }), LISTENER_NAME],
      );
      awaiting.expected = rows[0]?.others ?? 0;
      if (awaiting.ackers.size >= awaiting.expected) return;
      const timer = setTimeout(() => {
        log.warn({ confirmed: awaiting.ackers.size, expected: awaiting.expected }, "Not every replica confirmed a cache invalidation in time");
        done();
      }, ACK_TIMEOUT_MS);
      await confirmed;
      clearTimeout(timer);
    } finally {
      awaitingAcks.delete(id);
    }
  }

  return {
    async start() {
      cache.setUsable(false);
      await connect();
    },
    invalidate(tags) {
      cache.invalidate(tags);
      if (closed || !tags.length) return Promise.resolve();
      for (const tag of tags) unsent.add(tag);
      // Resolves once sent; a writer whose channel is down is not held up (it is sent on reconnect).
      const sent = new Promise<void>((resolve) => waiting.push({ resolve }));
      if (!client) return Promise.resolve();
      void flush();
      return sent;
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      await flushing;
      for (const waiter of waiting) waiter.resolve();
      for (const awaiting of awaitingAcks.values()) awaiting.done();
      const current = client;
      client = null;
      if (current) {
        current.removeAllListeners();
        current.on("error", () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}

/** Tags in batches that fit one NOTIFY payload each. */
function payloads(tags: readonly string[]): string[][] {
  const messages: string[][] = [];
  let batch: string[] = [];
  let length = 0;
  for (const tag of tags) {
    if (batch.length && length + tag.length + 3 > MAX_PAYLOAD_CHARS) {
      messages.push(batch);
      batch = [];
      length = 0;
    }
    batch.push(tag);
    length += tag.length + 3;
  }
  if (batch.length) messages.push(batch);
  return messages;
}

function parse(payload: string): { origin: string; id: number; tags: string[] } | null {
  try {
    const value = JSON.parse(payload) as { origin?: unknown; id?: unknown; tags?: unknown };
    if (typeof value.origin !== "string" || typeof value.id !== "number" || !Array.isArray(value.tags)) return null;
    return { origin: value.origin, id: value.id, tags: value.tags.filter((tag): tag is string => typeof tag === "string") };
  } catch {
    return null;
  }
}
