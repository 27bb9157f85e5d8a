import { expect, type Page, test } from "./support/test.js";
import { expectNoSeriousViolations } from "./support/axe.js";
import { findBuyableProduct, graphql, type BuyableProduct } from "./support/catalog.js";
import { phone } from "./support/viewports.js";

/**
 * Issue 14, item 3: on a phone, the toasts and the filters keep out of the shopper's way. (The chat
 * button, which needs the shop's WhatsApp link set, is shop-wide/chat-button.spec.ts.)
 */

/** The first wait after loading a page: a cold server on a busy test machine can take many seconds to answer the first queries. */
const FIRST_LOAD = { timeout: 30_000 };

async function chooseVariant(page: Page, product: BuyableProduct): Promise<void> {
  await page.getByRole("radiogroup", { name: /Colour/ }).getByText(product.color, { exact: true }).click();
  await page
    .getByRole("radiogroup", { name: "Size" })
    .getByText(new RegExp(`^${product.size.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\(|$)`))
    .click();
}

test.describe("toasts on a phone", () => {
  test.use(phone);

  test("“Added to cart” does not cover the cart drawer's heading", async ({ page, request }) => {
    const product = await findBuyableProduct(request, "bags", 0, 100_000);
    await page.goto(`/products/${product.slug}`);
    await chooseVariant(page, product);
    await page.getByRole("main").getByRole("button", { name: "Add to cart" }).first().click();

    const heading = page.getByRole("dialog", { name: /Your cart/ }).getByRole("heading", { name: /Your cart/ });
    const toast = page.getByRole("status").filter({ hasText: "Added to cart" });
    await expect(heading).toBeVisible();
    await expect(toast).toBeVisible();
    const box = await heading.boundingBox();
    expect(box).toBeTruthy();
    // The toast slides in from above: wait until it has arrived, then it must sit below the heading.
    await expect.poll(async () => (await toast.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(box!.y + box!.height);
  });
});

test.describe("filters on a phone", () => {
  test.use(phone);

  test("open as a bottom sheet whose button counts the matching products, and applying narrows the list", async ({ page }) => {
    const count = async (filter: Record<string, unknown>) =>
      (
        await graphql<{ products: { totalItems: number } }>(
          page.request,
          "query($filter: ProductFilter) { products(filter: $filter, take: 1) { totalItems } }",
          { filter },
        )
      ).products.totalItems;
    const all = await count({ category: "men-fashion" });
    const onSale = await count({ category: "men-fashion", discounted: true });
    expect(onSale).toBeLessThan(all);

    await page.goto("/product-category/men-fashion");
    const products = page.getByRole("list", { name: "Products", exact: true });
    await expect(products).toBeVisible(FIRST_LOAD);
    // No long panel above the products: the filters are closed behind one button.
    await expect(page.getByRole("checkbox", { name: "On sale" })).toBeHidden();

    await page.getByRole("button", { name: "Show filters" }).click();
    const sheet = page.getByRole("dialog", { name: "Filters" });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole("button", { name: `Show ${all} products` })).toBeVisible();
    await expectNoSeriousViolations(page);

    await sheet.getByText("On sale", { exact: true }).click();
    await expect(sheet.getByRole("checkbox", { name: "On sale" })).toBeChecked();
    const apply = sheet.getByRole("button", { name: `Show ${onSale} ${onSale === 1 ? "product" : "products"}` });
    await expect(apply).toBeVisible();
    await apply.click();

    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/sale=1/);
    await expect(page.getByRole("status").filter({ hasText: new RegExp(`of ${onSale} products$|^${onSale} products?$`) })).toBeVisible();
    await expect(page.getByRole("button", { name: /Show filters\s*\(on\)/ })).toBeVisible();
  });
});
