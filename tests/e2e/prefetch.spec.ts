import { expect, type Request, test } from "./support/test.js";
import { graphql } from "./support/catalog.js";
import { desktop } from "./support/viewports.js";

/**
 * Issue 16: a link's page is fetched when a shopper shows the intent to open it (the pointer resting
 * on it, keyboard focus), so a click opens it from the cache, without asking the server again.
 */

/** The GraphQL operation a browser request carries, with its variables (POST body or GET query). */
function operationOf(request: Request): { name: string; variables: Record<string, unknown> } | null {
  if (!new URL(request.url()).pathname.endsWith("/graphql")) return null;
  if (request.method() === "GET") {
    const search = new URL(request.url()).searchParams;
    return { name: search.get("operationName") ?? "", variables: JSON.parse(search.get("variables") ?? "{}") };
  }
  const body = request.postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
  return body ? { name: body.operationName ?? "", variables: body.variables ?? {} } : null;
}

/** Whether `request` asks for the product page of `slug`. */
function asksForProduct(request: Request, slug: string): boolean {
  const operation = operationOf(request);
  return operation?.name === "ProductDetail" && operation.variables.slug === slug;
}

test.use(desktop);

test("the pointer resting on a product link fetches its page; the click opens it without asking again", async ({ page }) => {
  const { products } = await graphql<{ products: { items: { name: string; slug: string }[] } }>(
    page.request,
    "{ products(take: 1, sort: NEWEST) { items { name slug } } }",
  );
  const product = products.items[0]!;
  const asked: Request[] = [];
  page.on("request", (request) => {
    if (asksForProduct(request, product.slug)) asked.push(request);
  });

  await page.goto("/product-category");
  const link = page.getByRole("list", { name: "Products", exact: true }).getByRole("link", { name: product.name });
  const answered = page.waitForResponse((response) => asksForProduct(response.request(), product.slug));
  await link.hover();
  expect((await answered).ok()).toBe(true);
  expect(asked).toHaveLength(1);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  expect(asked).toHaveLength(1);
});

test("keyboard focus on a category link fetches the category's products", async ({ page }) => {
  const { categories } = await graphql<{ categories: { name: string; slug: string }[] }>(page.request, "{ categories { name slug } }");
  const category = categories[0]!;
  await page.goto("/");
  const listAsked = page.waitForRequest((request) => {
    const operation = operationOf(request);
    const filter = operation?.variables.filter as { category?: string } | undefined;
    return operation?.name === "ProductList" && filter?.category === category.slug;
  });
  await page.getByRole("contentinfo").getByRole("link", { name: category.name, exact: true }).focus();
  await listAsked;
});
