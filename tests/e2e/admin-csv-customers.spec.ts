import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { type APIRequestContext, expect, type Page, test } from "./support/test.js";
import { DEMO_ADMIN, signIn, uniqueEmail } from "./support/auth.js";
import { expectNoSeriousViolations } from "./support/axe.js";
import { graphql } from "./support/catalog.js";
import { phone } from "./support/viewports.js";

/**
 * Issue 35, as an owner: the orders CSV one row per item (SKU, variant, quantity, prices, times
 * in the shop's zone) downloaded from the filtered list, and guest buyers in Customers, one per
 * phone however it was typed, with their orders.
 */

const run = Date.now().toString(36);
const buyer = `Csv Guest ${run}`;
/** A phone of this run (the shop limits orders per phone), typed two ways at two checkouts. */
const digits = String(Date.now()).slice(-7);
const PHONES = [`01611-${digits}`, `+880 1611 ${digits}`] as const;
const KEY = `01611${digits}`;

interface Placed {
  number: number;
}

/** Two guest orders under one phone, written two ways: the first of 2 units, the second of 1. */
async function placeTwoGuestOrders(request: APIRequestContext): Promise<{ sku: string; placed: Placed[] }> {
  const { products } = await graphql<{ products: { items: { id: string; sku: string; variants: { color: string; size: string; stock: number }[] }[] } }>(
    request,
    "{ products(take: 50) { items { id sku variants { color size stock } } } }",
  );
  const product = products.items.find((p) => p.variants.some((v) => v.stock >= 5));
  if (!product) throw new Error("No product with stock");
  const variant = product.variants.find((v) => v.stock >= 5)!;
  const placed: Placed[] = [];
  for (const [index, phoneNumber] of PHONES.entries()) {
    const data = await graphql<{ placeOrder: { order: Placed } }>(
      request,
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { number } } }`,
      {
        input: {
          lines: [{ productId: product.id, color: variant.color, size: variant.size, quantity: 2 - index }],
          name: buyer,
          phone: phoneNumber,
          email: uniqueEmail("e2e-csv"),
          district: "Dhaka",
          address: "House 7, Road 3, Dhanmondi",
        },
      },
    );
    placed.push(data.placeOrder.order);
  }
  return { sku: product.sku, placed };
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("order CSV and guest customers", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  let placed: Placed[] = [];
  let sku = "";

  test.beforeAll(async ({ request }) => {
    ({ placed, sku } = await placeTwoGuestOrders(request));
  });

  test("the filtered orders export one row per item, in the shop's time zone", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto(`/admin-dashboard/orders?q=${encodeURIComponent(buyer)}`);
    await expect(page.getByRole("status").filter({ hasText: /2 orders/ })).toBeVisible();

    await page.getByRole("button", { name: "Export CSV" }).click();
    await expect(page.getByRole("menuitem", { name: /Courier sheet/ })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: /One row per item/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^order-lines-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse((await readFile(await file.path())).subarray(3).toString("utf8"), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.Number, row.SKU, row.Quantity])).toEqual([
      [String(placed[1]!.number), sku, "1"],
      [String(placed[0]!.number), sku, "2"],
    ]);
    const [placedAtColumn] = Object.keys(rows[0]!).filter((column) => column.startsWith("Placed at ("));
    expect(placedAtColumn).toMatch(/^Placed at \(.+\)$/);
    expect(rows[0]![placedAtColumn!]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(rows[0]).toMatchObject({ "Payment method": "CASH_ON_DELIVERY", "Payment status": "UNPAID", Account: "Guest" });
    expect(Number(rows[0]!["Line total"])).toBe(Number(rows[0]!["Unit price"]));
  });

  test("a guest buyer is one customer with their orders, at 1440 and 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto("/admin-dashboard/users");
    await page.getByRole("navigation", { name: "Kinds of customers" }).getByRole("link", { name: "Guest buyers" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Guest buyers" })).toBeVisible();
    await page.getByRole("searchbox").fill(PHONES[1]);
    const row = page.getByRole("table", { name: "Guest buyers" }).getByRole("row").filter({ hasText: buyer });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Guest");
    await expect(row.getByRole("cell").nth(3)).toHaveText("2");
    await expectNoSeriousViolations(page);

    await row.getByRole("link", { name: buyer, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin-dashboard/users/guests/${KEY}$`));
    await expect(page.getByRole("heading", { level: 1, name: buyer })).toBeVisible();
    const orders = page.getByRole("table", { name: "Orders" });
    for (const order of placed) await expect(orders.getByRole("link", { name: new RegExp(String(order.number)) })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.setViewportSize({ width: phone.viewport!.width, height: phone.viewport!.height });
    await expectNoSidewaysScroll(page);
    await page.goto(`/admin-dashboard/users/guests?q=${KEY}`);
    await expect(page.getByText(buyer)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
