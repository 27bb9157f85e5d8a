import "reflect-metadata";
import path from "node:path";
import { seedDemoCatalog } from "../catalog/demo/seed-demo.js";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/data-source.js";
import { createServices } from "../services.js";

/** `npm run seed`: create the demo catalog in the configured database unless it has products. */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const services = createServices(database.dataSource);
  await services.settings.ensureDefaults();
  const result = await seedDemoCatalog(services, path.join(config.dataDir, "uploads"));
  console.log(
    result.seeded
      ? `Seeded ${result.categories} categories and ${result.products} products (${database.kind}).`
      : "The catalog already has products; nothing seeded.",
  );
} finally {
  await database.close();
}
