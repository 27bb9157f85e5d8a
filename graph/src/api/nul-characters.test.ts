import "reflect-metadata";
import { parse, validate } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_VARIABLES_DEPTH, noNulCharacters, unusableVariables } from "./nul-characters.js";
import { buildShopSchema } from "./schema.js";
import { nestedTooDeep } from "../shared/nul-characters.js";

describe("NUL characters", () => {
  let schema: Awaited<ReturnType<typeof buildShopSchema>>;
  beforeAll(async () => {
    schema = await buildShopSchema();
  });

  describe("noNulCharacters", () => {
    const errorsOf = (query: string) => validate(schema, parse(query), [noNulCharacters]);

    it("refuses a string literal holding \\u0000, with BAD_USER_INPUT", () => {
      const [error] = errorsOf('{ product(slug: "a\\u0000b") { id } }');
      expect(error?.extensions.code).toBe("BAD_USER_INPUT");
      expect(error?.locations).toEqual([{ line: 1, column: 17 }]);
    });

    it("looks inside input objects and lists", () => {
      expect(errorsOf('{ products(filter: { search: "\\u0000" }) { totalItems } }')).toHaveLength(1);
      expect(errorsOf('{ guestOrders(access: [{ id: "1", token: "\\u0000" }]) { id } }')).toHaveLength(1);
    });

    it("refuses a lone surrogate, which is not Unicode", () => {
      // In a literal, graphql's parser already refuses it (a syntax error, 400); in variables, we do.
      expect(() => parse('{ product(slug: "a\\uD800b") { id } }')).toThrow(/Invalid Unicode escape/);
      expect(unusableVariables({ input: { email: "a@b.c\uD800" } })).toBe(
        "The variable $input.email holds text that is not valid Unicode (a lone surrogate).",
      );
      expect(unusableVariables({ q: "emoji 😀 is fine" })).toBeNull();
    });

    it("lets other strings through, other control characters included", () => {
      expect(errorsOf('{ product(slug: "tab\\there \\u0001 ünïcödé") { id } }')).toEqual([]);
    });
  });

  describe("unusableVariables", () => {
    it("names the variable and the path to a NUL character", () => {
      expect(unusableVariables({ q: "a\u0000" })).toBe("The variable $q holds a NUL character (\\u0000), which the shop cannot use.");
      expect(unusableVariables({ input: { lines: [{ color: "ok" }, { size: "\u0000" }] } })).toMatch(/^The variable \$input\.lines\[1\]\.size holds/);
    });

    it("refuses NUL characters in names too", () => {
      expect(unusableVariables({ "a\u0000": 1 })).toMatch(/variable name/);
      expect(unusableVariables({ input: { "x\u0000": 1 } })).toMatch(/field name/);
    });

    it(`refuses nesting deeper than ${MAX_VARIABLES_DEPTH} levels without walking it`, () => {
      let deep: unknown = "leaf";
      for (let i = 0; i < 100_000; i++) deep = [deep];
      expect(unusableVariables({ deep })).toMatch(`nested more than ${MAX_VARIABLES_DEPTH} levels deep`);
      let fine: unknown = "leaf";
      for (let i = 0; i < MAX_VARIABLES_DEPTH; i++) fine = [fine];
      expect(unusableVariables({ fine })).toBeNull();
    });

    it("finds nesting too deep for recursion without recursing (nestedTooDeep)", () => {
      const deep = JSON.parse(`${"[".repeat(200_000)}1${"]".repeat(200_000)}`) as unknown;
      expect(() => JSON.stringify(deep)).toThrow(RangeError);
      expect(nestedTooDeep(deep)).toBe(true);
      expect(nestedTooDeep({ a: [{ b: deep }] })).toBe(true);
      let fine: unknown = { leaf: "x" };
      for (let i = 1; i < MAX_VARIABLES_DEPTH; i++) fine = [fine];
      expect(nestedTooDeep(fine)).toBe(false);
      expect(nestedTooDeep([fine])).toBe(true);
      expect(nestedTooDeep(undefined)).toBe(false);
    });

    it("accepts ordinary variables", () => {
      expect(unusableVariables(undefined)).toBeNull();
      expect(unusableVariables({ take: 10, filter: { search: "shirt", featured: null }, lines: [] })).toBeNull();
    });
  });
});
