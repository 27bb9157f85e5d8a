import { type APIRequestContext, expect, type Page, test } from "../support/test.js";
import { DEMO_ADMIN, idTokenOf, signIn } from "../support/auth.js";
import { expectNoAxeViolations } from "../support/axe.js";
import { graphql } from "../support/catalog.js";
import { desktop, phone } from "../support/viewports.js";

/**
 * The courier's keys set in the admin and the audit log screen (issue 35), as an owner: the
 * environment's keys said to be in use; a wrong key saved, refused by the connection test; the
 * right one saved (the secret kept when left blank) and accepted; the saved keys removed. Then the
 * audit log filtered by what, who and when, an entry's details, at 1440 and 390 px. Saved keys are
 * the whole shop's (every dispatch uses them), so this runs on the shop-wide shop and removes them
 * afterwards, passed or not.
 */

const COURIER_PORT = Number(process.env.E2E_COURIER_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000);
const FAKE_BASE_URL = `http://127.0.0.1:${String(COURIER_PORT)}/api/v1`;
/** The keys playwright.config.ts gives the fake courier and the shops' environment. */
const RIGHT = { apiKey: "e2e-api-key", secretKey: "e2e-secret-key" };

async function removeSavedKeys(request: APIRequestContext): Promise<void> {
  const token = await idTokenOf(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await graphql(request, "mutation { clearCourierSettings { source } }", undefined, token);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");
  expect(overflow).toBeLessThanOrEqual(0);
}

const localDay = (offsetDays = 0) => {
  const day = new Date(Date.now() + offsetDays * 86_400_000);
  return `${String(day.getFullYear())}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
};

test.describe("courier keys and the audit log", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  test.afterAll(async ({ request }) => {
    await removeSavedKeys(request);
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  test.describe("at 1440 px", () => {
    test.use({ ...desktop, viewport: { width: 1440, height: 900 } });

    test("the owner saves the courier's keys, tests the connection, and removes them", async ({ page }) => {
      await page.goto("/admin-dashboard");
      await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Courier" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Courier" })).toBeVisible();
      const inUse = page.getByTestId("courier-keys-in-use");
      await expect(inUse).toHaveText("Steadfast Courier: the server's environment keys (STEADFAST_API_KEY ending in -key).");

      const connection = page.getByRole("region", { name: "Connection" });
      await connection.getByRole("button", { name: "Test connection" }).click();
      await expect(connection.getByRole("status")).toContainText("Connected");
      await expect(connection.getByRole("status")).toContainText("Balance:");

      // A key with a space is refused by the form's own rule, before anything is sent.
      const form = page.getByRole("form", { name: "Save keys" });
      await form.getByLabel(/^API key/).fill("wrong key");
      await form.getByRole("button", { name: "Save keys" }).click();
      await expect(form.getByText("The API key has no spaces: only the letters, digits and symbols the merchant panel shows.")).toBeVisible();

      await form.getByLabel(/^API key/).fill("wrong-api-key-0000");
      await form.getByLabel(/^Secret key/).fill(RIGHT.secretKey);
      await form.getByLabel(/^API base URL/).fill(FAKE_BASE_URL);
      await form.getByRole("button", { name: "Save keys" }).click();
      await expect(inUse).toHaveText("Steadfast Courier: the keys saved here (API key ending in 0000, secret key ending in -key).");
      await expect(page.getByText("The server's environment keys (STEADFAST_API_KEY ending in -key) are set too: the keys saved here win.", { exact: false })).toBeVisible();
      // The keys never come back: the fields are empty, the saved ones named by their last 4 characters.
      const changeForm = page.getByRole("form", { name: "Change the keys" });
      await expect(changeForm.getByLabel(/^API key/)).toHaveValue("");
      await expect(changeForm.getByText("Saved: ends in 0000. Leave blank to keep the saved key.")).toBeVisible();

      await connection.getByRole("button", { name: "Test connection" }).click();
      await expect(connection.getByRole("status")).toContainText("Not connected");
      await expect(connection.getByRole("status")).toContainText("Steadfast refused the shop's API key or secret key.");

      // The right API key; the secret left blank keeps the saved one.
      await changeForm.getByLabel(/^API key/).fill(RIGHT.apiKey);
      await changeForm.getByRole("button", { name: "Save keys" }).click();
      await expect(inUse).toContainText("API key ending in -key, secret key ending in -key");
      await connection.getByRole("button", { name: "Test connection" }).click();
      await expect(connection.getByRole("status")).toContainText("Connected");
      await expectNoAxeViolations(page);

      await changeForm.getByRole("button", { name: "Remove saved keys" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Remove the saved keys?" });
      await expect(confirm).toContainText("The server's environment keys will be used again.");
      await confirm.getByRole("button", { name: "Remove keys" }).click();
      await expect(inUse).toHaveText("Steadfast Courier: the server's environment keys (STEADFAST_API_KEY ending in -key).");
    });

    test("the audit log filtered by what, who and when, and an entry's details", async ({ page }) => {
      await page.goto("/admin-dashboard/audit-log");
      await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
      const filters = page.getByRole("group", { name: "Filter the audit log" });
      const entries = page.getByRole("list", { name: "Audit entries" }).getByRole("listitem");

      await filters.getByLabel("What").selectOption("courier.saveKeys");
      await expect(page).toHaveURL(/what=courier.saveKeys/);
      await expect(entries).toHaveCount(2);
      await expect(entries.first()).toContainText(DEMO_ADMIN.email);
      await filters.getByLabel("Who").selectOption({ label: DEMO_ADMIN.email });
      await expect(entries).toHaveCount(2);
      await filters.getByLabel("From").fill(localDay());
      await expect(entries).toHaveCount(2);
      await filters.getByLabel("From").fill(localDay(1));
      await expect(page.getByText("No entries match")).toBeVisible();
      await page.getByRole("button", { name: "Show every entry" }).click();
      await expect(page).not.toHaveURL(/what=/);

      await filters.getByLabel("What").selectOption("courier");
      await expect(entries).toHaveCount(3);
      await expect(entries.first()).toContainText("courier.clearKeys");
      await entries.nth(1).getByRole("button", { name: /^Details of courier.saveKeys/ }).click();
      const details = page.getByRole("dialog", { name: "courier.saveKeys" });
      await expect(details).toContainText('"apiKeyLast4": "-key"');
      await expect(details).toContainText('"secretKeyChanged": false');
      await expect(details).not.toContainText(RIGHT.secretKey);
      await expectNoAxeViolations(page);
      await details.getByRole("button", { name: "Close" }).first().click();
      await expect(details).toBeHidden();
    });
  });

  test.describe("at 390 px", () => {
    test.use(phone);

    test("the courier screen and the audit log fit a phone", async ({ page }) => {
      await page.goto("/admin-dashboard/courier");
      await expect(page.getByRole("heading", { level: 1, name: "Courier" })).toBeVisible();
      await expect(page.getByTestId("courier-keys-in-use")).toContainText("environment keys");
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);

      await page.goto("/admin-dashboard/audit-log?what=courier");
      const entries = page.getByRole("list", { name: "Audit entries" }).getByRole("listitem");
      await expect(entries).toHaveCount(3);
      await expectNoSidewaysScroll(page);
      await entries.first().getByRole("button", { name: /^Details/ }).click();
      await expect(page.getByRole("dialog", { name: "courier.clearKeys" })).toContainText('"apiKeyLast4": "-key"');
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  });
});
