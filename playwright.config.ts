import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { DEMO_ACCOUNTS } from "./scripts/auth-emulator.mjs";

/**
 * Port of the server under test: not the dev server's 3000, so both can run at once.
 * `E2E_PORT` and `E2E_AUTH_PORT` move a run aside when two checkouts test at the same time.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${String(PORT)}`;
/** The browser tests' Auth emulator (hub and logging take the next two ports). */
const AUTH_EMULATOR_PORT = Number(process.env.E2E_AUTH_PORT ?? 9150);

/**
 * A fresh, empty data directory per shop and run, so each server seeds its demo catalog.
 * The config is evaluated again in every worker; the environment variable makes
 * them all agree on the directory the main process created, which removes it on exit.
 */
function e2eDataDir(variable: string): string {
  const inherited = process.env[variable];
  if (inherited) return inherited;
  const created = mkdtempSync(join(tmpdir(), "shop-e2e-"));
  process.env[variable] = created;
  process.on("exit", () => {
    rmSync(created, { recursive: true, force: true });
  });
  return created;
}

/**
 * The first shop's PostgreSQL database, created for the run and dropped when it ends: the parallel
 * specs' traffic goes to a database server of its own, as in production, instead of an embedded
 * database that runs every query on the shop's one thread (the second shop keeps PGlite, so the
 * `npm start` path is still browsed). Without PostgreSQL at `TEST_POSTGRES_URL` (or 127.0.0.1:5432)
 * the first shop uses PGlite too: loudly on a developer's machine, and CI fails instead.
 */
function e2eDatabaseUrl(): string | undefined {
  const inherited = process.env.SHOP_E2E_DATABASE_URL;
  if (inherited !== undefined) return inherited || undefined;
  const adminUrl = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `shop_e2e_${String(process.pid)}_${randomBytes(4).toString("hex")}`;
  const database = (action: "create" | "drop") =>
    execFileSync(process.execPath, ["tests/support/e2e-database.mjs", action, adminUrl, name], { encoding: "utf8" }).trim();
  let url = "";
  try {
    url = database("create");
    process.on("exit", () => database("drop"));
  } catch (error) {
    if (process.env.CI) throw new Error(`PostgreSQL is required for the browser tests in CI at ${adminUrl}`, { cause: error });
    console.warn(`\n!! PostgreSQL is not reachable at ${adminUrl}; the browser tests' first shop runs on PGlite.\n`);
  }
  process.env.SHOP_E2E_DATABASE_URL = url;
  return url || undefined;
}

const firstShopDatabaseUrl = e2eDatabaseUrl();

/**
 * The second shop, for the specs in tests/e2e/shop-wide/: they change what every page of a shop
 * reads (the settings, the pixel, the home's out-of-stock rule, featured products…) or count
 * every order (the dashboard and the sales report), so they run one at a time on a shop of their
 * own while every other spec runs in parallel on the first.
 */
const SHOP_WIDE_PORT = Number(process.env.E2E_SHOP_WIDE_PORT ?? PORT + 1);
const shopWideURL = `http://127.0.0.1:${String(SHOP_WIDE_PORT)}`;

/**
 * The local fake of Steadfast Courier's API (tests/support/fake-steadfast.ts) that the server
 * sends parcels to; `E2E_COURIER_PORT` moves it aside like the others.
 */
const COURIER_PORT = Number(process.env.E2E_COURIER_PORT ?? PORT + 1000);
const courierKeys = { apiKey: "e2e-api-key", secretKey: "e2e-secret-key" };

/** What both shops share: the production build, the fake courier, order and analytics limits set for tests. */
const shopEnvironment = {
  NODE_ENV: "test",
  STEADFAST_BASE_URL: `http://127.0.0.1:${String(COURIER_PORT)}/api/v1`,
  STEADFAST_API_KEY: courierKeys.apiKey,
  STEADFAST_SECRET_KEY: courierKeys.secretKey,
  COURIER_REFRESH_MINUTES: "0",
  // Every spec's orders come from 127.0.0.1; many specs run at once and could pass the default
  // 10 per 10 minutes. The limit itself is tested in tests/integration/order-abuse.test.ts.
  ORDER_LIMIT_PER_ADDRESS: "100",
  // The same for the items they take (decision 039).
  ORDER_UNITS_PER_ADDRESS: "3000",
  // Every spec browses from 127.0.0.1 too; the analytics limit is tested in tests/integration/site-analytics.test.ts.
  ANALYTICS_LIMIT_PER_MINUTE: "0",
};

/** A shop serving the API and the built SPA (web/dist): run `npm run build` first. */
function shopServer(port: number, env: Record<string, string>) {
  return {
    command: "node scripts/start.mjs --no-build",
    env: { ...shopEnvironment, PORT: String(port), ...env },
    url: `http://127.0.0.1:${String(port)}/api/settings`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe" as const,
    stderr: "pipe" as const,
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A spec that passes only on its second try is a failure to fix, not to hide.
  retries: 0,
  // Twice Playwright's 30 s: a whole journey (sign in, browse, add to the cart, place an order) on a
  // 2-core CI machine running three browsers and two shops has taken more than 30 s with nothing
  // wrong, and each step still fails on its own 5 s wait when something is.
  timeout: 60_000,
  // Each wait twice Playwright's 5 s, for the same reason: with three browsers and two shops on two
  // cores (a load of 15 and more), the admin's pages have shown their heading 5 to 6 s after a click.
  expect: { timeout: 10_000 },
  // Most of a browser test's time is waiting (on the server, the page, the animations): more
  // workers than the 2 cores CI has keep both busy. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    // A failed test keeps its trace (every step's DOM, network and console) but not the screencast:
    // filming every test cost a fifth of a whole run's time on CI's two cores (2026-11-28, 4 specs:
    // 153 s with it, 121 s without). The failure's own screenshot is still taken.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    // Playwright cannot download its browsers here: use Debian's Chromium.
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-dev-shm-usage",
      ],
    },
  },
  projects: [
    {
      // Specs that change a shop-wide setting or read the whole shop's figures: one at a time, on the
      // second shop. First, so that this queue starts at once beside the parallel one.
      name: "shop-wide",
      testMatch: "shop-wide/**/*.spec.ts",
      fullyParallel: false,
      workers: 1,
      use: { ...devices["Desktop Chrome"], baseURL: shopWideURL },
    },
    {
      // Every spec that only adds data of its own (orders, products, accounts): all in parallel on one shop.
      name: "chromium",
      testIgnore: "shop-wide/**",
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: [
    {
      command: "npx tsx tests/support/fake-steadfast-server.ts",
      env: { FAKE_STEADFAST_PORT: String(COURIER_PORT), FAKE_STEADFAST_API_KEY: courierKeys.apiKey, FAKE_STEADFAST_SECRET_KEY: courierKeys.secretKey },
      url: `http://127.0.0.1:${String(COURIER_PORT)}/__fake/health`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    // The first shop starts the Auth emulator with the demo accounts (scripts/auth-environment.mjs).
    shopServer(PORT, {
      DATA_DIR: e2eDataDir("SHOP_E2E_DATA_DIR"),
      ...(firstShopDatabaseUrl ? { DATABASE_URL: firstShopDatabaseUrl } : {}),
      AUTH_EMULATOR_PORT: String(AUTH_EMULATOR_PORT),
    }),
    // The second trusts the same emulator, so the specs' tokens (tests/e2e/support/auth.ts) work on both.
    shopServer(SHOP_WIDE_PORT, {
      DATA_DIR: e2eDataDir("SHOP_E2E_SHOP_WIDE_DATA_DIR"),
      USE_AUTH_EMULATOR: "true",
      FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${String(AUTH_EMULATOR_PORT)}`,
      ADMIN_EMAILS: DEMO_ACCOUNTS.filter((account) => account.admin)
        .map((account) => account.email)
        .join(","),
    }),
  ],
});
