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
  if (!redisUrl) return replicatedInvalidation(cache, postgresChannel(url), log);
  const bus = replicatedInvalidation(cache, redisChannel(redisUrl, databaseName(database)), log);
  // Without Redis this replica cannot hear the others (its caches are off meanwhile): it reports itself not ready.
  const redisConnected = async () => {
    if (!bus.connected()) throw new Error("the cache invalidation channel over Redis is down");
  };
  return { ...bus, readiness: { name: "redis", check: redisConnected } };
}
