import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, type Page, test } from "./support/test.js";
import { addToCartAndCheckout, findBuyableProduct } from "./support/catalog.js";
import { screens } from "./support/viewports.js";

/**
 * Issue 14, items 6 and 7 (and card headings of item 8): whole-taka prices with the ৳ symbol, the
 * checkout charging what the cart showed, the first product images loading at once, and card
 * headings in order. (Out-of-stock products last, or hidden, on the home page changes a shop-wide
 * setting: shop-wide/home-out-of-stock.spec.ts.)
 */

/** Pages load three lists at once; a busy test machine may take longer than the default to show them. */
const expect = baseExpect.configure({ timeout: 15_000 });

/** A whole amount as the shop shows it with priceRounding WHOLE (a new shop's default): ৳2,650. */
const WHOLE_TAKA = /^৳\d{1,3}(,\d{3})*$/u;
/** A price as a card shows it, after the sale price's screen-reader label ("Sale price: ৳2,328"). */
const WHOLE_TAKA_PRICE = /(^|\s)৳\d{1,3}(,\d{3})*$/u;

/** heading-order only: what this part changes (the strict, all-rules check is accessibility.spec.ts). */
async function expectHeadingsInOrder(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(["heading-order"]).analyze();
  expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
}

for (const [screen, viewport] of screens) {
  test.describe(`money and home on ${screen}`, () => {
    test.use(viewport);
    // Several pages per test, each with axe or a checkout: more than the default on a busy machine.
    test.slow();

    test("prices show whole taka with the ৳ symbol; the checkout total is the cart's total plus delivery", async ({ page, request }) => {
      await page.goto("/product-category");
      const prices = page.getByRole("list", { name: "Products", exact: true }).getByTestId("price");
      await expect(prices.first()).toBeVisible();
      for (const text of await prices.allTextContents()) expect(text.trim()).toMatch(WHOLE_TAKA_PRICE);

      const product = await findBuyableProduct(request, "men-fashion", 0, 100_000);
      expect(Number.isInteger(product.finalPrice)).toBe(true);
      await page.goto(`/products/${product.slug}`);
      await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
      await addToCartAndCheckout(page, product);

      const summary = page.getByRole("region", { name: "Order summary" });
      const subtotal = summary.getByTestId("order-subtotal");
      await expect(subtotal).toHaveText(WHOLE_TAKA);
      await page.getByRole("button", { name: /^Open cart/ }).click();
      const drawer = page.getByRole("dialog", { name: /Your cart/ });
      const cartTotal = (await drawer.getByTestId("cart-total").textContent())?.trim();
      expect(cartTotal).toMatch(WHOLE_TAKA);
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(subtotal).toHaveText(cartTotal!);
      const amount = (text: string | null) => Number((text ?? "").replace(/[^\d]/gu, ""));
      const shipping = amount(await summary.getByTestId("order-shipping").textContent());
      await expect(summary.getByTestId("order-total")).toHaveText(WHOLE_TAKA);
      expect(amount(await summary.getByTestId("order-total").textContent())).toBe(amount(cartTotal!) + shipping);
    });

    test("the first product images load at once with high priority; the rest wait", async ({ page }) => {
      for (const path of ["/", "/product-category"]) {
        await page.goto(path);
        // By card: a product other specs made without images shows "No image" and has none.
        const cards = page.getByRole("list", { name: "Products", exact: true }).getByRole("article");
        await expect(cards.nth(5)).toBeVisible();
        let first = 0;
        for (let i = 0; i < 4; i++) {
          const image = cards.nth(i).getByRole("img");
          if ((await image.count()) === 0) continue;
          await expect(image).toHaveAttribute("fetchpriority", "high");
          await expect(image).toHaveAttribute("loading", "eager");
          first++;
        }
        expect(first, `${path}: the first cards with an image`).toBeGreaterThan(0);
        const later = cards.nth(5).getByRole("img");
        if ((await later.count()) > 0) {
          await expect(later).toHaveAttribute("loading", "lazy");
          await expect(later).not.toHaveAttribute("fetchpriority", /./u);
        }
      }
    });

    test("product card headings follow the page's headings (home, category, product page)", async ({ page, request }) => {
      for (const path of ["/", "/product-category", "/product-category/men-fashion"]) {
        await page.goto(path);
        await expect(page.getByRole("list", { name: "Products", exact: true }).getByRole("article").first()).toBeVisible();
        await expectHeadingsInOrder(page);
      }
      const product = await findBuyableProduct(request, "men-fashion", 0, 100_000);
      await page.goto(`/products/${product.slug}`);
      await expect(page.getByRole("list", { name: "Related products" }).getByRole("article").first()).toBeVisible();
      await expectHeadingsInOrder(page);
    });
  });
}
