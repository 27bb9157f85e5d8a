import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "./support/test.js";
import { DEMO_ADMIN, signIn, uniqueEmail } from "./support/auth.js";
import { expectNoSeriousViolations } from "./support/axe.js";
import { addToCartAndCheckout, findBuyableProduct, graphql } from "./support/catalog.js";
import { ORDER_PLACED_TIMEOUT } from "./support/checkout.js";

/**
 * The admin's orders (issue 12): a guest's order shows up in the pending list without a reload,
 * goes processing → shipped → delivered from its detail page, then is listed as completed, and
 * the guest's /my-orders in their own browser shows its history.
 */

/** Fills and places the storefront's checkout as a guest; returns the order's number. */
async function placeGuestOrder(page: Page, name: string): Promise<number> {
  const form = page.getByRole("form", { name: "Checkout" });
  await form.getByLabel("Full name").fill(name);
  await form.getByLabel("Phone").fill("01711-000000");
  await form.getByLabel("Email").fill(uniqueEmail("e2e-admin-orders"));
  await form.getByLabel("Address").fill("House 5, Road 2, Dhanmondi, Dhaka");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?id=[\w-]+$/, { timeout: ORDER_PLACED_TIMEOUT });
  const heading = page.getByRole("heading", { level: 1, name: /^Order #\d+$/ });
  await expect(heading).toBeVisible();
  return Number((await heading.textContent())?.replace(/\D/g, ""));
}

/**
 * Confirms a status or payment change in its dialog, with notes for the history: one shown to the
 * customer (status changes only), one only staff see.
 */
async function confirmChange(page: Page, button: string, title: string, notes: { customer?: string; staff?: string } = {}): Promise<void> {
  await page.getByRole("button", { name: button, exact: true }).click();
  const dialog = page.getByRole("alertdialog", { name: title });
  await expect(dialog).toBeVisible();
  if (notes.customer) await dialog.getByLabel("Note for the customer (optional)").fill(notes.customer);
  if (notes.staff) await dialog.getByLabel("Note for staff (optional)").fill(notes.staff);
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe("admin orders", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a guest's order appears as pending without a reload, is delivered from its page, then listed as completed", async ({ browser, request }) => {
    const adminContext = await browser.newContext();
    const guestContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const guest = await guestContext.newPage();
    const product = await findBuyableProduct(request, "men-fashion", 0, 100_000);
    const name = `E2E Guest ${Date.now().toString(36)}`;

    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await admin.goto("/admin-dashboard/orders/pending");
    await expect(admin.getByRole("heading", { level: 1, name: "Pending orders" })).toBeVisible();
    await expect(admin.getByRole("status").filter({ hasText: /orders?$/ })).toBeVisible();

    await addToCartAndCheckout(guest, product);
    const number = await placeGuestOrder(guest, name);

    // The list asks again every 30 s: the new order shows up with no reload.
    const row = admin.getByRole("table", { name: "Pending orders" }).getByRole("row").filter({ hasText: name });
    await expect(row).toBeVisible({ timeout: 45_000 });
    await expect(row).toContainText("Guest");
    await expect(row).toContainText("Pending");
    const nav = admin.getByRole("navigation", { name: "Admin" });
    await expect(nav.getByRole("link", { name: /^Orders.*pending orders$/ })).toBeVisible();
    await expectNoSeriousViolations(admin);

    await row.getByRole("link", { name: `#${String(number)}` }).click();
    await expect(admin).toHaveURL(/\/admin-dashboard\/orders\/[\w-]+$/);
    await expect(admin.getByRole("heading", { level: 1, name: `Order #${String(number)}` })).toBeVisible();
    await expect(admin.getByRole("list", { name: `Items of order #${String(number)}` })).toContainText(product.name);
    await expect(admin.getByRole("list", { name: `Items of order #${String(number)}` })).toContainText(`Colour: ${product.color}`);
    await expectNoSeriousViolations(admin);

    // Each note says who sees it: the customer, or staff only (decision 042).
    await admin.getByRole("button", { name: "Start processing", exact: true }).click();
    const processing = admin.getByRole("alertdialog", { name: `Start processing: order #${String(number)}?` });
    await expect(processing.getByText("Shown to the customer: in their order history and when they track the order.")).toBeVisible();
    await expect(processing.getByText("Only staff see this: it stays in the order's history for admins.")).toBeVisible();
    await processing.getByRole("button", { name: "Back" }).click();
    await confirmChange(admin, "Start processing", `Start processing: order #${String(number)}?`, {
      customer: "Confirmed by phone",
      staff: "Margin is thin on this one",
    });
    await expect(admin.getByRole("button", { name: "Mark shipped" })).toBeVisible();
    // The history is newest first.
    await expect(admin.getByTestId("history-customer-note").first()).toHaveText("Shown to the customer: Confirmed by phone");
    await expect(admin.getByTestId("history-staff-note").first()).toHaveText("Only staff see this: Margin is thin on this one");

    // Before it ships, the contact can be edited; the change goes in the history.
    await admin.getByRole("button", { name: "Edit contact" }).click();
    const contact = admin.getByRole("form", { name: "Edit contact and address" });
    await contact.getByLabel("Phone").fill("call me");
    await contact.getByRole("button", { name: "Save contact" }).click();
    await expect(contact.getByText("Enter a phone number of digits, spaces or dashes.")).toBeVisible();
    await contact.getByLabel("Phone").fill("01811-222333");
    await contact.getByLabel("Note for the history").fill("Customer called");
    await contact.getByRole("button", { name: "Save contact" }).click();
    await expect(contact).toBeHidden();
    await expect(admin.getByText("01811-222333")).toBeVisible();
    await expect(admin.getByText("Contact edited: phone. Customer called")).toBeVisible();

    await admin.getByLabel("Note for the shop").fill("Leave with the guard");
    await admin.getByRole("button", { name: "Save note" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Internal note saved" })).toBeVisible();

    await confirmChange(admin, "Mark shipped", `Mark shipped: order #${String(number)}?`);
    await expect(admin.getByRole("button", { name: "Edit contact" })).toBeHidden();
    await confirmChange(admin, "Mark delivered", `Mark delivered: order #${String(number)}?`);
    await expect(admin.getByText("Delivered: the order is complete.")).toBeVisible();
    await admin.getByRole("button", { name: "Mark paid", exact: true }).click();
    await expect(admin.getByRole("alertdialog", { name: `Mark paid: order #${String(number)}?` }).getByLabel("Note for the customer (optional)")).toHaveCount(0);
    await admin.getByRole("alertdialog", { name: `Mark paid: order #${String(number)}?` }).getByRole("button", { name: "Back" }).click();
    await confirmChange(admin, "Mark paid", `Mark paid: order #${String(number)}?`, { staff: "Cash received" });
    await expect(admin.getByText("Payment: Paid")).toBeVisible();

    await nav.getByRole("link", { name: "Completed" }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Completed orders" })).toBeVisible();
    const completed = admin.getByRole("table", { name: "Completed orders" }).getByRole("row").filter({ hasText: name });
    await expect(completed).toContainText("Delivered");
    await expect(completed).toContainText("Paid");

    // The filtered list as a CSV file: UTF-8 with a BOM, the order in it.
    const download = admin.waitForEvent("download");
    await admin.getByRole("button", { name: "Export CSV" }).click();
    await admin.getByRole("menuitem", { name: /One row per order/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString("utf8")).toContain(`"${String(number)}",`);
    expect(csv.toString("utf8")).toContain(`"${name}"`);

    // The guest's browser keeps the order: its history shows each step, but not the shop's own entries.
    await guest.goto("/my-orders");
    const card = guest.getByRole("region", { name: "Orders placed in this browser" }).getByRole("article", { name: `Order #${String(number)}` });
    await expect(card.getByTestId("order-status")).toHaveText("Delivered");
    await card.getByRole("button", { name: `Show details of order #${String(number)}` }).click();
    const history = card.getByRole("list", { name: `Status history of order #${String(number)}` });
    for (const step of ["Pending", "Processing", "Shipped", "Delivered"]) await expect(history).toContainText(step);
    await expect(history).toContainText("Confirmed by phone");
    await expect(card).not.toContainText("Margin is thin");
    await expect(card).not.toContainText("Customer called");
    await expect(card).not.toContainText("Leave with the guard");

    await adminContext.close();
    await guestContext.close();
  });

  test("the orders list works on a phone: filters in the URL, no sideways scroll", async ({ page, request }) => {
    // An order to list, placed through the API as a guest.
    const { products } = await graphql<{ products: { items: { id: string; variants: { color: string; size: string; stock: number }[] }[] } }>(
      request,
      `{ products(filter: { category: "men-fashion" }, take: 20) { items { id variants { color size stock } } } }`,
    );
    const product = products.items.find((item) => item.variants.some((v) => v.stock > 0))!;
    const variant = product.variants.find((v) => v.stock > 0)!;
    await graphql(request, `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`, {
      input: {
        lines: [{ productId: product.id, color: variant.color, size: variant.size, quantity: 1 }],
        name: "Phone Test Guest",
        phone: "01711-000000",
        email: uniqueEmail("e2e-phone-orders"),
        address: "House 5, Road 2, Dhanmondi, Dhaka",
      },
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto("/admin-dashboard/orders?payment=unpaid&sort=total-desc");
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    // On a phone the filters are in a sheet behind "Filters (n)" (decision 061).
    await page.getByRole("button", { name: "Filters (1)" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet.getByLabel("Payment")).toHaveValue("UNPAID");
    await expect(sheet.getByLabel("Sort by")).toHaveValue("TOTAL_HIGH");
    await sheet.getByLabel("Status").selectOption("PENDING");
    await expect(page).toHaveURL(/status=pending/);
    await sheet.getByRole("button", { name: "Show results" }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: /orders?$|Loading/ })).toBeVisible();
    const overflow = () => page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);

    // An order's page too: its actions first, nothing wider than the phone.
    await page.getByRole("button", { name: "Filters (2)" }).click();
    await sheet.getByLabel("Status").selectOption("");
    await sheet.getByRole("button", { name: "Show results" }).click();
    const first = page.getByRole("list", { name: "Orders" }).getByRole("link", { name: /^#\d+$/ }).first();
    await first.click();
    await expect(page.getByRole("heading", { level: 1, name: /^Order #\d+$/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Status" })).toBeInViewport();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
