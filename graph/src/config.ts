import path from "node:path";

/** Everything the server reads from its environment, parsed once at start. */
export interface Config {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  /** Embedded database, uploaded images and other files live here. */
  dataDir: string;
  /** PostgreSQL connection string; without it the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  /** Seed the demo catalog when the database has no products (never by default in production). */
  seedDemo: boolean;
  /** Built SPA to serve at `/`. */
  webDist: string;
  logLevel: string;
  /** Public origin (https://shop.example) for absolute links in share tags; else the request's host. */
  publicUrl: string | undefined;
  /** Trust X-Forwarded-For from a reverse proxy (only behind one: clients could spoof it otherwise). */
  trustProxy: boolean;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function boolFrom(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return ["1", "true", "yes", "on"].includes(value.toLowerCase());
}

const repoRoot = path.resolve(import.meta.dirname, "../..");

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? "development";
  const isProduction = nodeEnv === "production";
  return {
    nodeEnv,
    isProduction,
    port: intFrom(env.PORT, 3000, "PORT"),
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, "data")),
    databaseUrl: env.DATABASE_URL || undefined,
    seedDemo: boolFrom(env.SEED_DEMO, !isProduction),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, "web/dist")),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === "test" ? "warn" : "info"),
    trustProxy: boolFrom(env.TRUST_PROXY, false),
    publicUrl: env.PUBLIC_URL || undefined,
  };
}
