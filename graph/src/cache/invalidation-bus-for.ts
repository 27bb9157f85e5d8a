import { type Database, databaseName } from "../db/data-source.js";
import { type BusLog, type InvalidationBus, localInvalidation, replicatedInvalidation, type TagCache } from "./invalidation-bus.js";
import { postgresChannel } from "./postgres-channel.js";
import { redisChannel } from "./redis-channel.js";

/**
 * Replicas share a PostgreSQL database and hear of each other's writes over it, or over Redis when
 * REDIS_URL is set; the embedded database has one process.
 */
export function invalidationBus(cache: TagCache, database: Database, redisUrl: string | undefined, log: BusLog): InvalidationBus {
  if (database.kind === "pglite") return localInvalidation(cache);
  const url = (database.dataSource.options as { url?: string }).url;
  if (!url) throw new Error("The caches need the PostgreSQL connection string to hear of other replicas' writes");
  const channel = redisUrl ? redisChannel(redisUrl, databaseName(database)) : postgresChannel(url);
  return replicatedInvalidation(cache, channel, log);
}
