import { describe, expect, it } from "vitest";
import { documentErrorStatus } from "./document-error-status.js";

const JSON_TYPE = "application/json; charset=utf-8";
const MODERN_TYPE = "application/graphql-response+json; charset=utf-8";
const refused = (...codes: string[]) => JSON.stringify({ errors: codes.map((code) => ({ message: "no", extensions: { code } })) });

describe("documentErrorStatus (GraphQL over HTTP's watershed)", () => {
  it.each(["GRAPHQL_PARSE_FAILED", "GRAPHQL_VALIDATION_FAILED", "OPERATION_RESOLUTION_FAILURE", "BAD_USER_INPUT", "QUERY_TOO_DEEP", "QUERY_TOO_COMPLEX", "ONCE_PER_REQUEST"])(
    "answers a document refused with %s in application/json with 200",
    (code) => {
      expect(documentErrorStatus(400, JSON_TYPE, refused(code))).toBe(200);
    },
  );

  it("keeps 400 for application/graphql-response+json", () => {
    expect(documentErrorStatus(400, MODERN_TYPE, refused("GRAPHQL_PARSE_FAILED"))).toBe(400);
  });

  it("keeps 400 for a request that is not well-formed, or any error that is not the document's", () => {
    expect(documentErrorStatus(400, JSON_TYPE, refused("BAD_REQUEST"))).toBe(400);
    expect(documentErrorStatus(400, JSON_TYPE, refused("PERSISTED_QUERY_HASH_MISMATCH"))).toBe(400);
    expect(documentErrorStatus(400, JSON_TYPE, refused("GRAPHQL_VALIDATION_FAILED", "BAD_REQUEST"))).toBe(400);
    expect(documentErrorStatus(400, JSON_TYPE, JSON.stringify({ errors: [{ message: "no code" }] }))).toBe(400);
    expect(documentErrorStatus(400, JSON_TYPE, "not json")).toBe(400);
  });

  it("keeps the status of an operation that ran (its data is there) and of every other status", () => {
    const ran = JSON.stringify({ data: null, errors: [{ message: "bad", extensions: { code: "BAD_USER_INPUT" } }] });
    expect(documentErrorStatus(400, JSON_TYPE, ran)).toBe(400);
    expect(documentErrorStatus(413, JSON_TYPE, refused("QUERY_TOO_LARGE"))).toBe(413);
    expect(documentErrorStatus(200, JSON_TYPE, refused("GRAPHQL_PARSE_FAILED"))).toBe(200);
  });
});
