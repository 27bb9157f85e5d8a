import { hkdfSync } from "node:crypto";
import path from "node:path";
import type { AllowedHosts } from "./http/allowed-hosts.js";

/** Everything the server reads from its environment, parsed once at start. */

/** Firebase Authentication: a real project, or the local emulator (an explicit opt-in, never in production). */
export interface AuthConfig {
  /** Firebase project id; "demo-shop" with the emulator. Sign-in is off when unset. */
  projectId: string | undefined;
  /** Web API key the browser SDK needs (public by design). */
  apiKey: string | undefined;
  authDomain: string | undefined;
  /** host:port of the Auth emulator; its tokens are unsigned. Set only with USE_AUTH_EMULATOR=true. */
  emulatorHost: string | undefined;
  /** Verified emails that become ADMIN on their first sign-in. */
  adminEmails: string[];
}

/**
 * Where uploaded images go (docs/deployment.md, "Uploaded images"): the `uploads` folder in the
 * data directory, or an S3-compatible bucket that several replicas share.
 */
export type ImageStorageConfig =
  | { kind: "local" }
  | {
      kind: "s3";
      bucket: string;
      region: string;
      /** Another S3-compatible service (MinIO, R2, Spaces…); unset for AWS itself. */
      endpoint: string | undefined;
      /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name; most non-AWS services need it. */
      forcePathStyle: boolean;
      /** Unset: the AWS SDK's own chain (AWS_* variables, an instance or task role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Where browsers fetch the objects: a key is appended to it (`https://cdn.example.com/images/…`). */
      publicUrl: string;
    };

/**
 * The courier orders are sent to (docs/deployment.md, "Courier"). The keys stay on the server:
 * no query answers them.
 */
export interface CourierConfig {
  /** Steadfast Courier's merchant API; null when its keys are not set (courier features off). */
  steadfast: { baseUrl: string; apiKey: string; secretKey: string } | null;
  /** How long one courier request may take, in ms. */
  timeoutMs: number;
  /** Minutes between refreshes of undelivered parcels' statuses; 0 = only on demand. */
  refreshMinutes: number;
  /**
   * The key courier keys saved in the admin are encrypted with (AES-256-GCM; decision 063):
   * derived from SECRETS_KEY; outside production from a fixed development value without it;
   * null in production without it (the admin then cannot save keys; the environment's still work).
   */
  secretsKey: Buffer | null;
  /** The admin may point the courier at another base URL (the tests' fake) only outside production. */
  baseUrlEditable: boolean;
}

/**
 * Where shopper notifications and owner alerts go (docs/notifications.md). Without SMTP_URL mail is
 * captured (kept and shown in the admin, never sent); without SMS_PROVIDER so are SMS.
 */
export interface NotificationsConfig {
  /** SMTP_URL (smtp://user:pass@host:587, smtps://… for TLS from the start) and MAIL_FROM. */
  mail: { smtpUrl: string; from: string } | null;
  /** SMS_PROVIDER=bulksmsbd with SMS_API_KEY and SMS_SENDER_ID; SMS_API_URL for a test's fake. */
  sms: { provider: "bulksmsbd"; apiKey: string; senderId: string; apiUrl: string } | null;
  /** How long one SMTP or gateway request may take, in ms (NOTIFY_TIMEOUT_MS, default 15 000). */
  timeoutMs: number;
  /** Days sent, captured and failed messages are kept (MESSAGE_RETENTION_DAYS, default 90). */
  retentionDays: number;
}

/** BulkSMSBD's HTTP API when SMS_API_URL is not set. */
export const BULKSMSBD_DEFAULT_API_URL = "https://bulksmsbd.net/api/smsapi";

export type LogFormat = "json" | "pretty";

/** Where /metrics is served (docs/decisions/034-logs-request-ids-and-metrics.md). */
export interface MetricsConfig {
  /** METRICS_TOKEN: /metrics on the shop's port answers only `Authorization: Bearer <token>`; unset: not there. */
  token: string | undefined;
  /** METRICS_PORT: a second listener that serves only /metrics, without the token; unset: none. */
  port: number | undefined;
  /** METRICS_HOST: the address that listener binds (default 127.0.0.1: this machine only). */
  host: string;
}

/** The shortest METRICS_TOKEN accepted: a guessable token would show the shop's traffic to anyone. */
export const MIN_METRICS_TOKEN_LENGTH = 24;

export interface Config {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  /** Embedded database, uploaded images and other files live here. */
  dataDir: string;
  /** PostgreSQL connection string; without it the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /**
   * Database time limit in ms (0 = none): PostgreSQL cancels a statement that runs longer; the
   * embedded database, which cannot cancel, refuses a request's further statements once they
   * have taken this long together (docs/decisions/005-query-cost-and-time-limits.md).
   */
  statementTimeoutMs: number;
  /** Seed the demo catalog when the database has no products (never by default in production). */
  seedDemo: boolean;
  /** Built SPA to serve at `/`. */
  webDist: string;
  /** The storefront's server render (web/src/entry-server.tsx built): `web/dist-ssr/entry-server.js` beside `webDist`. */
  webRenderEntry: string;
  logLevel: string;
  /** How log lines are written (LOG_FORMAT): one JSON object a line, or pino-pretty's readable lines (docs/deployment.md, "Logs and metrics"). */
  logFormat: LogFormat;
  /** Statements slower than this many ms are logged at warn with their text, never their values (SLOW_QUERY_MS, default 200; 0: off). */
  slowQueryMs: number;
  /** Prometheus metrics at /metrics: behind a bearer token, on a separate port, or both; off when neither is set. */
  metrics: MetricsConfig;
  /**
   * Public origin (https://shop.example) for absolute links: share tags, canonical URLs, REST image
   * URLs. Required in production; elsewhere the request's own origin stands in (see shared/public-origin.ts).
   */
  publicUrl: string | undefined;
  auth: AuthConfig;
  /** Origins (https://old-shop.example) allowed to call /api from the browser, with credentials. */
  corsOrigins: string[];
  /**
   * The Host names the shop answers (ALLOWED_HOSTS; loopback names always): outside production
   * those and PUBLIC_URL's host only, against DNS rebinding; null answers every name (production's
   * default). See http/allowed-hosts.ts.
   */
  allowedHosts: AllowedHosts | null;
  /** Trust X-Forwarded-For from a reverse proxy (only behind one: clients could spoof it otherwise). */
  trustProxy: boolean;
  /**
   * Orders one client address may place per 10 minutes, and one phone or email per hour; units per
   * line and per order; units one phone, email or account, and guests at one address, may order per
   * 24 hours (decision 039). 0 = no limit.
   */
  orderLimits: OrderLimitSettings;
  /** Site-analytics requests one client address may send per minute; 0 = no limit (docs/analytics.md). */
  analyticsLimitPerMinute: number;
  /** What one address may add to site analytics a day, and how long raw events and daily roll-ups are kept (docs/analytics.md, decision 040). */
  analytics: {
    caps: { visitorsPerAddress: number; eventsPerAddress: number; referrerVisitorsPerAddress: number };
    retention: { rawDays: number; days: number };
  };
  /** Hours a PENDING (unconfirmed) order holds its stock before it is cancelled; 0 = until the shop acts. */
  pendingOrderHoldHours: number;
  /** Hours a guest's PENDING cash-on-delivery order holds its stock (decision 039); 0 = as long as any order. */
  guestOrderHoldHours: number;
  /** Where uploaded images are stored. */
  imageStorage: ImageStorageConfig;
  courier: CourierConfig;
  notifications: NotificationsConfig;
  /**
   * Answer anonymous public reads from memory until a write changes them (RESPONSE_CACHE, on by
   * default; "false" turns it off, e.g. to measure the database path). See docs/decisions/026-….
   */
  responseCache: {
    enabled: boolean;
    /** Most bytes of responses kept (RESPONSE_CACHE_MB, default 32). */
    maxBytes: number;
    /** How long a CDN may keep a public read (CDN_CACHE_SECONDS, default 5; 0: it must revalidate each time). */
    cdnSeconds: number;
  };
  /**
   * A graceful stop (SIGTERM, SIGINT): /health/ready answers 503 for `delayMs` (SHUTDOWN_DELAY_MS, default 0)
   * while the listener stays open, then requests in flight get `timeoutMs` (SHUTDOWN_TIMEOUT_MS, default
   * 8 000: within `docker stop`'s 10 s) to finish before the process exits anyway (docs/deployment.md,
   * "Health checks and shutdown").
   */
  shutdown: { delayMs: number; timeoutMs: number };
  /** Redis (redis://host:6379): when set, cache invalidations travel over its pub/sub instead of PostgreSQL's NOTIFY. */
  redisUrl: string | undefined;
  /**
   * Query cost (docs/api.md, "Query cost"; decision 053): `enabled` (QUERY_COST, default on) reports
   * `extensions.cost` and budgets callers; off, neither happens (the bench compares the two). Each
   * signed-in person and each anonymous address has a leaky bucket of `maximumAvailable` points
   * restoring `restoreRate` a second: QUERY_BUDGET_PERSON / QUERY_BUDGET_ADDRESS as
   * "<maximum>/<restore rate>", default 20000/1000 and 50000/5000 (apps have their own, 1000/50 by default).
   */
  queryCost: { enabled: boolean; person: { maximumAvailable: number; restoreRate: number }; address: { maximumAvailable: number; restoreRate: number } };
  /**
   * The outbox (docs/events.md): `pollMs` (OUTBOX_POLL_MS, default 1 000) is how often its worker
   * looks for due deliveries when no commit wakes it; `batchMs` (OUTBOX_BATCH_MS, default 200) how
   * long after a run begins the next waits, so commits are taken together; `enabled` (OUTBOX, default on) turns writing
   * events off, only to measure what they cost (bench/, docs/performance.md).
   */
  outbox: { enabled: boolean; pollMs: number; batchMs: number };
  /** Webhook deliveries (docs/webhooks.md): how long a receiver has to answer, in ms (WEBHOOK_TIMEOUT_MS, default 10 000). */
  webhooks: { timeoutMs: number };
  /** Things an operator should know at start (logged by the server), e.g. sign-in being off. */
  warnings: string[];
}

/**
 * What one client may order and hold (decisions 008 and 039). How many orders: per client address
 * in 10 minutes, and per phone or email in an hour. How many units: per line and per order, and
 * per contact (phone, email, signed-in account) and per guest's client address in 24 hours.
 * 0 turns a limit off (a wholesale shop whose buyers share one office).
 */
export interface OrderLimitSettings {
  perAddress: number;
  perContact: number;
  /** Units of one product (and variant) in one order. */
  unitsPerLine: number;
  /** Units in one order. */
  unitsPerOrder: number;
  /** Units one phone, email or signed-in account may order in 24 hours (orders/order-limits.ts). */
  unitsPerContact: number;
  /** Units guests at one client address may order in 24 hours (orders/order-limits.ts) (signed-in customers count by account). */
  unitsPerAddress: number;
}

/**
 * Far above a family's order (10 lines of up to 10 units), far below a shop's stock: the issue's
 * attack (5 orders of 50 lines x 100 units from one address) takes at most 300 units a day.
 */
export const DEFAULT_ORDER_LIMITS: OrderLimitSettings = {
  perAddress: 10,
  perContact: 5,
  unitsPerLine: 50,
  unitsPerOrder: 150,
  unitsPerContact: 200,
  unitsPerAddress: 300,
};

/** How long a webhook receiver has to answer, in ms: the 10 s. */
export const DEFAULT_WEBHOOK_TIMEOUT_MS = 10_000;

/** Steadfast Courier's merchant API when STEADFAST_BASE_URL is not set. */
export const STEADFAST_DEFAULT_BASE_URL = "https://portal.packzy.com/api/v1";

/** Far above any statement the shop runs (milliseconds), far below what a stalled shop can afford. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;

/** Slower than any statement of the shop on a healthy database (ms), fast enough to notice a missing index. */
export const DEFAULT_SLOW_QUERY_MS = 200;

/** A configuration the server must not start with; the message says what to change. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** A signed-in person's bucket: one human, whose heaviest page (the admin dashboard) costs 832 (decision 053). */
export const DEFAULT_PERSON_BUDGET = { maximumAvailable: 20_000, restoreRate: 1_000 } as const;
/**
 * An anonymous address's bucket: a door hundreds of shoppers may share (carrier-grade NAT), sized
 * for about 900 active shoppers at once and 140 searches nobody asked before in one instant (decision 053).
 */
export const DEFAULT_ADDRESS_BUDGET = { maximumAvailable: 50_000, restoreRate: 5_000 } as const;

/** "<maximum>/<restore rate>", both whole numbers, the maximum at least 1. */
function budgetFrom(value: string | undefined, fallback: { maximumAvailable: number; restoreRate: number }, name: string) {
  if (value === undefined || value.trim() === "") return { ...fallback };
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  if (!match || Number(match[1]) < 1) throw new ConfigError(`${name} must be "<maximum points>/<points restored per second>", e.g. 20000/1000; got "${value}"`);
  return { maximumAvailable: Number(match[1]), restoreRate: Number(match[2]) };
}

function boolFrom(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value.trim() === "") return fallback;
  return ["1", "true", "yes", "on"].includes(value.trim().toLowerCase());
}

/** NODE_ENV values that mean "not production"; anything else (PRODUCTION, "production ", staging…) is production. */
const NON_PRODUCTION = new Set(["development", "dev", "test"]);

/** Hosts that only this machine can reach. */
function allowedHostsFrom(value: string | undefined, publicUrl: string | undefined, isProduction: boolean): AllowedHosts | null {
  const names = (value ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  for (const name of names) {
    if (!/^\.?[a-z0-9-]+(\.[a-z0-9-]+)*$|^[0-9a-f:]+$/.test(name)) {
      throw new ConfigError(`ALLOWED_HOSTS must list host names (shop.example.com, .example.com, 192.168.1.20) without ports, got "${name}"`);
    }
  }
  if (isProduction && names.length === 0) return null;
  return { names: [...new Set(publicUrl ? [...names, new URL(publicUrl).hostname.toLowerCase()] : names)] };
}

export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[|\]$/g, "");
  return h === "localhost" || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h);
}

function originFrom(value: string | undefined): string | undefined {
  const raw = value?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute http(s) URL such as https://shop.example.com, got "${raw}"`);
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.pathname !== "/" || url.search || url.hash || url.username) {
    throw new ConfigError(`PUBLIC_URL must be an origin such as https://shop.example.com (no path or query), got "${raw}"`);
  }
  return url.origin;
}

/** An absolute http(s) URL without query or fragment, with no trailing slash: what S3_ENDPOINT and S3_PUBLIC_URL hold. */
function baseUrlFrom(raw: string, name: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`${name} must be an http(s) URL without query, fragment or credentials, got "${raw}"`);
  }
  return url.href.replace(/\/+$/, "");
}

/** S3_BUCKET switches uploads to object storage; everything else about it is checked here, at start. */
function imageStorageFrom(env: NodeJS.ProcessEnv): ImageStorageConfig {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { kind: "local" };
  const publicUrl = env.S3_PUBLIC_URL?.trim();
  if (!publicUrl) {
    throw new ConfigError(
      "S3_BUCKET is set but S3_PUBLIC_URL is not: set it to where browsers fetch the bucket's objects, e.g. " +
        `https://${bucket}.s3.eu-central-1.amazonaws.com or https://images.shop.example.com.`,
    );
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError("Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the AWS SDK then finds credentials itself).");
  }
  const endpoint = env.S3_ENDPOINT?.trim();
  return {
    kind: "s3",
    bucket,
    region: env.S3_REGION?.trim() || "us-east-1",
    endpoint: endpoint ? baseUrlFrom(endpoint, "S3_ENDPOINT") : undefined,
    forcePathStyle: boolFrom(env.S3_FORCE_PATH_STYLE, false),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    publicUrl: baseUrlFrom(publicUrl, "S3_PUBLIC_URL"),
  };
}

/** SMTP_URL and MAIL_FROM send mail, both or neither; SMS_PROVIDER sends SMS with its key and sender id. */
function notificationsFrom(env: NodeJS.ProcessEnv): NotificationsConfig {
  const smtpUrl = env.SMTP_URL?.trim();
  const from = env.MAIL_FROM?.trim();
  if (Boolean(smtpUrl) !== Boolean(from)) throw new ConfigError("Set both SMTP_URL and MAIL_FROM (sending email), or neither (mail is captured in the admin).");
  if (smtpUrl) {
    let url: URL;
    try {
      url = new URL(smtpUrl);
    } catch {
      throw new ConfigError("SMTP_URL must be a URL such as smtp://user:password@smtp.example.com:587.");
    }
    if (url.protocol !== "smtp:" && url.protocol !== "smtps:") throw new ConfigError(`SMTP_URL must start with smtp:// or smtps://, got "${url.protocol}//".`);
  }
  const provider = env.SMS_PROVIDER?.trim().toLowerCase();
  let sms: NotificationsConfig["sms"] = null;
  if (provider) {
    if (provider !== "bulksmsbd") throw new ConfigError(`SMS_PROVIDER must be "bulksmsbd" (or unset: SMS are captured in the admin), got "${provider}".`);
    const apiKey = env.SMS_API_KEY?.trim();
    const senderId = env.SMS_SENDER_ID?.trim();
    if (!apiKey || !senderId) throw new ConfigError("SMS_PROVIDER=bulksmsbd needs SMS_API_KEY and SMS_SENDER_ID.");
    const apiUrl = env.SMS_API_URL?.trim();
    sms = { provider, apiKey, senderId, apiUrl: apiUrl ? baseUrlFrom(apiUrl, "SMS_API_URL") : BULKSMSBD_DEFAULT_API_URL };
  }
  return {
    mail: smtpUrl && from ? { smtpUrl, from } : null,
    sms,
    timeoutMs: Math.max(1, intFrom(env.NOTIFY_TIMEOUT_MS, 15_000, "NOTIFY_TIMEOUT_MS")),
    retentionDays: Math.max(1, intFrom(env.MESSAGE_RETENTION_DAYS, 90, "MESSAGE_RETENTION_DAYS")),
  };
}

/** The shortest SECRETS_KEY accepted: 32 characters, e.g. `openssl rand -base64 32`. */
export const MIN_SECRETS_KEY_LENGTH = 32;

/** Stands in for SECRETS_KEY outside production, so development keeps its saved keys across restarts. */
const DEVELOPMENT_SECRETS_KEY = "development only: set SECRETS_KEY in production";

/** The 32-byte key secrets saved by the admin are sealed with (HKDF-SHA256 of SECRETS_KEY); changing the info string would make them unreadable. */
function secretsKeyFrom(env: NodeJS.ProcessEnv, isProduction: boolean): Buffer | null {
  const value = env.SECRETS_KEY?.trim();
  if (value && value.length < MIN_SECRETS_KEY_LENGTH) {
    throw new ConfigError(`SECRETS_KEY must be at least ${MIN_SECRETS_KEY_LENGTH} characters (e.g. the output of \`openssl rand -base64 32\`).`);
  }
  const material = value || (isProduction ? null : DEVELOPMENT_SECRETS_KEY);
  return material ? Buffer.from(hkdfSync("sha256", material, "shop secrets", "shop saved secrets v1", 32)) : null;
}

/** STEADFAST_API_KEY and STEADFAST_SECRET_KEY turn courier dispatch on; both or neither (the admin's saved keys win: decision 063). */
function courierFrom(env: NodeJS.ProcessEnv, isProduction: boolean): CourierConfig {
  const apiKey = env.STEADFAST_API_KEY?.trim();
  const secretKey = env.STEADFAST_SECRET_KEY?.trim();
  if (Boolean(apiKey) !== Boolean(secretKey)) {
    throw new ConfigError("Set both STEADFAST_API_KEY and STEADFAST_SECRET_KEY (courier dispatch), or neither.");
  }
  const baseUrl = env.STEADFAST_BASE_URL?.trim();
  return {
    steadfast:
      apiKey && secretKey
        ? { apiKey, secretKey, baseUrl: baseUrl ? baseUrlFrom(baseUrl, "STEADFAST_BASE_URL") : STEADFAST_DEFAULT_BASE_URL }
        : null,
    timeoutMs: Math.max(1, intFrom(env.COURIER_TIMEOUT_MS, 15_000, "COURIER_TIMEOUT_MS")),
    refreshMinutes: intFrom(env.COURIER_REFRESH_MINUTES, 60, "COURIER_REFRESH_MINUTES"),
    secretsKey: secretsKeyFrom(env, isProduction),
    baseUrlEditable: !isProduction,
  };
}

/** LOG_FORMAT; unset: readable lines while developing at a terminal, JSON everywhere else (log collectors parse it). */
function logFormatFrom(value: string | undefined, nodeEnv: string, stdoutIsTerminal: boolean): LogFormat {
  const format = value?.trim().toLowerCase();
  if (!format) return nodeEnv === "development" && stdoutIsTerminal ? "pretty" : "json";
  if (format !== "json" && format !== "pretty") throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${value}"`);
  return format;
}

function metricsFrom(env: NodeJS.ProcessEnv, shopPort: number): MetricsConfig {
  const token = env.METRICS_TOKEN?.trim() || undefined;
  if (token && (token.length < MIN_METRICS_TOKEN_LENGTH || /\s/.test(token))) {
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters without spaces (e.g. the output of \`openssl rand -hex 24\`).`,
    );
  }
  const port = env.METRICS_PORT?.trim() ? intFrom(env.METRICS_PORT, 0, "METRICS_PORT") : undefined;
  if (port !== undefined && (port < 1 || port > 65_535 || port === shopPort)) {
    throw new ConfigError(`METRICS_PORT must be a port from 1 to 65535 other than PORT (${shopPort}), got "${env.METRICS_PORT}"`);
  }
  return { token, port, host: env.METRICS_HOST?.trim() || "127.0.0.1" };
}

const repoRoot = path.resolve(import.meta.dirname, "../..");

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = (env.NODE_ENV ?? "development").trim().toLowerCase() || "development";
  const isProduction = !NON_PRODUCTION.has(nodeEnv);
  const warnings: string[] = [];

  // The emulator's tokens are unsigned: using it is an explicit opt-in, refused in production,
  // and a stray FIREBASE_AUTH_EMULATOR_HOST (which firebase-admin obeys on its own) stops the start.
  const useEmulator = boolFrom(env.USE_AUTH_EMULATOR, false);
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || undefined;
  if (emulatorHost && !useEmulator) {
    throw new ConfigError(
      "Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set but USE_AUTH_EMULATOR is not. The emulator's tokens are " +
        "unsigned, so anyone could sign in as anyone: unset FIREBASE_AUTH_EMULATOR_HOST, or set USE_AUTH_EMULATOR=true " +
        "for local development and tests.",
    );
  }
  if (useEmulator && !emulatorHost) {
    throw new ConfigError("USE_AUTH_EMULATOR=true needs FIREBASE_AUTH_EMULATOR_HOST (host:port of the Auth emulator).");
  }
  if (useEmulator && isProduction) {
    throw new ConfigError(
      `Refusing to start: the Auth emulator (USE_AUTH_EMULATOR) is on while NODE_ENV=${JSON.stringify(env.NODE_ENV ?? "")} ` +
        "counts as production. Its tokens are unsigned, so anyone could sign in as anyone.",
    );
  }
  // With the emulator on, an `alg: none` token with an admin's uid is an admin: only this machine may connect.
  const host = env.HOST?.trim() || (useEmulator ? "localhost" : "0.0.0.0");
  if (useEmulator && !isLoopbackHost(host)) {
    throw new ConfigError(
      `Refusing to listen on HOST=${host} with the Auth emulator on: its unsigned tokens would let anyone on the ` +
        "network sign in as an admin. Use HOST=127.0.0.1 (the default with the emulator) or a real Firebase project.",
    );
  }

  const publicUrl = originFrom(env.PUBLIC_URL);
  if (isProduction && !publicUrl) {
    throw new ConfigError(
      "Refusing to start: PUBLIC_URL is required in production (e.g. PUBLIC_URL=https://shop.example.com). " +
        "Canonical links, share tags and image URLs are built from it, never from a request's Host header.",
    );
  }

  const projectId = env.FIREBASE_PROJECT_ID?.trim() || (emulatorHost ? "demo-shop" : undefined);
  if (!projectId) {
    warnings.push(
      "Sign-in is OFF: FIREBASE_PROJECT_ID is not set, so nobody (admins included) can sign in and every token is " +
        "refused. Configure a Firebase project and ADMIN_EMAILS; see docs/auth.md, \"The first admin\".",
    );
  }

  if (!boolFrom(env.OUTBOX, true)) {
    warnings.push("OUTBOX=false: no events are written, so no webhooks, order emails or SMS go out (meant only for the bench; docs/events.md).");
  }

  const notifications = notificationsFrom(env);
  if (isProduction && !notifications.mail) {
    warnings.push("Order emails are captured, not sent: SMTP_URL and MAIL_FROM are not set (they show in the admin's Outgoing messages; docs/deployment.md, \"Email and SMS\").");
  }

  const courier = courierFrom(env, isProduction);
  if (!courier.secretsKey) {
    warnings.push("SECRETS_KEY is not set: courier keys cannot be saved in the admin (the STEADFAST_* environment keys still work; docs/deployment.md, \"Courier\").");
  }

  const port = intFrom(env.PORT, 3000, "PORT");
  return {
    nodeEnv,
    isProduction,
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, "data")),
    databaseUrl: env.DATABASE_URL || undefined,
    statementTimeoutMs: intFrom(env.STATEMENT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS, "STATEMENT_TIMEOUT_MS"),
    seedDemo: boolFrom(env.SEED_DEMO, !isProduction),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, "web/dist")),
    webRenderEntry: path.resolve(env.WEB_DIST ?? path.join(repoRoot, "web/dist"), "../dist-ssr/entry-server.js"),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === "test" ? "warn" : "info"),
    logFormat: logFormatFrom(env.LOG_FORMAT, nodeEnv, process.stdout.isTTY === true),
    slowQueryMs: intFrom(env.SLOW_QUERY_MS, DEFAULT_SLOW_QUERY_MS, "SLOW_QUERY_MS"),
    metrics: metricsFrom(env, port),
    trustProxy: boolFrom(env.TRUST_PROXY, false),
    orderLimits: {
      perAddress: intFrom(env.ORDER_LIMIT_PER_ADDRESS, DEFAULT_ORDER_LIMITS.perAddress, "ORDER_LIMIT_PER_ADDRESS"),
      perContact: intFrom(env.ORDER_LIMIT_PER_CONTACT, DEFAULT_ORDER_LIMITS.perContact, "ORDER_LIMIT_PER_CONTACT"),
      unitsPerLine: intFrom(env.ORDER_UNITS_PER_LINE, DEFAULT_ORDER_LIMITS.unitsPerLine, "ORDER_UNITS_PER_LINE"),
      unitsPerOrder: intFrom(env.ORDER_UNITS_PER_ORDER, DEFAULT_ORDER_LIMITS.unitsPerOrder, "ORDER_UNITS_PER_ORDER"),
      unitsPerContact: intFrom(env.ORDER_UNITS_PER_CONTACT, DEFAULT_ORDER_LIMITS.unitsPerContact, "ORDER_UNITS_PER_CONTACT"),
      unitsPerAddress: intFrom(env.ORDER_UNITS_PER_ADDRESS, DEFAULT_ORDER_LIMITS.unitsPerAddress, "ORDER_UNITS_PER_ADDRESS"),
    },
    analyticsLimitPerMinute: intFrom(env.ANALYTICS_LIMIT_PER_MINUTE, 60, "ANALYTICS_LIMIT_PER_MINUTE"),
    analytics: {
      caps: {
        visitorsPerAddress: intFrom(env.ANALYTICS_VISITORS_PER_ADDRESS, 100, "ANALYTICS_VISITORS_PER_ADDRESS"),
        eventsPerAddress: intFrom(env.ANALYTICS_EVENTS_PER_ADDRESS, 3_000, "ANALYTICS_EVENTS_PER_ADDRESS"),
        referrerVisitorsPerAddress: intFrom(env.ANALYTICS_REFERRER_VISITORS_PER_ADDRESS, 10, "ANALYTICS_REFERRER_VISITORS_PER_ADDRESS"),
      },
      retention: {
        rawDays: Math.max(1, intFrom(env.ANALYTICS_RAW_DAYS, 7, "ANALYTICS_RAW_DAYS")),
        days: Math.max(1, intFrom(env.ANALYTICS_RETENTION_DAYS, 731, "ANALYTICS_RETENTION_DAYS")),
      },
    },
    pendingOrderHoldHours: intFrom(env.PENDING_ORDER_HOLD_HOURS, 72, "PENDING_ORDER_HOLD_HOURS"),
    guestOrderHoldHours: intFrom(env.GUEST_ORDER_HOLD_HOURS, 24, "GUEST_ORDER_HOLD_HOURS"),
    responseCache: {
      enabled: boolFrom(env.RESPONSE_CACHE, true),
      maxBytes: intFrom(env.RESPONSE_CACHE_MB, 32, "RESPONSE_CACHE_MB") * 1_048_576,
      cdnSeconds: intFrom(env.CDN_CACHE_SECONDS, 5, "CDN_CACHE_SECONDS"),
    },
    shutdown: {
      delayMs: intFrom(env.SHUTDOWN_DELAY_MS, 0, "SHUTDOWN_DELAY_MS"),
      timeoutMs: intFrom(env.SHUTDOWN_TIMEOUT_MS, 8_000, "SHUTDOWN_TIMEOUT_MS"),
    },
    redisUrl: env.REDIS_URL?.trim() || undefined,
    outbox: {
      enabled: boolFrom(env.OUTBOX, true),
      pollMs: Math.max(10, intFrom(env.OUTBOX_POLL_MS, 1_000, "OUTBOX_POLL_MS")),
      batchMs: Math.max(0, intFrom(env.OUTBOX_BATCH_MS, 200, "OUTBOX_BATCH_MS")),
    },
    queryCost: {
      enabled: boolFrom(env.QUERY_COST, true),
      person: budgetFrom(env.QUERY_BUDGET_PERSON, DEFAULT_PERSON_BUDGET, "QUERY_BUDGET_PERSON"),
      address: budgetFrom(env.QUERY_BUDGET_ADDRESS, DEFAULT_ADDRESS_BUDGET, "QUERY_BUDGET_ADDRESS"),
    },
    allowedHosts: allowedHostsFrom(env.ALLOWED_HOSTS, publicUrl, isProduction),
    corsOrigins: (env.CORS_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim().replace(/\/$/, ""))
      .filter(Boolean),
    publicUrl,
    auth: {
      projectId,
      apiKey: env.FIREBASE_API_KEY || (emulatorHost ? "demo-api-key" : undefined),
      authDomain: env.FIREBASE_AUTH_DOMAIN || (projectId ? `${projectId}.firebaseapp.com` : undefined),
      emulatorHost,
      adminEmails: (env.ADMIN_EMAILS ?? "")
        .split(",")
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    },
    imageStorage: imageStorageFrom(env),
    courier,
    webhooks: { timeoutMs: Math.max(1, intFrom(env.WEBHOOK_TIMEOUT_MS, DEFAULT_WEBHOOK_TIMEOUT_MS, "WEBHOOK_TIMEOUT_MS")) },
    notifications,
    warnings,
  };
}
