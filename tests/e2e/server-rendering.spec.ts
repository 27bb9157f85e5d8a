import { expect, type Page, test } from "./support/test.js";
import { DEMO_ADMIN, idTokenOf } from "./support/auth.js";
import { findBuyableProduct, graphql, priceFrom } from "./support/catalog.js";

/**
 * The storefront's pages arrive rendered (docs/decisions/032-server-rendered-storefront.md): their
 * content is in the HTML before any JavaScript runs, and the browser then takes the page over
 * without React throwing the server's HTML away.
 */

interface Catalog {
  categories: { name: string; slug: string }[];
  products: { items: { name: string; slug: string; finalPrice: number }[] };
}

async function catalog(request: Parameters<typeof graphql>[0]): Promise<Catalog> {
  return graphql<Catalog>(request, "{ categories { name slug } products(take: 4) { items { name slug finalPrice } } }");
}

/** What React says (in the browser's console) when the first render differs from the server's HTML. */
const HYDRATION_PROBLEM = /hydrat|did not match|didn't match|Minified React error #4(18|19|21|22|23|25)/i;

function collectHydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && HYDRATION_PROBLEM.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (HYDRATION_PROBLEM.test(error.message)) problems.push(error.message);
  });
  return problems;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page shows the categories and products with their prices", async ({ page, request }) => {
    const { categories } = await catalog(request);
    await page.goto("/");
    const strip = page.getByRole("list", { name: "Categories" });
    for (const category of categories) await expect(strip.getByRole("link", { name: category.name, exact: true })).toBeVisible();

    const cards = page.getByRole("list", { name: "Products", exact: true }).getByRole("article");
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    const firstPrice = await cards.first().getByTestId("price").textContent();
    expect(priceFrom(firstPrice ?? "")).toBeGreaterThan(0);
  });

  test("a category page lists that category's products", async ({ page, request }) => {
    const { categories } = await catalog(request);
    const category = categories[0];
    if (!category) throw new Error("The demo catalog has no category");
    const { products } = await graphql<Catalog>(
      request,
      "query($slug: String!) { products(filter: { category: $slug }, take: 3) { items { name slug finalPrice } } }",
      { slug: category.slug },
    );
    await page.goto(`/product-category/${category.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: category.name })).toBeVisible();
    for (const product of products.items) await expect(page.getByRole("article", { name: product.name })).toBeVisible();
  });

  test("a product page shows the product, its price and its choices", async ({ page, request }) => {
    const product = await findBuyableProduct(request, "bags", 0, 100_000);
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
    const price = await page.getByRole("main").getByTestId("price").first().textContent();
    expect(priceFrom(price ?? "")).toBe(product.finalPrice);
    await expect(page.getByRole("button", { name: "Add to cart" }).first()).toBeVisible();
  });

  test("the privacy policy and contact pages show their text", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/contact-us");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("an unknown product is a 404 that tells crawlers so, without rendering a page", async ({ page }) => {
    const response = await page.goto("/products/no-such-product-anywhere");
    expect(response?.status()).toBe(404);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator("#root")).toBeEmpty();
  });
});

test.describe("hydration", () => {
  for (const [name, pathOf] of [
    ["the home page", () => "/"],
    ["a category page", (catalog: Catalog) => `/product-category/${catalog.categories[0]?.slug ?? ""}`],
    ["all products", () => "/product-category"],
    ["a product page", (catalog: Catalog) => `/products/${catalog.products.items[0]?.slug ?? ""}`],
    ["the privacy policy", () => "/privacy-policy"],
    ["the contact page", () => "/contact-us"],
  ] as const) {
    test(`${name} is taken over without a hydration error`, async ({ page, request }) => {
      const problems = collectHydrationProblems(page);
      await page.goto(pathOf(await catalog(request)));
      // Hydrated: the app answers a click (the cart drawer opens).
      await page.getByRole("button", { name: /^Open cart/ }).click();
      await expect(page.getByRole("dialog", { name: /Your cart/ })).toBeVisible();
      expect(problems).toEqual([]);
    });
  }

  test("what the browser keeps (cart, wishlist) shows once the page is taken over, without a hydration error", async ({ page, request }) => {
    const product = await findBuyableProduct(request, "bags", 0, 100_000);
    const problems = collectHydrationProblems(page);
    await page.goto(`/products/${product.slug}`);
    await page.getByRole("radiogroup", { name: /Colour/ }).getByText(product.color, { exact: true }).click();
    await page.getByRole("radiogroup", { name: "Size" }).getByText(product.size, { exact: true }).click();
    await page.getByRole("main").getByRole("button", { name: "Add to cart" }).click();
    await expect(page.getByRole("dialog", { name: /Your cart/ }).getByRole("article", { name: product.name })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open cart, 1 item" })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("button", { name: "Open cart, 1 item" })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Open cart, 1 item" })).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe("rendered pages in the response cache", () => {
  test("a page is kept until a write changes what it shows, then rendered again", async ({ request }) => {
    const token = await idTokenOf(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const { categories } = await graphql<Catalog>(request, "{ categories { name slug } }");
    const category = (await graphql<{ categories: { id: string; slug: string }[] }>(request, "{ categories { id slug } }")).categories.find(
      (candidate) => candidate.slug === categories[0]?.slug,
    );
    if (!category) throw new Error("The demo catalog has no category");
    const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const input = {
      name: `E2E Rendered Lamp ${stamp}`,
      description: "<p>A lamp.</p>",
      price: 900,
      discount: 0,
      categoryId: category.id,
      sku: `E2E-SSR-${stamp}`,
      status: "ACTIVE",
      stock: 5,
    };
    const { createProduct } = await graphql<{ createProduct: { id: string; slug: string } }>(
      request,
      "mutation($input: ProductInput!) { createProduct(input: $input) { id slug } }",
      { input },
      token,
    );
    try {
      const path = `/products/${createProduct.slug}`;
      const first = await request.get(path, { headers: { "accept-encoding": "br, gzip" } });
      expect(first.status()).toBe(200);
      expect(first.headers()["x-cache"]).toBe("MISS");
      // Compressed as it renders too, not only once kept (only / had the server's compression before).
      expect(first.headers()["content-encoding"]).toBe("br");
      expect(await first.text()).toContain(input.name);
      const second = await request.get(path, { headers: { "accept-encoding": "br, gzip" } });
      expect(second.headers()["x-cache"]).toBe("HIT");
      expect(second.headers()["content-encoding"]).toBe("br");
      expect(second.headers()["link"]).toContain("rel=modulepreload");

      const renamed = `E2E Renamed Lamp ${stamp}`;
      await graphql(
        request,
        "mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }",
        { id: createProduct.id, input: { ...input, name: renamed } },
        token,
      );
      const third = await request.get(path);
      expect(third.headers()["x-cache"]).not.toBe("HIT");
      const html = await third.text();
      expect(html).toContain(renamed);
      expect(html).not.toContain(input.name);
    } finally {
      await graphql(request, "mutation($ids: [ID!]!) { deleteProducts(ids: $ids) }", { ids: [createProduct.id] }, token);
    }
  });
});
