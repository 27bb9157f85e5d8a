import type { Locator, Page } from "@playwright/test";

/**
 * Drags `from` onto `to` with the mouse in small steps, as dnd-kit's pointer sensor follows moves
 * (Playwright's dragTo is HTML drag and drop, which dnd-kit does not use). The target is measured
 * again before the release: the list may have scrolled under the pointer (dnd-kit's auto-scroll).
 */
export async function dragWithPointer(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 10, { steps: 3 });
  for (let pass = 0; pass < 2; pass += 1) {
    const end = (await to.boundingBox())!;
    await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  }
  await page.mouse.up();
}
