import { type APIRequestContext, expect as baseExpect, type Page, test } from "../support/test.js";
import { DEMO_ADMIN, idTokenOf } from "../support/auth.js";
import { graphql } from "../support/catalog.js";
import { screens } from "../support/viewports.js";

/**
 * Issue 14, item 7: out-of-stock products come last on the home page, or are hidden with the
 * setting `homeOutOfStock` HIDE, which every home page reads. A featured, sold-out product of the
 * test's own shows where it lands.
 */

/** Pages load three lists at once; a busy test machine may take longer than the default to show them. */
const expect = baseExpect.configure({ timeout: 15_000 });

const adminToken = (request: APIRequestContext) => idTokenOf(request, DEMO_ADMIN.email, DEMO_ADMIN.password);

async function setHomeOutOfStock(request: APIRequestContext, outOfStock: "LAST" | "HIDE"): Promise<void> {
  await graphql(request, "mutation($input: SettingsInput!) { updateSettings(input: $input) { homeOutOfStock } }", { input: { home: { outOfStock } } }, await adminToken(request));
}

/** A new, featured, sold-out product: the newest, so without the setting it would lead New arrivals and Featured. */
async function createSoldOutProduct(request: APIRequestContext, name: string): Promise<string> {
  const token = await adminToken(request);
  const { categories } = await graphql<{ categories: { id: string }[] }>(request, "{ categories { id } }");
  const { createProduct } = await graphql<{ createProduct: { id: string } }>(
    request,
    "mutation($input: ProductInput!) { createProduct(input: $input) { id } }",
    { input: { name, price: 1999, categoryId: categories[0]!.id, sku: `SOLD-OUT-${String(Date.now())}`, stock: 0, featured: true, status: "ACTIVE" } },
    token,
  );
  return createProduct.id;
}

async function deleteProduct(request: APIRequestContext, id: string): Promise<void> {
  await graphql(request, "mutation($ids: [ID!]!) { deleteProducts(ids: $ids) }", { ids: [id] }, await adminToken(request));
}

/** The names of the cards in a home section's list, in order. */
async function cardNames(page: Page, list: string): Promise<string[]> {
  const cards = page.getByRole("list", { name: list, exact: true }).getByRole("article");
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((articles) => articles.map((article) => article.getAttribute("aria-label") ?? ""));
}

// One test at a time (the shop-wide project runs one spec at a time too), and the setting restored.
test.describe.serial("home sections and products out of stock", () => {
  test.slow();
  for (const [screen, viewport] of screens) {
    test(`out-of-stock products come last, and with HIDE are left out (${screen})`, async ({ browser, request }) => {
      const context = await browser.newContext(viewport);
      const page = await context.newPage();
      const name = `Sold Out Kurta ${screen} ${String(Date.now())}`;
      const id = await createSoldOutProduct(request, name);
      try {
        await page.goto("/");
        for (const list of ["Products", "Featured products"]) {
          // The newest product, but not first: after every product in stock (past the eight shown, when eight are).
          expect((await cardNames(page, list))[0]).not.toBe(name);
          // Cards in stock first, then any out of stock.
          const cards = page.getByRole("list", { name: list, exact: true }).getByRole("article");
          const soldOut = await cards.evaluateAll((articles) => articles.map((article) => article.textContent?.includes("Out of stock") ?? false));
          expect(soldOut).toEqual([...soldOut].sort((a, b) => Number(a) - Number(b)));
        }

        await setHomeOutOfStock(request, "HIDE");
        await page.reload();
        for (const list of ["Products", "Featured products"]) {
          expect(await cardNames(page, list)).not.toContain(name);
          await expect(page.getByRole("list", { name: list, exact: true }).getByText("Out of stock")).toHaveCount(0);
        }
      } finally {
        await setHomeOutOfStock(request, "LAST");
        await deleteProduct(request, id);
        await context.close();
      }
    });
  }
});
