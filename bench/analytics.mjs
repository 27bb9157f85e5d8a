// How fast the site-analytics month report answers on 100,000 events, and whether a checkout
// placed while it runs waits for it (issue 31), on the embedded database and on PostgreSQL.
//
//   npm run build && npm run bench:analytics
//
// For each database: a throwaway one (PGlite in a temporary folder, or a PostgreSQL database that
// is dropped at the end), migrated by the built code (graph/dist). Inserts BENCH_EVENTS events
// spread over last month with one INSERT … SELECT generate_series, then times, in-process:
//   raw        the month report read from raw events (before the day roll-ups: what the report cost
//              before roll-ups existed), and a placeOrder started together with it;
//   roll-up    building the month's daily roll-ups (what the hourly upkeep does once per day);
//   rolled     the month report read from roll-ups, BENCH_RUNS times, each with a placeOrder
//              started together with it (median and p95 of both).
// Prints a Markdown table. Timings are figures to compare, never a test.
//
// Environment:
//   BENCH_POSTGRES_URL   server to create the database on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_DATABASES      comma-separated subset of pglite,postgres (default both)
//   BENCH_EVENTS         events to insert (default 100000)
//   BENCH_RUNS           timed runs of the rolled-up report (default 10)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createThrowawayDatabase, requireBuilt, wholeNumber } from "./support.mjs";

const env = process.env;
const settings = {
  postgresUrl: env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres",
  databases: (env.BENCH_DATABASES || "pglite,postgres").split(",").map((s) => s.trim()),
  events: wholeNumber(env.BENCH_EVENTS, 100_000, "BENCH_EVENTS"),
  runs: wholeNumber(env.BENCH_RUNS, 10, "BENCH_RUNS"),
};
const TIME_ZONE = "Asia/Dhaka";

const log = (message) => process.stderr.write(`[bench:analytics] ${message}\n`);

/** Last month's first and last day in the shop's time zone, and the instant it starts. */
function lastMonth() {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE }).format(new Date());
  const [y, m] = today.split("-").map(Number);
  const [year, month] = m === 1 ? [y - 1, 12] : [y, m - 1];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const first = `${year}-${String(month).padStart(2, "0")}-01`;
  return { first, last: `${first.slice(0, 8)}${String(days).padStart(2, "0")}`, days };
}

/** A category, two products to view and one to buy, then the events: a visitor hash per local day and one device per visitor. */
async function seed(dataSource, services, month) {
  const category = await services.categories.create({ name: "Bench", subCategories: [], sortOrder: 0 });
  const product = (name, stock) =>
    services.products.create({ name, priceMinor: 10_000, categoryId: category.id, sku: name.toUpperCase().replace(/\W+/gu, "-"), stock, status: "ACTIVE" });
  const [p1, p2, buy] = [await product("Bench shirt", 10), await product("Bench bag", 10), await product("Bench checkout", 1_000_000)];
  const seconds = (month.days * 86_400) / settings.events;
  await dataSource.query(
    `INSERT INTO "analytics_event" ("occurredAt", "type", "path", "productId", "referrerHost", "device", "visitorHash")
     SELECT at, type, CASE WHEN type IN ('product_view', 'add_to_cart') THEN '/products/' || $3 ELSE (ARRAY['/', '/checkout', '/wishlist', '/product-category'])[1 + i % 4] END,
            CASE WHEN type IN ('product_view', 'add_to_cart') THEN (ARRAY[$1, $2]::uuid[])[1 + i % 2] END,
            CASE WHEN i % 13 = 0 THEN (ARRAY['google.com', 'facebook.com', 'bing.com'])[1 + i % 3] END,
            (ARRAY['mobile', 'tablet', 'desktop'])[1 + (i % 1500) % 3],
            substr(md5(to_char(at AT TIME ZONE $4, 'YYYY-MM-DD') || '-' || (i % 1500)), 1, 16)
     FROM (
       SELECT i, $5::timestamptz + i * ($6 || ' seconds')::interval AS at,
              (ARRAY['page_view', 'page_view', 'page_view', 'page_view', 'page_view', 'page_view', 'product_view', 'add_to_cart', 'begin_checkout', 'order_placed'])[1 + (i * 7) % 10] AS type
       FROM generate_series(0, $7::int - 1) i
     ) e`,
    [p1.id, p2.id, p1.slug, TIME_ZONE, month.from, String(seconds), settings.events],
  );
  return buy.id;
}

const median = (ms) => [...ms].sort((a, b) => a - b)[Math.floor(ms.length / 2)];
const p95 = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
};

/** The month report and a placeOrder started together: the milliseconds each took to answer. */
async function reportWithCheckout(services, range, productId, n) {
  const timed = async (work) => {
    const start = performance.now();
    await work();
    return performance.now() - start;
  };
  const [report, order] = await Promise.all([
    timed(() => services.analytics.report(range, new Date())),
    timed(() =>
      services.orders.place(
        { lines: [{ productId, quantity: 1 }], name: "Bench Buyer", phone: `+880 1711-${String(100000 + n).slice(-6)}`, district: "Dhaka", address: "House 1, Road 1" },
        null,
        { requireEmail: false, clientIp: `10.0.${Math.floor(n / 250)}.${n % 250}` },
      ),
    ),
  ]);
  return { report, order };
}

async function benchOne(kind, rows) {
  const [{ openDatabase }, { createServices }, { startOfLocalDay }] = await Promise.all([
    requireBuilt("graph/dist/db/data-source.js"),
    requireBuilt("graph/dist/services.js"),
    requireBuilt("graph/dist/reports/report-range.js"),
  ]);
  const month = lastMonth();
  month.from = startOfLocalDay(month.first, TIME_ZONE);
  const range = { preset: "CUSTOM", from: month.first, to: month.last };
  let database;
  let cleanup = async () => undefined;
  try {
    if (kind === "postgres") {
      const { name, url, admin, drop } = await createThrowawayDatabase(settings.postgresUrl, "shop_bench_analytics_");
      cleanup = async () => {
        await drop();
        await admin.end();
        log(`dropped database ${name}`);
      };
      database = await openDatabase({ databaseUrl: url, statementTimeoutMs: 600_000 });
    } else {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-analytics-"));
      cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
      database = await openDatabase({ dataDir, statementTimeoutMs: 600_000 });
    }
    // No order limits: the bench places many orders from few addresses.
    const services = createServices(database.dataSource, { orderLimits: { perAddress: 0, perContact: 0 } });
    await services.settings.ensureDefaults();
    await services.settings.update({ timeZone: TIME_ZONE });
    let started = performance.now();
    const productId = await seed(database.dataSource, services, month);
    log(`${kind}: inserted ${settings.events} events over ${month.first} to ${month.last} in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const raw = await reportWithCheckout(services, range, productId, 0);
    rows.push([kind, "month report from raw events", raw.report.toFixed(0), "", raw.order.toFixed(0), ""]);

    started = performance.now();
    await services.analytics.rollup.rollUp(new Date(), TIME_ZONE);
    rows.push([kind, `roll-up of ${month.days} days (once)`, (performance.now() - started).toFixed(0), "", "", ""]);

    const reports = [];
    const orders = [];
    for (let run = 1; run <= settings.runs; run++) {
      const timed = await reportWithCheckout(services, range, productId, run);
      reports.push(timed.report);
      orders.push(timed.order);
    }
    rows.push([kind, "month report from roll-ups", median(reports).toFixed(1), p95(reports).toFixed(1), median(orders).toFixed(1), p95(orders).toFixed(1)]);
    const alone = [];
    for (let run = 1; run <= settings.runs; run++) {
      const start = performance.now();
      await services.orders.place(
        { lines: [{ productId, quantity: 1 }], name: "Bench Buyer", phone: `+880 1811-${String(100000 + run).slice(-6)}`, district: "Dhaka", address: "House 1, Road 1" },
        null,
        { requireEmail: false, clientIp: "10.1.0.1" },
      );
      alone.push(performance.now() - start);
    }
    rows.push([kind, "placeOrder alone", "", "", median(alone).toFixed(1), p95(alone).toFixed(1)]);
  } finally {
    await database?.close();
    await cleanup();
  }
}

async function main() {
  const rows = [];
  for (const kind of settings.databases) {
    if (kind !== "pglite" && kind !== "postgres") throw new Error(`BENCH_DATABASES: pglite or postgres, got "${kind}"`);
    await benchOne(kind, rows);
  }
  console.log(`\n${settings.events} events in a month; ${settings.runs} runs of the rolled-up report, each with a placeOrder started with it.`);
  console.log(`${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}.\n`);
  console.log("| Database | What | Report median (ms) | Report p95 (ms) | placeOrder median (ms) | placeOrder p95 (ms) |\n|---|---|---:|---:|---:|---:|");
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
