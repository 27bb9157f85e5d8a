// Lighthouse on the built storefront against issue 16's targets. On demand, not a test.
//
//   npm run build && npm run bench:lighthouse
//
// Starts `node <flags> graph/dist/main.js` (NODE_ENV=production) on a free port with a fresh DATA_DIR,
// where it creates its embedded PGlite database and seeds the demo catalog (SEED_DEMO=true). Then
// Lighthouse's default configuration (a mobile phone, simulated throttling: a slow 4G network and a
// 4× slower CPU, computed from an unthrottled load) audits the home page, a category page and a
// product page of that catalog LH_RUNS times each, each run in a fresh headless Chromium. Prints the
// median per page of each measure, which targets the medians meet, and the failing audits of each
// page's median run (the run closest to the median FCP and TTI, Lighthouse's own choice), whose full
// report is written to LH_OUT as JSON (open it in https://googlechrome.github.io/lighthouse/viewer/).
// The server and its data folder are removed at the end, also on failure and Ctrl-C.
//
// Environment:
//   LH_RUNS       runs per page (default 5)
//   LH_OUT        folder for the median runs' reports (default: a new temporary folder)
//   CHROME_PATH   the browser (default /usr/bin/chromium)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { startDemoShop } from "./demo-shop.mjs";
import { cleanupStack, wholeNumber } from "./support.mjs";

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** Failing audits listed per page. */
const TOP_AUDITS = 10;

/** Issue 16's targets, each on a page's medians (`m`, see measuresOf). */
const TARGETS = [
  { name: "performance ≥ 95", met: (m) => m.performance >= 95 },
  { name: "accessibility 100", met: (m) => m.accessibility === 100 },
  { name: "best practices ≥ 95", met: (m) => m.bestPractices >= 95 },
  { name: "SEO 100", met: (m) => m.seo === 100 },
  { name: "LCP ≤ 2.0 s", met: (m) => m.lcpMs <= 2_000 },
  { name: "TBT ≤ 200 ms", met: (m) => m.tbtMs <= 200 },
  { name: "CLS ≤ 0.02", met: (m) => m.cls <= 0.02 },
];

function log(message) {
  process.stderr.write(`[lighthouse] ${message}\n`);
}

/** Home, a category and a product of the demo catalog: the newest product and its category. */
async function pagesOf(shop) {
  const response = await fetch(`${shop.base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: "{ products(take: 1) { items { slug category { slug } } } }" }),
  });
  const body = await response.json();
  const product = body.data?.products.items[0];
  if (!response.ok || !product?.category) throw new Error(`no product with a category in the demo catalog: ${JSON.stringify(body)}`);
  return [
    { name: "home", path: "/" },
    { name: "category", path: `/product-category/${product.category.slug}` },
    { name: "product", path: `/products/${product.slug}` },
  ];
}

// ---- Lighthouse ------------------------------------------------------------------------------

/** One Lighthouse run of `url` in a fresh browser (`browser.current`, so a clean-up can kill it). */
async function audit(url, browser) {
  browser.current = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    // Our clean-up stops the shop too; chrome-launcher's own Ctrl-C handler would exit before it.
    handleSIGINT: false,
    logLevel: "silent",
  });
  try {
    browser.version ??= await browserVersion(browser.current.port);
    const { lhr } = await lighthouse(url, { port: browser.current.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    browser.current.kill();
    browser.current = null;
  }
}

/** The browser's full version (the user agent Lighthouse records says only 156.0.0.0). */
async function browserVersion(port) {
  const response = await fetch(`http://127.0.0.1:${port}/json/version`);
  return (await response.json()).Browser;
}

/** `audit`, tried up to `attempts` times: on a busy machine a run now and then loses its trace (NO_NAVSTART). */
async function auditWithRetries(url, browser, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, browser);
    } catch (error) {
      if (attempt === attempts) throw error;
      log(`${error.message}: trying again`);
    }
  }
}

const score = (lhr, category) => Math.round(lhr.categories[category].score * 100);
const numeric = (lhr, id) => lhr.audits[id].numericValue;

/** What the tables show of one run. */
function measuresOf(lhr) {
  const scripts = lhr.audits["resource-summary"].details.items.find((item) => item.resourceType === "script");
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    // Lighthouse's CPU benchmark of this machine. Simulated throttling multiplies the CPU time seen
    // here by 4 as if the machine were a fast desktop: a low index (a busy 2-vCPU VM) inflates TBT.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    fcpMs: numeric(lhr, "first-contentful-paint"),
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    speedIndexMs: numeric(lhr, "speed-index"),
    jsBytes: scripts?.transferSize ?? 0,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each measure's median over `runs` (each measure on its own, so they may come from different runs). */
function medians(runs) {
  const all = runs.map(measuresOf);
  return Object.fromEntries(Object.keys(all[0]).map((key) => [key, median(all.map((m) => m[key]))]));
}

/**
 * The audits of `lhr` that fail (score below Lighthouse's 0.9 pass mark), the metrics themselves left
 * out: performance first, by the time they could save, then the other categories by weight.
 */
function failingAudits(lhr) {
  const failing = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category].auditRefs) {
      const result = lhr.audits[ref.id];
      if (ref.group === "metrics" || ref.group === "hidden") continue;
      const fails = result.scoreDisplayMode === "error" || (result.score !== null && result.score < 0.9);
      if (fails) failing.push({ category, weight: ref.weight, result });
    }
  }
  const order = (item) => CATEGORIES.indexOf(item.category);
  return failing.sort((a, b) => order(a) - order(b) || totalSavingMs(b.result) - totalSavingMs(a.result) || b.weight - a.weight);
}

/** The time metrics an audit says fixing it could save, in ms ("LCP 2100 ms, TBT 150 ms"). */
const timeSavings = (result) => Object.entries(result.metricSavings ?? {}).filter(([metric, ms]) => metric !== "CLS" && ms > 0);
const totalSavingMs = (result) => timeSavings(result).reduce((sum, [, ms]) => sum + ms, 0);

// ---- output ----------------------------------------------------------------------------------

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  const rule = `|${header.map((_, c) => (c === 0 ? "---" : "---:")).join("|")}|`;
  return [line(header), rule, ...rows.map(line)].join("\n");
}

function measuresTable(pages) {
  const header = ["page", "performance", "accessibility", "best practices", "SEO", "FCP", "LCP", "TBT", "CLS", "Speed Index", "JS transferred"];
  const rows = pages.map(({ page, m }) => [
    `${page.name} \`${page.path}\``,
    Math.round(m.performance),
    Math.round(m.accessibility),
    Math.round(m.bestPractices),
    Math.round(m.seo),
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    `${Math.round(m.tbtMs)} ms`,
    m.cls.toFixed(3),
    seconds(m.speedIndexMs),
    kb(m.jsBytes),
  ]);
  return markdownTable(header, rows);
}

function targetsTable(pages) {
  const rows = pages.map(({ page, m }) => [page.name, ...TARGETS.map((target) => (target.met(m) ? "yes" : "NO"))]);
  return markdownTable(["page", ...TARGETS.map((target) => target.name)], rows);
}

function auditLines({ page, medianRun }) {
  const failing = failingAudits(medianRun);
  const lines = failing.slice(0, TOP_AUDITS).map(({ category, result }) => {
    const savings = timeSavings(result).map(([metric, ms]) => `${metric} −${Math.round(ms)} ms`);
    const detail = result.scoreDisplayMode === "error" ? `audit error: ${result.errorMessage}` : [result.displayValue, ...savings].filter(Boolean).join(", ");
    return `- ${category}: ${result.title} (\`${result.id}\`)${detail ? `: ${detail}` : ""}`;
  });
  const more = failing.length > TOP_AUDITS ? [`- … and ${failing.length - TOP_AUDITS} more in the report`] : [];
  return [`${page.name} (${failing.length} failing):`, ...(lines.length ? lines : ["- none"]), ...more].join("\n");
}

// ---- main ------------------------------------------------------------------------------------

async function main() {
  const runs = wholeNumber(process.env.LH_RUNS, 5, "LH_RUNS");
  const outDir = process.env.LH_OUT ? path.resolve(process.env.LH_OUT) : fs.mkdtempSync(path.join(os.tmpdir(), "shop-lighthouse-report-"));
  fs.mkdirSync(outDir, { recursive: true });
  const { cleanups, cleanUp } = cleanupStack(log);
  try {
    const started = performance.now();
    const shop = await startDemoShop("lighthouse", cleanups);
    log(`shop ready at ${shop.base} (demo catalog seeded) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const browser = { current: null, version: null };
    cleanups.push(() => browser.current?.kill());

    const results = [];
    for (const page of await pagesOf(shop)) {
      const lhrs = [];
      for (let run = 1; run <= runs; run++) {
        const lhr = await auditWithRetries(`${shop.base}${page.path}`, browser);
        const m = measuresOf(lhr);
        log(`${page.name} ${run}/${runs}: performance ${m.performance}, LCP ${seconds(m.lcpMs)}, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}`);
        lhrs.push(lhr);
      }
      const medianRun = computeMedianRun(lhrs);
      fs.writeFileSync(path.join(outDir, `${page.name}.json`), JSON.stringify(medianRun, null, 2));
      results.push({ page, m: medians(lhrs), medianRun });
    }

    const benchmarkIndex = median(results.map((r) => r.m.benchmarkIndex));
    console.log(
      `Lighthouse ${results[0].medianRun.lighthouseVersion}, ${browser.version}, mobile preset (simulated throttling); ` +
        `median of ${runs} run${runs === 1 ? "" : "s"} per page; benchmarkIndex ${Math.round(benchmarkIndex)}; load average ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}\n`,
    );
    console.log(measuresTable(results));
    console.log(`\nTargets met (issue 16):\n\n${targetsTable(results)}`);
    const warnings = [...new Set(results.flatMap((r) => r.medianRun.runWarnings))];
    if (warnings.length) console.log(`\nLighthouse's warnings:\n${warnings.map((w) => `- ${w}`).join("\n")}`);
    console.log(`\nFailing audits of each page's median run:\n\n${results.map(auditLines).join("\n\n")}`);
    console.log(`\nFull reports of the median runs: ${outDir}/{${results.map((r) => r.page.name).join(",")}}.json`);
  } finally {
    await cleanUp();
  }
}

main().catch((error) => {
  log(error.stack ?? String(error));
  process.exitCode = 1;
});
