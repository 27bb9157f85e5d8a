import { decodePercentEscapes } from "@shop/common";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { createLoaders } from "../api/loaders.js";
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from "../catalog/product-query.js";
import type { Services } from "../services.js";
import { notFound } from "../shared/errors.js";
import { absoluteUrl } from "../shared/public-origin.js";
import { toRestProduct, toRestProducts, toRestSearchResult } from "./product.view.js";
import type { RestOptions } from "./rest-options.js";

/** The original storefront reads at most this many products per list call unless it asks for more. */
export const REST_LIST_DEFAULT = 100;
export const REST_LIST_MAX = 1_000;
export const REST_SKIP_MAX = 1_000_000_000;

const listQuery = {
  type: "object",
  properties: {
    // Beyond any catalog, and within what the database's OFFSET takes (`?skip=1e30` is a 400, not a 500).
    skip: { type: "integer", minimum: 0, maximum: REST_SKIP_MAX, default: 0 },
    limit: { type: "integer", minimum: 1, maximum: REST_LIST_MAX, default: REST_LIST_DEFAULT },
  },
} as const;

interface ListQuery {
  skip: number;
  limit: number;
}

/** The original client encodes the term itself and its HTTP client encodes it again: undo the second layer. */
export function decodeSearchTerm(raw: string): string {
  return /%[0-9A-Fa-f]{2}/.test(raw) ? decodePercentEscapes(raw) : raw;
}

export function registerCatalogRoutes(api: FastifyInstance, services: Services, { originOf }: RestOptions) {
  async function listProducts(request: FastifyRequest, category: string | undefined, { skip, limit }: ListQuery) {
    // The original storefront's home and category pages are these lists: products out of stock come
    // last, or are left out, as the shop's home setting says (homeOutOfStock), as on the shop's home.
    const page = await services.products.list({ category, homeSection: true, skip, take: limit }, { maxTake: REST_LIST_MAX });
    return { items: await toRestProducts(page.items, createLoaders(services), originOf(request)), totalItems: page.totalItems };
  }

  api.get<{ Querystring: ListQuery }>("/products", { schema: { querystring: listQuery } }, async (request, reply) => {
    const { items, totalItems } = await listProducts(request, undefined, request.query);
    return reply.header("x-total-count", totalItems).send(items);
  });

  api.get<{ Querystring: ListQuery }>(
    "/products/category",
    { schema: { querystring: listQuery } },
    async (request, reply) => {
      const { items, totalItems } = await listProducts(request, undefined, request.query);
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
      const { items, totalItems } = await listProducts(request, request.params.category, request.query);
      return reply.header("x-total-count", totalItems).send(items);
    },
  );

  api.get("/category", async (request) => {
    const origin = originOf(request);
    return (await services.categories.list()).map((c) => ({
      _id: c.id,
      category: c.name,
      slug: c.slug,
      image: c.image ? absoluteUrl(origin, c.image) : null,
      sub: c.subCategories,
    }));
  });

  api.get<{ Params: { slugOrName: string } }>(
    "/products/:slugOrName",
    { schema: { params: { type: "object", properties: { slugOrName: { type: "string", minLength: 1, maxLength: 200 } } } } },
    async (request) => {
      const product = await services.products.findBySlugOrName(request.params.slugOrName);
      if (!product) throw notFound("No such product.");
      return { product: await toRestProduct(product, createLoaders(services), originOf(request)) };
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
      const loaders = createLoaders(services);
      const products = await Promise.all(found.map((p) => toRestSearchResult(p, loaders, originOf(request))));
      return {
        success: true,
        message: products.length ? `${products.length} products found` : "No products found",
        data: { products },
      };
    },
  );
}
