/**
 * The page number and page size of a paged list, as they live in the URL (`?page=3&per=24`):
 * shared by every list that keeps its view in the URL (the catalog, the admin's tables).
 * Parsing never fails: a missing or invalid value gives the default.
 */

/** The highest page number accepted from a URL (a larger one is ignored). */
export const MAX_PAGE = 10_000;

/** A 1-based page number from the URL: digits only, 1 to MAX_PAGE; else 1. */
export function parsePageParam(raw: string | null): number {
  const text = raw?.trim() ?? "";
  if (!/^\d+$/u.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** A page number kept in range: a whole number from 1 to MAX_PAGE. */
export function clampPage(page: number): number {
  return Math.min(Math.max(1, Math.trunc(page)), MAX_PAGE);
}

/** One of the offered page sizes, written as in the URL; else the default. */
export function parsePageSizeParam<S extends number>(raw: string | null, sizes: readonly S[], fallback: S): S {
  return sizes.find((size) => String(size) === raw?.trim()) ?? fallback;
}

/** Writes the page size and page number into `search`, leaving out the defaults (page 1, `defaultSize`). */
export function writePageParams(search: URLSearchParams, size: number, page: number, defaultSize: number): void {
  if (size !== defaultSize) search.set("per", String(size));
  if (page > 1) search.set("page", String(page));
}

/** How many pages `totalItems` rows fill at `per` a page: at least one, so an empty list has page 1. */
export function pageCount(totalItems: number, per: number): number {
  return Math.max(1, Math.ceil(totalItems / per));
}
