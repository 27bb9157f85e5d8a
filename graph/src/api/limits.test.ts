import "reflect-metadata";
import fs from "node:fs";
import path from "node:path";
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  getIntrospectionQuery,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  specifiedRules,
  validate,
  visit,
} from "graphql";
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from "graphql-query-complexity";
import { beforeAll, describe, expect, it } from "vitest";
import { aliasLimit, depthLimit, MAX_ALIASES, MAX_DOCUMENT_LENGTH, MAX_QUERY_COST, SCAN_COST } from "./limits.js";
import { noNulCharacters } from "./nul-characters.js";
import { operationCost } from "./operation-cost.js";
import { buildShopSchema } from "./schema.js";

/** `query { ...F0 }` where each fragment spreads the next twice: 2^levels copies of the last fragment's selection. */
function fragmentBomb(levels: number, last: string): string {
  const lines = ["query Bomb { ...F0 }"];
  for (let i = 0; i < levels; i++) lines.push(`fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`);
  lines.push(`fragment F${levels} on Query { ${last} }`);
  return lines.join("\n");
}

/** Levels of doubling no walker that expands every spread could finish (2^48 copies). */
const BOMB_LEVELS = 48;

describe("query limits", () => {
  let schema: Awaited<ReturnType<typeof buildShopSchema>>;
  beforeAll(async () => {
    schema = await buildShopSchema();
  });

  const errorsAt = (max: number, query: string) => validate(schema, parse(query), [depthLimit(max)]);

  const operationsOf = (document: DocumentNode) =>
    document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);

  /** An operation as a client sends it: printed with every fragment it spreads, directly or not. */
  const sentDocument = (document: DocumentNode, operation: OperationDefinitionNode): string => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    const used = new Set<string>();
    const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          if (used.has(spread.name.value)) return;
          used.add(spread.name.value);
          const fragment = fragments.get(spread.name.value);
          if (fragment) collect(fragment);
        },
      });
    collect(operation);
    return [operation, ...[...used].flatMap((name) => fragments.get(name) ?? [])].map((node) => print(node)).join("\n");
  };

  const costOf = (document: DocumentNode, variables: Record<string, unknown> = {}, operation = operationsOf(document)[0]!) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
    return operationCost({ schema, operation, getFragment: (name) => fragments.get(name), variables });
  };

  describe("depthLimit", () => {
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

    it("measures each fragment once, however often it is spread", () => {
      const bomb = fragmentBomb(BOMB_LEVELS, "products { items { category { name } } }");
      expect(errorsAt(3, bomb)).toEqual([]);
      expect(errorsAt(2, bomb)[0]?.message).toBe("The query is nested 3 levels deep; the limit is 2.");
    });
  });

  describe("aliasLimit", () => {
    const aliased = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(" ")} }`;

    it(`allows ${MAX_ALIASES} aliased fields and refuses one more, with QUERY_TOO_COMPLEX`, () => {
      expect(validate(schema, parse(aliased(MAX_ALIASES)), [aliasLimit()])).toEqual([]);
      const [error] = validate(schema, parse(aliased(MAX_ALIASES + 1)), [aliasLimit()]);
      expect(error?.extensions.code).toBe("QUERY_TOO_COMPLEX");
      expect(error?.message).toBe(`The query has ${MAX_ALIASES + 1} aliased fields; the limit is ${MAX_ALIASES}.`);
    });

    it("counts a fragment's aliases at every spread, without walking it again", () => {
      const [error] = validate(schema, parse(fragmentBomb(BOMB_LEVELS, "a: __typename")), [aliasLimit()]);
      expect(error?.message).toBe(`The query has ${2 ** BOMB_LEVELS} aliased fields; the limit is ${MAX_ALIASES}.`);
    });
  });

  describe("operationCost", () => {
    it("costs 1 a field, a list's selection times its page size, and SCAN_COST a scan", () => {
      expect(costOf(parse("{ settings { currency locale } }"))).toBe(3);
      expect(costOf(parse("{ products(take: 0) { totalItems } }"))).toBe(1 + SCAN_COST + 1);
      expect(costOf(parse('{ products(take: 0, filter: { search: "shirt" }) { totalItems } }'))).toBe(1 + 2 * SCAN_COST + 1);
      expect(costOf(parse("{ products(take: 10) { items { id name } } }"))).toBe(1 + SCAN_COST + 10 * 3);
      expect(costOf(parse('{ searchProducts(q: "shirt", limit: 5) { id } }'))).toBe(1 + SCAN_COST + 5);
      expect(costOf(parse('{ searchProducts(q: "  ") { id } }'))).toBe(1 + 10);
    });

    it("reads page sizes and search terms from the variables, and skips what @skip/@include leave out", () => {
      const query = parse(`query ($take: Int!, $q: String, $more: Boolean!) {
        products(take: $take, filter: { search: $q }) { items { id } totalItems @include(if: $more) }
      }`);
      expect(costOf(query, { take: 5, q: null, more: false })).toBe(1 + SCAN_COST + 5 * 2);
      expect(costOf(query, { take: 5, q: "shirt", more: true })).toBe(1 + 2 * SCAN_COST + 5 * 3);
    });

    it("prices 2,400 aliased searches far above the limit", () => {
      const aliases = Array.from({ length: 2400 }, (_, i) => `a${i}: products(take: 0, filter: { search: "x${i}" }) { totalItems }`);
      expect(costOf(parse(`{ ${aliases.join(" ")} }`))).toBeGreaterThan(100 * MAX_QUERY_COST);
    });

    it("computes each fragment's cost once, however often it is spread", () => {
      const cost = costOf(parse(fragmentBomb(BOMB_LEVELS, "settings { currency }")));
      expect(cost).toBe(2 ** BOMB_LEVELS * 2);
    });

    it("agrees with graphql-query-complexity on ordinary operations", () => {
      const query = parse(`query ($take: Int!) {
        products(take: $take) { ...Page }
        settings { currency }
      }
      fragment Page on ProductList { totalItems items { id ... on Product { category { name } } } }`);
      const variables = { take: 7 };
      const theirs = getComplexity({
        schema,
        query,
        variables,
        estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
      });
      expect(costOf(query, variables)).toBe(theirs);
    });
  });

  describe("graphql's own validation rules", () => {
    it("finish on a fragment bomb (each fragment is visited once)", () => {
      expect(validate(schema, parse(fragmentBomb(BOMB_LEVELS, "__typename")), specifiedRules)).toEqual([]);
    });
  });

  describe("real clients stay within every limit", () => {
    const rules = [...specifiedRules, depthLimit(), aliasLimit(), noNulCharacters];
    /** The largest values the web app sends; other required variables get a placeholder the estimators ignore. */
    const sample: Record<string, unknown> = { take: 24, limit: 10, skip: 0, q: "shirt", filter: { search: "shirt" } };

    function webDocuments(): string {
      const root = path.resolve(import.meta.dirname, "../../../web/src");
      return fs
        .readdirSync(root, { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".graphql"))
        .map((file) => fs.readFileSync(path.join(root, file), "utf8"))
        .join("\n");
    }

    it("the web app's operations", () => {
      const document = parse(webDocuments());
      expect(validate(schema, document, rules)).toEqual([]);
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThan(20);
      for (const operation of operations) {
        // What the client sends for it: the operation and the fragments it spreads.
        const sent = sentDocument(document, operation);
        expect({ operation: operation.name?.value, length: sent.length < MAX_DOCUMENT_LENGTH }).toEqual({ operation: operation.name?.value, length: true });
        const variables = Object.fromEntries(
          (operation.variableDefinitions ?? []).map((v) => [v.variable.name.value, sample[v.variable.name.value] ?? "x"]),
        );
        const withinLimit = costOf(document, variables, operation) <= MAX_QUERY_COST;
        expect({ operation: operation.name?.value, withinLimit }).toEqual({ operation: operation.name?.value, withinLimit: true });
      }
    });

    it("GraphQL tools' full introspection query", () => {
      const source = getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        inputValueDeprecation: true,
        oneOf: true,
      });
      expect(source.length).toBeLessThan(MAX_DOCUMENT_LENGTH);
      const document = parse(source);
      expect(validate(schema, document, rules)).toEqual([]);
      expect(costOf(document)).toBeLessThanOrEqual(MAX_QUERY_COST);
    });
  });
});
