import { expect, type Page, test } from "./support/test.js";
import { createVerifiedAccount, signInWithForm, uniqueEmail } from "./support/auth.js";
import { expectNoSeriousViolations } from "./support/axe.js";
import { addToCartAndCheckout, findBuyableProduct } from "./support/catalog.js";
import { fillCheckout, placeOrder, uniquePhone } from "./support/checkout.js";
import { screens } from "./support/viewports.js";

/**
 * /my-orders (issue 14, item 4): an order is listed once after a sign-in attaches it to the
 * account, "Cancel order" is on the card, and any browser can track an order by number and
 * phone. Not-found pages (item 5) answer 404 and say noindex, on load and after navigation.
 */

const robots = (page: Page) => page.locator('meta[name="robots"]');

for (const [screen, viewport] of screens) {
  test.describe(`my orders (${screen})`, () => {
    test.use(viewport);

    test("a guest's order, attached at sign-in, is listed once, and is cancelled from its card", async ({ page, request }) => {
      // A checkout and a sign-in through the pages.
      test.slow();
      const email = uniqueEmail(`e2e-claim-${screen}`);
      const password = "claim-pass-123";
      const product = await findBuyableProduct(request, "men-fashion", 0, 100_000);
      await addToCartAndCheckout(page, product);
      await fillCheckout(page, { name: "Nusrat Jahan", email, phone: uniquePhone() });
      const number = await placeOrder(page, product);
      const name = `Order #${String(number)}`;

      await createVerifiedAccount(request, email, password);
      await page.goto("/login");
      await signInWithForm(page, email, password);
      await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible();
      await page.goto("/my-orders");

      const accountOrders = page.getByRole("region", { name: "Your account’s orders" });
      const card = accountOrders.getByRole("article", { name });
      await expect(card).toBeVisible();
      // Listed once: under the account, not again under this browser's orders.
      await expect(page.getByRole("article", { name })).toHaveCount(1);
      await expect(page.getByRole("region", { name: "Orders placed in this browser" })).toBeHidden();
      // After a reload (the browser has forgotten the attached order) it is still listed once.
      await page.reload();
      // Restoring the sign-in after a reload can take a while on a busy machine.
      await expect(accountOrders.getByRole("article", { name })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole("article", { name })).toHaveCount(1);
      await expectNoSeriousViolations(page);

      // "Cancel order" is on the card itself, with the confirmation first.
      await expect(card.getByRole("button", { name: `Show details of order #${String(number)}` })).toBeVisible();
      await card.getByRole("button", { name: `Cancel order #${String(number)}` }).click();
      const dialog = page.getByRole("alertdialog", { name: `Cancel order #${String(number)}?` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Keep order" }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByTestId("order-status")).toHaveText("Pending");

      await card.getByRole("button", { name: `Cancel order #${String(number)}` }).click();
      await dialog.getByRole("button", { name: "Yes, cancel order" }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByTestId("order-status")).toHaveText("Cancelled");
      await expect(card.getByRole("button", { name: /^Cancel order/ })).toHaveCount(0);
    });

    test("tracks an order by number and phone in a browser that did not place it", async ({ page, browser, request }) => {
      // A checkout through the pages, in another browser context.
      test.slow();
      // The order is placed in another browser context.
      const other = await browser.newContext(viewport);
      const buyer = await other.newPage();
      const product = await findBuyableProduct(request, "men-fashion", 0, 100_000);
      await addToCartAndCheckout(buyer, product);
      const phone = uniquePhone();
      await fillCheckout(buyer, { name: "Tanvir Hasan", email: uniqueEmail(`e2e-track-${screen}`), phone });
      const number = await placeOrder(buyer, product);
      await other.close();

      await page.goto("/my-orders");
      const track = page.getByRole("region", { name: "Track an order" });
      const form = track.getByRole("form", { name: "Track an order" });
      await expect(page.getByRole("article", { name: `Order #${String(number)}` })).toHaveCount(0);

      // The form's own checks come first.
      await form.getByRole("button", { name: "Track order" }).click();
      await expect(form.getByText("Enter the order number, e.g. 10023.")).toBeVisible();
      await expect(form.getByLabel("Order number")).toBeFocused();

      // A wrong phone: the same "not found" as any other miss.
      await form.getByLabel("Order number").fill(String(number));
      await form.getByLabel("Phone").fill("+880 1999-99999");
      await form.getByRole("button", { name: "Track order" }).click();
      await expect(track.getByRole("alert")).toContainText("We found no order with this number and phone.");
      await expect(track.getByRole("article")).toHaveCount(0);

      // The right phone, spaced differently from the checkout's.
      await form.getByLabel("Order number").fill(`#${String(number)}`);
      await form.getByLabel("Phone").fill(phone.replace(/[ -]/g, ""));
      await form.getByRole("button", { name: "Track order" }).click();
      const found = track.getByRole("article", { name: `Order #${String(number)}` });
      await expect(found).toBeVisible();
      await expect(track.getByRole("alert")).toHaveCount(0);
      await expect(found.getByTestId("order-status")).toHaveText("Pending");
      await expect(found.getByRole("list", { name: `Items in order #${String(number)}` })).toContainText(product.name);
      await expect(found.getByRole("list", { name: `Status history of order #${String(number)}` })).toContainText("Pending");
      await expect(found).toContainText("Inside Dhaka");
      // The contact is masked, the address left out, and tracking cannot cancel.
      await expect(found).toContainText(`••${phone.slice(-2)}`);
      await expect(found).not.toContainText("Dhanmondi");
      await expect(found).not.toContainText("Tanvir");
      await expect(found.getByRole("button", { name: /Cancel order/ })).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });

    test("not-found pages answer 404 and say noindex", async ({ page }) => {
      // Three full page loads, each checked with axe.
      test.slow();
      for (const [url, heading] of [
        ["/no-such-page", "Page not found"],
        ["/products/no-such-product", "Product not found"],
        ["/product-category/no-such-category", "Category not found"],
      ] as const) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(404);
        expect(response?.headers()["x-robots-tag"], url).toBe("noindex");
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(robots(page)).toHaveCount(1);
        await expect(robots(page)).toHaveAttribute("content", "noindex");
      }
      await expectNoSeriousViolations(page);
    });

    test("a missing page reached inside the app says noindex, and a real one index,follow again", async ({ page }) => {
      const home = await page.goto("/");
      expect(home?.status()).toBe(200);
      await expect(robots(page)).toHaveAttribute("content", "index,follow");
      // The app's router follows the address bar's history (a popstate), as after Back.
      await page.evaluate(`history.pushState({}, "", "/no-such-page-either"); dispatchEvent(new PopStateEvent("popstate"));`);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await expect(robots(page)).toHaveAttribute("content", "noindex");
      await page.getByRole("link", { name: "Back to the shop" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(robots(page)).toHaveAttribute("content", "index,follow");
      await expect(robots(page)).toHaveCount(1);
    });
  });
}
