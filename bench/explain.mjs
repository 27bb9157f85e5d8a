// The SQL behind each read, and what PostgreSQL does with it. The shop is built in this process
// on the benchmark database (response cache off); each read is sent twice through Fastify's
// inject with a logger that keeps every query (the first fills the shop's own small caches, as
// the first read after a write does), and each SELECT is run again under EXPLAIN (ANALYZE,
// BUFFERS). A read fails when a plan scans product or product_variant sequentially, or reads
// more of their rows than `maxRows` (a cost that grows with the catalog).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { recordStatements } from "./support.mjs";

const WATCHED = new Set(["product", "product_variant"]);

/** Every plan node under `plan`, depth first. */
function* nodes(plan) {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

/** Seq scans and rows read of the watched tables in one JSON plan. */
export function planFindings(plan) {
  const seqScans = [];
  let maxRows = 0;
  for (const node of nodes(plan)) {
    const relation = node["Relation Name"];
    if (!WATCHED.has(relation)) continue;
    if (node["Node Type"] === "Seq Scan") seqScans.push(relation);
    const rows = (node["Actual Rows"] + (node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0)) *
      (node["Actual Loops"] ?? 1);
    maxRows = Math.max(maxRows, rows);
  }
  return { seqScans, maxRows };
}

const isRead = (sql) => /^\s*(SELECT|WITH)\b/i.test(sql);

/**
 * EXPLAIN of the SQL behind each of `reads` ({ name, method, path, headers, body }) on `databaseUrl`.
 * Answers, by read name: { queries, seqScans, maxRows, sqlMs } and logs the plans when `verbose`.
 */
export async function explainReads({ root, databaseUrl, dataDir, reads, maxRows, verbose, log }) {
  const load = (relative) => import(pathToFileURL(path.join(root, relative)).href);
  const [{ openDatabase }, { createShop }, { loadConfig }] = await Promise.all([
    load("graph/dist/db/data-source.js"),
    load("graph/dist/server.js"),
    load("graph/dist/config.js"),
  ]);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    PUBLIC_URL: "http://127.0.0.1",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    RESPONSE_CACHE: "false",
  });
  const database = await openDatabase({ databaseUrl });
  const { dataSource } = database;
  let captured = null;
  recordStatements(dataSource, (statement) => captured?.push(statement));
  const shop = await createShop(config, { database });
  const findings = new Map();
  try {
    for (const read of reads) {
      try {
        findings.set(read.name, await explainOne(read));
      } catch (error) {
        captured = null;
        findings.set(read.name, { error: String(error.message ?? error), pass: false });
      }
    }
  } finally {
    await shop.close();
  }
  return findings;

  async function explainOne(read) {
    const send = () => shop.app.inject({ method: read.method, url: read.path, headers: read.headers, payload: read.body });
    // The first answer fills the shop's own small caches (list totals, settings), the second uses them: both count.
    captured = [];
    const answers = [await send(), await send()];
    const seen = new Set();
    const queries = captured.filter((q) => {
      const key = JSON.stringify([q.sql, q.parameters]);
      if (!isRead(q.sql) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    captured = null;
    for (const answer of answers) if (answer.statusCode !== 200) throw new Error(`EXPLAIN ${read.name}: HTTP ${answer.statusCode}`);
    const result = { queries: queries.length, seqScans: [], maxRows: 0, sqlMs: 0 };
    for (const { sql, parameters } of queries) {
      const [{ "QUERY PLAN": [plan] }] = await dataSource.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${sql}`, parameters);
      const found = planFindings(plan.Plan);
      result.seqScans.push(...found.seqScans);
      result.maxRows = Math.max(result.maxRows, found.maxRows);
      result.sqlMs += plan["Execution Time"] + (plan["Planning Time"] ?? 0);
      if (verbose) {
        const text = await dataSource.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, parameters);
        log(`EXPLAIN ${read.name}\n${sql}\n-- ${JSON.stringify(parameters)}\n${text.map((row) => row["QUERY PLAN"]).join("\n")}\n`);
      }
    }
    result.pass = result.seqScans.length === 0 && result.maxRows <= maxRows;
    return result;
  }
}
