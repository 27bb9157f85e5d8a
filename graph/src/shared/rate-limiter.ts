import { createRequire } from "node:module";
import { HeaderMap } from "@apollo/server";
import type fastifyRateLimit from "@fastify/rate-limit";
import { Redis } from "ioredis";
import { AppError, ErrorCode } from "./errors.js";

/**
 * The shop's rate limits count in @fastify/rate-limit's stores: its LocalStore (this process's
 * memory, an LRU) or its RedisStore (one Lua INCR + PEXPIRE per hit) when REDIS_URL is set, so
 * every replica adds to the same count. The keys are not requests but what the services limit
 * (a client address, a phone, an email), so the stores are used directly rather than as a hook.
 */
type Store = Pick<fastifyRateLimit.FastifyRateLimitStore, "incr">;
type StoreConstructor<A extends unknown[]> = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: A) => Store;

const require = createRequire(import.meta.url);
const LocalStore = require("@fastify/rate-limit/store/LocalStore") as StoreConstructor<[cacheSize: number]>;
const RedisStore = require("@fastify/rate-limit/store/RedisStore") as StoreConstructor<[redis: Redis, prefix: string]>;

/** Keys one process remembers per limit; beyond it the least recent are forgotten (memory stays bounded under key rotation). */
const LOCAL_KEYS_PER_LIMIT = 10_000;
/** Keys with member sets one process remembers per limit (each holds up to its limit of members). */
const LOCAL_SETS_PER_LIMIT = 2_000;
/** A Redis that does not answer by then is treated as down for that hit. */
const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * A fixed window per key: each key may act `limit` times per `windowMs`. Hits over the limit
 * count too (an attacker in a loop stays refused) and answer the seconds to wait.
 */
export class RateLimiter {
  constructor(
    private readonly store: Store,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Count one attempt for `key`; resolves to the seconds to wait when over the limit, else 0. */
  async hit(key: string): Promise<number> {
    const { current, ttl } = await new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      this.store.incr(key, (error, result) => (error || !result ? reject(error ?? new Error("no count")) : resolve(result)), this.windowMs, this.limit),
    );
    return current > this.limit ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
  }
}

/** Where a budget's units are kept: `take` adds `units` unless that would pass `limit`, atomically. */
interface UnitStore {
  take(key: string, units: number, limit: number, windowMs: number): Promise<{ taken: boolean; ttlMs: number }>;
  giveBack(key: string, units: number): Promise<void>;
}

/**
 * A budget of units per key (a hit weighted by what it takes, e.g. the units of an order): each
 * key may take `limit` units per fixed window of `windowMs`. Unlike a hit, a take that would go
 * over is refused and adds nothing, so a shopper refused for a large cart may still order a small one.
 */
export class UnitBudget {
  constructor(
    private readonly store: UnitStore,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Take `units` for `key`; resolves to 0 when taken, else the seconds until the window starts again (nothing taken). */
  async take(key: string, units: number): Promise<number> {
    const { taken, ttlMs } = await this.store.take(key, units, this.limit, this.windowMs);
    return taken ? 0 : Math.max(1, Math.ceil((ttlMs > 0 ? ttlMs : this.windowMs) / 1000));
  }

  /** Return units taken for `key` (another budget refused the same attempt). */
  giveBack(key: string, units: number): Promise<void> {
    return this.store.giveBack(key, units);
  }
}

/** Where the counts live; services ask it for one limiter per rule. */
export interface RateLimitCounters {
  /** `name` keeps rules apart (`orders:address`, `contact`…): each has its own keys. */
  limiter(name: string, limit: number, windowMs: number): RateLimiter;
  /** A budget of units per key, in the same place as the limiters (`name` as for `limiter`). */
  budget(name: string, limit: number, windowMs: number): UnitBudget;
  /** Each key may take `limit` units (events, say) per `windowMs`; see Quota. */
  quota(name: string, limit: number, windowMs: number): Quota;
  /** Each key may have `limit` distinct members (visitors, say) per `windowMs`; see DistinctLimit. */
  distinct(name: string, limit: number, windowMs: number): DistinctLimit;
  /** Throws when the shared store cannot be reached (the readiness check); nothing to check in memory. */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** This process's memory: one server, or replicas that accept a count per replica. */
export function localCounters(): RateLimitCounters {
  return {
    limiter: (_name, limit, windowMs) => new RateLimiter(localStore(), limit, windowMs),
    budget: (_name, limit, windowMs) => new UnitBudget(localUnits(), limit, windowMs),
    quota: (_name, limit, windowMs) => new Quota(new LocalWindows(LOCAL_KEYS_PER_LIMIT), limit, windowMs),
    distinct: (_name, limit, windowMs) => new DistinctLimit(new LocalWindows(LOCAL_SETS_PER_LIMIT), limit, windowMs),
    check: async () => undefined,
    close: async () => undefined,
  };
}

interface CountersLog {
  warn(details: object, message: string): void;
}

/**
 * Redis shared by every replica. `namespace` keeps shops that share a Redis apart (the database's
 * name). While Redis cannot answer, a hit counts in this process's memory instead: checkouts keep
 * working, each replica still limits on its own, and the readiness check reports Redis down.
 */
export function redisCounters(redisUrl: string, namespace: string, log: CountersLog): RateLimitCounters {
  const redis = new Redis(redisUrl, {
    connectionName: `shop-rate-limits:${namespace}`,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  let warnedAt = 0;
  redis.on("error", (error: unknown) => {
    // ioredis reconnects by itself; say so once a minute, not at every attempt.
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    log.warn({ err: error }, "Rate limits: Redis unreachable; counting in this process until it is back");
  });
  return {
    limiter(name, limit, windowMs) {
      const shared = new RedisStore(false, false, redis, `shop:rate-limit:${namespace}:${name}:`);
      return new RateLimiter(orElse(shared, localStore()), limit, windowMs);
    },
    budget(name, limit, windowMs) {
      return new UnitBudget(unitsOrElse(redisUnits(redis, `shop:rate-limit:${namespace}:${name}:`), localUnits()), limit, windowMs);
    },
    quota(name, limit, windowMs) {
      return new Quota(windowsOrElse(redisWindows(redis, `shop:rate-limit:${namespace}:${name}:`), new LocalWindows(LOCAL_KEYS_PER_LIMIT)), limit, windowMs);
    },
    distinct(name, limit, windowMs) {
      return new DistinctLimit(windowsOrElse(redisWindows(redis, `shop:rate-limit:${namespace}:${name}:`), new LocalWindows(LOCAL_SETS_PER_LIMIT)), limit, windowMs);
    },
    async check() {
      if (redis.status !== "ready") await readyWithin(redis, REDIS_COMMAND_TIMEOUT_MS);
      await redis.ping();
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** Resolves once `redis` is connected; rejects after `ms` (hits meanwhile count in memory, never wait). */
function readyWithin(redis: Redis, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      redis.off("ready", ready);
      reject(new Error("Redis is not reachable"));
    }, ms);
    const ready = () => {
      clearTimeout(timer);
      resolve();
    };
    redis.once("ready", ready);
  });
}

function localStore(): Store {
  return new LocalStore(false, false, LOCAL_KEYS_PER_LIMIT);
}

/** Counts in `first`, or in `second` when `first` fails. */
function orElse(first: Store, second: Store): Store {
  return {
    incr: (key, done, windowMs, max) =>
      first.incr(key, (error, result) => (error ? second.incr(key, done, windowMs, max) : done(null, result)), windowMs, max),
  };
}

/** Units per key in this process's memory, the least recently used keys forgotten beyond LOCAL_KEYS_PER_LIMIT. */
function localUnits(): UnitStore {
  const used = new Map<string, { units: number; startMs: number }>();
  return {
    async take(key, units, limit, windowMs) {
      const now = Date.now();
      let entry = used.get(key);
      if (!entry || entry.startMs + windowMs <= now) entry = { units: 0, startMs: now };
      const ttlMs = entry.startMs + windowMs - now;
      if (entry.units + units > limit) return { taken: false, ttlMs: entry.units ? ttlMs : windowMs };
      entry.units += units;
      used.delete(key);
      used.set(key, entry);
      if (used.size > LOCAL_KEYS_PER_LIMIT) used.delete(used.keys().next().value!);
      return { taken: true, ttlMs };
    },
    async giveBack(key, units) {
      const entry = used.get(key);
      if (entry) entry.units = Math.max(0, entry.units - units);
    },
  };
}

/** Check and add in one step, so replicas taking at once never pass the limit together. */
const TAKE_UNITS_LUA = `
local used = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
local units = tonumber(ARGV[1])
if used + units > tonumber(ARGV[2]) then return {0, ttl} end
redis.call('INCRBY', KEYS[1], units)
if ttl < 0 then
  ttl = tonumber(ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ttl)
end
return {1, ttl}`;
const GIVE_BACK_UNITS_LUA = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECRBY', KEYS[1], ARGV[1]) end
return 0`;

function redisUnits(redis: Redis, prefix: string): UnitStore {
  return {
    async take(key, units, limit, windowMs) {
      const [taken, ttlMs] = (await redis.eval(TAKE_UNITS_LUA, 1, prefix + key, units, limit, windowMs)) as [number, number];
      return { taken: taken === 1, ttlMs };
    },
    async giveBack(key, units) {
      await redis.eval(GIVE_BACK_UNITS_LUA, 1, prefix + key, units);
    },
  };
}

/** Units in `first`, or in `second` when `first` fails (as `orElse` for hits). */
function unitsOrElse(first: UnitStore, second: UnitStore): UnitStore {
  return {
    take: (key, units, limit, windowMs) => first.take(key, units, limit, windowMs).catch(() => second.take(key, units, limit, windowMs)),
    giveBack: (key, units) => first.giveBack(key, units).catch(() => second.giveBack(key, units)),
  };
}

/**
 * What quotas and distinct limits need of a store: a count that grows by an amount up to a limit,
 * and a set that takes new members up to a limit, both per key and for a fixed window from the
 * key's first use.
 */
interface Windows {
  /** Add up to `amount` to the key's count without passing `limit`; resolves to what was added. */
  take(key: string, amount: number, limit: number, windowMs: number): Promise<number>;
  /** True when `member` is in the key's set, or was added because the set had fewer than `limit`. */
  admit(key: string, member: string, limit: number, windowMs: number): Promise<boolean>;
}

/**
 * A budget per key and window: `take(key, n)` answers how many of the n units fit (0 when
 * spent). Only what fits is counted, so a refused caller does not push its window further.
 */
export class Quota {
  constructor(
    private readonly windows: Windows,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  take(key: string, amount: number): Promise<number> {
    return amount > 0 ? this.windows.take(key, amount, this.limit, this.windowMs) : Promise.resolve(0);
  }
}

/**
 * At most `limit` distinct members per key and window: members seen before stay admitted, new
 * ones are admitted while there is room.
 */
export class DistinctLimit {
  constructor(
    private readonly windows: Windows,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  admit(key: string, member: string): Promise<boolean> {
    return this.windows.admit(key, member, this.limit, this.windowMs);
  }
}

interface LocalWindow {
  until: number;
  count: number;
  members: Set<string> | null;
}

/** This process's windows, the least recently used forgotten beyond `maxKeys`. */
class LocalWindows implements Windows {
  private readonly windows = new Map<string, LocalWindow>();

  constructor(private readonly maxKeys: number) {}

  private windowOf(key: string, windowMs: number): LocalWindow {
    const now = Date.now();
    let window = this.windows.get(key);
    if (window && window.until > now) this.windows.delete(key);
    else window = { until: now + windowMs, count: 0, members: null };
    // Re-inserted last: a Map iterates in insertion order, so the first key is the least recent.
    this.windows.set(key, window);
    if (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
    return window;
  }

  async take(key: string, amount: number, limit: number, windowMs: number): Promise<number> {
    const window = this.windowOf(key, windowMs);
    const taken = Math.max(0, Math.min(amount, limit - window.count));
    window.count += taken;
    return taken;
  }

  async admit(key: string, member: string, limit: number, windowMs: number): Promise<boolean> {
    const window = this.windowOf(key, windowMs);
    window.members ??= new Set();
    if (window.members.has(member)) return true;
    if (window.members.size >= limit) return false;
    window.members.add(member);
    return true;
  }
}

// One round trip each; the window starts when the key is made.
const TAKE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local taken = math.max(0, math.min(tonumber(ARGV[1]), tonumber(ARGV[2]) - count))
if taken > 0 then
  redis.call('INCRBY', KEYS[1], taken)
  if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
end
return taken`;
const ADMIT_SCRIPT = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 1`;

function redisWindows(redis: Redis, prefix: string): Windows {
  return {
    take: async (key, amount, limit, windowMs) => Number(await redis.eval(TAKE_SCRIPT, 1, prefix + key, amount, limit, windowMs)),
    admit: async (key, member, limit, windowMs) => Number(await redis.eval(ADMIT_SCRIPT, 1, prefix + key, member, limit, windowMs)) === 1,
  };
}

/** Counts in `first`, or in `second` when `first` fails (as `orElse` for the stores). */
function windowsOrElse(first: Windows, second: Windows): Windows {
  return {
    take: (...args) => first.take(...args).catch(() => second.take(...args)),
    admit: (...args) => first.admit(...args).catch(() => second.admit(...args)),
  };
}

/**
 * RATE_LIMITED, saying when to retry: `retryAfterSeconds` in the error, and HTTP 429 with a
 * `Retry-After` header on GraphQL (Apollo honours `extensions.http`) and REST (rest/errors.ts).
 */
export function rateLimited(message: string, waitSeconds: number): AppError {
  return new AppError(ErrorCode.RATE_LIMITED, message, {
    retryAfterSeconds: waitSeconds,
    http: { status: 429, headers: new HeaderMap([["retry-after", String(waitSeconds)]]) },
  });
}

/** "3 hours", "3 minutes", "45 seconds": how long to wait, for messages. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  if (seconds > 2 * 3600) return `${Math.ceil(seconds / 3600)} hours`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
