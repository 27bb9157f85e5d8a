import { STOREFRONT_PAGES } from "@shop/common";
import { expect, type Page, test } from "./support/test.js";
import { DEMO_ADMIN, idTokenOf } from "./support/auth.js";
import { graphql } from "./support/catalog.js";

/**
 * Every public storefront page has one head (common/src/page-head.ts): the title and canonical link
 * in the server's HTML (what crawlers read) are the ones the page shows once the browser has taken
 * it over and loaded its data, one of each. The spec makes its own category (then renames it) and
 * product through the admin API and removes them afterwards; it changes no shop setting.
 */

/** What Chromium sends when it opens a page. */
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8";

/** Pages only a signed-in shopper opens: a guest is sent to the sign-in page. */
const SIGNED_IN_PAGES = new Set(["my-profile", "update-profile"]);

/**
 * The public pages (common/src/storefront-routes.ts, kept equal to the web's routes), the product
 * list with a search and with a category by its slug and by its name, and each kind of missing page.
 */
const FIXED_PAGES = [
  "/",
  "/product-category",
  "/product-category?q=shirt&sort=price-asc",
  "/product-category/men-fashion",
  "/product-category/Men%20Fashion",
  ...STOREFRONT_PAGES.filter((name) => !SIGNED_IN_PAGES.has(name)).map((name) => `/${name}`),
  "/no-such-page",
  "/products/no-such-product",
  "/product-category/no-such-category",
];

interface Head {
  titles: string[];
  canonicals: string[];
}

const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[name] ?? "");

/** The titles and canonical links in the head of the server's HTML for `path`. */
async function serverHead(page: Page, path: string): Promise<Head> {
  const response = await page.request.get(path, { headers: { accept: BROWSER_ACCEPT } });
  const html = await response.text();
  const head = html.slice(0, html.indexOf("</head>"));
  return {
    titles: [...head.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((match) => decodeEntities(match[1] ?? "")),
    canonicals: [...head.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => decodeEntities(match[1] ?? "")),
  };
}

/** Opens `path` in the browser and checks its head, once the app runs it and its data has come, against the server's. */
async function expectSameHead(page: Page, path: string): Promise<void> {
  const server = await serverHead(page, path);
  expect(server.titles, `${path}: the server's titles`).toHaveLength(1);
  expect(server.canonicals, `${path}: the server's canonical links`).toHaveLength(1);

  await page.goto(path);
  await page.waitForLoadState("networkidle");
  // The server's own tags are gone (main.tsx): what is left is what the app renders.
  await expect(page.locator("head [data-ssr]"), path).toHaveCount(0);
  await expect(page.locator("head title"), path).toHaveCount(1);
  await expect(page, path).toHaveTitle(server.titles[0] ?? "");
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical, path).toHaveCount(1);
  await expect(canonical, path).toHaveAttribute("href", server.canonicals[0] ?? "");
}

test.describe("one head for the server's HTML and the page", () => {
  test.describe.configure({ timeout: 120_000 });

  test("every public page has the server's one title and one canonical link", async ({ page }) => {
    const { category } = await graphql<{ category: { slug: string } | null }>(
      page.request,
      'query { category(slugOrName: "Men Fashion") { slug } }',
    );
    expect(category?.slug, "the demo catalog's Men Fashion category").toBe("men-fashion");
    for (const path of FIXED_PAGES) await expectSameHead(page, path);
  });

  test("a product, and a renamed category by its old slug", async ({ page }) => {
    const token = await idTokenOf(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const stamp = String(Date.now());
    const { createCategory } = await graphql<{ createCategory: { id: string; slug: string } }>(
      page.request,
      "mutation($input: CategoryInput!) { createCategory(input: $input) { id slug } }",
      { input: { name: `E2E Head ${stamp}`, subCategories: ["Caps"] } },
      token,
    );
    let productId: string | null = null;
    try {
      const { createProduct } = await graphql<{ createProduct: { id: string; slug: string } }>(
        page.request,
        "mutation($input: ProductInput!) { createProduct(input: $input) { id slug } }",
        {
          input: {
            name: `E2E Head Cap ${stamp}`,
            description: "<p>A cap for the <b>head tags</b> test.</p>",
            price: 100,
            categoryId: createCategory.id,
            sku: `E2E-HEAD-${stamp}`,
            stock: 5,
            status: "ACTIVE",
          },
        },
        token,
      );
      productId = createProduct.id;
      await expectSameHead(page, `/products/${createProduct.slug}`);

      const oldSlug = createCategory.slug;
      const { updateCategory } = await graphql<{ updateCategory: { slug: string } }>(
        page.request,
        "mutation($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { slug } }",
        { id: createCategory.id, input: { name: `E2E Head Renamed ${stamp}`, subCategories: ["Caps"] } },
        token,
      );
      expect(updateCategory.slug).not.toBe(oldSlug);
      await expectSameHead(page, `/product-category/${oldSlug}`);
      // The page moved to the category's current address, as its canonical link says.
      await expect(page).toHaveURL(new RegExp(`/product-category/${updateCategory.slug}$`));
      await expectSameHead(page, `/product-category/${updateCategory.slug}`);
    } finally {
      if (productId) await graphql(page.request, "mutation($ids: [ID!]!) { deleteProducts(ids: $ids) }", { ids: [productId] }, token);
      await graphql(page.request, "mutation($id: ID!) { deleteCategory(id: $id) }", { id: createCategory.id }, token);
    }
  });
});
