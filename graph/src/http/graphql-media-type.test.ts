import { describe, expect, it } from "vitest";
import { graphqlMediaType } from "./graphql-media-type.js";

describe("graphqlMediaType", () => {
  it.each([
    [undefined, "application/json"],
    ["", "application/json"],
    ["*/*", "application/json"],
    ["application/json", "application/json"],
    ["application/graphql-response+json", "application/graphql-response+json"],
    // Apollo Client 4 and graphql-http
    ["application/graphql-response+json,application/json;q=0.9", "application/graphql-response+json"],
    ["application/graphql-response+json, application/json", "application/graphql-response+json"],
    ["application/json, application/graphql-response+json", "application/json"],
    ["application/json;q=0.5, application/graphql-response+json", "application/graphql-response+json"],
    ["application/*", "application/json"],
    ["*/*;q=0.1, application/graphql-response+json", "application/graphql-response+json"],
    ["application/graphql-response+json; charset=utf-8", "application/graphql-response+json"],
    ["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "application/json"],
    // A more specific range decides, even with a lower quality than a wildcard.
    ["application/json;q=0.2, */*", "application/graphql-response+json"],
  ])("answers %j with %s", (accept, expected) => {
    expect(graphqlMediaType(accept)).toBe(expected);
  });

  it.each([["text/html"], ["application/json;q=0"], ["application/json; charset=latin1"], ["application/xml, text/*"], ["nonsense"]])(
    "accepts neither for %j (Apollo answers 406)",
    (accept) => {
      expect(graphqlMediaType(accept)).toBeNull();
    },
  );
});
