import { type APIRequestContext, expect, type Page, test } from "./support/test.js";
import { DEMO_ADMIN, idTokenOf, signIn, uniqueEmail } from "./support/auth.js";
import { expectNoSeriousViolations } from "./support/axe.js";
import { graphql } from "./support/catalog.js";
import { countPrints, printsOf } from "./support/print.js";

/**
 * Order management (issue 12), as the demo admin: a bulk status change with its summary of what
 * changed and what was refused, sending a selection to the courier (the local fake of Steadfast
 * that playwright.config.ts starts), and printing one sheet per order.
 */

const COURIER = `http://127.0.0.1:${String(Number(process.env.E2E_COURIER_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000))}`;
const run = Date.now().toString(36);
const customer = (letter: string) => `Mgmt ${run} ${letter}`;
/** A phone per order and run (the shop also limits orders per phone), as checkout takes them, and as the courier gets them. */
const digits = String(Date.now()).slice(-6);
const PHONES = [`+880 1711-${digits}`, `01811-${digits}`] as const;
const COURIER_PHONES = [`01711${digits}`, `01811${digits}`];

interface Placed {
  id: string;
  number: number;
}

async function buyableVariant(request: APIRequestContext) {
  const data = await graphql<{ products: { items: { id: string; variants: { color: string; size: string; stock: number }[] }[] } }>(
    request,
    "{ products(take: 50) { items { id variants { color size stock } } } }",
  );
  for (const product of data.products.items) {
    const variant = product.variants.find((v) => v.stock >= 5);
    if (variant) return { productId: product.id, color: variant.color, size: variant.size };
  }
  throw new Error("No product with stock");
}

async function placeGuestOrder(request: APIRequestContext, name: string, phone: string): Promise<Placed> {
  const line = await buyableVariant(request);
  const data = await graphql<{ placeOrder: { order: Placed } }>(
    request,
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number } } }`,
    {
      input: {
        lines: [{ ...line, quantity: 1 }],
        name,
        phone,
        email: uniqueEmail("e2e-management"),
        district: "Dhaka",
        address: "House 5, Road 2, Dhanmondi",
      },
    },
  );
  return data.placeOrder.order;
}

/**
 * Ticks a row's (or the header's) checkbox. Chakra's input sits under its drawn box, so the click
 * is forced; a dialog that is still fading out can swallow it, so it is tried until it took.
 */
async function tick(page: Page, name: string): Promise<void> {
  const box = page.getByRole("checkbox", { name });
  await expect(async () => {
    await box.check({ force: true, timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** The row of the orders table that shows this order. */
const rowOf = (page: Page, order: Placed) => page.getByRole("row").filter({ hasText: `#${String(order.number)}` });

test.describe.serial("order management", () => {
  test.describe.configure({ timeout: 120_000 });
  let orders: Placed[] = [];

  test.beforeAll(async ({ request }) => {
    const token = await idTokenOf(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    // Two orders only: every spec's orders count against the shop's limit per client address.
    orders = [await placeGuestOrder(request, customer("A"), PHONES[0]), await placeGuestOrder(request, customer("B"), PHONES[1])];
    // B is already processing: moving it to processing again is refused.
    await graphql(request, `mutation($id: ID!) { setOrderStatus(id: $id, status: PROCESSING) { id } }`, { id: orders[1]!.id }, token);
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  test("changes the status of a selection and sums up what changed and what was refused", async ({ page }) => {
    await page.goto("/admin-dashboard");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Order management" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/orders\/management$/);
    await expect(page.getByRole("heading", { level: 1, name: "Order management" })).toBeVisible();
    await expect(page).toHaveTitle(/\| management$/);
    await expect(page.getByText(/Steadfast Courier balance: .*1,250\.50/)).toBeVisible();

    await page.getByLabel("Search").fill(`Mgmt ${run}`);
    await expect(page).toHaveURL(new RegExp(`q=Mgmt\\+${run}`));
    await expect(page.getByRole("status").filter({ hasText: "2 orders" })).toBeVisible();
    await expectNoSeriousViolations(page);

    await tick(page, "Select all orders on this page");
    const bar = page.getByRole("region", { name: "Selected orders" });
    await expect(bar).toContainText("2 orders selected");
    await bar.getByRole("button", { name: "Change status" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Change the status of 2 orders?" });
    await confirm.getByLabel("New status").selectOption("PROCESSING");
    // Two notes since decision 042: one the customer sees, one only staff see.
    await expect(confirm.getByLabel(/Note for the customer/)).toBeVisible();
    await confirm.getByLabel(/Note for staff/).fill("Packed in the morning");
    await expectNoSeriousViolations(page);
    await confirm.getByRole("button", { name: "Change status" }).click();

    const summary = page.getByRole("dialog", { name: "Status change to Processing" });
    await expect(summary).toContainText("Changed: 1 · Refused: 1");
    await expect(summary.getByRole("list", { name: "Refused orders" })).toContainText(`#${String(orders[1]!.number)}`);
    // A reason in words, then the server's message: no raw refusal tag.
    await expect(summary).toContainText("Its status does not allow this change. An order that is processing cannot become processing.");
    await expect(summary).not.toContainText("transition not allowed");
    await expectNoSeriousViolations(page);
    await summary.getByRole("button", { name: "Close" }).click();
    await expect(summary).toBeHidden();
    for (const order of orders) await expect(rowOf(page, order)).toContainText("Processing");
  });

  test("sends the selection to the courier and shows consignments and tracking codes", async ({ page, request }) => {
    await page.goto(`/admin-dashboard/orders/management?q=${encodeURIComponent(`Mgmt ${run}`)}`);
    await expect(page.getByRole("status").filter({ hasText: "2 orders" })).toBeVisible();
    for (const order of orders) await expect(rowOf(page, order)).toContainText("Not sent");
    await tick(page, "Select all orders on this page");
    await page.getByRole("region", { name: "Selected orders" }).getByRole("button", { name: "Send to courier" }).click();
    await page.getByRole("alertdialog", { name: "Send 2 orders to Steadfast Courier?" }).getByRole("button", { name: "Send" }).click();

    const summary = page.getByRole("dialog", { name: "Sent to Steadfast Courier" });
    await expect(summary).toContainText("Sent: 2 · Refused: 0");
    await summary.getByRole("button", { name: "Close" }).click();
    await expect(summary).toBeHidden();

    // The courier got one bulk request with the shop's key, the order numbers as invoices and 11-digit phones.
    const sent = (await (await request.get(`${COURIER}/__fake/requests`)).json()) as {
      path: string;
      headers: Record<string, string>;
      body: { data?: { invoice: string; recipient_phone: string }[] };
    }[];
    const bulk = sent.filter((r) => r.path === "/api/v1/create_order/bulk-order").at(-1)!;
    expect(bulk.headers["api-key"]).toBe("e2e-api-key");
    expect(bulk.body.data!.map((d) => [d.invoice, d.recipient_phone]).sort()).toEqual(
      [
        [String(orders[0]!.number), COURIER_PHONES[0]],
        [String(orders[1]!.number), COURIER_PHONES[1]],
      ].sort(),
    );
    for (const order of orders) {
      await expect(rowOf(page, order)).toContainText(/SF[0-9A-F]+/);
      await expect(rowOf(page, order)).toContainText("in review");
    }

    // Sending the same order again is refused: it is already with the courier.
    await tick(page, `Select order #${String(orders[0]!.number)}`);
    await page.getByRole("region", { name: "Selected orders" }).getByRole("button", { name: "Send to courier" }).click();
    await page.getByRole("alertdialog", { name: "Send 1 order to Steadfast Courier?" }).getByRole("button", { name: "Send" }).click();
    const again = page.getByRole("dialog", { name: "Sent to Steadfast Courier" });
    await expect(again).toContainText("Sent: 0 · Refused: 1");
    await expect(again).toContainText("already with the courier");
    await again.getByRole("button", { name: "Close" }).click();
    await expect(again).toBeHidden();

    // The courier's status, refreshed on demand.
    const consignment = (await rowOf(page, orders[1]!).getByText(/^\d{7,}$/).textContent())!.trim();
    await request.post(`${COURIER}/__fake/delivery-status`, { data: { consignmentId: consignment, status: "delivered" } });
    await tick(page, `Select order #${String(orders[1]!.number)}`);
    await page.getByRole("region", { name: "Selected orders" }).getByRole("button", { name: "Refresh courier status" }).click();
    const checked = page.getByRole("dialog", { name: "Courier status" });
    await expect(checked).toContainText("Checked: 1 · Refused: 0");
    await checked.getByRole("button", { name: "Close" }).click();
    await expect(checked).toBeHidden();
    await expect(rowOf(page, orders[1]!)).toContainText("delivered");

    // The order's own page shows its parcel too.
    await page.goto(`/admin-dashboard/orders/${orders[1]!.id}`);
    const courier = page.locator("div").filter({ has: page.getByRole("heading", { level: 2, name: "Courier" }) }).last();
    await expect(courier).toContainText(consignment);
    await expect(courier).toContainText(/SF[0-9A-F]+/);
    await expect(courier).toContainText("delivered");
    // Delivered is final at the courier: nothing left to refresh, and the hint says so (decision 069).
    await expect(page.getByText(/The courier has finished with the parcel/)).toBeVisible();
    await expect(courier.getByRole("button", { name: "Refresh courier status" })).toHaveCount(0);
  });

  test("prints one invoice or packing slip per order in place, with a print stylesheet, keeping the selection", async ({ page }) => {
    await countPrints(page);
    await page.goto(`/admin-dashboard/orders/management?q=${encodeURIComponent(`Mgmt ${run}`)}`);
    await expect(page.getByRole("status").filter({ hasText: "2 orders" })).toBeVisible();
    await tick(page, "Select all orders on this page");
    const bar = page.getByRole("region", { name: "Selected orders" });
    await bar.getByRole("button", { name: "Print invoices" }).click();
    await expect.poll(() => printsOf(page)).toBe(1);
    await expect(bar).toContainText("2 orders selected");

    const sheets = page.locator("[data-print-page]");
    await expect(sheets).toHaveCount(2);
    await page.emulateMedia({ media: "print" });
    for (const order of orders) {
      const sheet = page.getByRole("article", { name: `Invoice for order #${String(order.number)}` });
      await expect(sheet).toContainText(customer(["A", "B"][orders.indexOf(order)]!));
      await expect(sheet.getByRole("columnheader", { name: "Unit price" })).toBeVisible();
      await expect(sheet).toContainText("Total");
      await expect(sheet).toContainText("Cash to collect");
    }
    await expect(sheets.nth(0)).toHaveCSS("break-after", "page");
    await expect(sheets.nth(1)).toHaveCSS("break-after", "auto");
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();
    await expect(bar).toBeHidden();
    await expect(sheets.first()).toBeVisible();
    await page.emulateMedia({ media: "screen" });
    await expect(sheets.first()).toBeHidden();

    // The print view keeps an address of its own.
    const ids = orders.map((order) => order.id).join(",");
    await page.goto(`/admin-dashboard/orders/print?kind=packing-slip&ids=${ids}`);
    await expect(page.getByRole("heading", { level: 1, name: "Packing slips" })).toBeVisible();
    await expect(page.getByRole("article", { name: /^Packing slip for order/ })).toHaveCount(2);
    await expect(page.getByRole("columnheader", { name: "Unit price" })).toHaveCount(0);
    await expect(page.getByRole("article", { name: /^Packing slip for order/ }).first()).toContainText("Cash to collect");
    await expectNoSeriousViolations(page);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
    await page.emulateMedia({ media: "screen" });
  });

  test("fits a phone's width", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin-dashboard/orders/management?q=${encodeURIComponent(`Mgmt ${run}`)}`);
    await expect(page.getByRole("status").filter({ hasText: "2 orders" })).toBeVisible();
    const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
