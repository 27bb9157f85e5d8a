import type { ApolloServerPlugin } from "@apollo/server";
import { type FragmentDefinitionNode, Kind, type SelectionSetNode } from "graphql";
import type { RequestContext } from "./context.js";

/**
 * Root fields whose answer is the same for every anonymous caller: the catalog, the content and
 * the public settings. Anything else (orders, quotes, the caller's account, rate-limited lookups)
 * is never cached, even when anonymous.
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  "__typename",
  "products",
  "product",
  "productById",
  "relatedProducts",
  "searchProducts",
  "categories",
  "category",
  "banners",
  "settings",
  "pixelConfig",
  "authConfig",
]);

/** Marks on the context whether the operation is a public read: a query of public root fields only, answered without errors. */
export function publicReadPlugin(): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          const fragments = new Map(
            document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
          );
          contextValue.publicRead.cacheable = operation?.operation === "query" && rootFields(operation.selectionSet, fragments).every((f) => PUBLIC_ROOT_FIELDS.has(f));
        },
        async willSendResponse({ response, contextValue }) {
          const errors = response.body.kind === "single" ? response.body.singleResult.errors : undefined;
          if (errors?.length || response.body.kind !== "single") contextValue.publicRead.cacheable = false;
        },
      };
    },
  };
}

function rootFields(selectionSet: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragments, seen);
    const name = selection.name.value;
    const fragment = fragments.get(name);
    if (!fragment || seen.has(name)) return [];
    seen.add(name);
    return rootFields(fragment.selectionSet, fragments, seen);
  });
}
