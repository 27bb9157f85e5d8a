import { expect, type Page, test } from "./support/test.js";
import { DEMO_ADMIN, signIn } from "./support/auth.js";
import { expectNoSeriousViolations } from "./support/axe.js";
import { graphql, priceFrom } from "./support/catalog.js";
import { dragWithPointer } from "./support/drag.js";
import { png } from "./support/images.js";

/**
 * The admin's product form (issue 11), as the demo admin: a product made in the dashboard shows
 * on the storefront with its price, follows a price change, and leaves it as a draft.
 */

async function firstCategory(page: Page): Promise<{ name: string; slug: string }> {
  const data = await graphql<{ categories: { name: string; slug: string }[] }>(page.request, "{ categories { name slug } }");
  return data.categories[0]!;
}

/** The product's price as the storefront's product page shows it. */
async function productPagePrice(page: Page, slug: string, name: string): Promise<number> {
  await page.goto(`/products/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return priceFrom((await page.getByTestId("price").first().textContent()) ?? "");
}

test.describe("admin product form", () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  test("create with variants and images → storefront; edit the price; draft hides it", async ({ page }) => {
    const category = await firstCategory(page);
    const stamp = Date.now().toString(36);
    const name = `E2E Linen Shirt ${stamp}`;

    await page.goto("/admin-dashboard");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Add product" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Add product" })).toBeVisible();

    // Nothing is sent while a rule fails: the problems show under their fields.
    await page.getByRole("button", { name: "Create product" }).click();
    await expect(page.getByText("Please enter the product's name.")).toBeVisible();

    await page.getByLabel("Name", { exact: false }).first().fill(name);
    const slugInput = page.getByRole("textbox", { name: /^Slug/ });
    await expect(slugInput).toHaveValue(`e2e-linen-shirt-${stamp}`);
    const editor = page.getByRole("textbox", { name: "Description" });
    await editor.click();
    await page.getByRole("button", { name: "Bold" }).click();
    await editor.pressSequentially("Cool linen");
    // Link the words: the address is checked before it is applied.
    await editor.press("Shift+Home");
    await page.getByRole("button", { name: "Link", exact: true }).click();
    const linkAddress = page.getByRole("textbox", { name: "Link address" });
    await expect(linkAddress).toBeFocused();
    await linkAddress.fill("javascript:alert(1)");
    await linkAddress.press("Enter");
    await expect(page.getByText("Enter an http(s) address or mailto:someone@example.com.")).toBeVisible();
    await linkAddress.fill("https://example.com/linen");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(editor.locator('a[href="https://example.com/linen"]')).toHaveText("Cool linen");
    await editor.press("End");
    await page.getByRole("textbox", { name: /^Brand/ }).fill("E2E Mills");
    await page.getByRole("textbox", { name: /^SKU/ }).fill(`E2E-${stamp}`);
    await page.getByRole("textbox", { name: /^Price/ }).fill("1500");
    await page.getByRole("textbox", { name: /^Discount %/ }).fill("10");
    await expect(page.getByTestId("final-price")).toContainText("৳1,350");
    await page.getByRole("combobox", { name: /^Category/ }).selectOption({ label: category.name });
    await page.getByRole("textbox", { name: /^Tags/ }).fill("linen, summer");

    // Three images: each shows its upload progress (the answer is held back a moment to see it).
    await page.route("**/api/admin/images", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByLabel("Add images").setInputFiles([await png("one.png", 20), await png("two.png", 120), await png("three.png", 220)]);
    await expect(page.getByRole("list", { name: "Uploads" }).getByRole("progressbar")).toHaveCount(3);
    await expect(page.getByRole("progressbar", { name: "Uploading two.png" })).toBeVisible();
    const images = page.getByTestId("product-image");
    await expect(images).toHaveCount(3, { timeout: 20_000 });
    await expect(page.getByRole("list", { name: "Uploads" })).toHaveCount(0);
    await expect(images.first().locator("img")).toHaveAttribute("srcset", /320w/);

    // Reorder by dragging, then from the keyboard with each row's buttons (alt texts tell them apart).
    const altTexts = () => Promise.all([1, 2, 3].map((n) => page.getByLabel(`Alt text for image ${n}`).inputValue()));
    for (const [n, alt] of ["A", "B", "C"].entries()) await page.getByLabel(`Alt text for image ${n + 1}`).fill(alt);
    await dragWithPointer(page, page.getByRole("button", { name: "Drag image 3 to reorder" }), page.getByRole("button", { name: "Drag image 1 to reorder" }), {
      beforeRelease: () => expect(page.getByText("Image 3 is over position 1.")).toBeAttached(),
    });
    await expect.poll(altTexts).toEqual(["C", "A", "B"]);
    await page.getByRole("button", { name: "Move down image 1" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(altTexts).toEqual(["A", "C", "B"]);
    await page.getByRole("button", { name: "Make main image 3" }).click();
    await expect.poll(altTexts).toEqual(["B", "A", "C"]);
    await page.getByLabel("Alt text for image 1").fill("Linen shirt, front");

    // Two variants, made with the options builder (White / L and Blue / M taken out): the product's stock becomes their sum.
    await page.getByRole("textbox", { name: /^Colours/ }).fill("White, Blue");
    await page.getByRole("textbox", { name: /^Colours/ }).press("Enter");
    await page.getByRole("textbox", { name: /^Sizes/ }).fill("M, L");
    await page.getByRole("textbox", { name: /^Sizes/ }).press("Enter");
    await page.getByRole("button", { name: "Remove White / L" }).click();
    await page.getByRole("button", { name: "Remove Blue / M" }).click();
    await page.getByRole("textbox", { name: "Stock of White / M" }).fill("3");
    await page.getByRole("textbox", { name: "Stock of Blue / L" }).fill("4");
    await expect(page.getByRole("textbox", { name: /^Stock \(/ })).toHaveValue("7");
    // A variant's own SKU (optional), for stock updates by SKU.
    await page.getByRole("textbox", { name: "SKU of White / M" }).fill(`E2E-${stamp}-WM`);

    await page.getByRole("button", { name: "Add specification" }).click();
    await page.getByRole("textbox", { name: /^Feature 1/ }).fill("Fabric");
    await page.getByRole("textbox", { name: /^Value 1/ }).fill("Linen");

    // Saved once, even when clicked twice.
    await page.getByRole("button", { name: "Create product" }).dblclick();
    await expect(page).toHaveURL(/\/admin-dashboard\/edit-product\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Edit product" })).toBeVisible();
    await expect(page.getByTestId("product-image")).toHaveCount(3);
    await expect(page.getByLabel("Alt text for image 1")).toHaveValue("Linen shirt, front");
    await expect(page.getByRole("textbox", { name: "SKU of White / M" })).toHaveValue(`E2E-${stamp}-WM`);
    await expect(editor.locator('a[href="https://example.com/linen"]')).toHaveText("Cool linen");
    const editUrl = page.url();
    const slug = `e2e-linen-shirt-${stamp}`;
    const found = await graphql<{ products: { totalItems: number } }>(
      page.request,
      `query($search: String) { products(filter: { search: $search }, take: 0) { totalItems } }`,
      { search: `E2E-${stamp}` },
    );
    expect(found.products.totalItems).toBe(1);

    // The storefront: the category page lists it at its price, the product page shows it.
    await page.goto(`/product-category/${category.slug}`);
    const card = page.getByRole("article", { name });
    await expect(card).toBeVisible();
    expect(priceFrom((await card.getByTestId("price").textContent()) ?? "")).toBe(1350);
    expect(await productPagePrice(page, slug, name)).toBe(1350);

    // Edit the price: the storefront follows.
    await page.goto(editUrl);
    const price = page.getByRole("textbox", { name: /^Price/ });
    await expect(price).toHaveValue("1500.00");
    await price.fill("2000");
    await expect(page.getByTestId("final-price")).toContainText("৳1,800");

    // Leaving with unsaved changes asks first.
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
    const leave = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page).toHaveURL(editUrl);

    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Product saved")).toBeVisible();
    expect(await productPagePrice(page, slug, name)).toBe(1800);

    // Draft: gone from the storefront.
    await page.goto(editUrl);
    await page.getByRole("combobox", { name: /^Status/ }).selectOption("DRAFT");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Product saved")).toBeVisible();
    const visible = await graphql<{ product: { id: string } | null }>(page.request, `query($slug: String!) { product(slug: $slug) { id } }`, { slug });
    expect(visible.product).toBeNull();
    await page.goto(`/product-category/${category.slug}`);
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByRole("article", { name })).toHaveCount(0);
  });

  test("an unknown product is not found", async ({ page }) => {
    await page.goto("/admin-dashboard/edit-product/00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { level: 1, name: "Product not found" })).toBeVisible();
  });

  test("the form on a phone: no sideways scrolling, no serious axe violation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin-dashboard/add-product");
    await expect(page.getByRole("heading", { level: 1, name: "Add product" })).toBeVisible();
    await page.getByRole("textbox", { name: /^Colours/ }).fill("Red, Blue");
    await page.getByRole("textbox", { name: /^Sizes/ }).fill("S, M, L");
    await page.getByRole("textbox", { name: /^Sizes/ }).press("Enter");
    await expect(page.getByTestId("variant-row")).toHaveCount(6);
    await page.getByRole("button", { name: "Add specification" }).click();
    // (A string: the tests are compiled without the DOM's types.)
    const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  });
});
