import pg from "pg";
import type { ReplicaChannel } from "./invalidation-bus.js";

/** The PostgreSQL channels replicas of one database tell each other on, and confirm on. */
export const INVALIDATION_CHANNEL = "shop_response_cache";
export const ACK_CHANNEL = "shop_response_cache_ack";
/** The listening connection's name: how a publisher counts the replicas that will confirm. */
export const LISTENER_NAME = "shop-cache-invalidation";

/** Replicas on one PostgreSQL database, over LISTEN/NOTIFY on a dedicated connection: no new component. */
export function postgresChannel(databaseUrl: string): ReplicaChannel {
  let client: pg.Client | null = null;
  return {
    async open(events) {
      const next = new pg.Client({ connectionString: databaseUrl, application_name: LISTENER_NAME, keepAlive: true });
      next.on("notification", ({ channel, payload }) => {
        if (!payload) return;
        if (channel === INVALIDATION_CHANNEL) events.message(payload);
        else if (channel === ACK_CHANNEL) events.ack(payload);
      });
      next.on("error", (error) => events.lost(error));
      next.on("end", () => events.lost());
      client = next;
      await next.connect();
      await next.query(`LISTEN ${INVALIDATION_CHANNEL}; LISTEN ${ACK_CHANNEL}`);
    },
    async publish(payload) {
      if (!client) throw new Error("The invalidation channel is closed");
      const { rows } = await client.query<{ others: number }>(
        `SELECT pg_notify($1, $2), (SELECT count(*)::int FROM pg_stat_activity
           WHERE application_name = $3 AND datname = current_database() AND pid <> pg_backend_pid()) AS others`,
        [INVALIDATION_CHANNEL, payload, LISTENER_NAME],
      );
      return rows[0]?.others ?? 0;
    },
    async acknowledge(payload) {
      await client?.query("SELECT pg_notify($1, $2)", [ACK_CHANNEL, payload]);
    },
    async close() {
      const current = client;
      client = null;
      if (!current) return;
      current.removeAllListeners();
      current.on("error", () => undefined);
      await current.end().catch(() => undefined);
    },
  };
}
