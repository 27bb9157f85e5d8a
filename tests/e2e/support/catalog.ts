import { type APIRequestContext, expect } from "@playwright/test";

/** Ask the shop's own GraphQL API (browser tests create and find their data through the API). */
export async function graphql<T>(request: APIRequestContext, query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await request.post("/graphql", { data: { query, variables } });
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
  for (const product of data.products.items) {
    const variant = product.variants.find((v) => v.stock >= 3);
    if (variant) return { name: product.name, slug: product.slug, finalPrice: product.finalPrice, color: variant.color, size: variant.size };
  }
  throw new Error(`No buyable product in ${category} between ${min} and ${max}`);
}

export async function siteName(request: APIRequestContext): Promise<string> {
  return (await graphql<{ settings: { siteName: string } }>(request, "{ settings { siteName } }")).settings.siteName;
}

/** "BDT 2,139.00" → 2139 */
export function priceFrom(text: string): number {
  return Number(text.replace(/[^\d.]/g, ""));
}
