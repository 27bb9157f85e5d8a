import { expect, test } from "@playwright/test";
import { expectNoSeriousViolations } from "./support/axe.js";
import { findBuyableProduct } from "./support/catalog.js";

/** No serious or critical axe violation on the main storefront screens. */
test.describe("accessibility", () => {
  const pages = [
    { name: "home", path: () => "/", ready: "Products" },
    { name: "category", path: () => "/product-category/men-fashion", ready: "Products" },
  ];

  for (const { name, path, ready } of pages) {
    test(`${name} page`, async ({ page }) => {
      await page.goto(path());
      await expect(page.getByRole("list", { name: ready, exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }

  test("product page", async ({ page, request }) => {
    const product = await findBuyableProduct(request, "bags", 0, 100_000);
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test("cart page and drawer", async ({ page, request }) => {
    const product = await findBuyableProduct(request, "bags", 0, 100_000);
    await page.goto(`/products/${product.slug}`);
    await page.getByRole("radiogroup", { name: /Colour/ }).getByText(product.color, { exact: true }).click();
    await page.getByRole("radiogroup", { name: "Size" }).getByText(new RegExp(`^${product.size}`)).click();
    await page.getByRole("main").getByRole("button", { name: "Add to cart" }).click();
    const drawer = page.getByRole("dialog", { name: /Your cart/ });
    await expect(drawer).toBeVisible();
    await expectNoSeriousViolations(page);
    // The drawer's open state is persisted (docs/behaviour.md#what-the-browser-keeps): close it before leaving.
    await drawer.getByRole("button", { name: "Close cart" }).click();

    await page.goto("/shopping-cart");
    await expect(page.getByRole("main").getByRole("article", { name: product.name })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
