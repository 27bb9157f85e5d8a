import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { exitOnOperatorError } from "./cli/operator-errors.js";
import { loadConfig } from "./config.js";
import { shutDownOnSignals } from "./graceful-shutdown.js";
import type { CommandTarget } from "./control/commands.js";
import { type ControlServer, startControlServer } from "./control/control-server.js";
import { releaseMemoryWhenIdle } from "./idle-memory.js";
import { createShop } from "./server.js";
import { closeInTurn } from "./shared/close-in-turn.js";

try {
  await start();
} catch (error) {
  if (!exitOnOperatorError(error)) throw error; // a bad setting or a folder in use: the message, not a stack trace
}

async function start() {
  const config = loadConfig();
  const shop = await createShop(config);
  const uploadsDir = path.join(config.dataDir, "uploads");

  if (config.seedDemo) {
    const { seedDemoCatalog } = await import("./catalog/demo/seed-demo.js");
    const result = await seedDemoCatalog(shop.services, uploadsDir, shop.storage);
    if (result.seeded) shop.app.log.info(`Seeded the demo catalog: ${result.categories} categories, ${result.products} products`);
  }

  let control: ControlServer | undefined;
  const idleMemory = releaseMemoryWhenIdle(shop.app.log);
  shutDownOnSignals({
    app: shop.app,
    health: shop.health,
    ...config.shutdown,
    close: () =>
      // The control channel first (it lets a command in progress answer); closing the database releases the data folder.
      closeInTurn([() => idleMemory.stop(), () => control?.close(), () => shop.close()]),
  });

  await shop.app.listen({ port: config.port, host: config.host });
  if (shop.database.kind === "pglite") {
    const target = { services: shop.services, uploadsDir, database: shop.database, imageStorage: config.imageStorage };
    control = await openControlChannel(config.dataDir, target, shop.app.log);
  }
  shop.app.log.info(`The shop is open at http://localhost:${config.port} (database: ${shop.database.kind})`);
}

/**
 * Only this process may open the embedded database, so `npm run admin` and `npm run seed` hand
 * their commands to it. Without the channel they refuse and ask to stop the shop first.
 */
async function openControlChannel(dataDir: string, target: CommandTarget, log: FastifyBaseLogger) {
  try {
    const control = await startControlServer(dataDir, target, log);
    log.info(`npm run admin and npm run seed reach this shop through ${control.path}`);
    return control;
  } catch (error) {
    log.warn(`No control channel (${(error as Error).message}): npm run admin and npm run seed will ask to stop the shop first.`);
    return undefined;
  }
}
