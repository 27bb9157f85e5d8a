import "reflect-metadata";
import { parse, validate } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { depthLimit } from "./limits.js";
import { buildShopSchema } from "./schema.js";

describe("depthLimit", () => {
  let schema: Awaited<ReturnType<typeof buildShopSchema>>;
  beforeAll(async () => {
    schema = await buildShopSchema();
  });

  const errorsAt = (max: number, query: string) => validate(schema, parse(query), [depthLimit(max)]);

  it("allows an operation at the limit", () => {
    expect(errorsAt(3, "{ products { items { category { name } } } }")).toEqual([]);
  });

  it("refuses one level deeper, with QUERY_TOO_DEEP", () => {
    const [error] = errorsAt(2, "{ products { items { category { name } } } }");
    expect(error?.extensions.code).toBe("QUERY_TOO_DEEP");
    expect(error?.message).toBe("The query is nested 3 levels deep; the limit is 2.");
  });

  it("counts through fragments and inline fragments", () => {
    const query = `
      query { ...Q }
      fragment Q on Query { products { ... on ProductList { items { ...P } } } }
      fragment P on Product { category { name } }`;
    expect(errorsAt(2, query)[0]?.extensions.code).toBe("QUERY_TOO_DEEP");
    expect(errorsAt(3, query)).toEqual([]);
  });

  it("does not count introspection, which clients and tools need", () => {
    const introspection = "{ __schema { types { fields { type { ofType { ofType { name } } } } } } }";
    expect(errorsAt(1, introspection)).toEqual([]);
  });
});
