// The built shop as deployed, on a fresh embedded database seeded with the demo catalog: what the
// browser benches (lighthouse.mjs, client-navigation.mjs) measure.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, root, spawnServer, stopServer, waitUntilReady } from "./support.mjs";
import { SERVER_NODE_FLAGS } from "../scripts/server-flags.mjs";

/** The built shop on `port`, as deployed (production, the V8 flags), on a fresh embedded database in `dataDir`. */
function startShop(port, dataDir) {
  const env = { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, SEED_DEMO: "true", LOG_LEVEL: "warn" };
  for (const name of ["DATABASE_URL", "NODE_OPTIONS"]) delete env[name];
  return { ...spawnServer(SERVER_NODE_FLAGS, env), base: `http://127.0.0.1:${port}` };
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
  cleanups.push(() => stopServer(shop));
  // The first start creates and seeds the database.
  await waitUntilReady(shop, `${shop.base}/api/settings`, 180_000);
  return shop;
}
