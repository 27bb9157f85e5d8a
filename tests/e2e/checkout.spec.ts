import { expect, test } from "./support/test.js";
import { DEMO_SHOPPER, signIn, uniqueEmail } from "./support/auth.js";
import { addToCartAndCheckout, findBuyableProduct } from "./support/catalog.js";
import { fillCheckout, placeOrder } from "./support/checkout.js";

/**
 * Checkout and orders: a guest checkout kept in this browser, and a signed-in checkout that the
 * customer cancels from /my-orders. Products come from the demo catalog through the API.
 */

test.describe("checkout and orders", () => {
  test("a guest checks out; the order survives a reload and is listed under this browser's orders", async ({ page, request }) => {
    const product = await findBuyableProduct(request, "men-fashion", 0, 100_000);
    await addToCartAndCheckout(page, product);

    // Nothing is sent until the form is complete.
    await page.getByRole("button", { name: "Place order" }).click();
    const form = page.getByRole("form", { name: "Checkout" });
    await expect(form.getByText("Please enter your name.")).toBeVisible();
    await expect(form.getByText("Please enter your email so we can reach you.")).toBeVisible();
    await expect(form.getByLabel("Full name")).toBeFocused();

    await fillCheckout(page, { name: "Karim Ahmed", email: uniqueEmail("e2e-guest") });
    const number = await placeOrder(page, product);

    // A guest opens the order with the token this browser kept, also after a reload.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: `Order #${String(number)}` })).toBeVisible();

    await page.goto("/checkout");
    await expect(page.getByText("Your cart is empty")).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue shopping" })).toBeVisible();

    await page.goto("/my-orders");
    await expect(page.getByRole("link", { name: "Sign in" }).last()).toBeVisible();
    const browserOrders = page.getByRole("region", { name: "Orders placed in this browser" });
    const card = browserOrders.getByRole("article", { name: `Order #${String(number)}` });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("order-status")).toHaveText("Pending");
  });

  test("a signed-in customer checks out, then cancels the order from /my-orders", async ({ page, request }) => {
    const product = await findBuyableProduct(request, "footwear", 0, 100_000);
    await signIn(page, DEMO_SHOPPER.email, DEMO_SHOPPER.password);
    await addToCartAndCheckout(page, product);

    // The account's email is filled in, and optional for a signed-in customer.
    const form = page.getByRole("form", { name: "Checkout" });
    await expect(form.getByLabel("Email")).toHaveValue(DEMO_SHOPPER.email);
    await fillCheckout(page, { name: "Demo Shopper" });
    const number = await placeOrder(page, product);

    await page.getByRole("link", { name: "View my orders" }).click();
    await expect(page).toHaveURL(/\/my-orders$/);
    const accountOrders = page.getByRole("region", { name: "Your account’s orders" });
    const card = accountOrders.getByRole("article", { name: `Order #${String(number)}` });
    await expect(card.getByTestId("order-status")).toHaveText("Pending");

    await card.getByRole("button", { name: `Show details of order #${String(number)}` }).click();
    await expect(card.getByRole("list", { name: `Items in order #${String(number)}` })).toContainText(product.name);
    await expect(card.getByRole("list", { name: `Status history of order #${String(number)}` })).toContainText("by you");
    await card.getByRole("button", { name: "Cancel order" }).click();

    const dialog = page.getByRole("alertdialog", { name: `Cancel order #${String(number)}?` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Yes, cancel order" }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole("status").filter({ hasText: `Order #${String(number)} cancelled` })).toBeVisible();
    await expect(card.getByTestId("order-status")).toHaveText("Cancelled");
    await expect(card.getByRole("button", { name: "Cancel order" })).toBeHidden();

    // The server agrees: the filter finds it among the cancelled orders.
    await accountOrders.getByLabel("Filter by status").selectOption("CANCELLED");
    await expect(page).toHaveURL(/status=CANCELLED/);
    await expect(accountOrders.getByRole("article", { name: `Order #${String(number)}` })).toBeVisible();
  });
});
