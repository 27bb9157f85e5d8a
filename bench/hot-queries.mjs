// The plans of the shop's hot statements on PostgreSQL with the demo catalog (docs/performance.md, "Hot queries").
//
//   npm run build && node bench/hot-queries.mjs
//
// Creates a throwaway database, seeds the demo catalog as `npm start` does, places HOT_QUERIES_ORDERS
// guest orders, runs ANALYZE, then sends six operations to the shop built in this process (response
// cache off) and records every statement they run: reads through TypeORM's logger, checkout's
// prepared statements at the pool. Each statement is run again under EXPLAIN (ANALYZE, BUFFERS);
// writes inside a transaction that is rolled back. Prints each plan, then a table of the scans.
// The database is dropped at the end, also on failure.
//
// Environment:
//   BENCH_POSTGRES_URL   server to create the database on (default postgres://postgres@127.0.0.1:5432/postgres)
//   HOT_QUERIES_ORDERS   orders placed before measuring (default 300)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createThrowawayDatabase, recordStatements, requireBuilt, root, wholeNumber } from "./support.mjs";

const env = process.env;
const postgresUrl = env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const orderCount = wholeNumber(env.HOT_QUERIES_ORDERS, 300, "HOT_QUERIES_ORDERS");
const log = (message) => console.error(`[hot-queries] ${message}`);

/** A web operation as the storefront sends it: its .graphql file with the fragments it spreads. */
function webOperation(file) {
  const folders = ["web/src/catalog/graphql", "web/src/search/graphql"].map((folder) => path.join(root, folder));
  const fragments = new Map(
    folders.flatMap((folder) => fs.readdirSync(folder).map((name) => [name.replace(/\.graphql$/, ""), path.join(folder, name)])),
  );
  const parts = [fs.readFileSync(fragments.get(file), "utf8")];
  for (let i = 0; i < parts.length; i++) {
    for (const [, name] of parts[i].matchAll(/\.\.\.(\w+)/g)) {
      const text = fs.readFileSync(fragments.get(name), "utf8");
      if (!parts.includes(text)) parts.push(text);
    }
  }
  return parts.join("\n");
}

/** The plan's nodes that read a table: "Index Scan using X on t", "Seq Scan on t", … */
function scansOf(planText) {
  return [...new Set(planText.map((line) => /((?:Parallel )?(?:Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan|Bitmap Heap Scan)(?: Backward)?(?: using \S+)? on \S+)/.exec(line)?.[1]).filter(Boolean))];
}

async function main() {
  const BUILD = "npm run build";
  const [{ openDatabase }, { createShop }, { loadConfig }, { seedDemoCatalog }] = await Promise.all([
    requireBuilt("graph/dist/db/data-source.js", BUILD),
    requireBuilt("graph/dist/server.js", BUILD),
    requireBuilt("graph/dist/config.js", BUILD),
    requireBuilt("graph/dist/catalog/demo/seed-demo.js", BUILD),
  ]);
  const { name, url, admin, version, drop } = await createThrowawayDatabase(postgresUrl, "shop_hot_queries_");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-hot-queries-"));
  let shop;
  try {
    const config = loadConfig({
      ...env,
      NODE_ENV: "production",
      PUBLIC_URL: "http://127.0.0.1",
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      RESPONSE_CACHE: "false",
      ORDER_LIMIT_PER_ADDRESS: "0",
      ORDER_LIMIT_PER_CONTACT: "0",
      ORDER_UNITS_PER_CONTACT: "0",
      ORDER_UNITS_PER_ADDRESS: "0",
    });
    const database = await openDatabase({ databaseUrl: url, statementTimeoutMs: 600_000 });
    shop = await createShop(config, { database });
    const { services } = shop;
    const seeded = await seedDemoCatalog(services, path.join(dataDir, "uploads"), shop.storage);
    // One variant of each product, with stock enough for every order (the product's stock is its variants' sum).
    const buyable = await database.dataSource.query(`
      WITH chosen AS (
        SELECT DISTINCT ON (v."productId") v."id", v."productId", v."color", v."size"
        FROM "product_variant" v JOIN "product" p ON p."id" = v."productId" AND p."status" = 'ACTIVE'
        ORDER BY v."productId", v."id"
      ), stocked AS (UPDATE "product_variant" v SET "stock" = 1000000 FROM chosen c WHERE v."id" = c."id")
      SELECT "productId", "color", "size" FROM chosen`);
    await database.dataSource.query(
      `UPDATE "product" p SET "stock" = (SELECT sum(v."stock") + 1000000 FROM "product_variant" v WHERE v."productId" = p."id") WHERE p."id" = ANY($1::uuid[])`,
      [buyable.map((line) => line.productId)],
    );
    const [{ slug }] = await database.dataSource.query(`SELECT "slug" FROM "product" WHERE "id" = $1`, [buyable[0].productId]);
    const order = (i) => ({
      lines: [{ ...buyable[i % buyable.length], quantity: 1 }],
      name: `Hot Query Customer ${i}`,
      phone: `+880 1711-${String(100000 + i).slice(-6)}`,
      email: `customer${i}@example.com`,
      district: "Dhaka",
      address: `House ${i}, Road ${i % 40}`,
    });
    for (let i = 0; i < orderCount; i++) await services.orders.place(order(i), null, { requireEmail: true, clientIp: "127.0.0.1" });
    await database.dataSource.query("ANALYZE");
    log(`PostgreSQL ${version}, database ${name}: ${seeded.products} products, ${orderCount} orders`);

    // Every statement: TypeORM's own through its logger, the prepared ones (checkout) at the pool.
    let captured = null;
    recordStatements(database.dataSource, (statement) => captured?.push(statement));
    const pool = database.dataSource.driver.master;
    const poolQuery = pool.query.bind(pool);
    pool.query = (statement, ...rest) => {
      if (typeof statement === "object" && statement.name) captured?.push({ sql: statement.text, parameters: statement.values ?? [] });
      return poolQuery(statement, ...rest);
    };

    const graphql = (file, variables) => async () => {
      const answer = await shop.app.inject({ method: "POST", url: "/graphql", payload: { query: webOperation(file), variables } });
      if (answer.statusCode !== 200 || answer.json().errors) throw new Error(`${file}: ${answer.body.slice(0, 300)}`);
    };
    const operations = [
      ["Product list page (ProductList, NEWEST, 12)", graphql("ProductList", { take: 12 })],
      [`Product by slug (ProductDetail, ${slug})`, graphql("ProductDetail", { slug })],
      ['Search (SearchProducts, "shirt")', graphql("SearchProducts", { q: "shirt" })],
      ["Place order (one line, guest)", () => services.orders.place(order(orderCount), null, { requireEmail: true, clientIp: "127.0.0.1" })],
      ["Admin order list (NEWEST, first 20)", () => services.orderAdmin.list(null, "NEWEST", 0, 20)],
      ["Sales report (MONTH: the last 30 days)", () => services.salesReport.report({ preset: "MONTH" }, new Date())],
    ];

    const rows = [];
    for (const [title, run] of operations) {
      // Twice: the first fills the shop's small caches (settings, list totals); the second is what a busy shop runs.
      await run();
      captured = [];
      await run();
      const statements = captured.filter((q) => !/^\s*(BEGIN|COMMIT|ROLLBACK|START|SAVEPOINT|RELEASE)/i.test(q.sql));
      captured = null;
      console.log(`\n## ${title}\n`);
      for (const { sql, parameters } of statements) {
        const write = !/^\s*(SELECT|WITH\b(?![\s\S]*\b(UPDATE|INSERT|DELETE)\b))/i.test(sql);
        const runner = database.dataSource.createQueryRunner();
        try {
          if (write) await runner.startTransaction();
          const plan = (await runner.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, parameters)).map((row) => row["QUERY PLAN"]);
          console.log(`${sql.replace(/\s+/g, " ").trim().slice(0, 400)}\n\n${plan.join("\n")}\n`);
          const time = plan.find((line) => line.startsWith("Execution Time"));
          rows.push([title, sql.replace(/\s+/g, " ").trim().slice(0, 60), scansOf(plan).join("; ") || "(no table read)", time?.replace("Execution Time: ", "") ?? ""]);
        } finally {
          if (write) await runner.rollbackTransaction();
          await runner.release();
        }
      }
    }
    console.log(`\n| Operation | Statement | Scans | Execution |\n|---|---|---|---:|`);
    for (const row of rows) console.log(`| ${row.map((cell) => cell.replaceAll("|", "\\|")).join(" | ")} |`);
  } finally {
    await shop?.close();
    await drop();
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
    log(`dropped database ${name}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
