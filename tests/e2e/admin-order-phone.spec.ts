import { type APIRequestContext, expect, type Page, test } from "./support/test.js";
import { DEMO_ADMIN, signIn, uniqueEmail } from "./support/auth.js";
import { expectNoAxeViolations } from "./support/axe.js";
import { graphql } from "./support/catalog.js";
import { countPrints, printsOf } from "./support/print.js";

/**
 * The order page as an owner works a cash-on-delivery order (issue 35): on a phone, call or
 * WhatsApp the customer from links in the shop's country code, confirm, see the cash to collect,
 * with nothing scrolling sideways; at a desk, print the invoice and the packing slip (both with
 * the cash to collect) from the order page, and print from order management without losing the
 * selection. The country code is read, never changed here: settings are the shop-wide specs'.
 */

const run = Date.now().toString(36);
const NAME = `Phone ${run}`;
/** A national number (trunk 0), unique per run: the shop limits orders per phone. */
const LOCAL_PHONE = `017${String(Date.now()).slice(-8)}`;

interface Placed {
  id: string;
  number: number;
}

async function placeGuestOrder(request: APIRequestContext): Promise<Placed> {
  const data = await graphql<{ products: { items: { id: string; variants: { color: string; size: string; stock: number }[] }[] } }>(
    request,
    "{ products(take: 50) { items { id variants { color size stock } } } }",
  );
  const product = data.products.items.find((item) => item.variants.some((v) => v.stock >= 5));
  const variant = product?.variants.find((v) => v.stock >= 5);
  if (!product || !variant) throw new Error("No product with stock");
  const placed = await graphql<{ placeOrder: { order: Placed } }>(
    request,
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id number } } }`,
    {
      input: {
        lines: [{ productId: product.id, color: variant.color, size: variant.size, quantity: 2 }],
        name: NAME,
        phone: LOCAL_PHONE,
        email: uniqueEmail("e2e-order-phone"),
        district: "Dhaka",
        address: "House 7, Road 3, Dhanmondi",
      },
    },
  );
  return placed.placeOrder.order;
}

/** The page scrolls sideways when its content is wider than the window. */
const sidewaysOverflow = (page: Page) => page.evaluate<number>("document.scrollingElement.scrollWidth - window.innerWidth");

test.describe.serial("an order's page, phone first", () => {
  test.describe.configure({ timeout: 120_000 });
  let order: Placed;
  let international = "";
  let countryCode = "";
  /** A national number in the international form the links use, with the setting's code. */
  const inInternationalForm = (local: string) => `${countryCode}${local.slice(1)}`;

  test.beforeAll(async ({ request }) => {
    order = await placeGuestOrder(request);
    const { settings } = await graphql<{ settings: { phoneCountryCode: string } }>(request, "{ settings { phoneCountryCode } }");
    countryCode = settings.phoneCountryCode;
    international = inInternationalForm(LOCAL_PHONE);
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  test("on a phone: call or WhatsApp in the shop's country code, see the cash to collect, confirm, nothing scrolls sideways", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin-dashboard/orders/${order.id}`);
    await expect(page.getByRole("heading", { level: 1, name: `Order #${String(order.number)}` })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`\\| Order #${String(order.number)}$`));

    const confirm = page.getByRole("region", { name: "Confirm by phone" });
    await expect(confirm.getByRole("link", { name: `Call ${LOCAL_PHONE}` })).toHaveAttribute("href", `tel:+${international}`);
    await expect(confirm.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute("href", `https://wa.me/${international}`);
    // The contact's phone is a link too, wherever it shows.
    await expect(page.getByRole("link", { name: `Call ${NAME} at ${LOCAL_PHONE}` })).toHaveAttribute("href", `tel:+${international}`);
    await expect(page.getByRole("link", { name: `WhatsApp ${NAME} at ${LOCAL_PHONE} (opens in a new tab)` })).toHaveAttribute("href", `https://wa.me/${international}`);

    // Unpaid cash on delivery: the whole total is collected, and the confirmation says so.
    const total = (await page.getByTestId("order-total").innerText()).trim();
    await expect(page.getByTestId("cash-to-collect")).toContainText(total);
    await expect(confirm).toContainText(total);

    // Each line keeps its quantity and line total in view.
    const line = page.getByRole("list", { name: `Items of order #${String(order.number)}` }).getByRole("listitem").first();
    await line.scrollIntoViewIfNeeded();
    await expect(line.getByText("Quantity")).toBeInViewport();
    await expect(line.getByText("Line total")).toBeInViewport();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    await confirm.getByRole("button", { name: "Confirmed" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("button", { name: "Mark shipped" })).toBeVisible();
    await expect(page.getByTestId("history-staff-note").first()).toHaveText("Only staff see this: Confirmed by phone");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // The narrowest phone the issue names; the print view's sheets too.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    for (const kind of ["invoice", "packing-slip"]) {
      await page.goto(`/admin-dashboard/orders/print?kind=${kind}&ids=${order.id}`);
      await expect(page.getByRole("article")).toContainText("Cash to collect");
      expect(await sidewaysOverflow(page), kind).toBeLessThanOrEqual(0);
    }
  });

  test("at a desk: prints the invoice and the packing slip from the order page, each with the cash to collect", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await countPrints(page);
    await page.goto(`/admin-dashboard/orders/${order.id}`);
    const total = (await page.getByTestId("order-total").innerText()).trim();
    await expect(page.getByTestId("cash-to-collect")).toContainText(total);
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Print packing slip" }).click();
    await expect.poll(() => printsOf(page)).toBe(1);
    const slip = page.getByRole("article", { name: `Packing slip for order #${String(order.number)}` });
    await expect(slip).toBeHidden();
    await page.emulateMedia({ media: "print" });
    await expect(slip).toBeVisible();
    await expect(slip.getByTestId("cash-to-collect")).toContainText(total);
    await expect(slip.getByRole("columnheader", { name: "Unit price" })).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    await page.emulateMedia({ media: "screen" });

    await page.getByRole("button", { name: "Print invoice" }).click();
    await expect.poll(() => printsOf(page)).toBe(2);
    const invoice = page.getByRole("article", { name: `Invoice for order #${String(order.number)}` });
    await page.emulateMedia({ media: "print" });
    await expect(invoice).toBeVisible();
    await expect(invoice.getByTestId("cash-to-collect")).toContainText(total);
    await expect(invoice.getByRole("columnheader", { name: "Unit price" })).toBeVisible();
    await page.emulateMedia({ media: "screen" });
    // Nothing navigated: the owner is still on the order.
    await expect(page).toHaveURL(new RegExp(`/admin-dashboard/orders/${order.id}$`));
  });

  test("in order management, printing keeps the selection", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await countPrints(page);
    await page.goto(`/admin-dashboard/orders/management?q=${encodeURIComponent(NAME)}`);
    await expect(page.getByRole("status").filter({ hasText: "1 order" })).toBeVisible();
    const box = page.getByRole("checkbox", { name: `Select order #${String(order.number)}` });
    await expect(async () => {
      await box.check({ force: true, timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    const bar = page.getByRole("region", { name: "Selected orders" });
    await expect(bar).toContainText("1 order selected");

    await bar.getByRole("button", { name: "Print packing slips" }).click();
    await expect.poll(() => printsOf(page)).toBe(1);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("article", { name: `Packing slip for order #${String(order.number)}` }).getByTestId("cash-to-collect")).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    await expect(bar).toContainText("1 order selected");
    await expect(box).toBeChecked();
    await bar.getByRole("button", { name: "Print invoices" }).click();
    await expect.poll(() => printsOf(page)).toBe(2);
    await expect(bar).toContainText("1 order selected");
  });

  test("a message's phone is a call and WhatsApp link too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = `019${String(Date.now()).slice(-8)}`;
    const { createContactMessage } = await graphql<{ createContactMessage: { id: string } }>(
      page.request,
      "mutation($input: ContactMessageInput!) { createContactMessage(input: $input) { id } }",
      { input: { name: NAME, email: uniqueEmail("e2e-order-phone"), phone, subject: `Call me ${run}`, message: "Please call me about my order." } },
    );
    await page.goto(`/admin-dashboard/contact-messages/${createContactMessage.id}`);
    const international = inInternationalForm(phone);
    await expect(page.getByRole("link", { name: `Call ${NAME} at ${phone}` })).toHaveAttribute("href", `tel:+${international}`);
    await expect(page.getByRole("link", { name: `WhatsApp ${NAME} at ${phone} (opens in a new tab)` })).toHaveAttribute("href", `https://wa.me/${international}`);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
