import path from "node:path";

/** Everything the server reads from its environment, parsed once at start. */
/** Firebase Authentication: a real project, or the local emulator (never in production). */
export interface AuthConfig {
  /** Firebase project id; "demo-shop" with the emulator. Sign-in is off when unset. */
  projectId: string | undefined;
  /** Web API key the browser SDK needs (public by design). */
  apiKey: string | undefined;
  authDomain: string | undefined;
  /** host:port of the Auth emulator; its tokens are unsigned. */
  emulatorHost: string | undefined;
  /** Verified emails that become ADMIN on their first sign-in. */
  adminEmails: string[];
}

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
  auth: AuthConfig;
  /** Origins (https://old-shop.example) allowed to call /api from the browser, with credentials. */
  corsOrigins: string[];
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
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || undefined;
  if (isProduction && emulatorHost) {
    throw new Error(
      "Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set while NODE_ENV=production. " +
        "The emulator's tokens are unsigned, so anyone could sign in as anyone.",
    );
  }
  const projectId = env.FIREBASE_PROJECT_ID || (emulatorHost ? "demo-shop" : undefined);
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
    corsOrigins: (env.CORS_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim().replace(/\/$/, ""))
      .filter(Boolean),
    publicUrl: env.PUBLIC_URL || undefined,
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
  };
}
