#!/usr/bin/env node
// `npm run check:js-budget`: the JavaScript a storefront page needs for its first render, gzipped,
// against issue 16's budget. A size check on the build (web/dist/.vite/manifest.json), not a timing.
//
//   npm run build -w web && npm run check:js-budget [route module…]
//
// First render = the entry chunk and, recursively, its static imports (the browser fetches those
// before the app runs; dynamic imports load later). A route whose page is a lazy chunk adds that
// chunk and its static imports. Checked: the entry alone, and entry + route for each route module
// given (default ROUTE_MODULES) that is a chunk of its own in the manifest. The largest must fit.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

/** Issue 16's target: "JavaScript needed for the first render of a storefront page ≤ 170 KB gzip". */
export const TARGET_BYTES = 170 * 1024;

/**
 * What CI enforces until the target is met: the largest first render of the last measured build
 * (328.7 KB on 2026-11-24, docs/performance.md) and no more, so the figure can only fall. Lower it
 * with every cut; it becomes TARGET_BYTES when the target is reached. Raised once, to 332 KB on
 * 2026-11-28: issue 35's parts, each within 330 KB alone, came to 331.2 KB merged (shared theme and
 * form rules); issue 37 (Panda CSS, 150 KB) replaces this ceiling (docs/performance.md).
 */
export const CEILING_BYTES = 332 * 1024;

/**
 * At most this many files in a first render. The bundler left to itself cut the shell into a hundred
 * files of a kilobyte or two, and a phone fetched them six at a time over a slow network, its images
 * queued behind them (web/vite.config.ts groups them now; docs/performance.md, issue 16).
 */
export const MAX_FILES = 20;

/** The storefront's pages, as manifest keys (paths from web/): counted only once they are lazy chunks. */
export const ROUTE_MODULES = ["src/catalog/pages/HomePage.tsx", "src/catalog/pages/CategoryPage.tsx", "src/catalog/pages/ProductPage.tsx"];

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../web/dist");
const manifestFile = path.join(webDist, ".vite/manifest.json");

/** The manifest key of the app's entry chunk (index.html's script). */
export function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.includes("index.html")) return "index.html";
  if (entries.length === 1) return entries[0];
  throw new Error(`expected one entry chunk in the manifest, found ${entries.length}: ${entries.join(", ") || "none"}`);
}

/**
 * The manifest keys of the chunks a first render loads: `entryKey` and `extraKeys` (route chunks),
 * each followed by its static `imports`, recursively, each once (imports can loop back to the entry).
 * `dynamicImports` are left out: they load after the first render.
 */
export function initialChunks(manifest, entryKey, extraKeys = []) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`"${key}" is not a chunk in the manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entryKey, ...extraKeys]) visit(key);
  return [...seen];
}

/**
 * Every check: the entry alone, then entry + each of `routeModules` that is a chunk in the manifest,
 * each with its chunks and their total. `gzipSize(file)` gives a chunk file's size in bytes.
 */
export function budgetChecks(manifest, gzipSize, routeModules = ROUTE_MODULES) {
  const entry = entryKey(manifest);
  const routes = routeModules.filter((key) => manifest[key]);
  const check = (name, extraKeys) => {
    const chunks = initialChunks(manifest, entry, extraKeys).map((key) => ({ key, file: manifest[key].file, gzip: gzipSize(manifest[key].file) }));
    return { name, chunks, total: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0) };
  };
  return [check(`entry (${entry})`, []), ...routes.map((route) => check(`entry + ${route}`, [route]))];
}

/** The check with the largest total: the one the budget applies to. */
export function largest(checks) {
  return checks.reduce((worst, check) => (check.total > worst.total ? check : worst));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function gzipSizeIn(dir) {
  const sizes = new Map();
  return (file) => {
    if (!sizes.has(file)) sizes.set(file, zlib.gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length);
    return sizes.get(file);
  };
}

/** One line per chunk, largest first; those of `listed` (the entry's, printed above) as one line. */
function printCheck({ name, chunks, total }, listed = new Set()) {
  console.log(`\n${name}: ${kb(total)}`);
  const shared = chunks.filter((chunk) => listed.has(chunk.key));
  const own = chunks.filter((chunk) => !listed.has(chunk.key)).sort((a, b) => b.gzip - a.gzip);
  if (shared.length) console.log(`  the entry's ${shared.length} chunks above  ${kb(shared.reduce((sum, chunk) => sum + chunk.gzip, 0))}`);
  const width = Math.max(...own.map((chunk) => chunk.file.length));
  for (const chunk of own) console.log(`  ${chunk.file.padEnd(width)}  ${kb(chunk.gzip).padStart(9)}`);
}

function main(routeModules) {
  if (!fs.existsSync(manifestFile)) {
    console.error(`${path.relative(process.cwd(), manifestFile)} is missing: run \`npm run build -w web\` first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
  const checks = budgetChecks(manifest, gzipSizeIn(webDist), routeModules);
  console.log(`Initial JavaScript, gzip level 9; ceiling ${kb(CEILING_BYTES)}, target ${kb(TARGET_BYTES)} (issue 16).`);
  const skipped = routeModules.filter((key) => !manifest[key]);
  if (skipped.length) console.log(`Not chunks of their own (part of the entry or absent): ${skipped.join(", ")}`);
  const [entryCheck, ...routeChecks] = checks;
  printCheck(entryCheck);
  const entryChunks = new Set(entryCheck.chunks.map((chunk) => chunk.key));
  for (const check of routeChecks) printCheck(check, entryChunks);
  const worst = largest(checks);
  const over = worst.total > CEILING_BYTES;
  const target = worst.total > TARGET_BYTES ? `the target is not met yet (${kb(worst.total - TARGET_BYTES)} above)` : "the target is met";
  console.log(`\nLargest: ${worst.name}, ${kb(worst.total)}; ${over ? `OVER the ceiling by ${kb(worst.total - CEILING_BYTES)}` : "within the ceiling"}; ${target}.`);
  const most = checks.reduce((worstSoFar, check) => (check.chunks.length > worstSoFar.chunks.length ? check : worstSoFar));
  const tooMany = most.chunks.length > MAX_FILES;
  console.log(`Most files: ${most.name}, ${most.chunks.length}; ${tooMany ? `OVER the limit of ${MAX_FILES}` : `within the limit of ${MAX_FILES}`}.`);
  if (over || tooMany) process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  main(args.length ? args : ROUTE_MODULES);
}
