import { expect, type Page, test } from "./support/test.js";
import { expectNoSeriousViolations } from "./support/axe.js";
import { graphql, siteName } from "./support/catalog.js";
import { desktop, phone } from "./support/viewports.js";

/**
 * Issue 14, item 1: every public route is reached from the home page by clicking only, on a laptop
 * (the header's category bar and the footer) and on a phone (the menu drawer and the footer).
 */

/** A category of the demo catalog with its subcategories, read from the API like the menus do. */
async function demoCategory(page: Page): Promise<{ name: string; slug: string; sub: string }> {
  const { categories } = await graphql<{ categories: { name: string; slug: string; subCategories: string[] }[] }>(
    page.request,
    "{ categories { name slug subCategories } }",
  );
  const category = categories.find((candidate) => candidate.subCategories.length > 0);
  if (!category) throw new Error("The demo catalog has no category with subcategories");
  return { name: category.name, slug: category.slug, sub: category.subCategories[0]! };
}

/** The first wait after loading a page: a cold server on a busy test machine can take many seconds to answer the first queries. */
const FIRST_LOAD = { timeout: 30_000 };

async function goHome(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("link", { name: await siteName(page.request) }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** The footer's help links and the pages they reach; the same on every screen. */
async function followFooterLinks(page: Page): Promise<void> {
  const footer = page.getByRole("contentinfo");
  for (const [name, path, heading] of [
    ["Contact us", "/contact-us", /Contact/],
    ["Privacy policy", "/privacy-policy", /Privacy/],
    ["Track your order", "/my-orders", /order/i],
  ] as const) {
    await footer.getByRole("navigation", { name: "Help" }).getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectHeading(page, heading);
  }
  await footer.getByRole("navigation", { name: "Shop" }).getByRole("link", { name: "All products" }).click();
  await expect(page).toHaveURL(/\/product-category$/);
  await expectHeading(page, "All products");
}

/** From a product list: a product, the cart (drawer, then page), the wishlist, sign-in and registration. */
async function followShopperLinks(page: Page): Promise<void> {
  const products = page.getByRole("list", { name: "Products", exact: true });
  await products.getByRole("article").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/products\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.getByRole("button", { name: /^Open cart/ }).click();
  const drawer = page.getByRole("dialog", { name: /Your cart/ });
  await drawer.getByRole("link", { name: "View cart" }).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await expect(drawer).toBeHidden();

  await page.getByRole("link", { name: /^Wishlist, / }).click();
  await expect(page).toHaveURL(/\/wishlist$/);
}

test.describe("navigation on a laptop", () => {
  test.use(desktop);
  test.describe.configure({ timeout: 120_000 });

  test("the header's category bar, the footer and the header reach every public page", async ({ page }) => {
    const category = await demoCategory(page);
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: "Shop by category" });
    await expect(bar.getByRole("button", { name: category.name, exact: true })).toBeVisible(FIRST_LOAD);

    await bar.getByRole("button", { name: category.name, exact: true }).click();
    await page.getByRole("menuitem", { name: `All ${category.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/product-category/${category.slug}$`));
    await expectHeading(page, category.name);

    await goHome(page);
    // Keyboard: the menu opens with Enter and its items are reached with the arrow keys.
    await bar.getByRole("button", { name: category.name, exact: true }).focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: category.sub, exact: true })).toBeVisible();
    await menu.getByRole("menuitem", { name: category.sub, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product-category/${category.slug}\\?sub=${encodeURIComponent(category.sub)}$`));
    await expect(page.getByRole("navigation", { name: "Subcategories" }).getByRole("link", { name: category.sub, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await followShopperLinks(page);
    await goHome(page);
    await followFooterLinks(page);

    await goHome(page);
    await page.getByRole("banner").getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("main").getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test("the menu bar and the footer pass axe with a menu open", async ({ page }) => {
    const category = await demoCategory(page);
    // Not the home page: its carousel turns slides while axe runs; the header and footer are the same everywhere.
    await page.goto("/contact-us");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: category.name, exact: true })).toBeVisible(FIRST_LOAD);
    await page.getByRole("navigation", { name: "Shop by category" }).getByRole("button", { name: category.name, exact: true }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test.describe("navigation on a phone", () => {
  test.use(phone);
  test.describe.configure({ timeout: 120_000 });

  async function openMenu(page: Page) {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    return drawer;
  }

  test("the menu drawer and the footer reach every public page, and the drawer closes on navigation", async ({ page }) => {
    const category = await demoCategory(page);
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole("navigation", { name: "Shop by category" })).toBeHidden();

    let drawer = await openMenu(page);
    await drawer.getByRole("link", { name: category.name, exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/product-category/${category.slug}$`));
    await expectHeading(page, category.name);

    drawer = await openMenu(page);
    await drawer.getByRole("list", { name: `${category.name} subcategories` }).getByRole("link", { name: category.sub, exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`\\?sub=${encodeURIComponent(category.sub)}$`));

    await followShopperLinks(page);

    for (const [name, path] of [
      ["Contact us", "/contact-us"],
      ["Privacy policy", "/privacy-policy"],
      ["Track your order", "/my-orders"],
      ["Wishlist", "/wishlist"],
      ["Sign in", "/login"],
    ] as const) {
      drawer = await openMenu(page);
      await drawer.getByRole("link", { name, exact: true }).click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await page.getByRole("main").getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/register$/);

    await goHome(page);
    await followFooterLinks(page);
  });

  test("the open menu drawer passes axe and gives focus back to its button", async ({ page }) => {
    await page.goto("/");
    const drawer = await openMenu(page);
    await expect(drawer.getByRole("navigation", { name: "Categories" }).getByRole("link").nth(1)).toBeVisible(FIRST_LOAD);
    await expectNoSeriousViolations(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeFocused();
  });
});
