import { redisAnswers, sharedRedis } from "./redis-connection.js";

/**
 * Leaky buckets of query cost points (docs/decisions/053-query-cost-and-budgets.md): each key
 * (an app, a person, an address) holds up to `maximumAvailable` points and gets `restoreRate`
 * back each second. An operation takes its requested cost before it runs and is refunded what
 * it did not use. A key never seen, or idle long enough, is full.
 */
export interface Budget {
  /** Points the bucket holds when full. */
  maximumAvailable: number;
  /** Points restored per second. */
  restoreRate: number;
}

/** A bucket as the client is told of it (`extensions.cost.throttleStatus`); points are whole (rounded down). */
export interface ThrottleStatus extends Budget {
  currentlyAvailable: number;
}

export interface Take {
  /** True when the points were taken; false when the bucket holds fewer (nothing taken). */
  taken: boolean;
  status: ThrottleStatus;
  /** Whole seconds until the bucket holds enough (0 when taken). */
  retryAfterSeconds: number;
}

export interface BucketStore {
  /** Take `cost` points from `key`'s bucket, all or none. */
  take(key: string, cost: number, budget: Budget): Promise<Take>;
  /** Give `points` back (what an operation asked for but did not use), up to the maximum. */
  refund(key: string, points: number, budget: Budget): Promise<ThrottleStatus>;
  /** The bucket as it is now, changing nothing. */
  peek(key: string, budget: Budget): Promise<ThrottleStatus>;
  /** The same, at once, from a store in this process's memory (none for Redis): a cached read need not wait. */
  peekNow?(key: string, budget: Budget): ThrottleStatus;
  /** Resolves once the shared store answers (at most `ms` later); rejects when it cannot be reached. Nothing to wait for in memory. */
  ready(ms?: number): Promise<void>;
  close(): Promise<void>;
}

/** Buckets one process remembers; beyond it the least recently used are forgotten (they count as full). */
const LOCAL_BUCKETS = 10_000;

interface Level {
  /** Points in the bucket at `at`. */
  available: number;
  /** Milliseconds (the store's clock). */
  at: number;
}

/** The points in a bucket at `now`, restored since `level.at` and capped at the maximum. */
export function levelAt(level: Level | undefined, now: number, { maximumAvailable, restoreRate }: Budget): number {
  if (!level) return maximumAvailable;
  const restored = (Math.max(0, now - level.at) / 1000) * restoreRate;
  return Math.min(maximumAvailable, level.available + restored);
}

/** Whole seconds until `available` grows to `cost` at `restoreRate` (never 0 when short). */
export function secondsUntil(available: number, cost: number, { restoreRate }: Budget): number {
  if (available >= cost) return 0;
  if (restoreRate <= 0) return Number.MAX_SAFE_INTEGER;
  return Math.max(1, Math.ceil((cost - available) / restoreRate));
}

const statusOf = (available: number, budget: Budget): ThrottleStatus => ({
  maximumAvailable: budget.maximumAvailable,
  currentlyAvailable: Math.max(0, Math.floor(available + 1e-9)),
  restoreRate: budget.restoreRate,
});

/** This process's memory: one server, or replicas that accept a bucket per replica. `now` is for tests. */
export function memoryBuckets(now: () => number = Date.now, maxKeys = LOCAL_BUCKETS): BucketStore {
  const levels = new Map<string, Level>();
  const set = (key: string, level: Level) => {
    // Re-inserted last: a Map iterates in insertion order, so the first key is the least recent.
    levels.delete(key);
    levels.set(key, level);
    if (levels.size > maxKeys) levels.delete(levels.keys().next().value!);
  };
  return {
    async take(key, cost, budget) {
      const at = now();
      const available = levelAt(levels.get(key), at, budget);
      const taken = cost <= available;
      const after = taken ? available - cost : available;
      set(key, { available: after, at });
      return { taken, status: statusOf(after, budget), retryAfterSeconds: taken ? 0 : secondsUntil(available, cost, budget) };
    },
    async refund(key, points, budget) {
      const at = now();
      const after = Math.min(budget.maximumAvailable, levelAt(levels.get(key), at, budget) + Math.max(0, points));
      set(key, { available: after, at });
      return statusOf(after, budget);
    },
    async peek(key, budget) {
      return statusOf(levelAt(levels.get(key), now(), budget), budget);
    },
    peekNow(key, budget) {
      return statusOf(levelAt(levels.get(key), now(), budget), budget);
    },
    ready: async () => undefined,
    close: async () => undefined,
  };
}

// One script for the three operations, atomic, on Redis's clock so replicas with skewed clocks
// agree. ARGV: mode (take, refund, peek), points, maximum, restore rate per second. The level is
// kept as a hash {a = points, t = ms}; a key expires once it would be full again (missing = full).
// Answers {taken 0/1, points after as a string (Lua numbers would be truncated to integers)}.
const BUCKET_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local mode, points, max, rate = ARGV[1], tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local level = redis.call('HMGET', KEYS[1], 'a', 't')
local available = max
if level[1] then
  available = math.min(max, tonumber(level[1]) + math.max(0, now - tonumber(level[2])) / 1000 * rate)
end
if mode == 'peek' then return {0, tostring(available)} end
local taken = 0
if mode == 'take' then
  if points <= available then available = available - points; taken = 1 end
else
  available = math.min(max, available + math.max(0, points))
end
redis.call('HSET', KEYS[1], 'a', tostring(available), 't', now)
local fullIn = 1000
if rate > 0 then fullIn = math.ceil((max - available) / rate * 1000) + 1000 else fullIn = 86400000 end
redis.call('PEXPIRE', KEYS[1], fullIn)
return {taken, tostring(available)}`;

interface BucketsLog {
  warn(details: object, message: string): void;
}

/**
 * Buckets in Redis, shared by every replica; `namespace` keeps shops that share a Redis apart.
 * While Redis cannot answer, buckets are kept in this process's memory instead (as the rate
 * limits do, decision 038): each replica then budgets on its own.
 */
export function redisBuckets(redisUrl: string, namespace: string, log: BucketsLog, fallback: BucketStore = memoryBuckets()): BucketStore {
  const redis = sharedRedis(redisUrl, `shop-query-budgets:${namespace}`, log, "Query budgets: Redis unreachable; keeping buckets in this process until it is back");
  const prefix = `shop:query-budget:${namespace}:`;
  const run = async (mode: "take" | "refund" | "peek", key: string, points: number, budget: Budget) => {
    const [taken, available] = (await redis.eval(BUCKET_SCRIPT, 1, prefix + key, mode, points, budget.maximumAvailable, budget.restoreRate)) as [
      number,
      string,
    ];
    return { taken: taken === 1, available: Number(available) };
  };
  return {
    async take(key, cost, budget) {
      try {
        const { taken, available } = await run("take", key, cost, budget);
        return { taken, status: statusOf(available, budget), retryAfterSeconds: taken ? 0 : secondsUntil(available, cost, budget) };
      } catch {
        return fallback.take(key, cost, budget);
      }
    },
    async refund(key, points, budget) {
      try {
        return statusOf((await run("refund", key, points, budget)).available, budget);
      } catch {
        return fallback.refund(key, points, budget);
      }
    },
    async peek(key, budget) {
      try {
        return statusOf((await run("peek", key, 0, budget)).available, budget);
      } catch {
        return fallback.peek(key, budget);
      }
    },
    ready: (ms) => redisAnswers(redis, ms),
    async close() {
      redis.disconnect();
    },
  };
}
