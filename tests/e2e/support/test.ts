import { test as base, type Page } from "@playwright/test";

export * from "@playwright/test";

/**
 * Resolves once the app has taken over the page: React listens on `#root` from the moment the
 * browser's script calls `hydrateRoot` (or `createRoot`). A server-rendered page is visible and
 * "loaded" before that; a click on it in between does nothing (as for a shopper on a slow phone),
 * and a click after it is answered even while parts of the page are still being hydrated. Pages
 * without the app (a JSON response) resolve at once.
 */
export async function waitForApp(page: Page): Promise<void> {
  // A function, not a string: the page's Content-Security-Policy forbids eval, which a string needs.
  // (Typed by hand: this project's test code is typed without the DOM.)
  await page.waitForFunction(() => {
    const { document } = globalThis as unknown as { document: { getElementById(id: string): object | null } };
    const root = document.getElementById("root");
    return !root || Object.keys(root).some((key) => key.startsWith("__reactContainer"));
  });
}

/**
 * Playwright's `test`, whose `page` waits for the app after every `goto` and `reload` (with
 * JavaScript on): the tests act as a shopper does once the page answers, not in the instant
 * between the server's HTML and the app's first render.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (options?.waitUntil !== "commit") await waitForApp(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (options?.waitUntil !== "commit") await waitForApp(page);
        return response;
      };
    }
    await use(page);
  },
});
