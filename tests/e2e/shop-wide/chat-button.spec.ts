import { expect, type Page, test } from "../support/test.js";
import { DEMO_ADMIN, idTokenOf } from "../support/auth.js";
import { addToCartAndCheckout, findBuyableProduct, graphql } from "../support/catalog.js";
import { desktop, phone } from "../support/viewports.js";

/**
 * Issue 14, item 3: the chat button keeps out of the shopper's way, on a phone and on a laptop.
 * The spec sets the shop's WhatsApp link, which every page's footer reads, and puts it back.
 */

const CHAT = "Chat with us on WhatsApp";
const WHATSAPP = "https://wa.me/8801700000000";

/** What the chat button must never cover: form fields, buttons, prices and the delivery-zone cards. */
const GUARDED = [
  "main input:not([type=hidden])",
  "main textarea",
  "main select",
  "main button",
  "main [data-testid=price]",
  "main [data-testid=unit-price]",
  "main [data-testid^=order-]",
  "main label:has(input[type=radio])",
].join(", ");

/**
 * Scrolls each guarded element of the page to the bottom edge of the screen (as far as the page
 * scrolls), then to its top edge, and lists those the visible chat button overlaps there.
 * A string: the tests are compiled without the DOM's types.
 */
const OVERLAPS = `(() => {
  const chat = [...document.querySelectorAll('a[aria-label="${CHAT}"]')].find((link) => link.checkVisibility());
  const overlaps = [];
  const guarded = [...document.querySelectorAll(${JSON.stringify(GUARDED)})].filter((element) => element.checkVisibility());
  for (const element of guarded) {
    for (const block of ["end", "start"]) {
      element.scrollIntoView({ block, behavior: "instant" });
      if (!chat) continue;
      const a = chat.getBoundingClientRect();
      const b = element.getBoundingClientRect();
      if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) {
        overlaps.push(element.outerHTML.slice(0, 120));
      }
    }
  }
  return { checked: guarded.length, overlaps };
})()`;

/** The first wait after loading a page: a cold server on a busy test machine can take many seconds to answer the first queries. */
const FIRST_LOAD = { timeout: 30_000 };

async function expectChatClearOfContent(page: Page): Promise<void> {
  const { checked, overlaps } = await page.evaluate<{ checked: number; overlaps: string[] }>(OVERLAPS);
  expect(checked).toBeGreaterThan(0);
  expect(overlaps).toEqual([]);
}

/** The settings' WhatsApp link set to ours for the spec, then put back. */
function withWhatsAppLink() {
  let saved: Record<string, string | null> | undefined;
  test.beforeAll(async ({ request }) => {
    const token = await idTokenOf(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { settings } = await graphql<{ settings: { socialMedia: Record<string, string | null> } }>(
      request,
      "{ settings { socialMedia { facebook instagram x youtube whatsAppLink } } }",
    );
    saved = settings.socialMedia;
    await graphql(
      request,
      "mutation($input: SettingsInput!) { updateSettings(input: $input) { siteName } }",
      { input: { socialMedia: { ...saved, whatsAppLink: WHATSAPP } } },
      token,
    );
  });
  test.afterAll(async ({ request }) => {
    if (!saved) return;
    const token = await idTokenOf(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await graphql(request, "mutation($input: SettingsInput!) { updateSettings(input: $input) { siteName } }", { input: { socialMedia: saved } }, token);
  });
}

test.describe("the chat button on a phone", () => {
  test.use(phone);
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  withWhatsAppLink();

  test("sits at the end of the page, in the footer, clear of every field, button and price", async ({ page }) => {
    const product = await findBuyableProduct(page.request, "men-fashion", 0, 100_000);
    const pages: [string, string, () => Promise<void>][] = [
      ["home", "/", () => expect(page.getByRole("list", { name: "Products", exact: true })).toBeVisible(FIRST_LOAD)],
      ["category", "/product-category/men-fashion", () => expect(page.getByRole("list", { name: "Products", exact: true })).toBeVisible(FIRST_LOAD)],
      ["product", `/products/${product.slug}`, () => expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible(FIRST_LOAD)],
      ["contact", "/contact-us", () => expect(page.getByRole("main").getByRole("textbox").first()).toBeVisible(FIRST_LOAD)],
    ];
    for (const [name, path, ready] of pages) {
      await test.step(name, async () => {
        await page.goto(path);
        await ready();
        const chat = page.getByRole("contentinfo").getByRole("link", { name: CHAT });
        await expect(chat).toBeVisible();
        await expect(chat).toHaveAttribute("href", WHATSAPP);
        await expectChatClearOfContent(page);
      });
    }

    await test.step("checkout, with an item in the cart", async () => {
      await addToCartAndCheckout(page, product);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: CHAT })).toBeVisible();
      await expectChatClearOfContent(page);
    });
  });
});

test.describe("the chat button on a laptop and a tablet", () => {
  test.use(desktop);
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  withWhatsAppLink();

  test("floats in its own landmark on a laptop", async ({ page }) => {
    await page.goto("/contact-us");
    const chat = page.getByRole("complementary", { name: "Chat" }).getByRole("link", { name: CHAT });
    await expect(chat).toBeVisible(FIRST_LOAD);
    await expect(chat).toHaveAttribute("href", WHATSAPP);
    await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: CHAT })).toBeHidden();
  });

  test("steps aside while the filters' sheet is open on a tablet", async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto("/product-category/bags");
    const chat = page.getByRole("complementary", { name: "Chat" }).getByRole("link", { name: CHAT });
    await expect(chat).toBeVisible(FIRST_LOAD);
    await page.getByRole("button", { name: "Show filters" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await expect(chat).toBeHidden();
    await sheet.getByRole("button", { name: "Close filters" }).click();
    await expect(sheet).toBeHidden();
    await expect(chat).toBeVisible();
  });
});
