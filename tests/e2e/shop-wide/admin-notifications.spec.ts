import { type APIRequestContext, expect, type Page, test } from "../support/test.js";
import { DEMO_ADMIN, idTokenOf, signIn } from "../support/auth.js";
import { expectNoSeriousViolations } from "../support/axe.js";
import { graphql } from "../support/catalog.js";

/**
 * The admin's notification settings (issue 34), as the demo admin on a phone's width: the kinds
 * by channel with the essential ones marked, and "captured" said plainly (the test shops have no
 * SMTP or SMS gateway); a kind turned off and on again; a template edited beside its preview, saved
 * and reset to the default; the alert recipients refused and saved. The switches and templates
 * are the whole shop's, so this runs on the shop-wide shop, and puts them back afterwards, passed or not.
 */

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Puts back what the tests change, whether they passed or not: the shipped SMS on with its default
 * text, and no alert recipients of the shop's own (a new shop's state).
 */
async function restoreDefaults(request: APIRequestContext): Promise<void> {
  const token = await idTokenOf(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const { resetNotificationTemplate: shipped } = await graphql<{ resetNotificationTemplate: { body: string } }>(
    request,
    "mutation { resetNotificationTemplate(kind: ORDER_SHIPPED, channel: SMS) { body } }",
    undefined,
    token,
  );
  await graphql(
    request,
    "mutation($body: String!) { updateNotificationTemplate(input: { kind: ORDER_SHIPPED, channel: SMS, enabled: true, body: $body }) { enabled } }",
    { body: shipped.body },
    token,
  );
  await graphql(request, "mutation { updateNotificationRecipients(ownerEmails: [], ownerPhones: []) { ownerEmails } }", undefined, token);
}

test.describe("admin notifications", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.use({ viewport: { width: 360, height: 800 } });

  test.afterAll(async ({ request }) => {
    await restoreDefaults(request);
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  test("the kinds by channel, captured delivery said plainly, a kind turned off and on", async ({ page }) => {
    await page.goto("/admin-dashboard");
    await page.getByRole("button", { name: "Open admin menu" }).click();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Notifications" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();

    const shoppers = page.getByRole("table", { name: "To shoppers" });
    await expect(shoppers.getByRole("row")).toHaveCount(6);
    await expect(shoppers.getByText("Always sent, customers cannot turn it off.")).toHaveCount(2);
    await expect(page.getByRole("table", { name: "To you" }).getByText("New order", { exact: true })).toBeVisible();

    await expect(page.getByText("Email and SMS are not connected: messages are captured, not sent")).toBeVisible();
    await expect(page.getByRole("link", { name: "Outgoing messages" })).toHaveAttribute("href", "/admin-dashboard/outgoing-messages");
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);

    const shippedSms = page.getByRole("checkbox", { name: "Order shipped by SMS" });
    await expect(shippedSms).toBeChecked();
    await shippedSms.click({ force: true });
    await expect(page.getByRole("status").filter({ hasText: "Order shipped by SMS turned off" })).toBeVisible();
    await expect(shippedSms).not.toBeChecked();
    // Kept by the server.
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Order shipped by SMS" })).not.toBeChecked();
    await page.getByRole("checkbox", { name: "Order shipped by SMS" }).click({ force: true });
    await expect(page.getByRole("status").filter({ hasText: "Order shipped by SMS turned on" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("checkbox", { name: "Order shipped by SMS" })).toBeChecked();
  });

  test("a template edited beside its live preview, saved, then reset to the default", async ({ page }) => {
    await page.goto("/admin-dashboard/notifications");
    await page.getByRole("link", { name: "Edit the order shipped by SMS template" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/notifications\/order-shipped\/sms$/);
    await expect(page.getByRole("heading", { level: 1, name: "Order shipped by SMS" })).toBeVisible();

    const message = page.getByLabel(/^Message/);
    const original = await message.inputValue();
    const preview = page.getByTestId("sms-preview");
    await expect(preview).toContainText("is on its way");
    await expect(page.getByText(/^\d+ characters?( \(Unicode\))?, \d SMS/)).toBeVisible();
    await expectNoSidewaysScroll(page);

    // A variable goes in where the cursor is; the preview follows the typing.
    await message.fill("Parcel for {{customerName}}: order ");
    await page.getByRole("button", { name: "Insert orderNumber" }).click();
    await expect(message).toHaveValue("Parcel for {{customerName}}: order {{orderNumber}}");
    await expect(preview).toContainText(/^Parcel for .+: order \d+$/);

    // A variable the kind does not know is the message's problem, before anything is saved.
    await message.fill("Order {{nope}}");
    await expect(message).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(/nope/).first()).toBeVisible();

    await message.fill("Order {{orderNumber}} left {{shopName}} today.");
    await expect(preview).toContainText(/^Order \d+ left .+ today\.$/);
    await page.getByRole("button", { name: "Save template" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Order shipped by SMS saved" })).toBeVisible();
    await expect(page.getByText("Edited", { exact: true })).toBeVisible();

    // Unsaved changes are asked about before leaving: once the saved text is the form's starting
    // point (nothing to discard), an edit makes it dirty again.
    const discard = page.getByRole("button", { name: "Discard changes" });
    await expect(discard).toBeDisabled();
    await message.fill("Order {{orderNumber}} is almost there.");
    await expect(discard).toBeEnabled();
    await page.getByRole("link", { name: "← Notifications" }).click();
    const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Stay on this page" }).click();
    await discard.click();
    await expect(message).toHaveValue("Order {{orderNumber}} left {{shopName}} today.");

    // Kept by the server, then back to the default after a confirmation.
    await page.reload();
    await expect(message).toHaveValue("Order {{orderNumber}} left {{shopName}} today.");
    await page.getByRole("button", { name: "Reset to default" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Reset this template to the default?" });
    await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
    await confirm.getByRole("button", { name: "Reset to default" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Order shipped by SMS is back to the default text" })).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(message).toHaveValue(original);
    await expect(page.getByText("Edited", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("form", { name: "Order shipped by SMS template" }).getByRole("button", { name: "Reset to default" })).toBeDisabled();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
  });

  test("an email template's preview shows the email in a sandbox and its text part", async ({ page }) => {
    await page.goto("/admin-dashboard/notifications/order-confirmation/email");
    await expect(page.getByRole("heading", { level: 1, name: "Order confirmation by email" })).toBeVisible();
    await expect(page.getByTestId("email-preview-subject")).not.toBeEmpty();
    const frame = page.locator('iframe[title="Email preview"]');
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(page.frameLocator('iframe[title="Email preview"]').locator("body")).toContainText(/\S/);
    await page.getByText("Text part").click();
    await expect(page.getByTestId("email-preview-text")).not.toBeEmpty();
    await expectNoSidewaysScroll(page);
  });

  test("alert recipients: a wrong entry is named, good ones are kept", async ({ page }) => {
    await page.goto("/admin-dashboard/notifications");
    const form = page.getByRole("form", { name: "Alert recipients" });
    const emails = form.getByLabel(/^Emails/);
    const phones = form.getByLabel(/^Phones/);
    await emails.fill("owner@shop.test\nnot-an-email");
    await form.getByRole("button", { name: "Save recipients" }).click();
    await expect(form.getByText("not-an-email: Invalid email address")).toBeVisible();
    await expect(emails).toBeFocused();

    await emails.fill("Owner@Shop.test");
    await phones.fill("01711-000000");
    await form.getByRole("button", { name: "Save recipients" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Alert recipients saved" })).toBeVisible();
    // As the server keeps them: the email in lower case, the phone as the gateway takes it.
    await expect(emails).toHaveValue("owner@shop.test");
    await expect(phones).toHaveValue("8801711000000");
  });
});
