// What the bench scripts share: settings from the environment, the built code, free ports,
// throwaway databases and the clean-up that runs at the end, also on failure and on Ctrl-C.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import pg from "pg";

/** The repository's root, where graph/dist and common/dist are. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The environment variable `name` (its `value`) as a whole number ≥ 1, or ≥ 0 with `zeroOk`; `fallback` when unset or empty. */
export function wholeNumber(value, fallback, name, zeroOk = false) {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < (zeroOk ? 0 : 1)) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

/** Imports a built file (`relative` to the root), or throws with the command that builds it. */
export function requireBuilt(relative, build = "npm run build") {
  const file = path.join(root, relative);
  if (!fs.existsSync(file)) throw new Error(`${relative} is missing: run \`${build}\` first.`);
  return import(pathToFileURL(file).href);
}

function tryPort(wanted) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    server.listen(wanted, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A port nobody listens on at 127.0.0.1, one the system picks. */
export function freePort() {
  return tryPort(0);
}

/**
 * A freePort that hands out the free ports from `base` on, counting up past those in use and those
 * it gave before; with `base` 0, ports the system picks.
 */
export function freePortsFrom(base) {
  let next = base;
  return async () => {
    if (!next) return tryPort(0);
    for (;;) {
      const port = next++;
      try {
        return await tryPort(port);
      } catch {
        // taken: the next one
      }
    }
  };
}

/** `base` (a PostgreSQL URL) with the database `name`. */
export function databaseUrl(base, name) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates an empty database named `prefix` and 12 random hex digits, through `admin` (a client
 * connected to the server of `postgresUrl`). Answers { name, url, drop }.
 */
export async function newDatabase(admin, postgresUrl, prefix) {
  const name = `${prefix}${randomBytes(6).toString("hex")}`;
  await admin.query(`CREATE DATABASE "${name}"`);
  // WITH (FORCE): a server that was killed, or a pool not yet closed, may still be connected.
  const drop = () => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  return { name, url: databaseUrl(postgresUrl, name), drop };
}

/**
 * `newDatabase` through an admin client of its own, connected to `postgresUrl`. Answers
 * { name, url, admin, version, drop }: the caller drops it with `drop()` and then ends `admin`.
 */
export async function createThrowawayDatabase(postgresUrl, prefix) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    const [{ server_version: version }] = (await admin.query("SHOW server_version")).rows;
    return { ...(await newDatabase(admin, postgresUrl, prefix)), admin, version };
  } catch (error) {
    await admin.end();
    throw error;
  }
}

/**
 * A clean-up stack. Push steps to `cleanups`; `cleanUp()` runs them newest first, logs (through `log`)
 * and passes over a step that fails, and stops listening for signals. Until then SIGINT and SIGTERM
 * clean up and exit with 130.
 */
export function cleanupStack(log) {
  const cleanups = [];
  const onSignal = (signal) => {
    log(`${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  };
  async function cleanUp() {
    for (const step of cleanups.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        log(`clean-up failed: ${error.message}`);
      }
    }
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  return { cleanups, cleanUp };
}

/**
 * Runs `work({ dataSource, services, version })` on the built services over a throwaway PostgreSQL
 * database (created, given the shop's default settings, and dropped afterwards unless `keep`).
 * Statements may take ten minutes: seeding takes longer than the server allows one.
 */
export async function withBenchServices({ postgresUrl, prefix, build, keep = false, log }, work) {
  const [{ openDatabase }, { createServices }] = await Promise.all([
    requireBuilt("graph/dist/db/data-source.js", build),
    requireBuilt("graph/dist/services.js", build),
  ]);
  const { name, url, admin, version, drop } = await createThrowawayDatabase(postgresUrl, prefix);
  log(`created database ${name} (PostgreSQL ${version})`);
  let database;
  try {
    database = await openDatabase({ databaseUrl: url, statementTimeoutMs: 600_000 });
    const services = createServices(database.dataSource);
    await services.settings.ensureDefaults();
    return await work({ dataSource: database.dataSource, services, version });
  } finally {
    await database?.close();
    if (keep) log(`kept database ${name}`);
    else {
      await drop();
      log(`dropped database ${name}`);
    }
    await admin.end();
  }
}

/**
 * Starts `script` (the built server, `graph/dist/main.js`, unless told) with `env`, keeping the end
 * of its output for error messages: `{ label, child, exited, output(), stopping }`. With `echo`, its
 * stderr is also written to ours under its label; with `log`, an exit nobody asked for is reported.
 */
export function startProcess({ label = "shop", script = path.join(root, "graph/dist/main.js"), env, nodeArgs = [], echo = false, log }) {
  const child = spawn(process.execPath, [...nodeArgs, script], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-8_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", (chunk) => {
    keep(chunk);
    if (echo) process.stderr.write(`[${label}] ${chunk}`);
  });
  const server = { label, child, output: () => output, stopping: false };
  server.exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      if (log && !server.stopping) log(`${label} exited unexpectedly (code ${code}, signal ${signal}):\n${output.slice(-2_000)}`);
      resolve({ code, signal });
    }),
  );
  return server;
}

/**
 * The environment a benchmarked shop runs with: production mode on `databaseUrl` at `port`, its
 * own `dataDir`, no demo data, and the per-client order limits off (the load comes from one address).
 */
export function benchShopEnv({ databaseUrl, port, dataDir }) {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: "127.0.0.1",
    SEED_DEMO: "false",
    NODE_ENV: "production",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    ORDER_LIMIT_PER_ADDRESS: "0",
    ORDER_LIMIT_PER_CONTACT: "0",
    ORDER_UNITS_PER_CONTACT: "0",
    ORDER_UNITS_PER_ADDRESS: "0",
    // Every request comes from 127.0.0.1: a load generator, not shoppers. Costs are still computed,
    // reported and taken (what accounting costs is in every figure), but the bucket never runs dry.
    QUERY_BUDGET_ADDRESS: "1000000000/1000000000",
  };
}

/** Spawns the built server with V8 `flags` and `env` (see `startProcess`). */
export function spawnServer(flags, env) {
  return startProcess({ env, nodeArgs: flags });
}

/** Resolves once `url` answers 2xx; throws if the process exits first or `timeoutMs` passes. */
export async function waitUntilReady(server, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`${server.label} exited before it was ready:\n${server.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await sleep(200);
  }
  throw new Error(`${server.label} was not ready at ${url} within ${timeoutMs / 1000} s: ${lastError?.message}`);
}

/** SIGTERM, then SIGKILL after `graceMs`; `log` hears about the kill. */
export async function stopServer(server, log = () => {}, graceMs = 10_000) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.stopping = true;
  server.child.kill("SIGTERM");
  const stopped = await Promise.race([server.exited, sleep(graceMs).then(() => null)]);
  if (!stopped) {
    log(`${server.label} did not stop within ${graceMs / 1000} s: killing it`);
    server.child.kill("SIGKILL");
    await server.exited;
  }
}

/**
 * Make `dataSource` hand each statement it runs ({ sql, parameters }) to `record`, and log nothing
 * else. TypeORM hands every query to the data source's logger, whatever the logging option says.
 */
export function recordStatements(dataSource, record) {
  const quiet = () => {};
  dataSource.logger = {
    logQuery: (sql, parameters) => record({ sql, parameters: parameters ?? [] }),
    logQueryError: quiet,
    logQuerySlow: quiet,
    logSchemaBuild: quiet,
    logMigration: quiet,
    log: quiet,
  };
}
