import type { Locator, Page } from "@playwright/test";

/**
 * Drags `from` onto where `to` is before the drag, with the mouse in small steps, as dnd-kit's
 * pointer sensor follows moves (Playwright's dragTo is HTML drag and drop, which dnd-kit does not
 * use). The target is not measured again during the drag (the sorted items move aside), but the
 * page may scroll under the pointer (dnd-kit's auto-scroll): the moves make up for that.
 * `beforeRelease` waits for what the list says before the button is let go.
 */
export async function dragWithPointer(page: Page, from: Locator, to: Locator, { beforeRelease }: { beforeRelease?: () => Promise<void> } = {}): Promise<void> {
  await to.scrollIntoViewIfNeeded();
  await from.scrollIntoViewIfNeeded();
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  // (A string: the tests are compiled without the DOM's types.)
  const scrollY = () => page.evaluate<number>("window.scrollY");
  const scrolledBefore = await scrollY();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 + 10, { steps: 3 });
  for (let pass = 0; pass < 3; pass += 1) {
    const scrolled = (await scrollY()) - scrolledBefore;
    await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2 - scrolled, { steps: pass === 0 ? 12 : 2 });
  }
  // dnd-kit settles what the item is over a frame or two after the last move: the caller can wait for it (its announcement).
  await beforeRelease?.();
  await page.mouse.up();
}
