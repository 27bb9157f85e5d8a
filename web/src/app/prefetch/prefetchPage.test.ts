import { ApolloClient, ApolloLink, InMemoryCache } from "@apollo/client";
import { of } from "rxjs";
import { describe, expect, it } from "vitest";
import { parseProductListParams, productListVariables } from "../../catalog/productListParams";
import { routes } from "../routes";
import { prefetchPage } from "./prefetchPage";

const ORIGIN = "https://shop.example";

/** What the server answers: an empty catalog. */
const EMPTY_CATALOG: Record<string, Record<string, unknown>> = {
  ProductDetail: { product: null },
  ProductList: { products: { __typename: "ProductList", items: [], totalItems: 0 } },
  Categories: { categories: [] },
  CategoryBySlug: { category: null },
};

/** A client whose server has an empty catalog, recording what it was asked. */
function recordingClient() {
  const asked: { operationName: string | undefined; variables: Record<string, unknown> }[] = [];
  const client = new ApolloClient({
    cache: new InMemoryCache(),
    link: new ApolloLink((operation) => {
      asked.push({ operationName: operation.operationName, variables: operation.variables });
      return of({ data: EMPTY_CATALOG[operation.operationName ?? ""] ?? null });
    }),
  });
  return { client, asked };
}

/** Lets the client's requests reach its link. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("prefetchPage", () => {
  it("asks for a product page's product, once however often the link is pointed at", async () => {
    const { client, asked } = recordingClient();
    prefetchPage(client, routes, "/products/linen-shirt", ORIGIN);
    await settle();
    prefetchPage(client, routes, `${ORIGIN}/products/linen-shirt`, ORIGIN);
    await settle();
    expect(asked).toEqual([{ operationName: "ProductDetail", variables: { slug: "linen-shirt" } }]);
  });

  it("asks for a category page's list with the variables the page runs it with", async () => {
    const { client, asked } = recordingClient();
    const search = "?sort=price-asc&page=2&sale=1";
    prefetchPage(client, routes, `/product-category/shirts${search}`, ORIGIN);
    await settle();
    const list = asked.find((request) => request.operationName === "ProductList");
    expect(list?.variables).toEqual(productListVariables("shirts", parseProductListParams(new URLSearchParams(search))));
    expect(list?.variables).toMatchObject({ filter: { category: "shirts", discounted: true }, sort: "PRICE_ASC", skip: 12 });
    expect(asked.map((request) => request.operationName).sort()).toEqual(["Categories", "CategoryBySlug", "ProductList"]);
  });

  it("leaves other sites, unknown paths and pages without queries alone", async () => {
    const { client, asked } = recordingClient();
    for (const href of ["https://elsewhere.example/products/x", "/no-such/page/here", "/shopping-cart", "http://[bad", "mailto:a@b.c"]) {
      prefetchPage(client, routes, href, ORIGIN);
    }
    await settle();
    expect(asked).toEqual([]);
  });
});
