import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

/**
 * Port of the server under test: not the dev server's 3000, so both can run at once.
 * `E2E_PORT` and `E2E_AUTH_PORT` move a run aside when two checkouts test at the same time.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${String(PORT)}`;
/** The browser tests' Auth emulator (hub and logging take the next two ports). */
const AUTH_EMULATOR_PORT = Number(process.env.E2E_AUTH_PORT ?? 9150);

/**
 * A fresh, empty data directory per run, so the server seeds its demo catalog.
 * The config is evaluated again in every worker; the environment variable makes
 * them all agree on the directory the main process created, which removes it on exit.
 */
function e2eDataDir(): string {
  const inherited = process.env.SHOP_E2E_DATA_DIR;
  if (inherited) return inherited;
  const created = mkdtempSync(join(tmpdir(), "shop-e2e-"));
  process.env.SHOP_E2E_DATA_DIR = created;
  process.on("exit", () => {
    rmSync(created, { recursive: true, force: true });
  });
  return created;
}
const dataDir = e2eDataDir();

/**
 * The local fake of Steadfast Courier's API (tests/support/fake-steadfast.ts) that the server
 * sends parcels to; `E2E_COURIER_PORT` moves it aside like the others.
 */
const COURIER_PORT = Number(process.env.E2E_COURIER_PORT ?? PORT + 1000);
const courierKeys = { apiKey: "e2e-api-key", secretKey: "e2e-secret-key" };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    trace: "retain-on-failure",
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
      name: "chromium",
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
    {
      // Serves the API and the built SPA (web/dist) with its own Auth emulator: run `npm run build` first.
      command: "node scripts/start.mjs --no-build",
      env: {
        PORT: String(PORT),
        DATA_DIR: dataDir,
        NODE_ENV: "test",
        AUTH_EMULATOR_PORT: String(AUTH_EMULATOR_PORT),
        STEADFAST_BASE_URL: `http://127.0.0.1:${String(COURIER_PORT)}/api/v1`,
        STEADFAST_API_KEY: courierKeys.apiKey,
        STEADFAST_SECRET_KEY: courierKeys.secretKey,
        COURIER_REFRESH_MINUTES: "0",
        // Every spec's orders come from 127.0.0.1; with a retry they could pass the default 10 per
        // 10 minutes. The limit itself is tested in tests/integration/order-abuse.test.ts.
        ORDER_LIMIT_PER_ADDRESS: "100",
        // The same for the items they take (decision 039).
        ORDER_UNITS_PER_ADDRESS: "3000",
        // Every spec browses from 127.0.0.1 too; the analytics limit is tested in tests/integration/site-analytics.test.ts.
        ANALYTICS_LIMIT_PER_MINUTE: "0",
      },
      url: `${baseURL}/api/settings`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
