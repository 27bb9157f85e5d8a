#!/usr/bin/env node
// The browser tests' PostgreSQL database (playwright.config.ts): `create <adminUrl> <name>` makes an
// empty database and prints its URL; `drop <adminUrl> <name>` removes it, connections and all.
// A separate process because Playwright reads its config synchronously.
import { createDatabase, dropDatabase } from "./postgres-databases.mjs";

const [action, adminUrl, name] = process.argv.slice(2);
if (!["create", "drop"].includes(action) || !adminUrl || !/^shop_e2e_[a-z0-9_]+$/.test(name ?? "")) {
  console.error("usage: e2e-database.mjs create|drop <adminUrl> <shop_e2e_name>");
  process.exit(2);
}

try {
  if (action === "create") console.log(await createDatabase(adminUrl, name));
  else await dropDatabase(adminUrl, name);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
