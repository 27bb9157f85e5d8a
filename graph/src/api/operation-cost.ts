import {
  type FieldNode,
  type FragmentDefinitionNode,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  type GraphQLCompositeType,
  type GraphQLField,
  GraphQLIncludeDirective,
  type GraphQLSchema,
  GraphQLSkipDirective,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
} from "graphql";
import type { ComplexityEstimator } from "graphql-query-complexity";

/** What a field whose `complexity` is limits.ts `pageCost` adds besides its items, and how many it may return. */
export interface PageRule {
  fixed: (args: Record<string, unknown>) => number;
  size: (args: Record<string, unknown>) => number;
}

/** What a mutation's field costs besides its selection (Shopify's figure): a write is worth ten reads of a field. */
export const MUTATION_COST = 10;

export interface CostInput {
  schema: GraphQLSchema;
  operation: OperationDefinitionNode;
  getFragment: (name: string) => FragmentDefinitionNode | undefined;
  /** The operation's variables, already coerced (graphql's getVariableValues). */
  variables: Record<string, unknown>;
}

/**
 * What an operation costs, from the `complexity` each field declares (type-graphql's option: a
 * number, or an estimator given the field's arguments and its selection's cost); any other field
 * costs 1 plus its selection. Fields skipped with @skip/@include cost nothing.
 *
 * Linear in the document: each fragment's cost is computed once and reused at every spread.
 * graphql-query-complexity's getComplexity walks a fragment again at every spread (exponential
 * in nested spreads, cut off only by its 10,000-node limit). The result can be huge (or Infinity)
 * for such documents, never slow. The schema has no interfaces or unions, so fragments simply add
 * up; with abstract types this would over-count, which errs on the safe side.
 */
export function operationCost({ schema, operation, getFragment, variables }: CostInput): number {
  const fragmentCosts = new Map<string, number>();

  const costOfFragment = (name: string): number => {
    const known = fragmentCosts.get(name);
    if (known !== undefined) return known;
    const fragment = getFragment(name);
    const type = fragment && schema.getType(fragment.typeCondition.name.value);
    if (!fragment || !isCompositeType(type)) return 0;
    fragmentCosts.set(name, 0); // a cycle, which validation refuses
    const cost = costOfSelections(type, fragment.selectionSet);
    fragmentCosts.set(name, cost);
    return cost;
  };

  const costOfSelections = (parentType: GraphQLCompositeType, selectionSet: SelectionSetNode): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (!isIncluded(selection, variables)) continue;
      if (selection.kind === Kind.FIELD) {
        total += costOfField(parentType, selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition && schema.getType(selection.typeCondition.name.value);
        const type = condition ?? parentType;
        if (isCompositeType(type)) total += costOfSelections(type, selection.selectionSet);
      } else {
        total += costOfFragment(selection.name.value);
      }
    }
    return total;
  };

  const costOfField = (parentType: GraphQLCompositeType, node: FieldNode): number => {
    const field = fieldOf(schema, parentType, node.name.value);
    if (!field) return 0; // an unknown field, which validation refuses
    const type = getNamedType(field.type);
    const childComplexity = node.selectionSet && isCompositeType(type) ? costOfSelections(type, node.selectionSet) : 0;
    const declared = field.extensions.complexity as ComplexityEstimator | number | undefined;
    if (typeof declared === "number") return declared + childComplexity;
    if (typeof declared === "function") {
      const args = getArgumentValues(field, node, variables);
      const estimate = declared({ type: parentType, field, node, args, childComplexity });
      if (typeof estimate === "number") return estimate;
    }
    return baseCost(schema, parentType) + childComplexity;
  };

  const root = schema.getRootType(operation.operation);
  return root ? costOfSelections(root, operation.selectionSet) : 0;
}

/** What a field costs besides its selection when it declares nothing: MUTATION_COST for a mutation, else 1. */
function baseCost(schema: GraphQLSchema, parentType: GraphQLCompositeType): number {
  return parentType === schema.getMutationType() ? MUTATION_COST : 1;
}

/**
 * What an operation actually cost once it ran: the same rules as `operationCost`, walked over the
 * answer's `data`, with three differences. A paged field (limits.ts `pageCost`) counts its
 * selection once per item it returned (the length of the list it answered, or of its `items`)
 * instead of once per item it could return; a list that is not paged counts its selection at its
 * most expensive item's cost (as the requested cost counts it once), and nothing when empty; a
 * field answered null counts its selection as nothing. So it is never more than the requested
 * cost, and equal to it when every page is full and every field answered.
 */
export function actualOperationCost({ schema, operation, getFragment, variables, data }: CostInput & { data: unknown }): number {
  const costOfValue = (parentType: GraphQLCompositeType, selectionSet: SelectionSetNode, value: unknown): number => {
    if (value === null || value === undefined) return 0;
    if (Array.isArray(value)) return value.reduce<number>((most, item) => Math.max(most, costOfValue(parentType, selectionSet, item)), 0);
    if (typeof value !== "object") return 0;
    return costOfSelections(parentType, selectionSet, value as Record<string, unknown>);
  };

  const costOfSelections = (
    parentType: GraphQLCompositeType,
    selectionSet: SelectionSetNode,
    object: Record<string, unknown>,
  ): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (!isIncluded(selection, variables)) continue;
      if (selection.kind === Kind.FIELD) {
        total += costOfField(parentType, selection, object[selection.alias?.value ?? selection.name.value]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition && schema.getType(selection.typeCondition.name.value);
        const type = condition ?? parentType;
        if (isCompositeType(type)) total += costOfSelections(type, selection.selectionSet, object);
      } else {
        // Counted at every spread, as the requested cost does (a document that spreads fragments
        // into a huge tree was refused for its cost before it ran).
        const fragment = getFragment(selection.name.value);
        const type = fragment && schema.getType(fragment.typeCondition.name.value);
        if (fragment && isCompositeType(type)) total += costOfSelections(type, fragment.selectionSet, object);
      }
    }
    return total;
  };

  const costOfField = (parentType: GraphQLCompositeType, node: FieldNode, value: unknown): number => {
    const field = fieldOf(schema, parentType, node.name.value);
    if (!field) return 0;
    const type = getNamedType(field.type);
    const childCost = node.selectionSet && isCompositeType(type) ? costOfValue(type, node.selectionSet, value) : 0;
    const declared = field.extensions.complexity as (ComplexityEstimator & { page?: PageRule }) | number | undefined;
    if (typeof declared === "number") return declared + childCost;
    if (typeof declared === "function") {
      const args = getArgumentValues(field, node, variables);
      if (declared.page) return declared.page.fixed(args) + childCost * itemsReturned(value, () => declared.page!.size(args));
      const estimate = declared({ type: parentType, field, node, args, childComplexity: childCost });
      if (typeof estimate === "number") return estimate;
    }
    return baseCost(schema, parentType) + childCost;
  };

  const root = schema.getRootType(operation.operation);
  return root ? costOfValue(root, operation.selectionSet, data) : 0;
}

/** How many items a paged field answered: its list's length, its page's `items`, or (any other answer) the size asked. */
function itemsReturned(value: unknown, asked: () => number): number {
  if (value === null || value === undefined) return 0;
  if (Array.isArray(value)) return value.length;
  const items = (value as { items?: unknown }).items;
  return Array.isArray(items) ? items.length : Math.max(1, asked());
}

function fieldOf(schema: GraphQLSchema, parentType: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  if (parentType === schema.getQueryType()) {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  }
  return isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[name] : undefined;
}

function isIncluded(selection: SelectionNode, variables: Record<string, unknown>): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, selection, variables)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, selection, variables)?.if !== false;
}
