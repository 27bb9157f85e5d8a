import { type FragmentDefinitionNode, Kind, type OperationDefinitionNode, type SelectionSetNode } from "graphql";

/** What the static limits look at in an operation, every fragment spread expanded. */
export interface OperationShape {
  /** Deepest nesting of fields with a selection; introspection (`__schema`, `__type`) is not counted. */
  depth: number;
  /** Aliased fields, a fragment's counted as often as it is spread. */
  aliases: number;
}

const EMPTY: OperationShape = { depth: 0, aliases: 0 };

/**
 * Measure an operation in time linear in its document: each fragment is measured once and the
 * result reused at every spread. Walking a fragment again at each spread doubles the work with
 * every `fragment F1 on Query { ...F2 ...F2 }`: a 1 KB document of 26 of them took 10 s.
 */
export function measureOperation(
  operation: OperationDefinitionNode,
  getFragment: (name: string) => FragmentDefinitionNode | undefined,
): OperationShape {
  const fragmentShapes = new Map<string, OperationShape>();

  const measureFragment = (name: string): OperationShape => {
    const known = fragmentShapes.get(name);
    if (known) return known;
    const fragment = getFragment(name);
    if (!fragment) return EMPTY;
    // A spread of a fragment still being measured is a cycle (NoFragmentCyclesRule refuses it): count it empty.
    fragmentShapes.set(name, EMPTY);
    const shape = measure(fragment.selectionSet);
    fragmentShapes.set(name, shape);
    return shape;
  };

  const measure = (selectionSet: SelectionSetNode): OperationShape => {
    let depth = 0;
    let aliases = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const children = selection.selectionSet ? measure(selection.selectionSet) : EMPTY;
        aliases += (selection.alias ? 1 : 0) + children.aliases;
        const introspection = selection.name.value.startsWith("__");
        if (selection.selectionSet && !introspection) depth = Math.max(depth, 1 + children.depth);
      } else {
        const inner =
          selection.kind === Kind.INLINE_FRAGMENT ? measure(selection.selectionSet) : measureFragment(selection.name.value);
        depth = Math.max(depth, inner.depth);
        aliases += inner.aliases;
      }
    }
    return { depth, aliases };
  };

  return measure(operation.selectionSet);
}
