// How fast the sales report answers on 100,000 orders.
//
//   npm run build && npm run bench:reports
//
// Creates a throwaway PostgreSQL database (migrations from graph/dist), seeds products, customers
// and orders with bulk SQL, then times the built SalesReportService in-process: the report for
// WEEK, MONTH, YEAR and ALL and the dashboard's figures, each BENCH_RUNS times after a warm-up.
// Prints the median and p95 as a Markdown table, and with BENCH_EXPLAIN=<preset> the plan of each
// query of that report (EXPLAIN ANALYZE). The database is dropped at the end, also on failure.
//
// Environment:
//   BENCH_POSTGRES_URL   server to create the database on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_ORDERS         orders to seed (default 100000; ~2.5 lines each, over two years)
//   BENCH_CUSTOMERS      signed-in customers among them (default 20000)
//   BENCH_RUNS           timed runs per figure (default 20)
//   BENCH_EXPLAIN        WEEK, MONTH, YEAR or ALL: print the plan of each query of that report
import os from "node:os";
import { wholeNumber, withBenchServices } from "./support.mjs";

const env = process.env;
const settings = {
  postgresUrl: env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres",
  orders: wholeNumber(env.BENCH_ORDERS, 100_000, "BENCH_ORDERS"),
  customers: wholeNumber(env.BENCH_CUSTOMERS, 20_000, "BENCH_CUSTOMERS"),
  runs: wholeNumber(env.BENCH_RUNS, 20, "BENCH_RUNS"),
  explain: env.BENCH_EXPLAIN || undefined,
};
const PRODUCTS = 2_000;
const CATEGORIES = ["Electronics", "Men Fashion", "Women Fashion", "Home", "Beauty", "Sports", "Toys", "Books", "Groceries", "Garden"];

const log = (message) => process.stderr.write(`[bench:reports] ${message}\n`);

/** Products, customers, then orders over the last two years with 1–4 lines each, all in SQL. */
async function seed(dataSource, services) {
  const categoryIds = [];
  for (const [i, name] of CATEGORIES.entries()) categoryIds.push((await services.categories.create({ name, subCategories: [], sortOrder: i })).id);
  await dataSource.query(`SELECT setseed(0.42)`);
  await dataSource.query(
    `INSERT INTO "product" ("name", "slug", "priceMinor", "finalPriceMinor", "categoryId", "sku", "stock", "status")
     SELECT 'Product ' || n, 'product-' || n, 500 + (n * 7919) % 200000, 500 + (n * 7919) % 200000,
            ($1::uuid[])[1 + n % 10], 'SKU-' || n, n % 40, 'ACTIVE'
       FROM generate_series(1, $2) AS n`,
    [categoryIds, PRODUCTS],
  );
  await dataSource.query(
    `INSERT INTO "shop_user" ("uid", "email", "displayName") SELECT 'bench-' || n, 'customer' || n || '@example.com', 'Customer ' || n
       FROM generate_series(1, $1) AS n`,
    [settings.customers],
  );
  // 70 % signed in; a guest gives an email two times in three, else a phone only. Statuses: 55 %
  // delivered, 10 % cancelled, the rest on their way. Placed any time in the last 730 days.
  await dataSource.query(
    `INSERT INTO "shop_order" ("customerUid", "name", "phone", "email", "deliveryZone", "district", "address",
       "subtotalMinor", "shippingMinor", "totalMinor", "currency", "status", "createdAt", "updatedAt")
     SELECT CASE WHEN r.who < 0.7 THEN 'bench-' || (1 + floor(r.pick * $2)::int) END,
            'Buyer ' || n, '017' || lpad(((n * 7) % 500000)::text, 8, '0'),
            CASE WHEN r.who < 0.7 THEN 'customer' || (1 + floor(r.pick * $2)::int) || '@example.com'
                 WHEN r.who < 0.9 THEN 'guest' || (n % 15000) || '@example.com' END,
            CASE WHEN n % 3 = 0 THEN 'Inside Dhaka' ELSE 'Outside Dhaka' END, 'Dhaka', 'House ' || n,
            0, CASE WHEN n % 3 = 0 THEN 6000 ELSE 11000 END, 0, 'BDT',
            CASE WHEN r.status < 0.55 THEN 'DELIVERED' WHEN r.status < 0.65 THEN 'CANCELLED' WHEN r.status < 0.8 THEN 'SHIPPED'
                 WHEN r.status < 0.9 THEN 'PROCESSING' ELSE 'PENDING' END,
            now() - r.age * interval '730 days', now() - r.age * interval '730 days'
       FROM generate_series(1, $1) AS n,
            LATERAL (SELECT random() + n * 0 AS who, random() + n * 0 AS pick, random() + n * 0 AS status, random() + n * 0 AS age) AS r`,
    [settings.orders, settings.customers],
  );
  await dataSource.query(
    `INSERT INTO "order_line" ("orderId", "productId", "name", "sku", "unitPriceMinor", "discount", "finalUnitPriceMinor", "quantity", "lineTotalMinor")
     SELECT o."id", p."id", p."name", p."sku", p."priceMinor", 0, p."priceMinor", q.qty, p."priceMinor" * q.qty
       FROM "shop_order" o
       CROSS JOIN LATERAL generate_series(1, 1 + floor(random() * 4 + o."number" * 0)::int) AS k
       CROSS JOIN LATERAL (SELECT 1 + floor(random() * $1 + k * 0)::int AS pn, 1 + floor(random() * 3 + k * 0)::int AS qty) AS q
       JOIN "product" p ON p."slug" = 'product-' || q.pn`,
    [PRODUCTS],
  );
  await dataSource.query(
    `UPDATE "shop_order" o SET "subtotalMinor" = l.sum, "totalMinor" = l.sum + o."shippingMinor"
       FROM (SELECT "orderId", sum("lineTotalMinor")::int AS sum FROM "order_line" GROUP BY 1) l WHERE l."orderId" = o."id"`,
  );
  await dataSource.query(`ANALYZE "product", "shop_user", "shop_order", "order_line"`);
  const [{ lines }] = await dataSource.query(`SELECT count(*)::int AS lines FROM "order_line"`);
  return lines;
}

async function time(runs, work) {
  await work();
  await work();
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const at = (q) => ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)];
  return { median: at(0.5), p95: at(0.95) };
}

/** Run `work` once, recording the queries it sends, and print each one's plan. */
async function explain(dataSource, work) {
  const sent = [];
  const query = dataSource.query.bind(dataSource);
  dataSource.query = (sql, params) => {
    sent.push([sql, params]);
    return query(sql, params);
  };
  try {
    await work();
  } finally {
    dataSource.query = query;
  }
  for (const [sql, params] of sent) {
    if (!/^\s*(WITH|SELECT)/iu.test(sql) || !/shop_order/u.test(sql)) continue;
    const plan = await query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, BUFFERS OFF) ${sql}`, params);
    console.log(`\n${sql.replace(/\s+/gu, " ").slice(0, 160)}…\n${plan.map((row) => `  ${row["QUERY PLAN"]}`).join("\n")}`);
  }
}

async function main() {
  await withBenchServices({ postgresUrl: settings.postgresUrl, prefix: "shop_bench_reports_", log }, async ({ dataSource, services, version }) => {
    const started = performance.now();
    const lines = await seed(dataSource, services);
    log(`seeded ${settings.orders} orders, ${lines} lines, ${settings.customers} customers in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const rows = [["Figure", "Median (ms)", "p95 (ms)"]];
    for (const preset of ["WEEK", "MONTH", "YEAR", "ALL"]) {
      const { median, p95 } = await time(settings.runs, () => services.salesReport.report({ preset }, new Date()));
      rows.push([`salesReport ${preset}`, median.toFixed(1), p95.toFixed(1)]);
      log(`${preset}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
    }
    const dashboard = await time(settings.runs, () => services.salesReport.dashboard(new Date()));
    rows.push(["dashboardSales", dashboard.median.toFixed(1), dashboard.p95.toFixed(1)]);

    console.log(`\n${settings.orders} orders, ${lines} lines, ${settings.customers} customers; PostgreSQL ${version};`);
    console.log(`${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}; ${settings.runs} runs each after 2 warm-ups.\n`);
    console.log(`| ${rows[0].join(" | ")} |\n|---|---:|---:|`);
    for (const row of rows.slice(1)) console.log(`| ${row.join(" | ")} |`);
    if (settings.explain) await explain(dataSource, () => services.salesReport.report({ preset: settings.explain }, new Date()));
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
