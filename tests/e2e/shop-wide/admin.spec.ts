import { expect, type Page, test } from "../support/test.js";
import { DEMO_ADMIN, signIn } from "../support/auth.js";
import { expectNoSeriousViolations } from "../support/axe.js";
import { graphql } from "../support/catalog.js";

/**
 * The admin dashboard's shell and products table (issue 11), as the demo admin, on the demo
 * catalog (all products active). The guard itself (guests, customers, the admin chunk) is
 * covered in account.spec.ts. The table lists every product of the shop and is compared with the
 * public API's list, so it runs on the shop-wide shop, where no other spec adds products meanwhile.
 */

/**
 * The first names of the active catalog in an order, as the public API answers them. The table
 * lists every status by default; the demo catalog has no drafts, so the two agree.
 */
async function activeNames(page: Page, sort: string, take: number, search?: string): Promise<{ names: string[]; total: number }> {
  const data = await graphql<{ products: { items: { name: string }[]; totalItems: number } }>(
    page.request,
    `query($sort: ProductSort!, $take: Int!, $search: String) {
      products(sort: $sort, take: $take, filter: { search: $search }) { items { name } totalItems }
    }`,
    { sort, take, search },
  );
  return { names: data.products.items.map((item) => item.name), total: data.products.totalItems };
}

/** The products table's name column, top to bottom. */
function nameCells(page: Page) {
  return page.getByRole("table", { name: "Products" }).locator("tbody tr td:nth-child(3)");
}

test.describe("admin dashboard", () => {
  // Each test signs in through the pages against the emulator first.
  test.describe.configure({ timeout: 60_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  test("the shell: sidebar of built areas, top bar, no storefront frame", async ({ page }) => {
    await page.goto("/admin-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
    await expect(page).toHaveTitle(/\| admin dashboard$/);

    const nav = page.getByRole("navigation", { name: "Admin" });
    // The Orders link carries the pending orders' count and Messages the unread count, when there are any.
    await expect(nav.getByRole("link")).toHaveText([
      "Dashboard",
      "Products",
      "Add product",
      "Categories",
      /^Orders/,
      "Pending",
      "Completed",
      "Order management",
      "Customers",
      /^Messages/,
      "Outgoing messages",
      "Banners",
      "Shop settings",
      "Notifications",
      "Tracking pixel",
      "Apps",
      "Webhooks",
      "Courier",
      "Audit log",
      "Sales report",
      "Site analytics",
    ]);
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("list", { name: "Catalog" })).toBeVisible();

    await expect(page.getByText(`Signed in as ${DEMO_ADMIN.displayName}`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the shop" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    // No storefront header, footer or chat link (the demo shop has a WhatsApp link).
    await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Chat with us on WhatsApp" })).toHaveCount(0);

    // The dashboard's numbers are the API's: every demo product is active.
    const { total } = await activeNames(page, "NEWEST", 0);
    await expect(page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Active products" }) })).toContainText(String(total));
    await expectNoSeriousViolations(page);

    await nav.getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/all-products$/);
    await expect(page).toHaveTitle(/\| all products$/);
    await expect(nav.getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");

    // An area that is not built is the error page, inside the shell.
    await page.goto("/admin-dashboard/no-such-area");
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  });

  test("products table: search, filter, sort and pages live in the URL", async ({ page }) => {
    await page.goto("/admin-dashboard/all-products");
    const table = page.getByRole("table", { name: "Products" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "",
      "Image",
      "Name",
      "SKU",
      "Category",
      "Price",
      "Stock",
      "Status",
      "Updated",
      "Actions",
    ]);
    await expect(table.getByRole("checkbox", { name: "Select all products on this page" })).toBeVisible();
    const newest = await activeNames(page, "NEWEST", 20);
    await expect(nameCells(page)).toHaveText(newest.names);
    await expect(page.getByRole("status").filter({ hasText: `of ${String(newest.total)} products` })).toBeVisible();

    // Search (debounced): the URL follows the typing.
    await page.getByLabel("Search").fill("panjabi");
    await expect(page).toHaveURL(/[?&]q=panjabi(&|$)/);
    const searched = await activeNames(page, "NEWEST", 20, "panjabi");
    await expect(nameCells(page)).toHaveText(searched.names);
    await page.getByLabel("Search").fill("");
    await expect(page).not.toHaveURL(/[?&]q=/);

    // Sort by a column header: ascending, then descending.
    const nameHeader = table.getByRole("columnheader", { name: "Name" });
    await nameHeader.getByRole("button").click();
    await expect(page).toHaveURL(/[?&]sort=name-asc(&|$)/);
    await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    await expect(nameCells(page)).toHaveText((await activeNames(page, "NAME_ASC", 20)).names);
    await nameHeader.getByRole("button").click();
    await expect(page).toHaveURL(/[?&]sort=name-desc(&|$)/);
    await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
    await expect(page.getByLabel("Sort by")).toHaveValue("NAME_DESC");

    // Page size and pages (server-side).
    await page.getByLabel("Rows per page").selectOption("10");
    await expect(page).toHaveURL(/[?&]per=10(&|$)/);
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    const byName = await activeNames(page, "NAME_DESC", 20);
    await expect(nameCells(page)).toHaveText(byName.names.slice(10, 20));

    // A reload (or a shared link) shows the same view.
    await page.reload();
    await expect(nameCells(page)).toHaveText(byName.names.slice(10, 20));
    await expect(page.getByLabel("Sort by")).toHaveValue("NAME_DESC");
    await expect(page.getByLabel("Rows per page")).toHaveValue("10");
    await expect(nameHeader).toHaveAttribute("aria-sort", "descending");

    // Filter by category, then by status: each starts again at page 1.
    await page.getByLabel("Category").selectOption({ label: "Bags" });
    await expect(page).toHaveURL(/[?&]category=bags(&|$)/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(table.locator("tbody tr td:nth-child(5)").first()).toContainText("Bags");
    await page.getByLabel("Status").selectOption("DRAFT");
    await expect(page).toHaveURL(/[?&]status=draft(&|$)/);
    // The demo catalog has no drafts in bags; other tests may add drafts elsewhere.
    await expect(page.getByText("No products match")).toBeVisible();
    await page.getByRole("button", { name: "Clear search and filters" }).click();
    await expect(page).not.toHaveURL(/[?&]category=/);
    await expect(page).toHaveURL(/[?&]status=draft(&|$)/);
    await expect(page.getByText("No draft products").or(table.getByText("Draft").first())).toBeVisible();

    // An invalid parameter falls back to its default.
    await page.goto("/admin-dashboard/all-products?sort=bogus&per=7&page=zero&status=archived");
    await expect(page.getByLabel("Sort by")).toHaveValue("NEWEST");
    await expect(page.getByLabel("Rows per page")).toHaveValue("20");
    await expect(page.getByLabel("Status")).toHaveValue("ANY");
    await expect(nameCells(page)).toHaveText(newest.names);
    await expectNoSeriousViolations(page);
  });

  test("admin tables: a page past the end (a stale link) becomes the last page", async ({ page }) => {
    for (const path of ["all-products", "orders", "users", "contact-messages"]) {
      await page.goto(`/admin-dashboard/${path}?page=9999`);
      await expect(page).toHaveURL(new RegExp(`/admin-dashboard/${path}(\\?.*)?$`));
      await expect(page).not.toHaveURL(/page=9999/);
    }
    await page.goto("/admin-dashboard/all-products?page=9999");
    await expect(page.getByRole("table", { name: "Products" }).locator("tbody tr").first()).toBeVisible();
  });

  test("products table: a failed load says so and can be tried again", async ({ page }) => {
    let fail = true;
    await page.route("**/graphql", async (route) => {
      if (fail && (route.request().postData() ?? "").includes("AdminProducts")) await route.abort();
      else await route.continue();
    });
    await page.goto("/admin-dashboard/all-products");
    await expect(page.getByText("Failed to fetch products")).toBeVisible();
    await expect(page.getByRole("table", { name: "Products" })).toHaveCount(0);
    fail = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(nameCells(page).first()).toBeVisible();
  });

  test("on a phone the sidebar is a drawer and the products are cards", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/admin-dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();

    await page.getByRole("button", { name: "Open admin menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Admin menu" });
    await expect(drawer).toBeVisible();
    await expectNoSeriousViolations(page);
    await drawer.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/admin-dashboard\/all-products$/);
    await expect(drawer).toBeHidden();

    // A card per product below the tablet width (decision 061), none wider than the phone.
    await expect(page.getByRole("list", { name: "Products" }).getByRole("listitem").first()).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    // (A string: the tests are compiled without the DOM's types.)
    const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
    expect(overflow).toBeLessThanOrEqual(0);
    // The top bar still names the shop, the admin and the way out.
    await expect(page.getByRole("link", { name: "Back to the shop" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
