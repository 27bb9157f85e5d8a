import { type APIRequestContext, expect, type Page } from "@playwright/test";

/**
 * Ask the shop's own GraphQL API (browser tests create and find their data through the API),
 * as a signed-in user when `idToken` is given (see `idTokenOf`).
 */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables?: Record<string, unknown>,
  idToken?: string,
): Promise<T> {
  const headers = idToken ? { authorization: `Bearer ${idToken}` } : undefined;
  const response = await request.post("/graphql", { data: { query, variables }, headers });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

export interface BuyableProduct {
  name: string;
  slug: string;
  finalPrice: number;
  color: string;
  size: string;
}

/** A product of `category` with a discounted price in [min, max] and a variant in stock. */
export async function findBuyableProduct(
  request: APIRequestContext,
  category: string,
  min: number,
  max: number,
): Promise<BuyableProduct> {
  const data = await graphql<{
    products: { items: { name: string; slug: string; finalPrice: number; variants: { color: string; size: string; stock: number }[] }[] };
  }>(
    request,
    `query($category: String!, $min: Float!, $max: Float!) {
      products(filter: { category: $category, minPrice: $min, maxPrice: $max }, take: 100) {
        items { name slug finalPrice variants { color size stock } }
      }
    }`,
    { category, min, max },
  );
  // Products named "E2E …" belong to the specs that made them, which may edit, hide or sell them
  // out while this test runs in another worker: only the demo catalog is bought from.
  for (const product of data.products.items.filter((p) => !p.name.startsWith("E2E "))) {
    const variant = product.variants.find((v) => v.stock >= 3);
    if (variant) return { name: product.name, slug: product.slug, finalPrice: product.finalPrice, color: variant.color, size: variant.size };
  }
  throw new Error(`No buyable product in ${category} between ${min} and ${max}`);
}

export async function siteName(request: APIRequestContext): Promise<string> {
  return (await graphql<{ settings: { siteName: string } }>(request, "{ settings { siteName } }")).settings.siteName;
}

/** "৳2,139" or "Sale price: ৳2,139.50" → 2139 or 2139.5 */
export function priceFrom(text: string): number {
  return Number(text.replace(/[^\d.]/g, ""));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Opens the product's page, chooses its colour and size, adds it to the cart and goes to checkout.
 * `base` is the origin of another server than the configured one (the security-header runs).
 */
export async function addToCartAndCheckout(page: Page, product: BuyableProduct, { base = "", timeout = 5_000 } = {}): Promise<void> {
  await page.goto(`${base}/products/${product.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible({ timeout });
  await page.getByRole("radiogroup", { name: /Colour/ }).getByText(product.color, { exact: true }).click();
  await page
    .getByRole("radiogroup", { name: "Size" })
    .getByText(new RegExp(`^${escapeRegExp(product.size)}( \\(|$)`))
    .click();
  // The page's own button (the sticky buy bar outside <main> has one too while it is out of view).
  await page.getByRole("main").getByRole("button", { name: "Add to cart" }).click();
  const drawer = page.getByRole("dialog", { name: /Your cart/ });
  await expect(drawer.getByRole("article", { name: product.name })).toBeVisible();
  await drawer.getByRole("button", { name: "Checkout" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Checkout" })).toBeVisible();
}
