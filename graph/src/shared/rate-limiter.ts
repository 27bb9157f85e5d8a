import { createRequire } from "node:module";
import { HeaderMap } from "@apollo/server";
import type fastifyRateLimit from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import { AppError, ErrorCode } from "./errors.js";
import { redisAnswers, sharedRedis } from "./redis-connection.js";

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

/** Where the counts live; services ask it for one limiter per rule. */
export interface RateLimitCounters {
  /** `name` keeps rules apart (`orders:address`, `contact`…): each has its own keys. */
  limiter(name: string, limit: number, windowMs: number): RateLimiter;
  /** Each key may take `limit` units (events, the units of orders) per `windowMs`; see Quota. */
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
  const redis = sharedRedis(redisUrl, `shop-rate-limits:${namespace}`, log, "Rate limits: Redis unreachable; counting in this process until it is back");
  return {
    limiter(name, limit, windowMs) {
      const shared = new RedisStore(false, false, redis, `shop:rate-limit:${namespace}:${name}:`);
      return new RateLimiter(orElse(shared, localStore()), limit, windowMs);
    },
    quota(name, limit, windowMs) {
      return new Quota(windowsOrElse(redisWindows(redis, `shop:rate-limit:${namespace}:${name}:`), new LocalWindows(LOCAL_KEYS_PER_LIMIT)), limit, windowMs);
    },
    distinct(name, limit, windowMs) {
      return new DistinctLimit(windowsOrElse(redisWindows(redis, `shop:rate-limit:${namespace}:${name}:`), new LocalWindows(LOCAL_SETS_PER_LIMIT)), limit, windowMs);
    },
    check: () => redisAnswers(redis),
    async close() {
      redis.disconnect();
    },
  };
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

/**
 * What quotas and distinct limits need of a store: a count that grows by an amount up to a limit,
 * and a set that takes new members up to a limit, both per key and for a fixed window from the
 * key's first use.
 */
interface Windows {
  /**
   * Add up to `amount` to the key's count without passing `limit` (all of it or nothing when
   * `whole`); resolves to what was added and the ms left in the key's window (-1 when it has none).
   */
  take(key: string, amount: number, limit: number, windowMs: number, whole: boolean): Promise<{ taken: number; ttlMs: number }>;
  /** Take `amount` back off the key's count (what another limit refused). */
  giveBack(key: string, amount: number): Promise<void>;
  /** True when `member` is in the key's set, or was added because the set had fewer than `limit`. */
  admit(key: string, member: string, limit: number, windowMs: number): Promise<boolean>;
}

/**
 * A budget of units per key and window (events of an address, the units of orders). Only what
 * fits is counted, so a refused caller does not push its window further and may still take less.
 */
export class Quota {
  constructor(
    private readonly windows: Windows,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Take what fits of `amount`; resolves to how many units were taken (0 when spent). */
  async take(key: string, amount: number): Promise<number> {
    return amount > 0 ? (await this.windows.take(key, amount, this.limit, this.windowMs, false)).taken : 0;
  }

  /** Take all of `amount` or nothing; resolves to 0 when taken, else the seconds until the window starts again. */
  async takeAll(key: string, amount: number): Promise<number> {
    const { taken, ttlMs } = await this.windows.take(key, amount, this.limit, this.windowMs, true);
    return taken === amount ? 0 : Math.max(1, Math.ceil((ttlMs > 0 ? ttlMs : this.windowMs) / 1000));
  }

  /** Give back units taken for `key` (another limit refused the same attempt). */
  giveBack(key: string, amount: number): Promise<void> {
    return this.windows.giveBack(key, amount);
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

  async take(key: string, amount: number, limit: number, windowMs: number, whole: boolean): Promise<{ taken: number; ttlMs: number }> {
    const window = this.windowOf(key, windowMs);
    const room = Math.max(0, limit - window.count);
    const taken = whole ? (amount <= room ? amount : 0) : Math.min(amount, room);
    window.count += taken;
    return { taken, ttlMs: window.until - Date.now() };
  }

  async giveBack(key: string, amount: number): Promise<void> {
    const window = this.windows.get(key);
    if (window) window.count = Math.max(0, window.count - amount);
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

// One round trip each, checked and added in one step so replicas never pass a limit together;
// the window starts when the key is made. TAKE's ARGV[4] is 1 for all or nothing.
const TAKE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local room = math.max(0, tonumber(ARGV[2]) - count)
local taken = math.min(tonumber(ARGV[1]), room)
if ARGV[4] == '1' and taken < tonumber(ARGV[1]) then taken = 0 end
if taken > 0 then
  redis.call('INCRBY', KEYS[1], taken)
  if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
end
return {taken, redis.call('PTTL', KEYS[1])}`;
const GIVE_BACK_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('DECRBY', KEYS[1], ARGV[1]) end
return 0`;
const ADMIT_SCRIPT = `
if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('SADD', KEYS[1], ARGV[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[3]) end
return 1`;

function redisWindows(redis: Redis, prefix: string): Windows {
  return {
    take: async (key, amount, limit, windowMs, whole) => {
      const [taken, ttlMs] = (await redis.eval(TAKE_SCRIPT, 1, prefix + key, amount, limit, windowMs, whole ? 1 : 0)) as [number, number];
      return { taken, ttlMs };
    },
    giveBack: async (key, amount) => void (await redis.eval(GIVE_BACK_SCRIPT, 1, prefix + key, amount)),
    admit: async (key, member, limit, windowMs) => Number(await redis.eval(ADMIT_SCRIPT, 1, prefix + key, member, limit, windowMs)) === 1,
  };
}

/** Counts in `first`, or in `second` when `first` fails (as `orElse` for the stores). */
function windowsOrElse(first: Windows, second: Windows): Windows {
  return {
    take: (...args) => first.take(...args).catch(() => second.take(...args)),
    giveBack: (...args) => first.giveBack(...args).catch(() => second.giveBack(...args)),
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
