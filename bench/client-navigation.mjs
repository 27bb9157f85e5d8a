// Client-side navigation between catalog pages against issue 16's target (≤ 100 ms to the new
// content on a desktop profile, data prefetched on hover). On demand, not a test.
//
//   npm run build && npm run bench:navigation
//
// Starts the built shop as deployed on a fresh embedded database with the demo catalog
// (demo-shop.mjs) and opens its product list in headless Chromium at a laptop's size, with no CPU
// throttling and NAV_LATENCY_MS added to every request (a desktop on a home connection; the server
// is on this machine). For each product of the first page it goes from the list to the product
// page in two ways, and times each from the click to the frame in which the product's heading is
// on screen:
//   - hover: the pointer rests on the link for NAV_HOVER_MS (a shopper's usual pause before
//     clicking), then clicks it; the page's chunk and data are fetched during the pause.
//   - cold:  the link is clicked with no pointer or focus before it (a script's click): nothing is
//     fetched ahead, the page asks for its data after the click.
// Between two products the browser goes back to the list (client-side, from the cache). Each way
// runs in a browser context of its own, so neither finds the other's data in its cache. Prints the
// median and p95 of each way, and whether the hover median meets the target.
//
// Environment:
//   NAV_PRODUCTS     products per way (default 24, a list page of 24)
//   NAV_HOVER_MS     the pause on the link before the click (default 250)
//   NAV_LATENCY_MS   added to every request's round trip (default 40)
//   CHROME_PATH      the browser (default /usr/bin/chromium)
/* global window, document, requestAnimationFrame -- in functions that run in the page */
import { chromium } from "@playwright/test";
import { startDemoShop } from "./demo-shop.mjs";
import { percentile } from "./measure.mjs";
import { cleanupStack, wholeNumber } from "./support.mjs";

const TARGET_MS = 100;
const HOVER_MS = wholeNumber(process.env.NAV_HOVER_MS, 250, "NAV_HOVER_MS", true);
const MAX_PRODUCTS = wholeNumber(process.env.NAV_PRODUCTS, 24, "NAV_PRODUCTS");
const LATENCY_MS = wholeNumber(process.env.NAV_LATENCY_MS, 40, "NAV_LATENCY_MS", true);

function log(message) {
  process.stderr.write(`[navigation] ${message}\n`);
}

/**
 * Milliseconds from the click on `link` to the first frame after the product page's heading reads
 * `name`. `click` performs the click; the clock starts in the page, on the click event itself.
 */
async function timeNavigation(page, link, name, click) {
  await page.evaluate(() => {
    window.__navClick = undefined;
    document.addEventListener("click", () => (window.__navClick = performance.now()), { capture: true, once: true });
  });
  await click(link);
  return page.evaluate(
    (expected) =>
      new Promise((resolve, reject) => {
        const deadline = performance.now() + 10_000;
        const check = () => {
          const heading = document.querySelector("main h1");
          if (heading?.textContent?.trim() === expected && window.__navClick !== undefined) {
            // The heading is in the DOM: the frame that paints it is the next one.
            requestAnimationFrame(() => resolve(performance.now() - window.__navClick));
          } else if (performance.now() > deadline) reject(new Error(`no heading "${expected}" within 10 s`));
          else requestAnimationFrame(check);
        };
        check();
      }),
    name,
  );
}

/** Goes back to the list and waits until its links are there again. */
async function backToList(page) {
  await page.goBack();
  await page.getByRole("list", { name: "Products", exact: true }).getByRole("link").first().waitFor();
}

const WAYS = {
  hover: async (link) => {
    await link.hover();
    await new Promise((resolve) => setTimeout(resolve, HOVER_MS));
    await link.click();
  },
  cold: (link) => link.evaluate((element) => element.click()),
};

function summary(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { n: sorted.length, medianMs: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
}

async function main() {
  const { cleanups, cleanUp } = cleanupStack(log);
  try {
    log("starting the built shop");
    const shop = await startDemoShop("navigation", cleanups);

    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-dev-shm-usage"],
    });
    cleanups.push(() => browser.close());
    const results = {};
    for (const [way, click] of Object.entries(WAYS)) {
      // A fresh browser context per way: nothing in the cache from the other.
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: LATENCY_MS, downloadThroughput: -1, uploadThroughput: -1 });
      await page.goto(`${shop.base}/product-category?per=24`);
      await page.waitForFunction(() => Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")));
      const links = page.getByRole("list", { name: "Products", exact: true }).getByRole("article");
      const names = (await links.evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label") ?? ""))).slice(0, MAX_PRODUCTS);
      const times = [];
      for (const name of names) {
        const link = page.getByRole("list", { name: "Products", exact: true }).getByRole("link", { name, exact: true });
        await link.scrollIntoViewIfNeeded();
        times.push(await timeNavigation(page, link, name, click));
        await backToList(page);
      }
      await context.close();
      results[way] = summary(times);
      log(`${way}: ${results[way].n} navigations, median ${results[way].medianMs.toFixed(1)} ms`);
    }

    console.log(`\nClient-side navigation, product list → product page (desktop, ${LATENCY_MS} ms added per request; hover pause ${HOVER_MS} ms)\n`);
    console.log("way    navigations  median    p95");
    for (const [way, result] of Object.entries(results)) {
      console.log(`${way.padEnd(6)} ${String(result.n).padStart(11)}  ${result.medianMs.toFixed(1).padStart(6)} ms ${result.p95Ms.toFixed(1).padStart(6)} ms`);
    }
    const met = results.hover.medianMs <= TARGET_MS;
    console.log(`\nTarget ≤ ${TARGET_MS} ms with prefetch on hover: ${met ? "met" : "not met"} (median ${results.hover.medianMs.toFixed(1)} ms)`);
  } finally {
    await cleanUp();
  }
}

await main();
