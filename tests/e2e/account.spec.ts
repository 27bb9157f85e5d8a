import { expect, type Page, test } from "./support/test.js";
import {
  DEMO_ADMIN,
  DEMO_SHOPPER,
  emulatorAccount,
  emulatorOobCodes,
  fakeGoogleApis,
  openAccountMenu,
  signIn,
  signInWithForm,
  signOut,
  uniqueEmail,
} from "./support/auth.js";

/**
 * Accounts: registration, sign-in and sign-out, the profile pages, the signed-in and admin
 * guards, password reset and Google sign-in. Needs the server under test on the Firebase Auth
 * emulator with the demo accounts, and ADMIN_EMAILS=admin@shop.test (the Playwright config's
 * web server does both).
 */

/** A 1×1 PNG, served for the test's profile photo URL. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** The admin area's chunk (`web/src/admin/AdminApp.tsx`). */
const ADMIN_CHUNK = /\/assets\/AdminApp-[^/]*\.js$/;

function requestedUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

test.describe("accounts", () => {
  // Every test signs in through the pages against the emulator and loads the app several times.
  test.describe.configure({ timeout: 60_000 });

  test("register → sign out → sign in → update profile", async ({ page }) => {
    test.slow(); // The whole journey: registration, two sign-ins, a profile update.
    const email = uniqueEmail("e2e-register");
    const password = "Register-pass-123";

    await page.goto("/register");
    const form = page.getByRole("form", { name: "Create an account" });
    await expect(form.getByText("At least 8 characters.")).toBeVisible();
    await form.getByLabel("Name").fill("Nadia Rahman");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel(/^Password/).fill("short12");
    await form.getByRole("button", { name: "Create account" }).click();
    // The shop's rule is checked before anything is sent.
    await expect(form.getByText("Use at least 8 characters.")).toBeVisible();
    await expect(form.getByLabel(/^Password/)).toBeFocused();

    await form.getByLabel(/^Password/).fill(password);
    await form.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/$/);

    let menu = await openAccountMenu(page);
    await expect(menu).toContainText("Nadia Rahman");
    await expect(menu.getByRole("menuitem", { name: "Admin dashboard" })).toHaveCount(0);
    await menu.getByRole("menuitem", { name: "My profile" }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    const details = page.getByLabel("Profile details");
    await expect(details).toContainText("Nadia Rahman");
    await expect(details).toContainText(email);
    await expect(details).toContainText("Member since");

    // Signing out on a signed-in-only page goes home, not to the login page.
    await signOut(page);
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInWithForm(page, email, "Wrong-pass-123");
    await expect(page.getByRole("alert").filter({ hasText: "Email or password is incorrect." })).toBeVisible();
    await signInWithForm(page, email, password);
    await expect(page).toHaveURL(/\/$/);

    menu = await openAccountMenu(page);
    await menu.getByRole("menuitem", { name: "Update profile" }).click();
    await expect(page).toHaveURL(/\/update-profile$/);
    const profile = page.getByRole("form", { name: "Update profile" });
    await expect(profile.getByLabel("Display name")).toHaveValue("Nadia Rahman");

    await profile.getByLabel("Photo URL").fill("ftp://images.shop.test/nadia.png");
    await profile.getByRole("button", { name: "Save changes" }).click();
    await expect(profile.getByText("Invalid URL")).toBeVisible();

    await page.route("https://images.shop.test/**", (route) => route.fulfill({ contentType: "image/png", body: PIXEL_PNG }));
    await profile.getByLabel("Display name").fill("Nadia R.");
    await profile.getByLabel("Photo URL").fill("https://images.shop.test/nadia.png");
    await profile.getByLabel("Phone").fill("+880 1711-000000");
    await profile.getByLabel("Address").fill("House 12, Road 5\nDhanmondi, Dhaka");
    await profile.getByRole("button", { name: "Save changes" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Profile updated" })).toBeVisible();
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(details).toContainText("Nadia R.");
    await expect(details).toContainText("+880 1711-000000");
    await expect(details).toContainText("Dhanmondi, Dhaka");
    await expect(page.getByRole("img", { name: "Your profile photo" })).toBeVisible();

    // Kept by the server, and the session survives a reload.
    await page.reload();
    await expect(page.getByLabel("Profile details")).toContainText("Nadia R.");

    // Order updates the customer can do without are on until turned off; confirmations are always sent.
    const updates = page.getByRole("checkbox", { name: "Order updates I can do without (processing, shipped, delivered)" });
    await expect(updates).toBeChecked();
    await expect(page.getByText("Order confirmations and cancellations are always sent", { exact: false })).toBeVisible();
    await updates.click({ force: true });
    await expect(page.getByRole("status").filter({ hasText: "No more order updates, only confirmations and cancellations" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Order updates I can do without (processing, shipped, delivered)" })).not.toBeChecked();

    // The Firebase user was kept in step (docs/behaviour.md#roles).
    await expect
      .poll(async () => {
        const account = await emulatorAccount(page, email);
        return [account?.displayName, account?.photoUrl];
      })
      .toEqual(["Nadia R.", "https://images.shop.test/nadia.png"]);
  });

  test("a guest stopped by the signed-in guard comes back after signing in", async ({ page }) => {
    await page.goto("/my-profile");
    await expect(page).toHaveURL(/\/login\?next=%2Fmy-profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();

    await signInWithForm(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    await expect(page).toHaveURL(/\/my-profile$/);
    await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
    await expect(page.getByLabel("Profile details")).toContainText(DEMO_SHOPPER.email);
  });

  test("admin guard: a guest signs in first", async ({ page }) => {
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin-dashboard$/);
    await signInWithForm(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
  });

  test("admin guard: a customer gets the error page and never downloads the admin code", async ({ page }) => {
    const urls = requestedUrls(page);
    await signIn(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole("menuitem", { name: "My profile" })).toBeVisible();
    await expect(menu.getByRole("menuitem", { name: "Admin dashboard" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    // A fresh load: the guard waits for the restored session and its role, then refuses.
    await page.goto("/admin-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await page.goto("/admin-dashboard/users");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();

    expect(urls.filter((url) => ADMIN_CHUNK.test(url))).toEqual([]);
  });

  test("admin guard: an admin reaches the admin dashboard from the account menu", async ({ page }) => {
    const urls = requestedUrls(page);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(urls.filter((url) => ADMIN_CHUNK.test(url))).toEqual([]);

    const menu = await openAccountMenu(page);
    await menu.getByRole("menuitem", { name: "Admin dashboard" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${DEMO_ADMIN.displayName}`)).toBeVisible();
    // The shop's header is hidden in the admin area.
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
    expect(urls.filter((url) => ADMIN_CHUNK.test(url))).toHaveLength(1);

    await page.getByRole("link", { name: "Back to the shop" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
  });

  test("forgot password sends a reset link by email", async ({ page }) => {
    await page.goto("/login");
    const form = page.getByRole("form", { name: "Sign in with email" });
    await form.getByLabel("Email").fill(DEMO_SHOPPER.email);
    await form.getByRole("button", { name: "Forgot password?" }).click();

    const dialog = page.getByRole("dialog", { name: "Reset your password" });
    await expect(dialog.getByLabel("Email")).toHaveValue(DEMO_SHOPPER.email);
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    const sent = page.getByRole("dialog", { name: "Check your inbox" });
    await expect(sent).toContainText(`If an account exists for ${DEMO_SHOPPER.email}`);

    // The emulator "sends" the email: the link is in its log and its oobCodes list.
    const codes = await emulatorOobCodes(page);
    expect(codes.some((code) => code.email === DEMO_SHOPPER.email && code.requestType === "PASSWORD_RESET")).toBe(true);

    await sent.getByRole("button", { name: "Back to sign in" }).click();
    await expect(sent).toBeHidden();
  });

  test("Google sign-in through the emulator's popup; closing the popup is no error", async ({ page, context }) => {
    test.slow(); // Firebase reports a closed popup only after about 10 s.
    await fakeGoogleApis(context);
    const email = uniqueEmail("e2e-google");

    await page.goto("/login?next=/my-profile");
    const google = page.getByRole("button", { name: "Continue with Google" });

    // Closing the popup: a quiet note, no error.
    let popupPromise = page.waitForEvent("popup");
    await google.click();
    let popup = await popupPromise;
    await popup.waitForLoadState();
    await popup.close();
    await expect(page.getByRole("status").filter({ hasText: "Google sign-in was cancelled." })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page).toHaveURL(/\/login\?next=/);

    // Signing in with a new Google account in the emulator's popup.
    popupPromise = page.waitForEvent("popup");
    await google.click();
    popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url()).toContain("/emulator/auth/handler");
    await popup.locator("#add-account-button").click();
    await popup.locator("#email-input").fill(email);
    await popup.locator("#display-name-input").fill("Google Shopper");
    await popup.locator("#sign-in").click();

    await expect(page).toHaveURL(/\/my-profile$/);
    const details = page.getByLabel("Profile details");
    await expect(details).toContainText("Google Shopper");
    await expect(details).toContainText(email);
  });
});
