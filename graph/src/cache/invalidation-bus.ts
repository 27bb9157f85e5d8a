import { randomUUID } from "node:crypto";
import { CacheTag, type CacheInvalidator } from "./cache-tags.js";

/** A replica that has not confirmed an invalidation by then is not waited for any longer (it is hung or gone). */
const ACK_TIMEOUT_MS = 500;
/** Messages carry at most this many characters of tags (PostgreSQL's NOTIFY takes under 8000 bytes). */
const MAX_TAG_CHARS = 7_000;
const RECONNECT_MS = [100, 500, 1_000, 2_000, 5_000];

/**
 * Carries invalidations to every replica: this process's cache at once, then the others over a
 * channel (PostgreSQL LISTEN/NOTIFY, or Redis pub/sub when configured). One process of the
 * embedded database has no others to tell.
 */
export interface InvalidationBus extends CacheInvalidator {
  start(): Promise<void>;
  close(): Promise<void>;
  /** Whether it hears the other replicas now (always, with no others). */
  connected(): boolean;
}

/**
 * What a replica keeps in memory about public reads (the response cache, the product list
 * totals): told of every write's tags, and told to keep nothing while writes could be missed.
 */
export interface TagCache {
  invalidate(tags: readonly string[]): void;
  setUsable(usable: boolean): void;
}

/** Several caches told alike. */
export function everyCache(caches: readonly (TagCache | undefined)[]): TagCache {
  const kept = caches.filter((cache) => cache !== undefined);
  return {
    invalidate: (tags) => kept.forEach((cache) => cache.invalidate(tags)),
    setUsable: (usable) => kept.forEach((cache) => cache.setUsable(usable)),
  };
}

/** Where the bus reports a lost channel (the server's logger, or the console in a CLI). */
export interface BusLog {
  warn(details: object, message: string): void;
}

/** How replicas reach each other: a connection that listens and publishes, opened again after a loss. */
export interface ReplicaChannel {
  /** Connect and listen. `lost` is called once when the connection ends or fails. */
  open(events: { message(payload: string): void; ack(payload: string): void; lost(error?: unknown): void }): Promise<void>;
  /** Publish an invalidation and answer how many other replicas listen (each will confirm it). */
  publish(payload: string): Promise<number>;
  /** Confirm another replica's invalidation. */
  acknowledge(payload: string): Promise<void>;
  /** Drop the connection (after a loss, or for good). */
  close(): Promise<void>;
}

/** For the embedded database (one process) and for tests: this process only. */
export function localInvalidation(cache: TagCache): InvalidationBus {
  return {
    invalidate: async (tags) => cache.invalidate(tags),
    start: async () => undefined,
    close: async () => undefined,
    connected: () => true,
  };
}

/**
 * Replicas sharing a channel. While the channel is down this replica's cache serves and keeps
 * nothing (another replica's writes could be missed) and starts empty once it is back. A writer
 * publishes the tags after its transaction commits and waits until every other listening replica
 * has confirmed that it forgot them (or ACK_TIMEOUT_MS passed): only then is the write answered,
 * so a read anywhere after it cannot get the old answer. Tags of writes made while the channel was
 * down are published when it returns.
 */
export function replicatedInvalidation(cache: TagCache, channel: ReplicaChannel, log: BusLog): InvalidationBus {
  const origin = randomUUID();
  let connected = false;
  let closed = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  /** Tags not yet published, and the writers waiting for them. */
  let unsent = new Set<string>();
  let waiting: (() => void)[] = [];
  let flushing: Promise<void> | null = null;
  /** Messages published and waiting for the other replicas' confirmations, by id. */
  let nextMessageId = 1;
  const awaitingAcks = new Map<number, { ackers: Set<string>; expected: number | null; done: () => void }>();

  const events = {
    message(payload: string) {
      const parsed = parseMessage(payload);
      if (!parsed || parsed.origin === origin) return;
      cache.invalidate(parsed.tags);
      channel.acknowledge(`${parsed.origin} ${parsed.id} ${origin}`).catch(() => undefined);
    },
    ack(payload: string) {
      const [to, id, acker] = payload.split(" ");
      if (to !== origin || !acker) return;
      const awaiting = awaitingAcks.get(Number(id));
      if (!awaiting) return;
      awaiting.ackers.add(acker);
      if (awaiting.expected !== null && awaiting.ackers.size >= awaiting.expected) awaiting.done();
    },
    lost(error?: unknown) {
      if (!connected) return;
      connected = false;
      cache.setUsable(false);
      log.warn({ err: error }, "Cache invalidation channel lost; the response cache is off until it is back");
      void channel.close().catch(() => undefined);
      scheduleReconnect();
    },
  };

  async function connect(): Promise<void> {
    await channel.open(events);
    connected = true;
    attempt = 0;
    cache.setUsable(true);
    void flush();
  }

  function scheduleReconnect(): void {
    if (closed || reconnectTimer) return;
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)];
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect().catch((error: unknown) => {
        void channel.close().catch(() => undefined);
        log.warn({ err: error }, "Cache invalidation channel: reconnect failed");
        scheduleReconnect();
      });
    }, delay);
    reconnectTimer.unref();
  }

  /** Publish what is unsent; one flush at a time, each batching every write that came meanwhile. */
  function flush(): Promise<void> {
    if (!flushing) {
      flushing = publishUnsent().finally(() => {
        flushing = null;
        if (unsent.size && connected) void flush();
      });
    }
    return flushing;
  }

  async function publishUnsent(): Promise<void> {
    while (unsent.size && connected) {
      const tags = unsent.has(CacheTag.all) ? [CacheTag.all] : [...unsent];
      const waiters = waiting;
      unsent = new Set();
      waiting = [];
      try {
        await Promise.all(batches(tags).map(publishAndAwaitAcks));
        for (const waiter of waiters) waiter();
      } catch (error) {
        // Kept for the reconnection (the writer's own process is already up to date); a channel
        // that cannot publish is treated as lost, so this replica stops serving from memory too.
        for (const tag of tags) unsent.add(tag);
        waiting.push(...waiters);
        events.lost(error);
        return;
      }
    }
  }

  async function publishAndAwaitAcks(tags: string[]): Promise<void> {
    const id = nextMessageId++;
    let done!: () => void;
    const confirmed = new Promise<void>((resolve) => (done = resolve));
    const awaiting = { ackers: new Set<string>(), expected: null as number | null, done };
    // Confirmations may arrive before publish answers: they are collected from the start.
    awaitingAcks.set(id, awaiting);
    try {
      awaiting.expected = await channel.publish(JSON.stringify({ origin, id, tags }));
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
      try {
        await connect();
      } catch (error) {
        // A replica starts without its channel (Redis restarting during a deploy): caches off, not ready, retrying.
        void channel.close().catch(() => undefined);
        log.warn({ err: error }, "Cache invalidation channel unreachable at start; the caches stay off until it connects");
        scheduleReconnect();
      }
    },
    invalidate(tags) {
      cache.invalidate(tags);
      if (closed || !tags.length) return Promise.resolve();
      for (const tag of tags) unsent.add(tag);
      // A writer whose channel is down is not held up: its tags go out on reconnection.
      if (!connected) return Promise.resolve();
      const sent = new Promise<void>((resolve) => waiting.push(resolve));
      void flush();
      return sent;
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      await flushing;
      for (const waiter of waiting) waiter();
      for (const awaiting of awaitingAcks.values()) awaiting.done();
      connected = false;
      await channel.close().catch(() => undefined);
    },
    connected: () => connected,
  };
}

/** Tags in batches that fit one message each. */
function batches(tags: readonly string[]): string[][] {
  const result: string[][] = [];
  let batch: string[] = [];
  let length = 0;
  for (const tag of tags) {
    if (batch.length && length + tag.length + 3 > MAX_TAG_CHARS) {
      result.push(batch);
      batch = [];
      length = 0;
    }
    batch.push(tag);
    length += tag.length + 3;
  }
  if (batch.length) result.push(batch);
  return result;
}

function parseMessage(payload: string): { origin: string; id: number; tags: string[] } | null {
  try {
    const value = JSON.parse(payload) as { origin?: unknown; id?: unknown; tags?: unknown };
    if (typeof value.origin !== "string" || typeof value.id !== "number" || !Array.isArray(value.tags)) return null;
    return { origin: value.origin, id: value.id, tags: value.tags.filter((tag): tag is string => typeof tag === "string") };
  } catch {
    return null;
  }
}
