import "reflect-metadata";
import fs from "node:fs";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { scheduleAnalyticsUpkeep } from "./analytics/analytics-upkeep.js";
import { registerGraphQL } from "./api/graphql.js";
import { createTokenVerifier } from "./auth/token-verifier.js";
import { everyCache, type InvalidationBus } from "./cache/invalidation-bus.js";
import { invalidationBus } from "./cache/invalidation-bus-for.js";
import { CountCache } from "./catalog/count-cache.js";
import { PublicReads } from "./cache/public-reads.js";
import { ResponseCache } from "./cache/response-cache.js";
import { type Config, ConfigError } from "./config.js";
import { databaseReadiness } from "./db/database-readiness.js";
import { type Database, databaseName, openDatabase } from "./db/data-source.js";
import { type OutboxConsumer } from "./events/outbox-consumer.js";
import { eventWriting, recordEvent } from "./events/outbox.js";
import { createOutboxWorker, type OutboxWorker } from "./events/outbox-worker.js";
import { WebhookConsumer } from "./webhooks/webhook-consumer.js";
import { registerHostCheck } from "./http/allowed-hosts.js";
import { COMPRESS_FROM_BYTES } from "./http/encoding.js";
import { type Health, type ReadinessCheck, registerHealthRoutes } from "./http/health.js";
import { registerSecurityHeaders } from "./http/security-headers.js";
import { scheduleOrderExpiry } from "./orders/order-expiry.js";
import { scheduleCourierRefresh } from "./orders/courier/courier-refresh.js";
import type { ImageUploadRecorder } from "./rest/image.routes.js";
import { loggingOptions } from "./observability/logging.js";
import { registerMetricsEndpoint } from "./observability/metrics-endpoint.js";
import { ShopMetrics } from "./observability/metrics.js";
import { registerRequestIds } from "./observability/request-id.js";
import { registerRest } from "./rest/rest.js";
import { createServices, type Services } from "./services.js";
import { scheduleMessageUpkeep } from "./notifications/message-upkeep.js";
import { closeInTurn } from "./shared/close-in-turn.js";
import { savedCourierKeysProblem } from "./orders/courier/courier-settings.service.js";
import { type BucketStore, memoryBuckets, redisBuckets } from "./shared/leaky-buckets.js";
import { localCounters, type RateLimitCounters, redisCounters } from "./shared/rate-limiter.js";
import { createFileStorage, type FileStorage, IMMUTABLE_CACHE_CONTROL } from "./uploads/storage.js";
import { loadPageRenderer } from "./ssr/page-renderer.js";
import { registerWebApp } from "./web-app.js";

export interface Shop {
  app: FastifyInstance;
  services: Services;
  /** The response cache, when on (tests look inside; writers reach it through the services). */
  publicReads: PublicReads | undefined;
  database: Database;
  /** Where uploaded images go (the demo seed stores its banner pictures there too). */
  storage: FileStorage;
  /** /health/live and /health/ready; a shutdown first turns ready to 503. */
  health: Health;
  /** The outbox's worker: resend a delivery, wake it (docs/events.md). */
  outbox: OutboxWorker;
  close(): Promise<void>;
}

/** Build the whole shop (database, services, GraphQL, REST, SPA) without listening. */
export async function createShop(
  config: Config,
  options: {
    database?: Database;
    /** Consumers the outbox delivers to besides the shop's own (tests). */
    outboxConsumers?: OutboxConsumer[];
  } = {},
): Promise<Shop> {
  // Request ids, one log line per request without personal data, metrics (docs/decisions/034-…).
  const metrics = config.metrics.token || config.metrics.port !== undefined ? new ShopMetrics() : undefined;
  const app = Fastify({
    ...(await loggingOptions(config, metrics?.requestEnded)),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  registerRequestIds(app);
  // Outside production only this machine's names (DNS rebinding; docs/decisions/043-…).
  registerHostCheck(app, config.allowedHosts);
  for (const warning of config.warnings) app.log.warn(warning);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeoutMs: config.statementTimeoutMs,
      slowStatements: { thresholdMs: config.slowQueryMs, log: app.log },
    }));
  const courierKeysProblem = await savedCourierKeysProblem(database.dataSource, config.courier.secretsKey);
  if (courierKeysProblem) {
    await database.close();
    throw new ConfigError(courierKeysProblem);
  }

  // Anonymous public reads answered from memory until a write changes them (docs/decisions/026-…).
  const publicReads = config.responseCache.enabled
    ? new PublicReads(new ResponseCache(config.responseCache.maxBytes), { cdnSeconds: config.responseCache.cdnSeconds })
    : undefined;
  // What this replica keeps in memory about public reads, told of every write here and in the other replicas.
  const productCounts = new CountCache();
  const bus = invalidationBus(everyCache([publicReads?.cache, productCounts]), database, config.redisUrl, app.log);
  await bus.start();
  metrics?.watch(database.dataSource, publicReads?.cache);

  // Rate limits count across replicas in Redis when it is configured (docs/decisions/038-…).
  const rateLimits = config.redisUrl ? redisCounters(config.redisUrl, databaseName(database), app.log) : localCounters();
  // Query cost budgets: leaky buckets shared the same way (docs/decisions/053-…).
  const costs = config.queryCost.enabled
    ? { store: config.redisUrl ? redisBuckets(config.redisUrl, databaseName(database), app.log) : memoryBuckets(), budgets: config.queryCost }
    : undefined;
  // What /health/ready checks (docs/deployment.md, "Health checks and shutdown"): add a dependency's check here.
  const readinessChecks: ReadinessCheck[] = [
    ...(await databaseReadiness(database)),
    ...(config.redisUrl ? [{ name: "redis", check: redisReadiness(rateLimits, bus, costs?.store) }] : []),
  ];
  const health = registerHealthRoutes(app, readinessChecks);
  // Every event is delivered to each of these (docs/events.md, decision 056): add a consumer below, once the services exist.
  const outboxConsumers: OutboxConsumer[] = [...(options.outboxConsumers ?? [])];
  eventWriting.enabled = config.outbox.enabled;
  const outbox = createOutboxWorker(database.dataSource, outboxConsumers, { log: app.log, pollMs: config.outbox.pollMs, batchMs: config.outbox.batchMs });
  const services = createServices(database.dataSource, {
    outbox,
    adminEmails: config.auth.adminEmails,
    orderLimits: config.orderLimits,
    courier: config.courier,
    notifications: config.notifications,
    shopUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    analyticsLimitPerMinute: config.analyticsLimitPerMinute,
    analytics: config.analytics,
    cache: bus,
    productCounts,
    rateLimits,
    onOrderPlaced: metrics?.orderPlaced,
    isProduction: config.isProduction,
  });
  const verifier = createTokenVerifier(config.auth);
  const deps = { services, verifier, authConfig: config.auth };
  await services.settings.ensureDefaults();
  // CSP, HSTS over HTTPS, Permissions-Policy, framing and the rest (docs/decisions/007-…).
  const security = await registerSecurityHeaders(app, {
    auth: config.auth,
    pixel: () => services.settings.getPixel(),
    imageOrigins: config.imageStorage.kind === "s3" ? [new URL(config.imageStorage.publicUrl).origin] : [],
  });
  await app.register(fastifyCompress, { global: true, threshold: COMPRESS_FROM_BYTES });

  const uploadsDir = path.join(config.dataDir, "uploads");
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    maxAge: "1d",
    // Uploaded images never change under their URL (each upload gets a new random id), as in object storage.
    setHeaders: (reply, file) => {
      if (path.relative(uploadsDir, file).startsWith(`images${path.sep}`)) reply.header("cache-control", IMMUTABLE_CACHE_CONTROL);
    },
  });
  // Uploaded images: this folder, or object storage shared by several replicas (docs/decisions/013-…).
  const storage = createFileStorage(config.imageStorage, uploadsDir);
  // Uploads are admin writes, audited like the rest: the entry names the stored images.
  const recordImageUpload: ImageUploadRecorder = ({ admin, images }) =>
    services.audit.record(admin, "image.upload", { entityType: "image", ids: images.map((image) => image.url) });
  if (metrics) registerMetricsEndpoint(app, metrics, config.metrics);
  const apollo = await registerGraphQL(app, deps, config.isProduction, publicReads, metrics, costs);
  await registerRest(app, deps, {
    publicReads,
    corsOrigins: config.corsOrigins,
    publicUrl: config.publicUrl,
    uploads: { storage, recordUpload: recordImageUpload },
  });
  await registerWebApp(app, {
    webDist: config.webDist,
    services,
    publicUrl: config.publicUrl,
    pageHeaders: security.applyPagePolicy,
    renderer: await loadPageRenderer(
      { entryFile: config.webRenderEntry, manifestFile: path.join(config.webDist, ".vite", "manifest.json") },
      apollo,
      deps,
      publicReads,
    ),
    publicReads,
  });

  const orderExpiry = scheduleOrderExpiry(
    services.orders,
    { holdHours: config.pendingOrderHoldHours, guestHoldHours: config.guestOrderHoldHours },
    app.log,
  );
  const courierRefresh =
    config.courier.refreshMinutes > 0
      ? scheduleCourierRefresh(services.courier, config.courier.refreshMinutes, app.log)
      : null;
  const analyticsUpkeep = scheduleAnalyticsUpkeep(services.analytics, app.log);
  const messageUpkeep = scheduleMessageUpkeep(services.notifications, app.log);
  // The outbox's consumers (webhooks, email, SMS) are added here, before the worker starts.
  outboxConsumers.push(
    new WebhookConsumer(database.dataSource, services.webhooks, { timeoutMs: config.webhooks.timeoutMs, recordEvent }),
    ...services.notifications.consumers,
  );
  services.webhooks.useOutbox(outbox);
  outbox.start();

  return {
    app,
    services,
    publicReads,
    database,
    storage,
    health,
    outbox,
    close: () =>
      closeInTurn([
        () => {
          orderExpiry?.stop();
          courierRefresh?.stop();
          analyticsUpkeep.stop();
          messageUpkeep.stop();
        },
        () => app.close(),
        // After the last request, before the database: events still in the buffer are written.
        () => services.analytics.close(),
        // Deliveries in flight finish; what is left waits in the database for the next start.
        () => outbox.stop(),
        () => services.notifications.close(),
        () => verifier.close(),
        () => bus.close(),
        () => rateLimits.close(),
        () => costs?.store.close(),
        () => storage.close?.(),
        () => database.close(),
      ]),
  };
}

/**
 * Redis answers (the rate limits count there, and the query budgets) and the bus hears the other replicas: with REDIS_URL
 * its channel is Redis (and the embedded database's bus, with no others, always hears them).
 */
function redisReadiness(rateLimits: RateLimitCounters, bus: InvalidationBus, buckets?: BucketStore): () => Promise<void> {
  return async () => {
    await rateLimits.check();
    await buckets?.ready();
    if (!bus.connected()) throw new Error("the cache invalidation channel over Redis is down");
  };
}
