import path from "node:path";
import { seedDemoCatalog } from "./catalog/demo/seed-demo.js";
import { loadConfig } from "./config.js";
import { createShop } from "./server.js";

const config = loadConfig();
const shop = await createShop(config);

if (config.seedDemo) {
  const result = await seedDemoCatalog(shop.services, path.join(config.dataDir, "uploads"));
  if (result.seeded) shop.app.log.info(`Seeded the demo catalog: ${result.categories} categories, ${result.products} products`);
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    shop.app.log.info(`${signal}: shutting down`);
    void shop.close().then(() => process.exit(0));
  });
}

await shop.app.listen({ port: config.port, host: config.host });
shop.app.log.info(`The shop is open at http://localhost:${config.port} (database: ${shop.database.kind})`);
