import type { Page } from "@playwright/test";

/**
 * Counts the print dialogs a page opens instead of opening them: a headless browser has none to
 * show. Call before the page loads; read the count with `printsOf`.
 */
export async function countPrints(page: Page): Promise<void> {
  await page.addInitScript({ content: "window.__prints = 0; window.print = () => { window.__prints += 1; };" });
}

export const printsOf = (page: Page) => page.evaluate<number>("window.__prints");
