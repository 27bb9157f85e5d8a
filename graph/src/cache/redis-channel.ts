import { Redis } from "ioredis";
import type { ReplicaChannel } from "./invalidation-bus.js";

/**
 * Replicas sharing a Redis (REDIS_URL), over pub/sub: one connection subscribes, one publishes.
 * `name` keeps shops that share a Redis apart (the database's name). The bus reconnects after a
 * loss, so the clients neither retry nor queue commands while down: a write is never held up.
 */
export function redisChannel(redisUrl: string, name: string): ReplicaChannel {
  const invalidations = `shop:response-cache:${name}`;
  const acks = `${invalidations}:ack`;
  let subscriber: Redis | null = null;
  let publisher: Redis | null = null;
  const options = { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null };
  return {
    async open(events) {
      subscriber = new Redis(redisUrl, { ...options, connectionName: `shop-cache-invalidation:${name}` });
      publisher = new Redis(redisUrl, { ...options, connectionName: `shop-cache-publisher:${name}` });
      for (const client of [subscriber, publisher]) {
        client.on("error", (error: unknown) => events.lost(error));
        client.on("end", () => events.lost());
      }
      subscriber.on("message", (channel: string, payload: string) => {
        if (channel === invalidations) events.message(payload);
        else if (channel === acks) events.ack(payload);
      });
      await Promise.all([subscriber.connect(), publisher.connect()]);
      await subscriber.subscribe(invalidations, acks);
    },
    async publish(payload) {
      if (!publisher) throw new Error("The invalidation channel is closed");
      // PUBLISH answers how many subscribers received it: every replica's, this one's included.
      const received = await publisher.publish(invalidations, payload);
      return Math.max(0, received - 1);
    },
    async acknowledge(payload) {
      await publisher?.publish(acks, payload);
    },
    async close() {
      const clients = [subscriber, publisher];
      subscriber = publisher = null;
      for (const client of clients) {
        if (!client) continue;
        client.removeAllListeners();
        client.on("error", () => undefined);
        client.disconnect();
      }
    },
  };
}
