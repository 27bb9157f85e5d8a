import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Waits until the page's finite animations (drawers sliding in, toasts fading) have ended, so axe
 * measures colours and positions at rest. Endless ones (spinners, skeleton pulses) are left alone.
 */
async function animationsSettled(page: Page): Promise<void> {
  // A string: the tests' TypeScript has no DOM types.
  await page.evaluate(`Promise.all(
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().iterations !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined)),
  )`);
}

/**
 * No axe violation of any impact on the page as it is now: axe's default rule set, which is
 * WCAG 2.x A and AA plus the best practices (region, heading-order, landmark-*, …).
 * docs/storefront.md#accessibility says which pages the browser tests check at which sizes.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  // Soft: one run lists the violations of every state the test visits, not only the first.
  expect.soft(
    results.violations.map(
      (v) => `${v.id} (${v.impact ?? "?"}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`,
    ),
  ).toEqual([]);
}

/** The former name, kept for the specs that still use it: the same strict check. */
export const expectNoSeriousViolations = expectNoAxeViolations;
