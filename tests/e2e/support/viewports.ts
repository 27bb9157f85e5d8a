import type { PlaywrightTestOptions } from "@playwright/test";

/**
 * The two screens the storefront is checked on (issue 14's walk-through):
 * a laptop and a phone. Use with `test.use(phone)` inside a `test.describe`.
 */
export const desktop: Partial<PlaywrightTestOptions> = { viewport: { width: 1366, height: 900 } };

export const phone: Partial<PlaywrightTestOptions> = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

/** Both screens by name, for `for (const [name, screen] of screens)` loops. */
export const screens = [
  ["desktop", desktop],
  ["phone", phone],
] as const;
