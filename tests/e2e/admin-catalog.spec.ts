import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO_ADMIN, signIn } from "./support/auth.js";
import { graphql } from "./support/catalog.js";

/**
 * The admin's catalog writes (issue 11): the products table's row and bulk actions, and the
 * categories screen, as the demo admin. Each test makes (and removes) its own data.
 */

/** A demo product to copy: the newest active one. */
async function demoProduct(page: Page): Promise<{ name: string; sku: string }> {
  const data = await graphql<{ products: { items: { name: string; sku: string }[] } }>(
    page.request,
    "{ products(take: 1) { items { name sku } } }",
  );
  const product = data.products.items[0];
  if (!product) throw new Error("The demo catalog has no product");
  return product;
}

/** The products table's row whose SKU cell is exactly `sku`. */
function rowBySku(page: Page, sku: string) {
  return page
    .getByRole("table", { name: "Products" })
    .locator("tbody tr")
    .filter({ has: page.locator("td:nth-child(4)", { hasText: new RegExp(`^${sku.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) }) });
}

/** Ticks a Chakra checkbox: its input is visually hidden, so the click goes to its label. */
async function tick(checkbox: Locator): Promise<void> {
  await checkbox.locator("xpath=ancestor::label[1]").click();
  await expect(checkbox).toBeChecked();
}

test.describe("admin catalog", () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  test("products: duplicate, bulk status with confirmation, delete", async ({ page }) => {
    const original = await demoProduct(page);
    await page.goto(`/admin-dashboard/all-products?status=all&q=${encodeURIComponent(original.sku)}`);
    await expect(rowBySku(page, original.sku)).toHaveCount(1);

    // Duplicate twice: drafts named "… (copy)" with SKUs -COPY and -COPY-2.
    const copies = [`${original.sku}-COPY`, `${original.sku}-COPY-2`];
    for (const sku of copies) {
      await rowBySku(page, original.sku).getByRole("button", { name: `Duplicate ${original.name}` }).click();
      await expect(page.getByText(/^Duplicated as/).first()).toBeVisible();
      await expect(rowBySku(page, sku)).toHaveCount(1);
      await expect(rowBySku(page, sku)).toContainText("Draft");
    }

    // Bulk: select both copies, set them active, then back to draft, each confirmed.
    for (const status of ["Active", "Draft"]) {
      for (const sku of copies) await tick(rowBySku(page, sku).getByRole("checkbox"));
      const bar = page.getByRole("region", { name: "Selected products" });
      await expect(bar).toContainText("2 products selected");
      await bar.getByRole("button", { name: `Set to ${status}` }).click();
      const dialog = page.getByRole("alertdialog", { name: `Set 2 products to ${status}?` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Change status" }).click();
      await expect(dialog).toBeHidden();
      for (const sku of copies) await expect(rowBySku(page, sku)).toContainText(status);
      await expect(bar).toBeHidden();
    }

    // Select all on this page, then clear it.
    await tick(page.getByRole("checkbox", { name: "Select all products on this page" }));
    await expect(page.getByRole("region", { name: "Selected products" })).toContainText("3 products selected");
    await page.getByRole("button", { name: "Clear selection" }).click();

    // Delete one copy from its row; cancel first, then confirm.
    const [first, second] = copies as [string, string];
    await rowBySku(page, first).getByRole("button", { name: /^Delete / }).click();
    const dialog = page.getByRole("alertdialog", { name: `Delete “${original.name} (copy)”?` });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(rowBySku(page, first)).toHaveCount(1);
    await rowBySku(page, first).getByRole("button", { name: /^Delete / }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(rowBySku(page, first)).toHaveCount(0);

    // And the other through the bulk bar.
    await tick(rowBySku(page, second).getByRole("checkbox"));
    await page.getByRole("region", { name: "Selected products" }).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(rowBySku(page, second)).toHaveCount(0);
    await expect(rowBySku(page, original.sku)).toContainText("Active");
  });
});
