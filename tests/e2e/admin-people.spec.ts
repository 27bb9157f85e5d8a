import { type APIRequestContext, expect, type Locator, type Page, test } from "./support/test.js";
import { DEMO_ADMIN, DEMO_SHOPPER, idTokenOf, signIn } from "./support/auth.js";
import { expectNoSeriousViolations } from "./support/axe.js";
import { graphql } from "./support/catalog.js";

/**
 * The admin's people screens (issue 12), as the demo admin: a message sent from /contact-us is
 * counted in the sidebar, read, resolved and deleted in the inbox; the customers table finds the
 * demo shopper, who is made an admin and back, while the admin's own row refuses to demote them.
 */

async function unreadCount(request: APIRequestContext): Promise<number> {
  const token = await idTokenOf(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  return (await graphql<{ newContactMessageCount: number }>(request, "{ newContactMessageCount }", undefined, token)).newContactMessageCount;
}

/** The number the sidebar's Messages link announces ("Messages, 3 unread messages"), 0 without a badge. */
async function badgeCount(link: Locator): Promise<number> {
  const name = (await link.textContent()) ?? "";
  return Number(/(\d+) unread messages/.exec(name)?.[1] ?? 0);
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // (A string: the tests are compiled without the DOM's types.)
  const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("admin people", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a message from /contact-us is counted, read, resolved, then deleted", async ({ page, browser }) => {
    const stamp = Date.now().toString(36);
    const subject = `Delivery to Sylhet ${stamp}`;
    const email = `guest-${stamp}@example.com`;

    // A guest sends it from the storefront, in a browser of their own.
    const guest = await browser.newPage();
    await guest.goto("/contact-us");
    const form = guest.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Name").fill("Nusrat Guest");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("Do you deliver to Sylhet, and how long does it take?\nThanks!");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(guest.getByRole("status").filter({ hasText: "Thanks! Your message has been sent." })).toBeVisible();
    await guest.close();

    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto("/admin-dashboard");
    const messagesLink = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Messages/ });
    await expect.poll(async () => (await badgeCount(messagesLink)) === (await unreadCount(page.request)) && (await badgeCount(messagesLink)) > 0).toBe(true);
    await messagesLink.click();
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();

    await page.getByRole("searchbox", { name: "Search" }).fill(stamp);
    await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
    const inbox = page.getByRole("list", { name: "Messages" });
    const item = inbox.getByRole("link", { name: subject });
    await expect(item).toBeVisible();
    await expect(inbox.getByRole("listitem")).toHaveCount(1);
    await expect(inbox.getByText("New", { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);

    await item.click();
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(page.getByText("how long does it take?")).toBeVisible();
    await expect(page.getByRole("link", { name: "Reply by email" })).toHaveAttribute(
      "href",
      `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`,
    );
    const before = await badgeCount(messagesLink);
    await page.getByRole("button", { name: "Mark resolved" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Marked resolved" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark as new" })).toBeVisible();
    // The sidebar's count follows at once, not at its next poll.
    await expect.poll(() => badgeCount(messagesLink)).toBeLessThan(before);
    await expectNoSeriousViolations(page);

    await page.getByRole("link", { name: "Back to messages" }).click();
    await page.getByLabel("Show").selectOption({ label: "Resolved" });
    await expect(page).toHaveURL(/status=resolved/);
    await page.getByRole("searchbox", { name: "Search" }).fill(stamp);
    await expect(page).toHaveURL(new RegExp(`status=resolved&q=${stamp}`));
    await expect(inbox.getByRole("link", { name: subject })).toBeVisible();
    await page.getByLabel("Show").selectOption({ label: "New" });
    await expect(page).toHaveURL(new RegExp(`status=new&q=${stamp}`));
    await expect(page.getByText("No messages match")).toBeVisible();
    await page.getByLabel("Show").selectOption({ label: "Resolved" });
    await expect(page).toHaveURL(new RegExp(`status=resolved&q=${stamp}`));

    await inbox.getByRole("link", { name: subject }).click();
    await page.getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete the message from Nusrat Guest?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message deleted" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin-dashboard\/contact-messages$/);
    await page.getByRole("searchbox", { name: "Search" }).fill(stamp);
    await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
    await expect(page.getByText("No messages match")).toBeVisible();
  });

  test("the customers table finds the demo shopper, who is made an admin and back; the admin cannot demote themselves", async ({ page }) => {
    // The shop keeps a record of people who have signed in: make sure the shopper has one.
    const shopperToken = await idTokenOf(page.request, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    await graphql(page.request, "{ me { uid } }", undefined, shopperToken);

    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto("/admin-dashboard");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Customers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Customers" })).toBeVisible();
    const table = page.getByRole("table", { name: "Customers" });
    await expect(table.getByRole("row").nth(1)).toBeVisible();
    await expectNoSeriousViolations(page);

    // The admin's own row: both actions are off, and the page says why.
    await page.getByRole("searchbox", { name: "Search" }).fill(DEMO_ADMIN.email);
    await expect(page).toHaveURL(/q=admin%40shop\.test/);
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("button", { name: `Remove admin ${DEMO_ADMIN.displayName}` })).toBeDisabled();
    await expect(table.getByRole("button", { name: `Disable ${DEMO_ADMIN.displayName}` })).toBeDisabled();
    await expect(table.getByText("Not for your own account.")).toBeVisible();
    // The server refuses it too, with the message the dashboard would show.
    const adminToken = await idTokenOf(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const me = await graphql<{ me: { uid: string } }>(page.request, "{ me { uid } }", undefined, adminToken);
    const refused = await page.request.post("/graphql", {
      data: { query: `mutation($uid: ID!) { setUserRole(uid: $uid, role: CUSTOMER) { role } }`, variables: { uid: me.me.uid } },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe("You cannot remove your own admin role.");

    // The shopper: filter by role, then open them.
    await page.getByRole("searchbox", { name: "Search" }).fill(DEMO_SHOPPER.email);
    await expect(page).toHaveURL(/q=shopper%40shop\.test/);
    await page.getByLabel("Role").selectOption({ label: "Customers" });
    await expect(page).toHaveURL(/role=customer/);
    await expect(table.getByRole("row")).toHaveCount(2);
    await table.getByRole("link", { name: DEMO_SHOPPER.displayName }).click();
    await expect(page.getByRole("heading", { level: 1, name: DEMO_SHOPPER.displayName })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Orders" })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole("button", { name: `Make admin ${DEMO_SHOPPER.displayName}` }).click();
    const grant = page.getByRole("alertdialog", { name: `Make ${DEMO_SHOPPER.displayName} an admin?` });
    await expect(grant).toBeVisible();
    await grant.getByRole("button", { name: "Make admin" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${DEMO_SHOPPER.displayName} is now an admin` })).toBeVisible();
    await expect(page.getByText("Admin", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: `Remove admin ${DEMO_SHOPPER.displayName}` }).click();
    const revoke = page.getByRole("alertdialog", { name: `Remove ${DEMO_SHOPPER.displayName}'s admin role?` });
    await revoke.getByRole("button", { name: "Remove admin role" }).click();
    await expect(page.getByRole("status").filter({ hasText: `${DEMO_SHOPPER.displayName} is no longer an admin` })).toBeVisible();
    await expect(page.getByRole("button", { name: `Make admin ${DEMO_SHOPPER.displayName}` })).toBeVisible();
    const role = await graphql<{ me: { role: string } }>(page.request, "{ me { role } }", undefined, shopperToken);
    expect(role.me.role).toBe("CUSTOMER");
  });

  test("on a phone the customers and messages pages do not scroll sideways", async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin-dashboard/users");
    // A card per person on a phone (decision 061).
    await expect(page.getByRole("list", { name: "Customers" }).getByRole("listitem").first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByRole("list", { name: "Customers" }).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 2, name: "Orders" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto("/admin-dashboard/contact-messages");
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /message/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousViolations(page);
  });
});
