import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { type APIRequestContext, expect, type Locator, type Page, test } from "../support/test.js";
import { DEMO_ADMIN, idTokenOf, signIn, uniqueEmail } from "../support/auth.js";
import { expectNoSeriousViolations } from "../support/axe.js";
import { addToCartAndCheckout, findBuyableProduct, graphql } from "../support/catalog.js";
import { ORDER_PLACED_TIMEOUT } from "../support/checkout.js";

/**
 * The dashboard home and the sales report (issue 13), as the demo admin: orders placed on the
 * storefront (one through the checkout, one through the API) are counted on the dashboard's
 * cards and in the week's report; delivering one moves revenue; the report's CSV files hold
 * them; the settings' Reports section saves a time zone.
 *
 * The figures count every order of the shop, and the time zone moves every report's days: the
 * spec runs in the shop-wide project, on a shop where no other spec runs at the same time
 * (playwright.config.ts). Figures are still compared before and after, as "at least this much
 * more": the shop-wide specs before it placed orders too.
 */

interface PlacedOrder {
  id: string;
  number: number;
  total: number;
}

const run = Date.now().toString(36);

/** A card's figure as a number: digits and the decimal point of "৳1,234.50" or "12". */
async function figure(card: Locator): Promise<number> {
  const text = (await card.getByTestId("stat-value").textContent()) ?? "";
  return Number(text.replace(/[^\d.]/g, ""));
}

/** A summary card of the sales report, or a figure of a dashboard card (by its list item's label). */
const card = (page: Page, label: string, within: Page | Locator = page) =>
  within.getByRole("listitem").filter({ has: page.getByText(label, { exact: true }) }).last();
const period = (page: Page, title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });

async function adminOrder(request: APIRequestContext, token: string, name: string): Promise<PlacedOrder> {
  const data = await graphql<{ orders: { items: PlacedOrder[] } }>(
    request,
    `query($search: String) { orders(filter: { search: $search }, take: 5) { items { id number total } } }`,
    { search: name },
    token,
  );
  expect(data.orders.items).toHaveLength(1);
  return data.orders.items[0]!;
}

async function placeThroughApi(request: APIRequestContext, name: string): Promise<void> {
  const data = await graphql<{ products: { items: { id: string; variants: { color: string; size: string; stock: number }[] }[] } }>(
    request,
    "{ products(take: 50) { items { id variants { color size stock } } } }",
  );
  const product = data.products.items.find((item) => item.variants.some((v) => v.stock >= 5))!;
  const variant = product.variants.find((v) => v.stock >= 5)!;
  await graphql(request, `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`, {
    input: {
      lines: [{ productId: product.id, color: variant.color, size: variant.size, quantity: 2 }],
      name,
      phone: `01911-${String(Date.now()).slice(-6)}`,
      email: uniqueEmail("e2e-reports"),
      district: "Dhaka",
      address: "House 5, Road 2, Dhanmondi",
    },
  });
}

async function reportFigures(page: Page) {
  await page.goto("/admin-dashboard/sales-report");
  await expect(page.getByRole("heading", { level: 1, name: "Sales report" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "compared with" })).toBeVisible();
  const pendingRow = async () => {
    const chart = page.getByRole("region", { name: "Orders by status" });
    if (await chart.getByRole("button", { name: "Show as table" }).isVisible()) await chart.getByRole("button", { name: "Show as table" }).click();
    const row = chart.getByRole("table", { name: "Orders by status" }).getByRole("row", { name: /^Pending/ });
    return Number(((await row.getByRole("cell").first().textContent()) ?? "").replace(/[^\d]/g, ""));
  };
  return {
    orders: await figure(card(page, "Orders")),
    open: await figure(card(page, "Open order value")),
    revenue: await figure(card(page, "Revenue (delivered)")),
    pending: (await page.getByText("No orders in this period").isVisible()) ? 0 : await pendingRow(),
  };
}

async function dashboardFigures(page: Page) {
  await page.goto("/admin-dashboard");
  // The admin area's first load (its chunks, the restored session, the figures) is slow on a busy machine.
  await expect(period(page, "Today").getByTestId("stat-value").first()).toBeVisible({ timeout: 15_000 });
  return { today: await figure(card(page, "Orders", period(page, "Today"))), pending: await figure(card(page, "Pending orders")) };
}

test.describe.serial("admin reports", () => {
  test.describe.configure({ timeout: 180_000 });

  test("storefront orders are counted on the dashboard and in the sales report, and exported as CSV", async ({ browser, request }) => {
    const token = await idTokenOf(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const adminContext = await browser.newContext();
    const guestContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const guest = await guestContext.newPage();
    await signIn(admin, DEMO_ADMIN.email, DEMO_ADMIN.password);

    const dashboardBefore = await dashboardFigures(admin);
    const reportBefore = await reportFigures(admin);

    // One order through the storefront's checkout, one through the API.
    const product = await findBuyableProduct(request, "men-fashion", 0, 100_000);
    const checkoutName = `Report Guest ${run} A`;
    await addToCartAndCheckout(guest, product);
    const form = guest.getByRole("form", { name: "Checkout" });
    await form.getByLabel("Full name").fill(checkoutName);
    await form.getByLabel("Phone").fill(`01611-${String(Date.now()).slice(-6)}`);
    await form.getByLabel("Email").fill(uniqueEmail("e2e-reports"));
    await form.getByLabel("Address").fill("House 5, Road 2, Dhanmondi, Dhaka");
    await guest.getByRole("button", { name: "Place order" }).click();
    await expect(guest).toHaveURL(/\/order-confirmation\?id=[\w-]+$/, { timeout: ORDER_PLACED_TIMEOUT });
    const apiName = `Report Guest ${run} B`;
    await placeThroughApi(request, apiName);
    const orders = [await adminOrder(request, token, checkoutName), await adminOrder(request, token, apiName)];
    const placedValue = orders[0]!.total + orders[1]!.total;

    // The dashboard counts them today and among the pending.
    const dashboardAfter = await dashboardFigures(admin);
    expect(dashboardAfter.today).toBeGreaterThanOrEqual(dashboardBefore.today + 2);
    expect(dashboardAfter.pending).toBeGreaterThanOrEqual(dashboardBefore.pending + 2);
    const latest = admin.getByRole("table", { name: "Latest orders" });
    await expect(latest).toBeVisible();
    await expectNoSeriousViolations(admin);

    // The week's report: two more orders, their value open, two more pending.
    const reportAfter = await reportFigures(admin);
    expect(reportAfter.orders).toBeGreaterThanOrEqual(reportBefore.orders + 2);
    expect(reportAfter.open).toBeGreaterThanOrEqual(reportBefore.open + placedValue - 0.01);
    expect(reportAfter.pending).toBeGreaterThanOrEqual(reportBefore.pending + 2);
    await expectNoSeriousViolations(admin);

    // Delivered, the first order's total counts as revenue.
    for (const status of ["PROCESSING", "SHIPPED", "DELIVERED"]) {
      await graphql(request, `mutation($id: ID!, $status: OrderStatus!) { setOrderStatus(id: $id, status: $status) { id } }`, { id: orders[0]!.id, status }, token);
    }
    const reportDelivered = await reportFigures(admin);
    expect(reportDelivered.revenue).toBeGreaterThanOrEqual(reportAfter.revenue + orders[0]!.total - 0.01);

    // The range's orders as CSV: UTF-8 with a BOM, both orders with their totals and statuses.
    const download = admin.waitForEvent("download");
    await admin.getByRole("button", { name: "Export orders" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^sales-orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await file.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    for (const [index, order] of orders.entries()) {
      const row = rows.find((candidate) => candidate.Number === String(order.number));
      expect(row, `order #${String(order.number)} in the CSV`).toBeDefined();
      expect(Number(row!.Total)).toBeCloseTo(order.total, 2);
      expect(row!.Status).toBe(index === 0 ? "DELIVERED" : "PENDING");
    }
    await expect(admin.getByText(/^Exported \d+ orders?$|^Exported the first/)).toBeVisible();

    // The top products as CSV: the product bought through the checkout is among them.
    const productsDownload = admin.waitForEvent("download");
    await admin.getByRole("button", { name: "Export top products" }).click();
    const productsCsv = await readFile(await (await productsDownload).path());
    const products = parse(productsCsv, { bom: true, columns: true }) as Record<string, string>[];
    expect(products.map((row) => row.Product)).toContain(product.name);

    await adminContext.close();
    await guestContext.close();
  });

  test("the report's range lives in the URL, and a custom range is checked", async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto("/admin-dashboard/sales-report");
    const periodGroup = page.getByRole("group", { name: "Period" });
    await periodGroup.getByRole("button", { name: "Month" }).click();
    await expect(page).toHaveURL(/\/sales-report\?range=month$/);
    await expect(periodGroup.getByRole("button", { name: "Month" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("status").filter({ hasText: "compared with" })).toBeVisible();

    await periodGroup.getByRole("button", { name: "Custom" }).click();
    const custom = page.getByRole("form", { name: "Custom period" });
    await custom.getByLabel("First day").fill("2026-03-08");
    await custom.getByLabel("Last day").fill("2026-03-01");
    await custom.getByRole("button", { name: "Show report" }).click();
    await expect(custom.getByText("The last day cannot be before the first.")).toBeVisible();
    await custom.getByLabel("First day").fill("2026-03-01");
    await custom.getByLabel("Last day").fill("2026-03-07");
    await custom.getByRole("button", { name: "Show report" }).click();
    await expect(page).toHaveURL(/range=custom&from=2026-03-01&to=2026-03-07$/);
    await expect(page.getByRole("status")).toContainText(/Mar 1\s?–\s?7, 2026|1\s?–\s?7 Mar 2026/); // as the shop's locale writes days

    // What only the server knows (the shop's today) comes back under its field.
    await page.goto("/admin-dashboard/sales-report?range=custom&from=2099-01-01&to=2099-01-07");
    await expect(page.getByRole("form", { name: "Custom period" }).getByText("The range cannot start in the future.")).toBeVisible();
    await expect(page.getByRole("form", { name: "Custom period" }).getByLabel("First day")).toHaveAttribute("aria-invalid", "true");

    await page.goto("/admin-dashboard/sales-report?range=all");
    await expect(page.getByRole("status").filter({ hasText: "no earlier period" })).toBeVisible();
  });

  test("the settings' Reports section saves the time zone", async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto("/admin-dashboard/settings");
    const section = page.getByRole("region", { name: "Reports" });
    const zone = section.getByLabel("Time zone");
    await expect(zone).toHaveValue(/\//);
    const original = await zone.inputValue();
    const save = page.getByRole("button", { name: "Save settings" });

    await zone.fill("Mars/Olympus");
    await save.click();
    await expect(section.getByText("A time zone is a name such as Asia/Dhaka.")).toBeVisible();

    const next = original === "Asia/Kolkata" ? "Asia/Dhaka" : "Asia/Kolkata";
    await zone.fill(next);
    await save.click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: "Reports" }).getByLabel("Time zone")).toHaveValue(next);

    // Back as it was: the other specs' days are the shop's.
    await page.getByRole("region", { name: "Reports" }).getByLabel("Time zone").fill(original);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved").last()).toBeVisible();
  });
});
