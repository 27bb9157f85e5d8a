import type { FastifyInstance } from "fastify";
import { createLoaders } from "../api/loaders.js";
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from "../catalog/product-query.js";
import type { Services } from "../services.js";
import { notFound } from "../shared/errors.js";
import { toRestProduct, toRestProducts } from "./product.view.js";

/** The original storefront reads at most this many products per list call unless it asks for more. */
export const REST_LIST_DEFAULT = 100;
export const REST_LIST_MAX = 1_000;

const listQuery = {
  type: "object",
  properties: {
    skip: { type: "integer", minimum: 0, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: REST_LIST_MAX, default: REST_LIST_DEFAULT },
  },
} as const;

interface ListQuery {
  skip: number;
  limit: number;
}

/** The original client encodes the term itself and its HTTP client encodes it again: undo the second layer. */
export function decodeSearchTerm(raw: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(raw)) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function registerCatalogRoutes(api: FastifyInstance, services: Services) {
  async function listProducts(category: string | undefined, { skip, limit }: ListQuery) {
    const page = await services.products.list({ category, skip, take: limit }, { maxTake: REST_LIST_MAX });
    return { items: await toRestProducts(page.items, createLoaders(services)), totalItems: page.totalItems };
  }

  api.get<{ Querystring: ListQuery }>("/products", { schema: { querystring: listQuery } }, async (request, reply) => {
    const { items, totalItems } = await listProducts(undefined, request.query);
    return reply.header("x-total-count", totalItems).send(items);
  });

  api.get<{ Querystring: ListQuery }>(
    "/products/category",
    { schema: { querystring: listQuery } },
    async (request, reply) => {
      const { items, totalItems } = await listProducts(undefined, request.query);
      return reply.header("x-total-count", totalItems).send(items);
    },
  );

  api.get<{ Params: { category: string }; Querystring: ListQuery }>(
    "/products/category/:category",
    {
      schema: {
        params: { type: "object", properties: { category: { type: "string", maxLength: 100 } } },
        querystring: listQuery,
      },
    },
    async (request, reply) => {
      const { items, totalItems } = await listProducts(request.params.category, request.query);
      return reply.header("x-total-count", totalItems).send(items);
    },
  );

  api.get("/category", async () =>
    (await services.categories.list()).map((c) => ({ _id: c.id, category: c.name, slug: c.slug, image: c.image, sub: c.subCategories })),
  );

  api.get<{ Params: { slugOrName: string } }>(
    "/products/:slugOrName",
    { schema: { params: { type: "object", properties: { slugOrName: { type: "string", minLength: 1, maxLength: 200 } } } } },
    async (request) => {
      const product = await services.products.findBySlugOrName(request.params.slugOrName);
      if (!product) throw notFound("No such product.");
      return { product: await toRestProduct(product, createLoaders(services)) };
    },
  );

  api.get<{ Querystring: { q?: string; limit: number } }>(
    "/products/search/ser",
    {
      schema: {
        querystring: {
          type: "object",
          properties: {
            q: { type: "string", maxLength: 300 },
            limit: { type: "integer", minimum: 1, maximum: SEARCH_MAX_LIMIT, default: SEARCH_DEFAULT_LIMIT },
          },
        },
      },
    },
    async (request) => {
      const term = decodeSearchTerm(request.query.q ?? "").trim();
      const found = term ? await services.products.search(term, request.query.limit) : [];
      const products = await toRestProducts(found, createLoaders(services));
      return {
        success: true,
        message: products.length ? `${products.length} products found` : "No products found",
        data: { products },
      };
    },
  );
}
