import { Redis } from "ioredis";

/** A Redis that does not answer by then is treated as down for that call. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

interface RedisLog {
  warn(details: object, message: string): void;
}

/**
 * A connection for what replicas share (rate limits, query budgets): a command never waits in a
 * queue or is retried, so a Redis that is down fails it at once and the caller falls back to
 * this process's memory. ioredis reconnects by itself; `unreachable` is logged once a minute,
 * not at every attempt.
 */
export function sharedRedis(redisUrl: string, connectionName: string, log: RedisLog, unreachable: string): Redis {
  const redis = new Redis(redisUrl, {
    connectionName,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  let warnedAt = 0;
  redis.on("error", (error: unknown) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    log.warn({ err: error }, unreachable);
  });
  return redis;
}

/** Resolves once `redis` is connected and answers a PING; rejects when it is not connected within `ms`. */
export async function redisAnswers(redis: Redis, ms = REDIS_COMMAND_TIMEOUT_MS): Promise<void> {
  if (redis.status !== "ready") {
    await new Promise<void>((resolve, reject) => {
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
  await redis.ping();
}
