import { expect, type Page, test } from "./support/test.js";
import { DEMO_ADMIN, signIn, uniqueEmail } from "./support/auth.js";
import { expectNoSeriousViolations } from "./support/axe.js";
import { graphql } from "./support/catalog.js";

/**
 * The admin's Outgoing messages (issue 34), as the demo admin on a phone's width. The browser
 * tests' shop has no SMTP server or SMS gateway, so messages are captured: an order placed through
 * the API has its confirmation listed as Captured ("not sent: no SMTP server configured") under a
 * banner saying so, found by the order's number, and its page shows the email's HTML in a sandboxed
 * frame and its plain text.
 */

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("admin outgoing messages", () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 360, height: 800 } });

  test("an order's confirmation is listed as captured, with its HTML shown", async ({ page, request }) => {
    const products = await graphql<{ products: { items: { id: string; name: string; variants: { color: string; size: string; stock: number }[] }[] } }>(
      request,
      "{ products(take: 50) { items { id name variants { color size stock } } } }",
    );
    const product = products.products.items.find((item) => !item.name.startsWith("E2E ") && item.variants.some((variant) => variant.stock >= 5));
    const variant = product?.variants.find((item) => item.stock >= 5);
    if (!product || !variant) throw new Error("No product with stock");
    const email = uniqueEmail("e2e-outgoing");
    const placed = await graphql<{ placeOrder: { order: { id: string; number: number } } }>(
      request,
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number } } }`,
      {
        input: {
          lines: [{ productId: product.id, color: variant.color, size: variant.size, quantity: 1 }],
          name: "Outgoing Buyer",
          phone: `01611-${String(Date.now()).slice(-6)}`,
          email,
          district: "Dhaka",
          address: "House 9, Road 4, Dhanmondi",
        },
      },
    );
    const { number } = placed.placeOrder.order;

    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto("/admin-dashboard");
    await page.getByRole("button", { name: "Open admin menu" }).click();
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Outgoing messages" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Outgoing messages" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Messages are not being sent" })).toContainText("SMTP_URL");

    // Searched by the order's number; the confirmation is made when the order is, and written soon after.
    await page.getByRole("searchbox").fill(String(number));
    const table = page.getByRole("table", { name: "Outgoing messages" });
    const confirmation = table.getByRole("row").filter({ hasText: email }).filter({ hasText: "Order confirmation" });
    await expect
      .poll(async () => {
        if ((await confirmation.count()) === 0) await page.reload();
        return confirmation.count();
      }, { timeout: 30_000 })
      .toBe(1);
    await expect(confirmation.getByText("Captured")).toBeVisible();
    await expect(confirmation.getByText("Not sent: no SMTP server configured")).toBeVisible();
    await expect(confirmation.getByRole("link", { name: `#${String(number)}`, exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Rows are dimmed while the list asks again: measured once it has answered.
    await expect(table).not.toHaveAttribute("aria-busy", "true");
    await expectNoSeriousViolations(page);

    // Its page: details, the HTML in a sandboxed frame, the plain text.
    await confirmation.getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(email).first()).toBeVisible();
    const frame = page.locator("iframe[sandbox]");
    await expect(frame).toHaveAttribute("sandbox", "");
    await expect(page.frameLocator("iframe[sandbox]").locator("body")).toContainText(String(number));
    await expect(page.getByRole("heading", { name: "Plain text" })).toBeVisible();
    await expect(page.locator("pre")).toContainText(String(number));
    await expectNoSidewaysScroll(page);
    // The email's frame runs no scripts, so axe cannot enter it: the page around it is checked.
    await expectNoSeriousViolations(page, { exclude: ["iframe[sandbox]"] });
  });
});
