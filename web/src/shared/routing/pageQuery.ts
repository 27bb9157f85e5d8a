import type { DocumentNode, OperationVariables, TypedDocumentNode } from "@apollo/client";
import { skipToken, useQuery } from "@apollo/client/react";

type SkipToken = typeof skipToken;

/**
 * A query a page runs as it opens, with the variables it runs it with (`skipToken`: not at this URL).
 * The page runs it (`usePageQuery`), and a link to the page fetches it ahead of a click (app/prefetch).
 */
export interface PageQuery<TData = unknown, TVariables extends OperationVariables = OperationVariables> {
  query: TypedDocumentNode<TData, TVariables>;
  variables: TVariables | SkipToken;
}

/** A `PageQuery`, its variables checked against its document's. */
export function pageQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: NoInfer<TVariables> | SkipToken,
): PageQuery<TData, TVariables> {
  return { query, variables };
}

/** The queries a page opens with, by the name the page gives each (any `PageQuery`s). */
export type PageQueries = Readonly<Record<string, { query: DocumentNode; variables: OperationVariables | SkipToken }>>;

/** The queries of `queries` that run at this URL: what a link to the page fetches ahead of a click. */
export function queriesToRun(queries: PageQueries): { query: DocumentNode; variables: OperationVariables }[] {
  return Object.values(queries).flatMap(({ query, variables }) => (variables === skipToken ? [] : [{ query, variables }]));
}

/** Runs a page's declared query: the same document and variables a link to the page prefetched. */
export function usePageQuery<TData, TVariables extends OperationVariables>(
  request: PageQuery<TData, TVariables>,
  options: { notifyOnNetworkStatusChange?: boolean } = {},
): useQuery.Result<TData, TVariables, "empty" | "complete" | "streaming"> {
  const { query, variables } = request;
  const run = variables === skipToken ? skipToken : ({ ...options, variables } as useQuery.Options<TData, TVariables>);
  return useQuery(query, run) as useQuery.Result<TData, TVariables, "empty" | "complete" | "streaming">;
}
