import { expect, type Locator, type Page, test } from "./support/test.js";
import { DEMO_ADMIN, signIn, uniqueEmail } from "./support/auth.js";
import { expectNoAxeViolations } from "./support/axe.js";
import { graphql } from "./support/catalog.js";
import { uniquePhone } from "./support/checkout.js";

/**
 * The admin's lists as an owner uses them on a phone and at a desk (issue 35, decision 061): on a
 * 390 px phone the orders, products, customers and messages are cards, the filters fold into a
 * "Filters (n)" sheet so the first order is near the top, and no admin area scrolls sideways;
 * at 1440 px the lists are tables. axe finds no violation of any impact on these screens.
 */

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1440, height: 900 };
/** A page's first content can take a while on CI's two cores. */
const LOADED = { timeout: 15_000 };

/** How far the page scrolls sideways (a string: the tests are compiled without the DOM's types). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
}

/** Ticks a checkbox (Chakra's control covers its hidden input, as the management spec's `tick`). */
async function tick(box: Locator): Promise<void> {
  await expect(async () => {
    await box.check({ force: true, timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** The first card or row of a list, once it has loaded. */
async function firstOrderLink(page: Page) {
  const link = page.getByRole("list", { name: "Orders" }).getByRole("link", { name: /^#\d+$/ }).first();
  await expect(link).toBeVisible(LOADED);
  return link;
}

test.describe("admin lists on a phone and a desk", () => {
  test.describe.configure({ timeout: 180_000 });

  // Two guest orders to list, placed through the API.
  test.beforeAll(async ({ request }) => {
    const { products } = await graphql<{ products: { items: { id: string; variants: { color: string; size: string; stock: number }[] }[] } }>(
      request,
      `{ products(take: 20) { items { id variants { color size stock } } } }`,
    );
    const product = products.items.find((item) => item.variants.some((v) => v.stock > 1))!;
    const variant = product.variants.find((v) => v.stock > 1)!;
    for (const name of ["Phone List Guest", "Phone List Second Guest"]) {
      await graphql(request, `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`, {
        input: {
          lines: [{ productId: product.id, color: variant.color, size: variant.size, quantity: 1 }],
          name,
          phone: uniquePhone(),
          email: uniqueEmail("e2e-phone-lists"),
          address: "House 9, Road 4, Banani, Dhaka",
        },
      });
    }
  });

  test("on a phone: cards, the filters sheet, selection, and no admin area wider than the screen", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

    // Orders: a card each, the first near the top of the page, no table.
    await page.goto("/admin-dashboard/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible(LOADED);
    const first = await firstOrderLink(page);
    await expect(page.getByRole("table")).toHaveCount(0);
    expect((await first.boundingBox())?.y ?? Infinity).toBeLessThan(PHONE.height / 2);
    await expect(page.getByRole("list", { name: "Orders" }).getByRole("listitem").first()).toContainText(/Tk|৳|\d/);
    await expectNoAxeViolations(page);

    // The filters sheet: a status chosen there narrows the list and is counted on its button.
    await page.getByRole("button", { name: "Filters", exact: true }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await sheet.getByLabel("Status").selectOption("PENDING");
    await expect(page).toHaveURL(/status=pending/);
    await expectNoAxeViolations(page);
    await sheet.getByRole("button", { name: "Show results" }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("button", { name: "Filters (1)" })).toBeVisible();

    // Order management: a card is selected by its checkbox, and the bulk actions follow.
    await page.goto("/admin-dashboard/orders/management");
    await firstOrderLink(page);
    await tick(page.getByRole("checkbox", { name: /^Select order #\d+$/ }).first());
    await expect(page.getByRole("region", { name: "Selected orders" })).toContainText("1 order selected");
    await tick(page.getByRole("checkbox", { name: "Select all orders on this page" }));
    await expect(page.getByRole("region", { name: "Selected orders" })).not.toContainText("1 order selected");

    // Products, customers and messages: cards too.
    await page.goto("/admin-dashboard/all-products?status=all");
    const product = page.getByRole("list", { name: "Products" }).getByRole("listitem").first();
    await expect(product.getByRole("link", { name: /^Edit / })).toBeVisible(LOADED);
    await expect(page.getByRole("table")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto("/admin-dashboard/users");
    await expect(page.getByRole("list", { name: "Customers" }).getByRole("listitem").first().getByRole("link").first()).toBeVisible(LOADED);
    await expect(page.getByRole("table")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto("/admin-dashboard/contact-messages");
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible(LOADED);
    await expect(page.getByRole("status").filter({ hasText: /message/ })).toBeVisible(LOADED);
    await expectNoAxeViolations(page);

    // Guest buyers: a card each, its phone a tap to call and a WhatsApp chat, nothing sideways.
    await page.goto("/admin-dashboard/users/guests?q=Phone%20List%20Guest");
    const guest = page.getByRole("list", { name: "Guest buyers" }).getByRole("listitem").first();
    await expect(guest.getByRole("link", { name: "Phone List Guest", exact: true })).toBeVisible(LOADED);
    await expect(page.getByRole("table")).toHaveCount(0);
    await expect(guest.getByRole("link", { name: /^Call Phone List Guest at / })).toHaveAttribute("href", /^tel:\+\d+$/);
    await expect(guest.getByRole("link", { name: /^WhatsApp Phone List Guest at / })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
    await expect(guest).toContainText("1 order");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // Every area the sidebar offers fits the phone's width.
    await page.getByRole("button", { name: "Open admin menu" }).click();
    const menu = page.getByRole("dialog", { name: "Admin menu" });
    const hrefs = await menu.getByRole("navigation", { name: "Admin" }).getByRole("link").evaluateAll((links) =>
      links.map((link) => (link as unknown as { getAttribute(name: string): string }).getAttribute("href")),
    );
    expect(hrefs.length).toBeGreaterThan(15);
    await page.keyboard.press("Escape");
    const wide: string[] = [];
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible(LOADED);
      // Wait for the page's content, not only its heading: a table or card list arrives later.
      await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) wide.push(`${href} (${String(overflow)} px)`);
    }
    expect(wide).toEqual([]);
  });

  test("at a desk: tables for the lists, and the reports' and lists' headings in order", async ({ page }) => {
    await page.setViewportSize(DESK);
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

    for (const [path, name] of [
      ["/admin-dashboard/orders", "Orders"],
      ["/admin-dashboard/orders/pending", "Pending orders"],
      ["/admin-dashboard/all-products?status=all", "Products"],
      ["/admin-dashboard/users", "Customers"],
      ["/admin-dashboard/users/guests", "Guest buyers"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible(LOADED);
      await expect(page.getByRole("table", { name }).getByRole("row").nth(1)).toBeVisible(LOADED);
      await expect(page.getByRole("button", { name: /^Filters/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
    }

    // A focused field is ringed in 2 px of blue.500 (decision 067), not a faint 1 px gray.
    const search = page.getByRole("searchbox", { name: "Search" });
    await search.focus();
    await expect(search).toHaveCSS("outline-width", "2px");
    await expect(search).toHaveCSS("outline-color", "rgb(59, 130, 246)");

    for (const [path, name] of [
      ["/admin-dashboard/contact-messages", "Messages"],
      ["/admin-dashboard/sales-report", "Sales report"],
      ["/admin-dashboard/site-analytics", "Site analytics"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible(LOADED);
      await expectNoAxeViolations(page);
    }
  });
});
