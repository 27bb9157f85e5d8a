import { expect, type Locator, type Page, test } from "../support/test.js";
import { DEMO_ADMIN, idTokenOf, signIn } from "../support/auth.js";
import { expectNoSeriousViolations } from "../support/axe.js";
import { graphql } from "../support/catalog.js";
import { png } from "../support/images.js";

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

    // Duplicate twice: each opens the copy's edit page; back on the list, drafts named "… (copy)"
    // with SKUs -COPY and -COPY-2.
    const copies = [`${original.sku}-COPY`, `${original.sku}-COPY-2`];
    for (const sku of copies) {
      await rowBySku(page, original.sku).getByRole("button", { name: `Duplicate ${original.name}` }).click();
      await expect(page.getByText(/^Duplicated as/).first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Edit product" })).toBeVisible();
      await expect(page.getByRole("textbox", { name: /^SKU/ }).first()).toHaveValue(sku);
      await page.goBack();
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

  test("categories: create with subcategories, rename keeping old links, refused delete, delete", async ({ page }) => {
    const name = `E2E Cat ${String(Date.now())}`;
    const oldSlug = name.toLowerCase().replace(/ /g, "-");
    await page.goto("/admin-dashboard/add-category");
    await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();

    await page.getByRole("button", { name: "New category" }).click();
    const dialog = page.getByRole("dialog", { name: "New category" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Add subcategory" }).click();
    await dialog.getByRole("textbox", { name: /^Subcategory 1/ }).fill("Mugs");
    await dialog.getByRole("button", { name: "Add subcategory" }).click();
    await dialog.getByRole("textbox", { name: /^Subcategory 2/ }).fill("Plates");
    await dialog.getByRole("button", { name: "Move Plates up" }).click();
    await expect(dialog.getByRole("textbox", { name: /^Subcategory 1/ })).toHaveValue("Plates");

    // Its picture, uploaded with a progress bar (the answer is held back a moment to see it).
    await page.route("**/api/admin/images", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await dialog.getByLabel("Category image file").setInputFiles(await png("mugs.png", 60));
    await expect(dialog.getByRole("progressbar", { name: "Uploading the image" })).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /^Image/ })).toHaveValue(/^\/uploads\//, { timeout: 15_000 });
    await expect(dialog.getByRole("progressbar")).toHaveCount(0);

    await dialog.getByRole("button", { name: "Create category" }).click();
    await expect(dialog).toBeHidden();
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
    await expect(item).toContainText("Plates · Mugs");
    await expect(item).toContainText(`/product-category/${oldSlug}`);
    await expect(item.locator("img")).toHaveAttribute("src", /^\/uploads\//);
    await expectNoSeriousViolations(page);

    // Reorder from the keyboard: the new (last) category moves above the one before it,
    // in the dashboard and in the storefront's order.
    const order = () => page.getByRole("list", { name: "Categories" }).getByRole("heading").allTextContents();
    const before = await order();
    expect(before.at(-1)).toBe(name);
    const previous = before.at(-2)!;
    await page.getByRole("button", { name: `Move ${name} up` }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(order).toEqual([...before.slice(0, -2), name, previous]);
    const stored = await graphql<{ categories: { name: string }[] }>(page.request, "{ categories { name } }");
    const names = stored.categories.map((category) => category.name);
    expect(names.indexOf(name)).toBe(names.indexOf(previous) - 1);

    // The storefront's category navigation shows it.
    await page.goto("/");
    await expect(page.getByRole("link", { name }).first()).toBeAttached();

    // Rename: the old link still shows it.
    await page.goto("/admin-dashboard/add-category");
    await item.getByRole("button", { name: `Edit ${name}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit ${name}` });
    await expect(edit.getByText(`old links (/product-category/${oldSlug}) keep working`)).toBeVisible();
    await edit.getByLabel("Name").fill(`${name} Renamed`);
    await edit.getByRole("button", { name: "Save category" }).click();
    await expect(edit).toBeHidden();
    await page.goto(`/product-category/${oldSlug}`);
    await expect(page.getByRole("heading", { level: 1, name: `${name} Renamed` })).toBeVisible();

    // A category with products says how many and asks where they go (the demo's Bags; cancelled, so it stays).
    await page.goto("/admin-dashboard/add-category");
    await page.getByRole("button", { name: "Delete Bags" }).click();
    const refuse = page.getByRole("alertdialog", { name: "Delete “Bags”?" });
    await expect(refuse).toContainText(/Bags has \d+ products?\./);
    await expect(refuse.getByLabel(/^Move its \d+ products? to/)).toBeVisible();
    await expect(refuse.getByRole("button", { name: "Move products and delete" })).toBeDisabled();
    await refuse.getByRole("button", { name: "Cancel" }).click();

    // The empty one says so, and is deleted.
    await page.getByRole("button", { name: `Delete ${name} Renamed` }).click();
    await expect(page.getByRole("alertdialog")).toContainText(`${name} Renamed has no products.`);
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("heading", { name: `${name} Renamed` })).toHaveCount(0);
  });

  test("categories: deleting one that has products moves them first", async ({ page }) => {
    const token = await idTokenOf(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const stamp = String(Date.now());
    const name = `E2E Move ${stamp}`;
    const { createCategory } = await graphql<{ createCategory: { id: string; slug: string } }>(
      page.request,
      "mutation($input: CategoryInput!) { createCategory(input: $input) { id slug } }",
      { input: { name } },
      token,
    );
    const productIds: string[] = [];
    for (const n of [1, 2]) {
      const { createProduct } = await graphql<{ createProduct: { id: string } }>(
        page.request,
        "mutation($input: ProductInput!) { createProduct(input: $input) { id } }",
        {
          input: { name: `E2E Moved ${stamp} ${String(n)}`, price: 100, categoryId: createCategory.id, sku: `E2E-MOVE-${stamp}-${String(n)}`, stock: 5, status: "ACTIVE" },
        },
        token,
      );
      productIds.push(createProduct.id);
    }

    await page.goto("/admin-dashboard/add-category");
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Delete “${name}”?` });
    await expect(dialog).toContainText(`${name} has 2 products.`);
    await dialog.getByLabel("Move its 2 products to").selectOption({ label: "Bags" });
    await dialog.getByRole("button", { name: "Move products and delete" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { name })).toHaveCount(0);

    // Both products are in Bags now, and the deleted category's link leads there.
    const moved = await graphql<{ products: { items: { category: { name: string } }[] } }>(
      page.request,
      "query($search: String) { products(filter: { search: $search }) { items { category { name } } } }",
      { search: `E2E-MOVE-${stamp}` },
    );
    expect(moved.products.items.map((product) => product.category.name)).toEqual(["Bags", "Bags"]);
    await page.goto(`/product-category/${createCategory.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: "Bags" })).toBeVisible();

    await graphql(page.request, "mutation($ids: [ID!]!) { deleteProducts(ids: $ids) }", { ids: productIds }, token);
  });

  test("categories on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin-dashboard/add-category");
    await expect(page.getByRole("button", { name: "Move Bags up" }).or(page.getByRole("button", { name: "Move Bags down" })).first()).toBeVisible();
    // (A string: the tests are compiled without the DOM's types.)
    const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - document.documentElement.clientWidth");
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousViolations(page);
  });
});
