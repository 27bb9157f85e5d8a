import { type APIRequestContext, type Locator, type Page, expect, test } from "../support/test.js";
import { expectNoAxeViolations } from "../support/axe.js";
import { DEMO_ADMIN, idTokenOf } from "../support/auth.js";
import { graphql } from "../support/catalog.js";
import { png } from "../support/images.js";

/**
 * Issue 35: the storefront survives what an owner does in the admin. As the owner, through the API
 * the admin uses: upload a wide logo, give the shop a long name, add categories with long names
 * until the header's bar overflows, and products to search for. Then, as a shopper at 1440, 390
 * and 360 px: the header keeps one row, "More" holds the categories that do not fit and opens by
 * keyboard, nothing scrolls sideways and axe finds nothing; Enter in the search opens a results
 * page with pages; the drawer says "Added to cart" without a toast over its first line.
 * Shop-wide: the logo, the name and the categories are on every page. Everything is put back
 * afterwards.
 */

const FIRST_LOAD = { timeout: 30_000 };
const CATEGORY_COUNT = 10;
/** One more than a page of results (12), so the results have two pages. */
const PRODUCT_COUNT = 13;

interface Setup {
  token: string;
  store: Record<string, unknown>;
  categories: { id: string; name: string; slug: string }[];
  productIds: string[];
  /** A word only this run's products have. */
  term: string;
  siteName: string;
}

let setup: Setup | null = null;

async function uploadLogo(request: APIRequestContext, token: string): Promise<string> {
  const file = await png("logo.png", 40);
  const response = await request.post("/api/admin/images", { headers: { authorization: `Bearer ${token}` }, multipart: { files: file } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { images: { url: string }[] }).images[0]!.url;
}

async function shopSetUp(request: APIRequestContext): Promise<Setup> {
  const token = await idTokenOf(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const stamp = String(Date.now());
  const { settings } = await graphql<{ settings: Record<string, unknown> }>(request, "{ settings { siteName siteDescription logo favicon currency locale } }");
  const siteName = `E2E Shop With A Rather Long Name ${stamp}`;
  const state: Setup = { token, store: settings, categories: [], productIds: [], term: `zq${stamp}`, siteName };
  setup = state;
  const logo = await uploadLogo(request, token);
  await graphql(request, "mutation($input: SettingsInput!) { updateSettings(input: $input) { siteName } }", { input: { store: { ...settings, siteName, logo } } }, token);
  for (let n = 1; n <= CATEGORY_COUNT; n += 1) {
    const { createCategory } = await graphql<{ createCategory: { id: string; name: string; slug: string } }>(
      request,
      "mutation($input: CategoryInput!) { createCategory(input: $input) { id name slug } }",
      { input: { name: `E2E Overflowing Category ${stamp} Number ${String(n)}`, subCategories: n % 3 === 0 ? ["Everyday", "Festive"] : [] } },
      token,
    );
    state.categories.push(createCategory);
  }
  for (let n = 1; n <= PRODUCT_COUNT; n += 1) {
    const { createProduct } = await graphql<{ createProduct: { id: string } }>(
      request,
      "mutation($input: ProductInput!) { createProduct(input: $input) { id } }",
      {
        input: {
          name: `E2E Findable ${state.term} ${String(n)}`,
          price: 100 + n,
          categoryId: state.categories[n % 2]!.id,
          sku: `E2E-FIND-${stamp}-${String(n)}`,
          stock: 20,
          status: "ACTIVE",
        },
      },
      token,
    );
    state.productIds.push(createProduct.id);
  }
  return state;
}

async function shopPutBack(request: APIRequestContext, state: Setup): Promise<void> {
  const { token } = state;
  if (state.productIds.length) await graphql(request, "mutation($ids: [ID!]!) { deleteProducts(ids: $ids) }", { ids: state.productIds }, token);
  for (const category of state.categories) await graphql(request, "mutation($id: ID!) { deleteCategory(id: $id) }", { id: category.id }, token);
  await graphql(request, "mutation($input: SettingsInput!) { updateSettings(input: $input) { siteName } }", { input: { store: state.store } }, token);
}

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    await shopSetUp(request);
  } finally {
    await request.dispose();
  }
});

test.afterAll(async ({ playwright }, testInfo) => {
  if (!setup) return;
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    await shopPutBack(request, setup);
  } finally {
    await request.dispose();
  }
});

function state(): Setup {
  if (!setup) throw new Error("The shop was not set up");
  return setup;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => {
    const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });
  expect(widths.scroll, "the page scrolls sideways").toBeLessThanOrEqual(widths.client);
}

/** True when the two boxes share a row: each one's vertical middle lies within the other. */
async function onOneRow(a: Locator, b: Locator): Promise<void> {
  const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
  expect(boxA && boxB).toBeTruthy();
  const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
  expect(middle(boxA!)).toBeGreaterThan(boxB!.y);
  expect(middle(boxA!)).toBeLessThan(boxB!.y + boxB!.height);
  expect(middle(boxB!)).toBeGreaterThan(boxA!.y);
  expect(middle(boxB!)).toBeLessThan(boxA!.y + boxA!.height);
}

async function expectHeaderOneRow(page: Page): Promise<void> {
  const banner = page.getByRole("banner");
  const logo = banner.locator("a[href='/'] img");
  await expect(logo).toBeVisible(FIRST_LOAD);
  const cart = banner.getByRole("button", { name: /^Open cart/ });
  await onOneRow(logo, cart);
  await onOneRow(banner.getByRole("link", { name: state().siteName }), cart);
  // The logo is held to the header's height.
  expect((await logo.boundingBox())!.height).toBeLessThanOrEqual(40);
}

for (const width of [360, 390]) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });

    test("the header keeps the logo, the name and the cart on one row, nothing scrolls sideways, and axe finds nothing", async ({ page }) => {
      await page.goto("/");
      await expectHeaderOneRow(page);
      await onOneRow(page.getByRole("banner").getByRole("button", { name: "Menu" }), page.getByRole("banner").getByRole("button", { name: /^Open cart/ }));
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      // On a phone the categories are in the menu: every one of them.
      await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
      const menu = page.getByRole("dialog", { name: "Menu" });
      await expect(menu.getByRole("link", { name: state().categories.at(-1)!.name })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the category bar keeps one row; More holds the rest and opens by keyboard", async ({ page }) => {
    await page.goto("/");
    await expectHeaderOneRow(page);
    const bar = page.getByRole("navigation", { name: "Shop by category" });
    const more = bar.getByRole("button", { name: /^More categories/ });
    await expect(more).toBeVisible();
    const last = state().categories.at(-1)!;
    // Out of the bar (hidden, so never reached by Tab), in the More menu.
    await expect(bar.getByRole("link", { name: last.name, exact: true })).toBeHidden();
    const barBox = (await bar.boundingBox())!;
    expect(barBox.height, "the bar is one row").toBeLessThanOrEqual(56);

    await more.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem", { name: last.name, exact: true })).toBeVisible();
    // Every category is in the bar or in More, once.
    for (const category of state().categories) {
      const inBar = await bar.getByRole("listitem").filter({ hasText: category.name }).isVisible();
      const inMore = await menu.getByRole("menuitem", { name: category.name, exact: true }).count();
      expect(Number(inBar) + inMore, category.name).toBe(1);
    }
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
    await expectNoSidewaysScroll(page);

    // Following a More item opens the category.
    await more.press("ArrowDown");
    await page.getByRole("menuitem", { name: last.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product-category/${last.slug}$`));
  });

  test("Enter in the search opens the results page, with pages; suggestions still open a product", async ({ page }) => {
    const { term } = state();
    await page.goto("/");
    const search = page.getByRole("combobox", { name: "Search products" });
    await search.fill(term);
    // The suggestions come as before.
    await expect(page.getByRole("option").first()).toBeVisible();
    await search.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${term}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Search results for “${term}”` })).toBeVisible();
    await expect(page).toHaveTitle(`${state().siteName} | Search: ${term}`);
    await expect(page.getByText(`Showing 1–12 of ${String(PRODUCT_COUNT)} products`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole("list", { name: "Products", exact: true }).getByRole("listitem")).toHaveCount(PRODUCT_COUNT - 12);

    // The suggestions: the arrow keys choose one, Enter opens it.
    await search.fill(`${term} 7`);
    await expect(page.getByRole("option", { name: new RegExp(`${term} 7`) })).toBeVisible();
    await search.press("ArrowDown");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/products\//);
  });

  test("the results page answers 200 with its head, with no text and with no match", async ({ page }) => {
    const { term, siteName } = state();
    const served = await page.request.get(`/search?q=${term}`);
    expect(served.status()).toBe(200);
    const html = await served.text();
    expect(html).toContain(`<title data-ssr>${siteName} | Search: ${term}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex,follow" data-ssr />');
    // Rendered on the server: the results are in the HTML.
    expect(html).toContain(`E2E Findable ${term} 1`);

    for (const path of ["/search", "/search?q=nothing-matches-this-zzzz"]) {
      expect((await page.request.get(path)).status(), path).toBe(200);
    }
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 2, name: "What are you looking for?" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("searchbox", { name: "Search for" }).fill(term);
    await page.getByRole("searchbox", { name: "Search for" }).press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: `Search results for “${term}”` })).toBeVisible();

    await page.goto("/search?q=nothing-matches-this-zzzz");
    await expect(page.getByRole("heading", { level: 2, name: "No products match “nothing-matches-this-zzzz”" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

for (const width of [1440, 390]) {
  test.describe(`the cart at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 850 } });

    test("Added to cart shows in the drawer, over none of its lines; cart and checkout pass axe", async ({ page }) => {
      await page.goto("/shopping-cart");
      await expect(page.getByRole("heading", { level: 2, name: "Your cart is empty" })).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(page);

      await page.goto(`/search?q=${state().term}`);
      // The newest, on the first page.
      await page.getByRole("link", { name: `E2E Findable ${state().term} ${String(PRODUCT_COUNT)}`, exact: true }).first().click();
      await page.getByRole("main").getByRole("button", { name: "Add to cart" }).first().click();
      const drawer = page.getByRole("dialog", { name: /Your cart/ });
      const added = drawer.getByRole("status").filter({ hasText: "Added to cart" });
      await expect(added).toBeVisible();
      const line = drawer.getByRole("article").first();
      await expect(line).toBeVisible();
      // No toast, and the drawer's own note sits above its first line.
      await expect(page.locator("[data-rht-toaster]").getByText("Added to cart")).toHaveCount(0);
      // The note sits between the drawer's heading and its first line, overlapping neither.
      const [heading, note, first] = [
        (await drawer.getByRole("heading", { name: /Your cart/ }).boundingBox())!,
        (await added.boundingBox())!,
        (await line.boundingBox())!,
      ];
      expect(note.y).toBeGreaterThanOrEqual(heading.y + heading.height);
      expect(note.y + note.height).toBeLessThanOrEqual(first.y);
      await expectNoAxeViolations(page);

      await drawer.getByRole("link", { name: "View cart" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Shopping cart" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto("/checkout");
      await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: "Order summary" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
