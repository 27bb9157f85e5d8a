// How fast product search answers on 100,000 products (decision 027).
//
//   npm run build -w common && npm run build -w graph && npm run bench:search
//
// Creates a throwaway PostgreSQL database (migrations from graph/dist), bulk-inserts products with
// English and Bangla names, brands, tags and HTML descriptions in SQL, then times the built
// ProductService in-process: `search` for about thirty terms (exact words, prefixes, typos,
// Bangla, description words, short terms, no match) and the list's search filter (page and
// uncached total). Prints the median and p95 per kind as a Markdown table, with BENCH_EXPLAIN=1
// the plan of each search query (EXPLAIN ANALYZE). The database is dropped at the end, also on failure.
//
// Environment:
//   BENCH_POSTGRES_URL   server to create the database on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_PRODUCTS       products to seed (default 100000; 3 % drafts, 1 % deleted)
//   BENCH_RUNS           timed runs per term (default 20)
//   BENCH_EXPLAIN        1: print the plan of the ranked search query for each term
//   BENCH_KINDS          only these kinds of term, comma-separated (exact,prefix,typo,bangla,description,short,no match)
//   BENCH_KEEP           1: keep the database (and print its name) to study it with psql; drop it yourself
import fs from "node:fs";
import os from "node:os";
import { requireBuilt, wholeNumber, withBenchServices } from "./support.mjs";

const env = process.env;
const settings = {
  postgresUrl: env.BENCH_POSTGRES_URL || "postgres://postgres@127.0.0.1:5432/postgres",
  products: wholeNumber(env.BENCH_PRODUCTS, 100_000, "BENCH_PRODUCTS"),
  runs: wholeNumber(env.BENCH_RUNS, 20, "BENCH_RUNS"),
  explain: env.BENCH_EXPLAIN === "1",
  keep: env.BENCH_KEEP === "1",
  kinds: env.BENCH_KINDS ? env.BENCH_KINDS.split(",") : null,
};

const TERMS = {
  exact: ["samsung", "headphones", "panjabi", "leather wallet", "jacket", "saree", "sneakers", "walton", "Classic Shirt"],
  prefix: ["sam", "head", "leat", "sneak", "wire", "blen"],
  typo: ["samsng", "hedphones", "panjbi", "lether wallet", "jaket", "snekers"],
  bangla: ["শাড়ি", "পাঞ্জাবি", "জামদানি শাড়ি", "লাল", "নকশি কাঁথা"],
  description: ["comfortable", "warranty"],
  short: ["s", "ab"],
  "no match": ["zzzzqqq", "xylophone", "qwertyuiop"],
};

const words = (list) => `ARRAY[${list.map((w) => `'${w}'`).join(", ")}]`;
const BRANDS = words(["Samsung", "Apple", "Xiaomi", "Walton", "Sony", "Aarong", "Yellow", "Ecstasy", "Bata", "Apex",
  "Nike", "Adidas", "Singer", "Vision", "Realme", "Oppo", "Infinix", "Symphony", "Lotto", "Richman"]);
const ADJECTIVES = words(["Classic", "Slim", "Wireless", "Cotton", "Silk", "Leather", "Smart", "Portable", "Premium", "Denim",
  "Linen", "Woolen", "Printed", "Embroidered", "Casual", "Formal", "Sports", "Kids", "Waterproof", "Handmade"]);
const TYPES = words(["Shirt", "Panjabi", "Saree", "Headphones", "Phone", "Watch", "Shoes", "Sneakers", "Jacket", "Kurta",
  "Bag", "Wallet", "Lamp", "Blender", "Fan", "Television", "Speaker", "Charger", "Backpack", "Sandals",
  "Trousers", "Jeans", "Tshirt", "Hoodie", "Scarf", "Cap", "Belt", "Sunglasses", "Mug", "Pillow"]);
const BANGLA_ADJECTIVES = words(["লাল", "নীল", "সুতি", "রেশমি", "জামদানি", "হাতে বোনা", "নকশি", "সবুজ", "কালো", "সাদা"]);
const BANGLA_TYPES = words(["শাড়ি", "পাঞ্জাবি", "কুর্তা", "লুঙ্গি", "গামছা", "থ্রি-পিস", "ওড়না", "জুতা", "ব্যাগ", "কাঁথা"]);
const TAGS = words(["red", "blue", "black", "summer", "winter", "eid", "gift", "office", "party", "unisex", "organic",
  "new arrival", "best seller", "লাল", "উপহার", "ঈদ", "গরম", "শীত"]);
const PHRASES = words(["Made for everyday use", "Soft and comfortable", "One year warranty", "Fast charging", "Breathable fabric",
  "Hand stitched by artisans", "Fits true to size", "Long battery life", "আরামদায়ক ও টেকসই", "দেশীয় কারিগরের হাতে তৈরি",
  "Machine washable", "Lightweight design"]);
const CATEGORIES = ["Electronics", "Men Fashion", "Women Fashion", "Home", "Beauty", "Sports", "Toys", "Books", "Groceries", "Garden"];

const log = (message) => process.stderr.write(`[bench:search] ${message}\n`);

const BUILD = "npm run build -w common && npm run build -w graph";

/** Products named "<adjective> <type> <model>" (one in three in Bangla), with a brand, two tags and an HTML description. */
async function seed(dataSource, services) {
  const categoryIds = [];
  for (const [i, name] of CATEGORIES.entries()) categoryIds.push((await services.categories.create({ name, subCategories: [], sortOrder: i })).id);
  await dataSource.query(`SELECT setseed(0.27)`);
  await dataSource.query(
    `INSERT INTO "product" ("name", "slug", "description", "priceMinor", "finalPriceMinor", "categoryId", "sku", "stock",
       "status", "brand", "tags", "soldCount", "deletedAt")
     SELECT w.name || ' ' || (n % 997), 'bench-' || n,
            '<p>' || w.phrase || '. <strong>' || w.phrase2 || '</strong></p>',
            price, price, ($1::uuid[])[1 + n % 10], 'BENCH-' || n, n % 40,
            CASE WHEN n % 33 = 0 THEN 'DRAFT' ELSE 'ACTIVE' END, w.brand, jsonb_build_array(w.tag1, w.tag2),
            floor(random() * 1000 + n * 0)::int, CASE WHEN n % 97 = 0 THEN now() END
       FROM generate_series(1, $2) AS n,
            LATERAL (SELECT 500 + (n * 7919) % 200000 AS price) AS pr,
            LATERAL (SELECT
              CASE WHEN n % 3 = 0
                THEN (${BANGLA_ADJECTIVES})[1 + floor(random() * 10 + n * 0)::int] || ' ' || (${BANGLA_TYPES})[1 + floor(random() * 10)::int]
                ELSE (${ADJECTIVES})[1 + floor(random() * 20 + n * 0)::int] || ' ' || (${TYPES})[1 + floor(random() * 30)::int] END AS name,
              (${BRANDS})[1 + floor(random() * 20 + n * 0)::int] AS brand,
              (${TAGS})[1 + floor(random() * 18 + n * 0)::int] AS tag1,
              (${TAGS})[1 + floor(random() * 18 + n * 0)::int] AS tag2,
              (${PHRASES})[1 + floor(random() * 12 + n * 0)::int] AS phrase,
              (${PHRASES})[1 + floor(random() * 12 + n * 0)::int] AS phrase2) AS w`,
    [categoryIds, settings.products],
  );
  await dataSource.query(`VACUUM ANALYZE "product"`);
}

async function time(runs, work) {
  await work(-1);
  const ms = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work(i);
    ms.push(performance.now() - start);
  }
  return ms;
}

const quantile = (ms, q) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

/** Run `work` once with a manager that records its queries, and print each one's plan. */
async function explain(dataSource, work) {
  const sent = [];
  const recorder = { query: (sql, params) => (sent.push([sql, params]), dataSource.query(sql, params)) };
  await work(recorder);
  for (const [sql, params] of sent) {
    const plan = await dataSource.query(`EXPLAIN (ANALYZE, COSTS OFF, BUFFERS OFF) ${sql}`, params);
    console.log(plan.map((row) => `  ${row["QUERY PLAN"]}`).join("\n"));
  }
}

async function main() {
  const search = await requireBuilt("graph/dist/catalog/product-search.js", BUILD);
  const options = { postgresUrl: settings.postgresUrl, prefix: "shop_bench_search_", build: BUILD, keep: settings.keep, log };
  await withBenchServices(options, async ({ dataSource, services, version }) => {
    const started = performance.now();
    await seed(dataSource, services);
    log(`seeded ${settings.products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const rows = [["Kind", "Terms", "search median (ms)", "search p95 (ms)", "list median (ms)", "list p95 (ms)"]];
    for (const [kind, terms] of Object.entries(TERMS).filter(([kind]) => !settings.kinds || settings.kinds.includes(kind))) {
      const found = [];
      const searched = [];
      const listed = [];
      for (const term of terms) {
        searched.push(...(await time(settings.runs, () => services.products.search(term, 10))));
        // A new price bound each run keeps the list's total out of its count cache.
        listed.push(...(await time(settings.runs, (i) => services.products.list({ search: term, take: 20, maxPriceMinor: 100_000_000 + i }))));
        const hits = await services.products.search(term, 10);
        found.push(`${term} → ${hits.length ? hits.slice(0, 3).map((p) => p.name).join(", ") : "nothing"}`);
        if (settings.explain) {
          console.log(`\n${kind}: "${term}"`);
          await explain(dataSource, (em) => search.rankedProductIds(em, search.searchTerm(term), 10));
        }
      }
      rows.push([kind, terms.length, ...[searched, listed].flatMap((ms) => [quantile(ms, 0.5).toFixed(1), quantile(ms, 0.95).toFixed(1)])]);
      log(`${kind}: ${found.join("; ")}`);
    }
    const all = rows.slice(1);
    console.log(`\n${settings.products} products; PostgreSQL ${version}; load average ${fs.readFileSync("/proc/loadavg", "utf8").trim()};`);
    console.log(`${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, Node ${process.version}; ${settings.runs} runs per term after a warm-up.\n`);
    console.log(`| ${rows[0].join(" | ")} |\n|---|---:|---:|---:|---:|---:|`);
    for (const row of all) console.log(`| ${row.join(" | ")} |`);
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
