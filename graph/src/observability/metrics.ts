import type { ApolloServerPlugin } from "@apollo/server";
import { ApolloServerErrorCode } from "@apollo/server/errors";
import type { FastifyReply, FastifyRequest } from "fastify";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { DataSource } from "typeorm";
import type { ResponseCache } from "../cache/response-cache.js";
import { ErrorCode } from "../shared/errors.js";

/**
 * The shop's Prometheus metrics (docs/deployment.md, "Logs and metrics"). Every label has a
 * bounded set of values, whatever clients send: routes are the registered patterns, methods and
 * error codes known lists, and operation names the first MAX_OPERATION_NAMES seen.
 */

/** Distinct GraphQL operation names given their own label value; later ones are counted as "other". */
export const MAX_OPERATION_NAMES = 100;
/** Longer names are "other" too: the label is for the app's own operations, which are short. */
const MAX_OPERATION_NAME_LENGTH = 64;

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** The codes `extensions.code` can hold: the shop's own (shared/errors.ts) and Apollo Server's. */
const ERROR_CODES = new Set<string>([...Object.values(ErrorCode), ...Object.values(ApolloServerErrorCode)]);

/** Seconds: a cached read takes well under a millisecond, a report or an order tens of them. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** What pg's Pool tells of itself; the embedded database's pool answers the same (db/pglite-pool.ts). */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

export class ShopMetrics {
  readonly registry = new Registry();
  private readonly operationNames = new Set<string>();

  private readonly httpDuration = this.latency(
    "shop_http_request_duration_seconds",
    "HTTP requests by method, route pattern and status class (its _count is the request count)",
    ["method", "route", "status"],
  );
  private readonly operationDuration = this.latency(
    "shop_graphql_operation_duration_seconds",
    "GraphQL operations executed (not answered from the response cache) by operation name and type",
    ["operation", "type"],
  );
  private readonly graphqlErrors = new Counter({
    name: "shop_graphql_errors_total",
    help: "GraphQL errors sent, by extensions.code",
    labelNames: ["code"] as const,
    registers: [this.registry],
  });
  private readonly ordersPlaced = new Counter({
    name: "shop_orders_placed_total",
    help: "Orders placed (retries answered with the same order are not counted again)",
    registers: [this.registry],
  });
  private readonly ordersValue = new Counter({
    name: "shop_orders_placed_value_minor_total",
    help: "Total of the orders placed, in minor units of the currency (poisha, cents)",
    labelNames: ["currency"] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  private latency<Label extends string>(name: string, help: string, labelNames: readonly Label[]): Histogram<Label> {
    return new Histogram({ name, help, labelNames, buckets: LATENCY_BUCKETS, registers: [this.registry] });
  }

  /** An HTTP request ended (the log controller calls it). */
  readonly requestEnded = (request: FastifyRequest, reply: FastifyReply): void => {
    this.httpDuration.observe(
      {
        method: METHODS.has(request.method) ? request.method : "OTHER",
        // The pattern, never the URL; requests no route matched (pages, 404s) share one value.
        route: request.routeOptions.url ?? "*",
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  };

  readonly orderPlaced = (order: { totalMinor: number; currency: string }): void => {
    this.ordersPlaced.inc();
    this.ordersValue.inc({ currency: /^[A-Z]{3}$/.test(order.currency) ? order.currency : "OTHER" }, order.totalMinor);
  };

  /** A GraphQL error as sent to the client. */
  graphqlError(code: unknown): void {
    this.graphqlErrors.inc({ code: typeof code === "string" && ERROR_CODES.has(code) ? code : "OTHER" });
  }

  /** Apollo plugin: each executed operation's duration, by name and type. */
  graphqlPlugin(): ApolloServerPlugin {
    return {
      requestDidStart: async () => {
        const started = performance.now();
        let labels = { operation: "invalid", type: "unknown" };
        return {
          didResolveOperation: async ({ operationName, operation }) => {
            labels = { operation: this.operationLabel(operationName), type: operation?.operation ?? "unknown" };
          },
          willSendResponse: async () => {
            this.operationDuration.observe(labels, (performance.now() - started) / 1000);
          },
        };
      },
    };
  }

  private operationLabel(name: string | null): string {
    if (!name) return "anonymous";
    if (this.operationNames.has(name)) return name;
    if (name.length > MAX_OPERATION_NAME_LENGTH || this.operationNames.size >= MAX_OPERATION_NAMES) return "other";
    this.operationNames.add(name);
    return name;
  }

  /** Gauges read when scraped: the database pool and the response cache. */
  watch(dataSource: DataSource, cache: ResponseCache | undefined): void {
    const pool = () => (dataSource.driver as unknown as { master?: PoolCounts }).master;
    const gauge = (name: string, help: string, read: () => number | undefined) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          const value = read();
          if (value !== undefined) this.set(value);
        },
      });
    gauge("shop_db_pool_connections", "Database connections open (the embedded database: its one session)", () => pool()?.totalCount);
    gauge("shop_db_pool_idle_connections", "Database connections open and not in use", () => pool()?.idleCount);
    gauge("shop_db_pool_waiting", "Callers waiting for a database connection", () => pool()?.waitingCount);
    if (!cache) return;

    // Counted by the cache itself (two integer fields), read here when scraped.
    const counter = (name: string, help: string, read: () => number) =>
      new Counter({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.reset();
          this.inc(read());
        },
      });
    counter("shop_response_cache_hits_total", "Public reads answered from the response cache", () => cache.hits);
    counter("shop_response_cache_misses_total", "Public reads the response cache did not hold", () => cache.misses);
    gauge("shop_response_cache_bytes", "Bytes of responses the response cache holds (bodies and their compressed copies)", () => cache.byteSize);
    gauge("shop_response_cache_entries", "Responses the response cache holds", () => cache.size);
  }
}
