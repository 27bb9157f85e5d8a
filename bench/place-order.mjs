// placeOrder throughput of the built server (issue 15), on demand: not a test.
//
//   npm run build && npm run bench:orders
//
// Creates a throwaway PostgreSQL database, seeds products through SQL, starts the real server
// (graph/dist/main.js, order limits off) and places orders through GraphQL with autocannon:
//   hot     every order buys the same product (large stock): the row lock is the bottleneck;
//   spread  each order buys a different product (with a variant) out of BENCH_SPREAD_PRODUCTS;
//   scarce  every order buys one of a few products with little stock, until they are sold out
//           (its orders/s is capped by the units there are: it checks correctness, not speed).
// GraphQL answers errors with HTTP 200, so the orders written are counted in the database, and
// every product's and variant's stock plus what its order lines took must equal what it started
// with (zero oversell). The server is stopped and the database dropped at the end, also on failure.
//
// Environment:
//   BENCH_POSTGRES_URL      server to create the database on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_DURATION          seconds per scenario (default 5)
//   BENCH_WARMUP            unmeasured seconds before hot and spread (default 2, 0 for none)
//   BENCH_CONNECTIONS       concurrent connections (default 50)
//   BENCH_SPREAD_PRODUCTS   products the spread scenario rotates over (default 2000)
//   BENCH_SCENARIOS         comma-separated subset of hot,spread,scarce (default all)
//   BENCH_SERVER            the server's entry (default graph/dist/main.js), e.g. an earlier build to compare
//   BENCH_PORT              port for the server (default a free one)
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import autocannon from "autocannon";
import pg from "pg";
import { benchShopEnv, cleanupStack, createThrowawayDatabase, freePort, requireBuilt, root, startProcess, stopServer, waitUntilReady, wholeNumber } from "./support.mjs";

const env = process.env;
const settings = {
  postgresUrl: env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres",
  duration: wholeNumber(env.BENCH_DURATION, 5, "BENCH_DURATION"),
  warmup: wholeNumber(env.BENCH_WARMUP, 2, "BENCH_WARMUP", true),
  connections: wholeNumber(env.BENCH_CONNECTIONS, 50, "BENCH_CONNECTIONS"),
  spreadProducts: wholeNumber(env.BENCH_SPREAD_PRODUCTS, 2_000, "BENCH_SPREAD_PRODUCTS"),
  server: path.resolve(root, env.BENCH_SERVER || "graph/dist/main.js"),
  scenarios: (env.BENCH_SCENARIOS || "hot,spread,scarce").split(",").map((s) => s.trim()),
};
const SCARCE_PRODUCTS = 20;
const SCARCE_STOCK = 40;
const BIG_STOCK = 10_000_000;
const RUN = randomBytes(4).toString("hex");
const MUTATION = "mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { number total } } }";

const log = (message) => process.stderr.write(`[bench:orders] ${message}\n`);

/** Products (and for `variants`, two variants each, Black/M and Black/L) with `stock` units, through SQL. */
async function seedProducts(db, categoryId, prefix, count, stock, variants) {
  const ids = Array.from({ length: count }, () => randomUUID());
  const n = ids.map((_, i) => i + 1);
  await db.query(
    `INSERT INTO "product" ("id", "name", "slug", "description", "priceMinor", "discount", "finalPriceMinor",
       "categoryId", "images", "sku", "stock", "shippingCostMinor", "status")
     SELECT t.id, $2::text || ' ' || t.n, lower($2) || '-' || t.n, '', 99900, 10, 89910, $3,
       jsonb_build_array('/uploads/bench/' || lower($2) || '-' || t.n || '.jpg'), upper($2) || '-' || t.n,
       $4::int * $5::int, 500, 'ACTIVE'
     FROM unnest($1::uuid[], $6::int[]) AS t(id, n)`,
    [ids, prefix, categoryId, stock, variants ? 2 : 1, n],
  );
  if (variants) {
    await db.query(
      `INSERT INTO "product_variant" ("productId", "color", "size", "additionalPriceMinor", "stock", "sortOrder")
       SELECT p.id, 'Black', s.size, s.extra, $2::int, s.ord
       FROM unnest($1::uuid[]) AS p(id), (VALUES ('M', 0, 0), ('L', 200, 1)) AS s(size, extra, ord)`,
      [ids, stock],
    );
  }
  return ids;
}

function orderBody(line, i) {
  return JSON.stringify({
    query: MUTATION,
    variables: {
      input: {
        lines: [line],
        name: "Bench Buyer",
        phone: `+880 1711-${String(i % 1_000_000).padStart(6, "0")}`,
        email: `bench${i % 1_000_000}@example.com`,
        district: "Dhaka",
        address: "House 1, Road 1, Dhaka",
        // The storefront sends a new key with every checkout.
        idempotencyKey: `bench-${RUN}-${i}`,
      },
    },
  });
}

/** Load with one body per request, chosen by `bodyFor(i)` (i counts every request of the bench, so keys never repeat). */
let requestCount = 0;

function load(url, seconds, bodyFor) {
  return autocannon({
    url,
    method: "POST",
    headers: { "content-type": "application/json" },
    connections: settings.connections,
    duration: seconds,
    requests: [
      {
        setupRequest(request) {
          request.body = bodyFor(requestCount++);
          return request;
        },
      },
    ],
  });
}

/** Every product's and variant's stock plus what order lines took equals what it started with. */
async function oversold(db, startStock) {
  const products = await db.query(
    `SELECT p.id, p.stock, p."soldCount", coalesce(sum(l.quantity), 0)::int AS taken
     FROM "product" p LEFT JOIN "order_line" l ON l."productId" = p.id
     GROUP BY p.id`,
  );
  const variants = await db.query(
    `SELECT v.id, v."productId", v.stock, coalesce(sum(l.quantity), 0)::int AS taken
     FROM "product_variant" v LEFT JOIN "order_line" l ON l."variantId" = v.id
     GROUP BY v.id`,
  );
  const problems = [];
  for (const p of products.rows) {
    const start = startStock.products.get(p.id);
    if (p.stock + p.taken !== start || p.soldCount !== p.taken) problems.push(`product ${p.id}: ${p.stock} left + ${p.taken} taken, sold ${p.soldCount}, started ${start}`);
  }
  for (const v of variants.rows) {
    const start = startStock.variants.get(v.id);
    if (v.stock + v.taken !== start) problems.push(`variant ${v.id}: ${v.stock} left + ${v.taken} taken, started ${start}`);
  }
  return problems;
}

async function main() {
  const [{ openDatabase }, { createServices }] = await Promise.all([
    requireBuilt("graph/dist/db/data-source.js"),
    requireBuilt("graph/dist/services.js"),
  ]);
  const { cleanups, cleanUp } = cleanupStack(log);

  try {
    const { url: benchUrl, admin, version: postgresVersion, drop } = await createThrowawayDatabase(settings.postgresUrl, "shop_bench_orders_");
    cleanups.push(() => admin.end());
    cleanups.push(drop);

    let hot, spread, scarce;
    const database = await openDatabase({ databaseUrl: benchUrl });
    try {
      const services = createServices(database.dataSource);
      await services.settings.ensureDefaults();
      const category = await services.categories.create({ name: "Bench", subCategories: [], sortOrder: 0 });
      const db = database.dataSource;
      [hot] = await seedProducts(db, category.id, "Hot", 1, BIG_STOCK, false);
      spread = await seedProducts(db, category.id, "Spread", settings.spreadProducts, BIG_STOCK, true);
      scarce = await seedProducts(db, category.id, "Scarce", SCARCE_PRODUCTS, SCARCE_STOCK, false);
      await db.query(`ANALYZE "product", "product_variant"`);
    } finally {
      await database.close();
    }
    const db = new pg.Client({ connectionString: benchUrl });
    await db.connect();
    cleanups.push(() => db.end());
    const startStock = {
      products: new Map((await db.query(`SELECT id, stock FROM "product"`)).rows.map((r) => [r.id, r.stock])),
      variants: new Map((await db.query(`SELECT id, stock FROM "product_variant"`)).rows.map((r) => [r.id, r.stock])),
    };

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-orders-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const port = Number(env.BENCH_PORT) || (await freePort());
    const shop = startProcess({ script: settings.server, env: benchShopEnv({ databaseUrl: benchUrl, port, dataDir }), echo: true });
    cleanups.push(() => stopServer(shop));
    const base = `http://127.0.0.1:${port}`;
    await waitUntilReady(shop, `${base}/api/settings`);
    const url = `${base}/graphql`;

    const scenarios = {
      hot: { name: "hot: one product", body: (i) => orderBody({ productId: hot, quantity: 1 }, i) },
      spread: {
        name: `spread: ${settings.spreadProducts} products, a variant each`,
        body: (i) =>
          orderBody({ productId: spread[i % spread.length], quantity: 1, color: "Black", size: i % 2 ? "L" : "M" }, i),
      },
      scarce: {
        name: `scarce: ${SCARCE_PRODUCTS} products x ${SCARCE_STOCK} units`,
        body: (i) => orderBody({ productId: scarce[i % scarce.length], quantity: 1 }, i),
        noWarmup: true,
      },
    };
    const countOrders = async () => Number((await db.query(`SELECT count(*) AS n FROM "shop_order"`)).rows[0].n);

    const rows = [];
    for (const key of settings.scenarios) {
      const scenario = scenarios[key];
      if (!scenario) throw new Error(`unknown scenario ${key}`);
      if (settings.warmup > 0 && !scenario.noWarmup) await load(url, settings.warmup, scenario.body);
      await sleep(1_000);
      const before = await countOrders();
      log(`measuring ${scenario.name} for ${settings.duration} s`);
      const result = await load(url, settings.duration, scenario.body);
      await sleep(1_000); // answers still on their way when the load stopped
      const written = (await countOrders()) - before;
      if (result.errors || result.timeouts || result.non2xx) {
        throw new Error(`${scenario.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
      }
      if (key !== "scarce" && written < result.requests.total) {
        throw new Error(`${scenario.name}: ${result.requests.total} answers but only ${written} orders written`);
      }
      rows.push({
        name: scenario.name,
        // The load stops with requests in flight: those orders are written but not answered in time.
        ordersPerSecond: Math.min(written, result.requests.total) / settings.duration,
        answers: result.requests.total,
        written,
        p99: result.latency.p99,
        average: result.latency.average,
      });
    }

    const problems = await oversold(db, startStock);
    if (settings.scenarios.includes("scarce")) {
      const sold = Number(
        (await db.query(`SELECT coalesce(sum("soldCount"), 0) AS n FROM "product" WHERE id = ANY($1)`, [scarce])).rows[0].n,
      );
      const units = SCARCE_PRODUCTS * SCARCE_STOCK;
      if (sold > units) problems.push(`scarce: ${sold} units sold of ${units}`);
      else log(`scarce: ${sold} of ${units} units sold${sold < units ? " (not sold out within the run)" : ""}`);
    }

    console.log(
      `\n${settings.connections} connections, ${settings.duration} s per scenario; Node ${process.version}, ` +
        `PostgreSQL ${postgresVersion}; load average ${fs.readFileSync("/proc/loadavg", "utf8").trim()}\n`,
    );
    console.log("| scenario | orders/s | answers | orders written | avg ms | p99 ms |");
    console.log("|---|---:|---:|---:|---:|---:|");
    for (const r of rows) {
      console.log(`| ${r.name} | ${Math.round(r.ordersPerSecond)} | ${r.answers} | ${r.written} | ${r.average.toFixed(1)} | ${r.p99} |`);
    }
    console.log(problems.length ? `\nOVERSELL or mismatch:\n${problems.slice(0, 20).join("\n")}` : "\nzero oversell: every stock + taken = start");
    if (problems.length) process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  console.error(`[bench:orders] failed: ${error.stack ?? error}`);
  process.exitCode = 1;
});
