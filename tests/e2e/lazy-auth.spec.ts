import { expect, type Page, test } from "./support/test.js";
import { DEMO_SHOPPER, signInWithForm, signOut } from "./support/auth.js";

/**
 * Firebase loads only when needed (docs/decisions/031-firebase-loads-on-demand.md): a guest's
 * browsing fetches nothing of Firebase or Google, a sign-in screen loads it, and a session
 * survives a reload.
 */

/** The Firebase SDK's chunk (`web/src/account/auth/firebaseAuth.ts`). */
const FIREBASE_CHUNK = /\/assets\/firebaseAuth-[^/]*\.js$/;

/** Firebase's own hosts and the emulator's REST paths (`/identitytoolkit.googleapis.com/…`), Google's loader, the SDK's chunk. */
function isFirebaseRequest(url: string): boolean {
  return /firebase|googleapis|apis\.google\.com/i.test(url) || FIREBASE_CHUNK.test(new URL(url).pathname);
}

function firebaseRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (isFirebaseRequest(request.url())) urls.push(request.url());
  });
  return urls;
}

/**
 * Restoring a session after a reload loads the SDK, reads IndexedDB and asks the emulator; on a
 * busy 2-core machine that took up to 8 s, before this change as after it.
 */
const RESTORED = { timeout: 20_000 };

/** Waits until the page has settled as a guest and its requests have ended. */
async function settledAsGuest(page: Page): Promise<void> {
  await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();
  await page.waitForLoadState("networkidle");
}

async function indexedDbNames(page: Page): Promise<string[]> {
  // A string: the tests are type-checked without the DOM's types.
  return page.evaluate<string[]>("indexedDB.databases().then((list) => list.map((database) => database.name))");
}

test.describe("Firebase loads on demand", () => {
  test.describe.configure({ timeout: 60_000 });

  test("a guest browses without Firebase; /login loads it, signing in works and survives a reload", async ({ page }) => {
    const requests = firebaseRequests(page);

    await page.goto("/");
    await settledAsGuest(page);
    // The first visit looked for a session Firebase kept, found none and remembered that.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("shop:authSession"))).toBe("signedOut");
    await page.goto("/product-category/men-fashion");
    await settledAsGuest(page);
    const productPath = await page.locator('main a[href^="/products/"]').first().getAttribute("href");
    expect(productPath).toBeTruthy();
    await page.goto(productPath ?? "");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await settledAsGuest(page);

    expect(requests).toEqual([]);
    // Looking for a session Firebase kept reads IndexedDB without creating Firebase's database.
    expect(await indexedDbNames(page)).not.toContain("firebaseLocalStorageDb");

    const chunk = page.waitForRequest((request) => FIREBASE_CHUNK.test(new URL(request.url()).pathname));
    await page.goto("/login");
    await chunk;
    await signInWithForm(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    requests.length = 0;
    await page.reload();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible(RESTORED);
    await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
    expect(requests.some((url) => FIREBASE_CHUNK.test(new URL(url).pathname))).toBe(true);
  });

  test("a session kept from before the hint is still found; after signing out, browsing is Firebase-free again", async ({ page }) => {
    await page.goto("/login");
    await signInWithForm(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();

    // As in a browser signed in before the shop kept its hint: only Firebase's IndexedDB knows.
    const firebaseKeysInLocalStorage = await page.evaluate(() => {
      localStorage.removeItem("shop:authSession");
      return Object.keys(localStorage).filter((key) => key.startsWith("firebase:"));
    });
    expect(firebaseKeysInLocalStorage).toEqual([]);
    await page.reload();
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible(RESTORED);

    await signOut(page);
    const requests = firebaseRequests(page);
    await page.reload();
    await settledAsGuest(page);
    expect(requests).toEqual([]);
  });
});
