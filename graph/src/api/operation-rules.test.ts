import "reflect-metadata";
import { type GraphQLSchema, parse, validate } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { noSubscriptions, oncePerRequest } from "./operation-rules.js";
import { buildShopSchema } from "./schema.js";

describe("operation rules", () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildShopSchema();
  });
  const errorsOf = (document: string) => validate(schema, parse(document), [oncePerRequest, noSubscriptions]);
  const place = (name?: string) => `${name ? `${name}: ` : ""}placeOrder(input: $input) { guestToken }`;

  it("lets one placeOrder through, also when a fragment spreads it again under the same name (it runs once)", () => {
    expect(errorsOf(`mutation ($input: PlaceOrderInput!) { ${place()} }`)).toEqual([]);
    expect(errorsOf(`mutation ($input: PlaceOrderInput!) { ${place("p")} ...F ...F } fragment F on Mutation { ${place("p")} }`)).toEqual([]);
  });

  it("refuses a second response name, however it is reached", () => {
    const [error] = errorsOf(`mutation ($input: PlaceOrderInput!) { ${place()} ... on Mutation { ${place("again")} } }`);
    expect(error?.extensions).toEqual({ code: "ONCE_PER_REQUEST", field: "placeOrder", count: 2 });
  });

  it("counts each operation of a document on its own (only one of them runs)", () => {
    expect(errorsOf(`mutation A($input: PlaceOrderInput!) { ${place()} } mutation B($input: PlaceOrderInput!) { ${place()} }`)).toEqual([]);
  });

  it("leaves other aliased fields to the alias limit", () => {
    expect(errorsOf("{ a: settings { currency } b: settings { currency } c: categories { name } d: categories { name } }")).toEqual([]);
  });

  it("refuses a subscription: the schema has none", () => {
    const [error] = errorsOf("subscription { products { totalItems } }");
    expect(error?.message).toBe("This shop has no subscriptions: send queries and mutations.");
  });
});
