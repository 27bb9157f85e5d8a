import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { clampPage, pageCount } from "../../shared/routing/pageParams";

/** Moves the view: a function of the view as the address holds it when the change runs. */
export type UrlViewChange<P> = (change: (current: P) => P, replace?: boolean) => void;

/**
 * An admin table's view (search, filters, sort, page) kept in the address. `go` applies each change
 * to the address as it is when the change runs (`window.location`), not as the last render saw it:
 * a render can lag behind a navigation, and a quick second change (a page size, then "Next page")
 * built from the older view would undo the first. React Router's functional `setSearchParams` does
 * not help here: it starts from its own render's params.
 */
export function useUrlView<P>(parse: (search: URLSearchParams) => P, serialize: (view: P) => URLSearchParams) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parse(searchParams), [parse, searchParams]);
  const go: UrlViewChange<P> = (change, replace = false) => {
    const current = parse(new URLSearchParams(window.location.search));
    setSearchParams(serialize(change(current)), { replace, preventScrollReset: true });
  };
  return { params, searchParams, go };
}

/**
 * A page past the end (a stale link, or rows gone meanwhile) becomes the last page, replacing the
 * address entry. `totalItems` is undefined until the list has answered.
 */
export function useLastPageLimit<P extends { page: number }>(
  { params, go }: { params: P; go: UrlViewChange<P> },
  totalItems: number | undefined,
  pageSize: number,
): void {
  const lastPage = totalItems === undefined ? null : pageCount(totalItems, pageSize);
  useEffect(() => {
    if (lastPage !== null && params.page > lastPage) go((current) => ({ ...current, page: clampPage(lastPage) }), true);
  });
}
