#!/usr/bin/env node
// The browser tests' PostgreSQL database (playwright.config.ts): `create <adminUrl> <name>` makes an
// empty database and prints its URL; `drop <adminUrl> <name>` removes it, connections and all.
// A separate process because Playwright reads its config synchronously.
import pg from "pg";

const [action, adminUrl, name] = process.argv.slice(2);
if (!["create", "drop"].includes(action) || !adminUrl || !/^shop_e2e_[a-z0-9_]+$/.test(name ?? "")) {
  console.error("usage: e2e-database.mjs create|drop <adminUrl> <shop_e2e_name>");
  process.exit(2);
}

const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
try {
  await client.connect();
  if (action === "create") {
    await client.query(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    console.log(url.toString());
  } else {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
}
