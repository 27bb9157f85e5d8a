import type { OperationVariables, TypedDocumentNode } from "@apollo/client";

/** A query a page runs as it opens, with the variables it runs it with. */
export interface PageQuery {
  query: TypedDocumentNode<unknown, OperationVariables>;
  variables?: OperationVariables;
}

/** A `PageQuery`, its variables checked against its document's. */
export function pageQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): PageQuery {
  return { query: query as TypedDocumentNode<unknown, OperationVariables>, variables };
}
