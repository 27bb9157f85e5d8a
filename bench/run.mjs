// Throughput benchmark of the built server against a bare Fastify baseline.
//
//   npm run build && npm run bench
//
// Creates a throwaway PostgreSQL database, seeds 10,000 active products, starts the real server
// (graph/dist/main.js) and bench/bare-server.mjs as child processes, and measures each endpoint
// with autocannon. The servers are stopped and the database dropped at the end, also on failure.
//
// Environment:
//   BENCH_POSTGRES_URL   server to create the database on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_DURATION       seconds per endpoint (default 10)
//   BENCH_CONNECTIONS    concurrent connections (default 50)
//   BENCH_WARMUP         seconds of unmeasured load before each endpoint (default 3, 0 for none)
//   BENCH_PRODUCTS       number of products to seed (default 10000)
//   BENCH_JSON           also write the results to this file as JSON
//   BENCH_PROFILE        write a V8 CPU profile of the shop server (whole run) into this directory
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import autocannon from "autocannon";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

const env = process.env;
const settings = {
  postgresUrl: env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres",
  duration: positive(env.BENCH_DURATION, 10, "BENCH_DURATION"),
  connections: positive(env.BENCH_CONNECTIONS, 50, "BENCH_CONNECTIONS"),
  warmup: positive(env.BENCH_WARMUP, 3, "BENCH_WARMUP", true),
  products: positive(env.BENCH_PRODUCTS, 10_000, "BENCH_PRODUCTS"),
  json: env.BENCH_JSON || undefined,
  profileDir: env.BENCH_PROFILE ? path.resolve(env.BENCH_PROFILE) : undefined,
};

const CATEGORIES = [
  ["Electronics", ["Phones", "Laptops", "Audio"]],
  ["Men Fashion", ["Shirts", "Trousers", "Shoes"]],
  ["Women Fashion", ["Dresses", "Bags", "Shoes"]],
  ["Home", ["Kitchen", "Bedding", "Decor"]],
  ["Beauty", ["Skincare", "Makeup", "Fragrance"]],
  ["Sports", ["Fitness", "Cycling", "Outdoor"]],
  ["Toys", ["Puzzles", "Blocks", "Dolls"]],
  ["Books", ["Fiction", "Science", "Children"]],
  ["Groceries", ["Snacks", "Drinks", "Pantry"]],
  ["Garden", ["Tools", "Plants", "Furniture"]],
];
const DISCOUNTS = [0, 0, 5, 10, 12.5, 15, 20, 25, 33.33, 50];
const BRANDS = ["Acme", "Globex", "Initech", "Umbrella", "Soylent", "Hooli", "Vandelay", "Stark"];
const COLORS = ["Black", "White", "Red", "Blue", "Green"];
const GRAPHQL_QUERY =
  "{ products(take: 20) { items { id name slug price finalPrice images category { name } } totalItems } }";

function positive(value, fallback, name, zeroOk = false) {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < (zeroOk ? 0 : 1)) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

function requireBuilt(relative) {
  const file = path.join(root, relative);
  if (!fs.existsSync(file)) throw new Error(`${relative} is missing: run \`npm run build\` first.`);
  return import(pathToFileURL(file).href);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function databaseUrl(base, name) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

// ---- seeding ---------------------------------------------------------------------------------

async function seed(dataSource, services, finalPriceMinor, count) {
  const categories = [];
  for (const [i, [name, subCategories]] of CATEGORIES.entries()) {
    categories.push(await services.categories.create({ name, subCategories, sortOrder: i }));
  }

  const now = Date.now();
  const batchSize = 2_500;
  const finalPrices = [];
  for (let start = 0; start < count; start += batchSize) {
    const p = {
      id: [], name: [], slug: [], description: [], price: [], discount: [], final: [], category: [],
      sub: [], images: [], brand: [], sku: [], stock: [], shipping: [], tags: [], sold: [], created: [],
    };
    const v = { product: [], color: [], size: [], extra: [], stock: [], order: [] };
    for (let i = start; i < Math.min(start + batchSize, count); i++) {
      const n = i + 1;
      const category = categories[i % categories.length];
      const subCategory = category.subCategories[Math.floor(i / categories.length) % category.subCategories.length];
      const brand = BRANDS[i % BRANDS.length];
      const priceMinor = 199 + ((i * 7_919) % 250_000);
      const discount = DISCOUNTS[(i * 3) % DISCOUNTS.length];
      const id = randomUUID();
      const slug = `bench-product-${n}`;
      const variantStock = [1 + (i % 7), i % 5];

      p.id.push(id);
      p.name.push(`${brand} ${subCategory} ${n}`);
      p.slug.push(slug);
      p.description.push(`<p>Benchmark product ${n}: ${brand} ${subCategory.toLowerCase()} in ${category.name}.</p>`);
      p.price.push(priceMinor);
      p.discount.push(discount);
      p.final.push(finalPriceMinor(priceMinor, discount));
      p.category.push(category.id);
      p.sub.push(subCategory);
      p.images.push(JSON.stringify([`/uploads/bench/${slug}-1.jpg`, `/uploads/bench/${slug}-2.jpg`]));
      p.brand.push(brand);
      p.sku.push(`BENCH-${String(n).padStart(6, "0")}`);
      p.stock.push(variantStock[0] + variantStock[1]);
      p.shipping.push(i % 4 === 0 ? 0 : 500);
      p.tags.push(JSON.stringify([category.name.toLowerCase(), brand.toLowerCase()]));
      p.sold.push((i * 37) % 1_000);
      p.created.push(new Date(now - i * 1_000).toISOString());

      for (const [k, size] of ["M", "L"].entries()) {
        v.product.push(id);
        v.color.push(COLORS[i % COLORS.length]);
        v.size.push(size);
        v.extra.push(k * 200);
        v.stock.push(variantStock[k]);
        v.order.push(k);
      }
    }

    await dataSource.query(
      `INSERT INTO "product" ("id", "name", "slug", "description", "priceMinor", "discount", "finalPriceMinor",
         "categoryId", "subCategory", "images", "brand", "sku", "stock", "shippingCostMinor", "tags", "status",
         "soldCount", "createdAt", "updatedAt")
       SELECT t.id, t.name, t.slug, t.description, t.price, t.discount, t.final, t.category, t.sub, t.images::jsonb,
         t.brand, t.sku, t.stock, t.shipping, t.tags::jsonb, 'ACTIVE', t.sold, t.created, t.created
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::int[], $6::numeric[], $7::int[], $8::uuid[],
         $9::text[], $10::text[], $11::text[], $12::text[], $13::int[], $14::int[], $15::text[], $16::int[],
         $17::timestamptz[])
         AS t(id, name, slug, description, price, discount, final, category, sub, images, brand, sku, stock,
           shipping, tags, sold, created)`,
      [p.id, p.name, p.slug, p.description, p.price, p.discount, p.final, p.category, p.sub, p.images, p.brand,
        p.sku, p.stock, p.shipping, p.tags, p.sold, p.created],
    );
    finalPrices.push(...p.final);
    await dataSource.query(
      `INSERT INTO "product_variant" ("productId", "color", "size", "additionalPriceMinor", "stock", "sortOrder")
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::int[], $5::int[], $6::int[])`,
      [v.product, v.color, v.size, v.extra, v.stock, v.order],
    );
  }
  await dataSource.query(`ANALYZE "category", "product", "product_variant"`);
  return finalPrices;
}

/**
 * The storefront's price filter reads the stored finalPriceMinor while the API computes finalPrice from
 * price and discount: both must agree on the seeded data, or the benchmark data is not what the shop writes.
 */
async function checkPriceFilter(graphqlUrl, finalPrices) {
  const [minMinor, maxMinor] = [10_000, 50_000];
  const expected = finalPrices.filter((f) => f >= minMinor && f <= maxMinor).length;
  const query = `{ products(filter: { minPrice: ${minMinor / 100}, maxPrice: ${maxMinor / 100} }, take: 100) {
    items { finalPrice } totalItems } }`;
  const response = await fetch(graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`price filter check: ${JSON.stringify(body.errors)}`);
  const { items, totalItems } = body.data.products;
  const outside = items.filter((item) => {
    const minor = Math.round(item.finalPrice * 100);
    return minor < minMinor || minor > maxMinor;
  });
  if (totalItems !== expected || outside.length) {
    throw new Error(
      `price filter check: ${totalItems} products in range (expected ${expected}), ${outside.length} outside it`,
    );
  }
  log(`price filter agrees: ${totalItems} products between ${minMinor / 100} and ${maxMinor / 100}`);
}

// ---- child servers ---------------------------------------------------------------------------

function startServer(label, script, extraEnv, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    env: { ...process.env, ...extraEnv },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-8_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", (chunk) => {
    keep(chunk);
    process.stderr.write(`[${label}] ${chunk}`);
  });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return { label, child, exited, output: () => output };
}

async function waitUntilReady(server, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`${server.label} exited before it was ready:\n${server.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await sleep(200);
  }
  throw new Error(`${server.label} was not ready at ${url} within ${timeoutMs / 1000} s: ${lastError?.message}`);
}

async function stopServer(server) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  const stopped = await Promise.race([server.exited, sleep(10_000).then(() => null)]);
  if (!stopped) {
    log(`${server.label} did not stop within 10 s: killing it`);
    server.child.kill("SIGKILL");
    await server.exited;
  }
}

// ---- measuring -------------------------------------------------------------------------------

async function check(target) {
  const response = await fetch(target.url, {
    method: target.method,
    headers: target.headers,
    body: target.body,
  });
  if (!response.ok) throw new Error(`${target.name}: HTTP ${response.status}: ${await response.text()}`);
  const body = await response.json();
  target.verify?.(body, response);
}

function load(target, seconds) {
  return autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: settings.connections,
    duration: seconds,
  });
}

async function measure(target) {
  await check(target);
  if (settings.warmup > 0) await load(target, settings.warmup);
  log(`measuring ${target.name} for ${settings.duration} s`);
  const result = await load(target, settings.duration);
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${target.name}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx responses`,
    );
  }
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    averageMs: result.latency.average,
    totalRequests: result.requests.total,
    bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}

/** One query against the benchmark database, for checks from outside the server. */
async function queryBench(url, sql) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows[0];
  } finally {
    await client.end();
  }
}

function table(results) {
  const bare = results[0].requestsPerSecond;
  const rows = [
    ["endpoint", "req/s (avg)", "p99 ms", "vs bare"],
    ...results.map((r) => [
      r.name,
      Math.round(r.requestsPerSecond).toLocaleString("en-US"),
      String(r.p99Ms),
      `${(r.requestsPerSecond / bare).toFixed(3)}`,
    ]),
  ];
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => row[c].length)));
  const line = (row) =>
    `| ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join(" | ")} |`;
  const rule = `|${widths.map((w, c) => (c === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join("\n");
}

// ---- main ------------------------------------------------------------------------------------

async function main() {
  const [{ openDatabase }, { createServices }, { REST_LIST_DEFAULT }, { finalPriceMinor }] = await Promise.all([
    requireBuilt("graph/dist/db/data-source.js"),
    requireBuilt("graph/dist/services.js"),
    requireBuilt("graph/dist/rest/catalog.routes.js"),
    requireBuilt("common/dist/price.js"),
  ]);
  const serverEntry = path.join(root, "graph/dist/main.js");
  if (!fs.existsSync(serverEntry)) throw new Error("graph/dist/main.js is missing: run `npm run build` first.");

  const dbName = `shop_bench_${randomBytes(6).toString("hex")}`;
  const benchUrl = databaseUrl(settings.postgresUrl, dbName);
  const admin = new pg.Client({ connectionString: settings.postgresUrl });
  const cleanups = [];
  const cleanUp = async () => {
    for (const step of cleanups.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        log(`clean-up failed: ${error.message}`);
      }
    }
  };
  const onSignal = (signal) => {
    log(`${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);

  try {
    await admin.connect();
    cleanups.push(() => admin.end());
    const { rows } = await admin.query("SHOW server_version");
    const postgresVersion = rows[0].server_version;
    await admin.query(`CREATE DATABASE "${dbName}"`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      log(`dropped database ${dbName}`);
    });
    log(`created database ${dbName} (PostgreSQL ${postgresVersion})`);

    const started = performance.now();
    let finalPrices;
    let orderProductId;
    const database = await openDatabase({ databaseUrl: benchUrl });
    try {
      const services = createServices(database.dataSource);
      finalPrices = await seed(database.dataSource, services, finalPriceMinor, settings.products);
      await services.settings.ensureDefaults();
      // One product with stock to spare, so placeOrder never runs out while it is measured.
      const [category] = await services.categories.list();
      orderProductId = (
        await services.products.create({
          name: "Benchmark order product",
          priceMinor: 99_900,
          discount: 10,
          categoryId: category.id,
          sku: "BENCH-ORDER",
          stock: 100_000_000,
          status: "ACTIVE",
        })
      ).id;
    } finally {
      await database.close();
    }
    // The seeded products and the one placeOrder buys.
    const catalogSize = settings.products + 1;
    log(`seeded ${settings.products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    const [shopPort, barePort] = [await freePort(), await freePort()];
    const shop = startServer("shop", serverEntry, {
      DATABASE_URL: benchUrl,
      PORT: String(shopPort),
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      NODE_ENV: "production",
      PUBLIC_URL: `http://127.0.0.1:${shopPort}`,
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
    }, settings.profileDir ? ["--cpu-prof", `--cpu-prof-dir=${settings.profileDir}`] : []);
    cleanups.push(() => stopServer(shop));
    const bare = startServer("bare", path.join(root, "bench/bare-server.mjs"), {
      PORT: String(barePort),
      HOST: "127.0.0.1",
    });
    cleanups.push(() => stopServer(bare));

    const shopBase = `http://127.0.0.1:${shopPort}`;
    await Promise.all([
      waitUntilReady(shop, `${shopBase}/api/settings`),
      waitUntilReady(bare, `http://127.0.0.1:${barePort}/ping`),
    ]);

    await checkPriceFilter(`${shopBase}/graphql`, finalPrices);

    const targets = [
      {
        name: "bare Fastify GET /ping",
        url: `http://127.0.0.1:${barePort}/ping`,
        method: "GET",
      },
      {
        name: `GET /api/products (${REST_LIST_DEFAULT} per page)`,
        url: `${shopBase}/api/products`,
        method: "GET",
        verify(body, response) {
          const total = Number(response.headers.get("x-total-count"));
          if (!Array.isArray(body) || body.length !== Math.min(REST_LIST_DEFAULT, catalogSize)) {
            throw new Error(`GET /api/products returned ${Array.isArray(body) ? body.length : "no"} products`);
          }
          if (total !== catalogSize) throw new Error(`x-total-count is ${total}, not ${catalogSize}`);
        },
      },
      {
        name: "POST /graphql products(take: 20)",
        url: `${shopBase}/graphql`,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: GRAPHQL_QUERY }),
        verify(body) {
          if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
          const list = body.data.products;
          if (list.items.length !== Math.min(20, catalogSize) || list.totalItems !== catalogSize) {
            throw new Error(`GraphQL returned ${list.items.length} of ${list.totalItems} products`);
          }
        },
      },
    ];

    const results = [];
    for (const target of targets) results.push(await measure(target));

    // placeOrder: every request writes an order (stock, lines, history) in one transaction.
    // GraphQL answers errors with status 200, so the orders written are counted in the database.
    const placeOrder = {
      name: "POST /graphql placeOrder (1 line)",
      url: `${shopBase}/graphql`,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { number total } } }",
        variables: {
          input: {
            lines: [{ productId: orderProductId, quantity: 1 }],
            name: "Bench Buyer",
            phone: "+880 1711-000000",
            email: "bench@example.com",
            district: "Dhaka",
            address: "House 1, Road 1, Dhaka",
          },
        },
      }),
      verify(body) {
        if (body.errors || !body.data.placeOrder.order.number) throw new Error(`placeOrder failed: ${JSON.stringify(body.errors)}`);
      },
    };
    const countOrders = async () => Number((await queryBench(benchUrl, `SELECT count(*) AS n FROM "shop_order"`)).n);
    const before = await countOrders();
    const orderResult = await measure(placeOrder);
    // The check and the warm-up write orders too, so at least every measured request must have.
    const written = (await countOrders()) - before;
    if (written < orderResult.totalRequests) {
      throw new Error(`placeOrder: ${orderResult.totalRequests} answers but only ${written} orders written`);
    }
    results.push({ ...orderResult, name: `${placeOrder.name}: orders/s` });

    const fastifyVersion = require("fastify/package.json").version;
    const autocannonVersion = require("autocannon/package.json").version;
    console.log(
      `\n${settings.products} products, ${settings.connections} connections, ${settings.duration} s per endpoint` +
        ` (after ${settings.warmup} s warm-up); Node ${process.version}, PostgreSQL ${postgresVersion},` +
        ` Fastify ${fastifyVersion}, autocannon ${autocannonVersion}\n`,
    );
    console.log(table(results));
    console.log(`\nGraphQL query: ${GRAPHQL_QUERY}`);
    if (settings.json) {
      fs.writeFileSync(
        settings.json,
        JSON.stringify({ settings, node: process.version, postgres: postgresVersion, results }, null, 2) + "\n",
      );
    }
  } finally {
    await cleanUp();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

main().catch((error) => {
  console.error(`[bench] failed: ${error.stack ?? error}`);
  process.exitCode = 1;
});
