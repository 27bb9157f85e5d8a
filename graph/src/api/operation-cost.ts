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
    return 1 + childComplexity;
  };

  const root = schema.getRootType(operation.operation);
  return root ? costOfSelections(root, operation.selectionSet) : 0;
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
