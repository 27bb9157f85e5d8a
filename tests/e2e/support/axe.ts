import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page is at rest: its first requests answered (a part still loading, such as the
 * header's shop name after a 404 page's first render, fades in when they do) and its finite
 * animations (drawers sliding in, toasts fading, skeletons giving way) ended, including any that
 * start while it waits, so axe measures colours and positions at rest. Endless ones (spinners,
 * skeleton pulses) are left alone.
 */
async function animationsSettled(page: Page): Promise<void> {
  // Bounded: a page that keeps a connection open never goes idle, and is measured all the same.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  // A string: the tests' TypeScript has no DOM types.
  await page.evaluate(`(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Infinity);
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let round = 0; round < 20; round++) {
      const now = running();
      if (now.length === 0) {
        await frames();
        if (running().length === 0) return;
      } else {
        await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
      }
    }
  })()`);
}

/**
 * Toasts leave on their own timer ("Added to cart" after 2 s): on a busy machine axe, which takes
 * seconds, measured one halfway through its fade and found its text too faint. A toast is never at
 * rest long enough to measure reliably, so page checks leave the toaster out; its colours are
 * react-hot-toast's fixed dark-on-white.
 */
const TOASTS = "[data-rht-toaster]";

type Violation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

/** A violation as a failure lists it: the rule, its impact and the first elements at fault. */
function describe(v: Violation): string {
  return `${v.id} (${v.impact ?? "?"}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`;
}

/**
 * What a check may leave out: a sandboxed frame without scripts (an email's HTML), which axe
 * cannot enter (it waits on it until the test times out). The email is the shop's own template,
 * not the admin's page (decision 071).
 */
export interface AxeScope {
  exclude?: string[];
}

/** An axe run on the page, at rest, without the toaster and the parts `exclude` names. */
async function analyze(page: Page, exclude: string[], tags?: string[]) {
  await animationsSettled(page);
  let builder = new AxeBuilder({ page }).exclude(TOASTS);
  if (tags) builder = builder.withTags(tags);
  for (const selector of exclude) builder = builder.exclude(selector);
  return builder.analyze();
}

/**
 * No axe violation of any impact on the page as it is now: axe's default rule set, which is
 * WCAG 2.x A and AA plus the best practices (region, heading-order, landmark-*, …).
 * docs/storefront.md#accessibility says which pages the browser tests check at which sizes, and
 * #the-shell which admin screens.
 */
export async function expectNoAxeViolations(page: Page, { exclude = [] }: AxeScope = {}): Promise<void> {
  const results = await analyze(page, exclude);
  // Soft: one run lists the violations of every state the test visits, not only the first.
  expect.soft(results.violations.map(describe)).toEqual([]);
}

/**
 * The former, lighter check: no serious or critical violation of the WCAG 2.x A/AA rules. The
 * admin features' own specs still use it on the states they reach; every admin screen is held to
 * `expectNoAxeViolations` in tests/e2e/shop-wide/admin-accessibility.spec.ts.
 */
export async function expectNoSeriousViolations(page: Page, { exclude = [] }: AxeScope = {}): Promise<void> {
  const results = await analyze(page, exclude, ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map(describe)).toEqual([]);
}
