import "reflect-metadata";
import fs from "node:fs";
import path from "node:path";
import {
  type FragmentDefinitionNode,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
  valueFromAST,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PERSON_BUDGET } from "../config.js";
import { operationCost } from "./operation-cost.js";
import { buildShopSchema } from "./schema.js";

/**
 * What the storefront's own documents (web/src/gql, written by codegen) cost, with the variables
 * they are sent with by default: the figures of decision 053. A visit is a few of them a page,
 * most answered from the response cache (which takes nothing); the guard below keeps the most
 * expensive one a small share of a bucket, so hundreds of shoppers behind one carrier-grade NAT
 * address stay far under theirs. PRINT_STOREFRONT_COSTS=1 prints the table; COST_DOCUMENTS=
 * ../../../web/src/admin/gql/gql.ts measures the admin's instead.
 */
const STOREFRONT_DOCUMENTS = path.resolve(import.meta.dirname, process.env.COST_DOCUMENTS ?? "../../../web/src/gql/gql.ts");
/** The web app's list pages ask for this many products (catalog/ProductList; the home sections ask for fewer). */
const LIST_PAGE_SIZE = 12;

describe("the storefront's query costs", () => {
  let schema: Awaited<ReturnType<typeof buildShopSchema>>;
  beforeAll(async () => {
    schema = await buildShopSchema();
  });

  function storefrontOperations() {
    const source = fs.readFileSync(STOREFRONT_DOCUMENTS, "utf8");
    const texts = [...source.matchAll(/^ {4}"((?:[^"\\]|\\.)*)": typeof types\./gm)].map((match) => JSON.parse(`"${match[1]}"`) as string);
    const definitions = texts.flatMap((text) => parse(text).definitions);
    const fragments = new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
    const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    return { operations, getFragment: (name: string) => fragments.get(name) };
  }

  /** The variables as sent by default: declared defaults, list pages of LIST_PAGE_SIZE, placeholders for the rest (they do not change a cost). */
  function defaultVariables(operation: OperationDefinitionNode): Record<string, unknown> {
    const variables: Record<string, unknown> = {};
    for (const definition of operation.variableDefinitions ?? []) {
      const name = definition.variable.name.value;
      const type = typeFromAST(schema, definition.type as never);
      if (definition.defaultValue) variables[name] = valueFromAST(definition.defaultValue, type as never);
      else if (name === "take" || name === "limit") variables[name] = LIST_PAGE_SIZE;
      else if (type && isNonNullType(type)) {
        const inner = type.ofType;
        variables[name] = isListType(inner) ? [] : isInputObjectType(getNamedType(inner)) ? {} : getNamedType(inner).name === "Int" ? 1 : "x";
      }
    }
    return variables;
  }

  it("keeps every storefront operation under a twentieth of a person's bucket (an address's is larger)", () => {
    const { operations, getFragment } = storefrontOperations();
    expect(operations.length).toBeGreaterThan(10);
    const costs = operations
      .map((operation) => ({ name: `${operation.operation} ${operation.name?.value ?? "(anonymous)"}`, cost: operationCost({ schema, operation, getFragment, variables: defaultVariables(operation) }) }))
      .sort((a, b) => b.cost - a.cost);
    if (process.env.PRINT_STOREFRONT_COSTS) console.log(costs.map(({ name, cost }) => `${String(cost).padStart(6)}  ${name}`).join("\n"));
    expect(costs[0]!.cost).toBeLessThanOrEqual(DEFAULT_PERSON_BUDGET.maximumAvailable / 20);
  });
});
