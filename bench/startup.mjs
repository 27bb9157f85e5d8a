// Cold start and idle memory of the built server (issue 15, "Server"). On demand, not a test.
//
//   npm run build && node bench/startup.mjs
//
// PostgreSQL: creates a throwaway database, starts the server once to migrate it, then times
// BENCH_STARTS cold starts of `node <flags> graph/dist/main.js` (NODE_ENV=production,
// SEED_DEMO=false) from spawn to the first 200 from GET /api/settings (the Dockerfile's health
// check), polled every 10 ms. The flags are scripts/server-flags.mjs, as `npm start` and the
// Dockerfile run the server. One more start is timed with Node's compile cache (NODE_COMPILE_CACHE,
// an operator's opt-in: faster starts for about 10 MB more memory), filled by a start before it.
// Idle RSS is VmRSS from /proc/<pid>/status, 5 s after a few catalog requests, with the flags
// and without them, and with the flags once more 40 s after (the server gives memory back after
// 30 s of quiet). PGlite: a temporary DATA_DIR; the server seeds the demo catalog once
// (SEED_DEMO=true), is stopped, then started again the same way and measured like the PostgreSQL one.
// The database and temporary folders are removed at the end, also on failure.
//
// Environment:
//   BENCH_POSTGRES_URL   server to create the database on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_STARTS         cold starts to time (default 5)
//
// Exports measureStartup({ postgresUrl, log }) for bench/run.mjs.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { freePort, newDatabase, root, spawnServer, stopServer } from "./support.mjs";
import { SERVER_NODE_FLAGS } from "../scripts/server-flags.mjs";

const serverEntry = path.join(root, "graph/dist/main.js");

/** The targets of issue 15. */
const TARGETS = { coldStartMs: 1_000, postgresRssMb: 150, pgliteRssMb: 300 };
const IDLE_SETTLE_MS = 5_000;
/** After 30 s of an idle event loop the server gives memory back (graph/src/idle-memory.ts). */
const QUIET_RELEASE_MS = 40_000;
const WARM_PATHS = ["/api/settings", "/api/category", "/api/products", "/api/products?page=2"];
const WARM_QUERY = "{ products(take: 20) { items { id name slug price finalPrice images category { name } } totalItems } categories { id name } }";

function baseEnv(port, dataDir, extra) {
  // Nothing of the caller's environment that changes what is measured.
  const inherited = { ...process.env };
  for (const name of ["DATABASE_URL", "NODE_OPTIONS", "NODE_COMPILE_CACHE"]) delete inherited[name];
  return {
    ...inherited,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    ...extra,
  };
}

/** Spawns the server and resolves once GET /api/settings answers 200, with the time it took. */
async function start(env, port, flags, timeoutMs = 120_000) {
  const started = performance.now();
  const server = spawnServer(flags, env);
  const { child, output } = server;
  const deadline = started + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited before it answered:\n${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/settings`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return { server, ms: performance.now() - started, cpuMs: cpuMs(child.pid) };
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  await stopServer(server, () => {}, 15_000);
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s:\n${output()}`);
}


/** CPU time the process has used (all its threads): steadier than wall time on a busy machine. */
function cpuMs(pid) {
  // Fields 14 and 15 of /proc/<pid>/stat, after the parenthesised command name, in clock ticks (100 per second on Linux).
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

/** RSS after a few catalog requests and IDLE_SETTLE_MS of quiet (and, with `later`, once more after QUIET_RELEASE_MS). */
async function idleRss(server, port, { later = false } = {}) {
  for (let round = 0; round < 4; round++) {
    for (const target of WARM_PATHS) {
      const response = await fetch(`http://127.0.0.1:${port}${target}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${target}: HTTP ${response.status}`);
    }
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: WARM_QUERY }),
    });
    const body = await response.json();
    if (!response.ok || body.errors) throw new Error(`POST /graphql: HTTP ${response.status} ${JSON.stringify(body.errors)}`);
  }
  await sleep(IDLE_SETTLE_MS);
  const settled = rssMb(server.child.pid);
  if (!later) return { settled };
  await sleep(QUIET_RELEASE_MS - IDLE_SETTLE_MS);
  return { settled, quiet: rssMb(server.child.pid) };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function row(name, value, unit, target) {
  const rounded = unit === "ms" ? Math.round(value) : Math.round(value * 10) / 10;
  return { name, value: rounded, unit, target, pass: value <= target };
}

export async function measureStartup({ postgresUrl = "postgres://postgres@127.0.0.1:5432/postgres", log = () => {}, starts = 5 } = {}) {
  if (!fs.existsSync(serverEntry)) throw new Error("graph/dist/main.js is missing: run `npm run build` first.");
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "shop-startup-"));
  const admin = new pg.Client({ connectionString: postgresUrl });
  const running = new Set();
  const run = async (env, port, flags = SERVER_NODE_FLAGS) => {
    const started = await start(env, port, flags);
    running.add(started.server);
    return started;
  };
  const halt = async (server) => {
    await stopServer(server, () => {}, 15_000);
    running.delete(server);
  };
  const flagsNote = SERVER_NODE_FLAGS.join(" ");

  await admin.connect();
  let db;
  try {
    db = await newDatabase(admin, postgresUrl, "shop_startup_");
    const { url } = db;
    log(`created database ${db.name}; server flags: ${flagsNote}`);
    const rows = [];

    // PostgreSQL: the first start migrates; the timed ones find the schema current.
    const pgDir = path.join(tmp, "postgres");
    const pgPort = await freePort();
    const pgEnv = baseEnv(pgPort, pgDir, { DATABASE_URL: url, SEED_DEMO: "false" });
    const first = await run(pgEnv, pgPort);
    log(`migrated in ${Math.round(first.ms)} ms`);
    await halt(first.server);
    const times = [];
    const cpuTimes = [];
    let rss = { settled: 0, quiet: 0 };
    for (let i = 0; i < starts; i++) {
      const { server, ms, cpuMs: cpu } = await run(pgEnv, pgPort);
      times.push(ms);
      cpuTimes.push(cpu);
      log(`cold start ${i + 1}/${starts}: ${Math.round(ms)} ms (${cpu} ms CPU)`);
      if (i === starts - 1) rss = await idleRss(server, pgPort, { later: true });
      await halt(server);
    }
    const cachedEnv = { ...pgEnv, NODE_COMPILE_CACHE: path.join(tmp, "compile-cache") };
    await halt((await run(cachedEnv, pgPort)).server);
    const cached = await run(cachedEnv, pgPort);
    log(`cold start with the compile cache: ${Math.round(cached.ms)} ms`);
    await halt(cached.server);
    const bare = await run(pgEnv, pgPort, []);
    const { settled: bareRss } = await idleRss(bare.server, pgPort);
    await halt(bare.server);
    rows.push(row("cold start to first 200 (PostgreSQL, median)", median(times), "ms", TARGETS.coldStartMs));
    rows.push(row("cold start to first 200 (PostgreSQL, slowest)", Math.max(...times), "ms", TARGETS.coldStartMs));
    rows.push(row("CPU time of a cold start (PostgreSQL, median)", median(cpuTimes), "ms", Infinity));
    rows.push(row("cold start with NODE_COMPILE_CACHE (PostgreSQL)", cached.ms, "ms", TARGETS.coldStartMs));
    rows.push(row("idle RSS (PostgreSQL)", rss.settled, "MB", TARGETS.postgresRssMb));
    rows.push(row("idle RSS after 40 s quiet (PostgreSQL)", rss.quiet, "MB", TARGETS.postgresRssMb));
    // For reference: what the flags save (the shop always runs with them).
    rows.push(row("idle RSS (PostgreSQL, no V8 flags)", bareRss, "MB", Infinity));

    // PGlite: seed the demo catalog once, then measure a plain restart.
    const liteDir = path.join(tmp, "pglite");
    const litePort = await freePort();
    const liteEnv = baseEnv(litePort, liteDir, { SEED_DEMO: "true" });
    const seeding = await run(liteEnv, litePort);
    log(`PGlite created and seeded in ${Math.round(seeding.ms)} ms`);
    await halt(seeding.server);
    const restart = await run(liteEnv, litePort);
    log(`PGlite restart: ${Math.round(restart.ms)} ms`);
    const liteRss = await idleRss(restart.server, litePort, { later: true });
    await halt(restart.server);
    const liteBare = await run(liteEnv, litePort, []);
    const { settled: liteBareRss } = await idleRss(liteBare.server, litePort);
    await halt(liteBare.server);
    rows.push(row("cold start to first 200 (PGlite, seeded)", restart.ms, "ms", Infinity));
    rows.push(row("idle RSS (PGlite, demo catalog)", liteRss.settled, "MB", TARGETS.pgliteRssMb));
    rows.push(row("idle RSS after 40 s quiet (PGlite, demo catalog)", liteRss.quiet, "MB", TARGETS.pgliteRssMb));
    rows.push(row("idle RSS (PGlite, demo catalog, no V8 flags)", liteBareRss, "MB", Infinity));
    return { rows, flags: SERVER_NODE_FLAGS };
  } finally {
    for (const server of running) await stopServer(server, () => {}, 15_000).catch(() => undefined);
    await db?.drop().catch((error) => log(`drop failed: ${error.message}`));
    await admin.end();
    fs.rmSync(tmp, { recursive: true, force: true });
    log(`dropped ${db?.name ?? "no database"} and ${tmp}`);
  }
}

function table(rows) {
  const cells = [
    ["measure", "value", "target", "pass"],
    ...rows.map((r) => [r.name, `${r.value} ${r.unit}`, Number.isFinite(r.target) ? `≤ ${r.target} ${r.unit}` : "-", Number.isFinite(r.target) ? (r.pass ? "yes" : "NO") : "-"]),
  ];
  const widths = cells[0].map((_, c) => Math.max(...cells.map((line) => line[c].length)));
  const line = (cellsOfRow) => `| ${cellsOfRow.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join(" | ")} |`;
  const rule = `|${widths.map((w, c) => (c === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`;
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const starts = Number(process.env.BENCH_STARTS || 5);
  if (!Number.isInteger(starts) || starts < 1) throw new Error(`BENCH_STARTS must be a whole number ≥ 1`);
  const { rows } = await measureStartup({
    postgresUrl: process.env.BENCH_POSTGRES_URL || undefined,
    starts,
    log: (message) => process.stderr.write(`[startup] ${message}\n`),
  });
  console.log(`load average: ${fs.readFileSync("/proc/loadavg", "utf8").trim()}; server flags: ${SERVER_NODE_FLAGS.join(" ")}`);
  console.log(table(rows));
}
