import "reflect-metadata";
import { type GraphQLSchema, parse, validate } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { noSubscriptions } from "./operation-rules.js";
import { buildShopSchema } from "./schema.js";

describe("operation rules", () => {
  let schema: GraphQLSchema;
  beforeAll(async () => {
    schema = await buildShopSchema();
  });
  const errorsOf = (document: string) => validate(schema, parse(document), [noSubscriptions]);
  it("refuses a subscription: the schema has none", () => {
    const [error] = errorsOf("subscription { products { totalItems } }");
    expect(error?.message).toBe("This shop has no subscriptions: send queries and mutations.");
  });
});
