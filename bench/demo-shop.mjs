// The built shop as deployed, on a fresh embedded database seeded with the demo catalog: what the
// browser benches (lighthouse.mjs, client-navigation.mjs) measure.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort, root, spawnServer } from "./support.mjs";
import { SERVER_NODE_FLAGS } from "../scripts/server-flags.mjs";

/** The built shop on `port`, as deployed (production, the V8 flags), on a fresh embedded database in `dataDir`. */
function startShop(port, dataDir) {
  const env = { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "warn" };
  for (const name of ["DATABASE_URL", "NODE_OPTIONS"]) delete env[name];
  return { ...spawnServer(SERVER_NODE_FLAGS, env), base: `http://127.0.0.1:${port}` };
}

const hasExited = (shop) => shop.child.exitCode !== null || shop.child.signalCode !== null;

/** Resolves once GET /api/settings answers 200 (the first start creates and seeds the database). */
async function waitUntilReady(shop, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(shop)) throw new Error(`the shop exited before it was ready:\n${shop.output()}`);
    try {
      const response = await fetch(`${shop.base}/api/settings`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the shop was not ready within ${timeoutMs / 1000} s:\n${shop.output()}`);
}

async function stopShop(shop) {
  if (hasExited(shop)) return;
  shop.child.kill("SIGTERM");
  const stopped = await Promise.race([shop.exited.then(() => true), sleep(10_000).then(() => false)]);
  if (!stopped) {
    shop.child.kill("SIGKILL");
    await shop.exited;
  }
}

/**
 * The built shop on a free port and a new data folder named after `name`, ready to answer. Its stop
 * and the folder's removal go onto `cleanups` (support.mjs's cleanupStack).
 */
export async function startDemoShop(name, cleanups) {
  if (!fs.existsSync(path.join(root, "graph/dist/main.js")) || !fs.existsSync(path.join(root, "web/dist/index.html"))) {
    throw new Error("graph/dist or web/dist is missing: run `npm run build` first.");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${name}-`));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const shop = startShop(await freePort(), dataDir);
  cleanups.push(() => stopShop(shop));
  await waitUntilReady(shop);
  return shop;
}
