import { type APIRequestContext, expect, type Page, test } from "./support/test.js";
import { DEMO_ADMIN, signIn } from "./support/auth.js";
import { expectNoSeriousViolations } from "./support/axe.js";

/**
 * The admin's Apps area (issue 33), as the demo admin: the empty state; an app created with two
 * scopes shows its token once, and the token calls an admin query its scopes allow (and not one
 * they do not); "last used" and the request count follow; a rotated token and a revoked app's
 * token are refused at once. The run's shop starts without apps, so the empty state comes first.
 */

interface GraphQLAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A GraphQL request with an app's token, as an integration sends it. */
async function asApp<T>(request: APIRequestContext, token: string, query: string): Promise<GraphQLAnswer<T>> {
  const response = await request.post("/graphql", { data: { query }, headers: { authorization: `Bearer ${token}` } });
  return (await response.json()) as GraphQLAnswer<T>;
}

async function expectAccepted(request: APIRequestContext, token: string): Promise<void> {
  const answer = await asApp<{ pendingOrderCount: number }>(request, token, "{ pendingOrderCount }");
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  expect(typeof answer.data?.pendingOrderCount).toBe("number");
}

async function expectRefused(request: APIRequestContext, token: string): Promise<void> {
  const answer = await asApp(request, token, "{ pendingOrderCount }");
  expect(answer.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Reads the token out of its dialog, then closes it with Done. */
async function takeToken(page: Page, title: string | RegExp): Promise<string> {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog.getByText("This token will not be shown again")).toBeVisible();
  const token = await dialog.getByLabel("Token").inputValue();
  expect(token).toMatch(/^shopapp_[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByText(`Authorization: Bearer ${token}`, { exact: false })).toBeVisible();
  await dialog.getByRole("button", { name: "Copy token" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Token copied" })).toBeVisible();
  expect(await page.evaluate<string>("navigator.clipboard.readText()")).toBe(token);
  await expectNoSeriousViolations(page);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  // Closing forgets it: the page no longer holds it anywhere.
  expect(await page.content()).not.toContain(token);
  return token;
}

test.describe("admin apps", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.use({ viewport: { width: 360, height: 800 } });

  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  test("without apps, the area explains what they are for and offers to create one", async ({ page }) => {
    await page.goto("/admin-dashboard");
    await page.getByRole("button", { name: "Open admin menu" }).click();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Apps" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Apps" })).toBeVisible();
    await expect(page.getByText("No apps yet")).toBeVisible();
    await expect(page.getByText(/work with the shop through its API/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Create app" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
  });

  test("an app's token is shown once, works for its scopes, and stops at rotation and revocation", async ({ page, request }) => {
    const name = `ERP sync ${Date.now().toString(36)}`;
    await page.goto("/admin-dashboard/apps");

    // Create it with two scopes; the scopes are required.
    await page.getByRole("button", { name: "Create app" }).click();
    const form = page.getByRole("dialog", { name: "Create app" });
    await expect(form.getByLabel(/^Name/)).toBeFocused();
    await form.getByLabel(/^Name/).fill(name);
    await form.getByRole("button", { name: "Create app" }).click();
    await expect(form.getByText("Choose at least one scope.")).toBeVisible();
    // Chakra's input sits under its drawn box, so the check is forced (as the other admin specs do).
    await form.getByRole("checkbox", { name: /^Read orders/ }).check({ force: true });
    await form.getByRole("checkbox", { name: /^Read products/ }).check({ force: true });
    await expect(form.getByText("Choose at least one scope.")).toBeHidden();
    await expectNoSeriousViolations(page);
    await form.getByRole("button", { name: "Create app" }).click();
    const token = await takeToken(page, `${name} is ready: copy its token`);

    const row = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(row.getByText("Active")).toBeVisible();
    await expect(row.getByRole("list", { name: "Scopes" }).getByRole("listitem")).toHaveText(["Read products", "Read orders"]);
    await expect(row.getByText(`${token.slice(0, 12)}…`)).toBeVisible();
    await expect(row.getByText("Never")).toBeVisible();
    await expect(row.getByText("0 requests")).toBeVisible();
    await expect(row.getByRole("img", { name: "No requests in the last 24 hours" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);

    // The token calls an admin query of its scopes, and is refused one outside them.
    await expectAccepted(request, token);
    const outside = await asApp(request, token, "{ users(take: 1) { totalItems } }");
    expect(outside.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");

    // After a reload the row shows when it was used and its requests.
    await expect
      .poll(async () => {
        await page.reload();
        return row.getByText("Never").count();
      })
      .toBe(0);
    await expect(row.getByText(/^\d+ requests?$/)).not.toHaveText("0 requests");
    await expect(row.getByRole("img", { name: /^\d+ requests? in the last 24 hours; the most/ })).toBeVisible();

    // Rotate: the old token stops at once, the new one works.
    await row.getByRole("button", { name: `Rotate token of ${name}` }).click();
    const rotateDialog = page.getByRole("alertdialog", { name: `Rotate the token of “${name}”?` });
    await expect(rotateDialog.getByText(/The current token stops working at once/)).toBeVisible();
    await expect(rotateDialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await rotateDialog.getByRole("button", { name: "Rotate token" }).click();
    const rotated = await takeToken(page, `New token for ${name}`);
    expect(rotated).not.toBe(token);
    await expectRefused(request, token);
    await expectAccepted(request, rotated);
    await expect(row.getByText(`${rotated.slice(0, 12)}…`)).toBeVisible();

    // Revoke: the token is refused, the app stays listed, greyed and without actions.
    await row.getByRole("button", { name: `Revoke ${name}` }).click();
    const revokeDialog = page.getByRole("alertdialog", { name: `Revoke “${name}”?` });
    await expect(revokeDialog.getByText(/stops working at once/)).toBeVisible();
    await revokeDialog.getByRole("button", { name: "Revoke app" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Revoked ${name}` })).toBeVisible();
    await expectRefused(request, rotated);
    await expect(row.getByText("Revoked").first()).toBeVisible();
    await expect(row.getByRole("button")).toHaveCount(0);
    await page.reload();
    await expect(row.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "0 active apps, 1 revoked" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
