/**
 * An admin list's view as it lives in the URL (`?q=&status=&sort=&per=&page=`), so a reload or a
 * shared link shows the same view. A page declares its filters, its sorts (each tied to a URL
 * word, a label, the API's sort value and the column header that shows it) and its page sizes;
 * `defineListParams` derives the rest: parsing (never fails: a missing or invalid parameter takes
 * its default), serializing (defaults left out, parameters in declaration order: filters, sort,
 * `per`, `page`), view and page changes, clearing the filters, and the header sort mapping.
 * Decision 046 (docs/decisions/046-admin-list-page-kit.md).
 */
import { SEARCH_MAX_LENGTH } from "@shop/common";
import { clampPage, parsePageParam, parsePageSizeParam, writePageParams } from "../../shared/routing/pageParams";

/** One filter's URL parameter: how it reads, how it writes, and its value when the URL has none. */
export interface ListFilter<T> {
  initial: T;
  parse(raw: string | null): T;
  /** The URL word for a value; null leaves the parameter out. */
  write(value: T): string | null;
  /** Whether a value other than `initial` narrows the list ("Clear filters" resets it). */
  narrows: boolean;
}

/** A choice of a filter: the API's value, its URL word and its label. */
export interface ListChoice<V extends string> {
  value: V;
  param: string;
  label: string;
}

/** A column the table can be sorted by, and in which direction. */
export interface ColumnSort {
  /** The table column's id. */
  column: string;
  desc: boolean;
}

/** An order the API can sort the list in. */
export interface ListSort<S extends string> {
  /** How the order reads in the URL (`?sort=price-asc`). */
  param: string;
  sort: S;
  label: string;
  /** The column header that shows and toggles this order; none for orders no column shows. */
  by?: ColumnSort;
}

/** Trimmed text of at most `max` characters, else "" (an over-long value is dropped, not cut). */
function parseText(raw: string | null, max: number): string {
  const text = raw?.trim() ?? "";
  return text.length <= max ? text : "";
}

/** The option a URL word names (any case), if any. */
function parseWord<O extends { param: string }>(raw: string | null, options: readonly O[]): O | undefined {
  const text = raw?.trim().toLowerCase();
  return options.find((option) => option.param === text);
}

/** The search box: trimmed text, "" for none. */
export function searchFilter(max = SEARCH_MAX_LENGTH): ListFilter<string> {
  return { initial: "", parse: (raw) => parseText(raw, max), write: (value) => value || null, narrows: true };
}

/** Free text such as a category slug; null for none. */
export function textFilter(max = SEARCH_MAX_LENGTH): ListFilter<string | null> {
  return { initial: null, parse: (raw) => parseText(raw, max) || null, write: (value) => value, narrows: true };
}

/** One of `choices` by its URL word; null ("any") unless `initial` names the default choice. */
export function choiceFilter<V extends string>(choices: readonly ListChoice<V>[]): ListFilter<V | null>;
export function choiceFilter<V extends string>(choices: readonly ListChoice<V>[], initial: V, options?: { narrows?: boolean }): ListFilter<V>;
export function choiceFilter<V extends string>(
  choices: readonly ListChoice<V>[],
  initial: V | null = null,
  { narrows = true }: { narrows?: boolean } = {},
): ListFilter<V | null> {
  return {
    initial,
    parse: (raw) => parseWord(raw, choices)?.value ?? initial,
    write: (value) => (value === initial ? null : (choices.find((choice) => choice.value === value)?.param ?? null)),
    narrows,
  };
}

/** A calendar day `YYYY-MM-DD` that exists; else null. */
export function parseDay(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? "";
  const match = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? text : null;
}

/** A day (`YYYY-MM-DD`); null for an open end. */
export function dayFilter(): ListFilter<string | null> {
  return { initial: null, parse: parseDay, write: (value) => value, narrows: true };
}

type AnyFilters = Record<string, ListFilter<unknown>>;

/** The filters' values by name. */
export type FilterValues<F> = { [K in keyof F]: F[K] extends ListFilter<infer T> ? T : never };

/** The paging part of every view: rows per page and the 1-based page number. */
export interface ListPaging {
  per: number;
  page: number;
}

/** A whole view: the filters, the sort (when the list has sorts) and the paging. */
export type ListView<F, S extends string = never> = FilterValues<F> & ListPaging & ([S] extends [never] ? unknown : { sort: S });

/** What a change of view may change (everything but the page). */
export type ViewChanges<F, S extends string = never> = Partial<Omit<ListView<F, S>, "page">>;

export interface ListDefinition<F, S extends string> {
  filters: F;
  /** Every order the API can sort the list in, in the "Sort by" menu's order; the first is the default. */
  sorts?: readonly ListSort<S>[];
  /** Rows per page the admin can choose (`take` is at most 100); one size offers no choice. */
  pageSizes: readonly number[];
  defaultPageSize: number;
}

export interface ListParams<F, S extends string> {
  readonly filters: F;
  readonly sorts: readonly ListSort<S>[];
  readonly pageSizes: readonly number[];
  /** The view an empty URL means. */
  readonly defaults: ListView<F, S>;
  parse: (search: URLSearchParams) => ListView<F, S>;
  serialize: (view: ListView<F, S>) => URLSearchParams;
  /** Changes what the list shows or how (filters, sort, page size): it starts again at page 1. */
  withView: (view: ListView<F, S>, changes: ViewChanges<F, S>) => ListView<F, S>;
  /** Goes to another page, keeping everything else. */
  withPage: (view: ListView<F, S>, page: number) => ListView<F, S>;
  /** Resets every narrowing filter (and the search); sorts, page size and non-narrowing filters stay. */
  clearFilters: (view: ListView<F, S>) => ListView<F, S>;
  hasNarrowingFilters: (view: ListView<F, S>) => boolean;
  /** How many filters differ from their default (narrowing or not), leaving out `except` (the search shown beside the "Filters (n)" button). */
  activeFilterCount: (view: ListView<F, S>, except?: readonly (keyof F & string)[]) => number;
  /** `skip`/`take` of the view's page. */
  pageWindow: (view: ListView<F, S>) => { skip: number; take: number };
  /** The column header's sort for an order: which column shows it, and which way; null when none does. */
  columnSortFor: (sort: S) => ColumnSort | null;
  isSortableColumn: (column: string) => boolean;
  /**
   * The order a column header asks for (TanStack Table's sorting state of one column); a column
   * the API sorts one way only keeps that way; a column it cannot sort by asks for nothing (null).
   */
  sortForColumn: (column: string, desc: boolean) => S | null;
}

/** Derives an admin list's URL state, view changes and sort mapping from its declaration. */
export function defineListParams<F extends AnyFilters, S extends string = never>(definition: ListDefinition<F, S>): ListParams<F, S> {
  const { filters, sorts = [], pageSizes, defaultPageSize } = definition;
  const names = Object.keys(filters) as (keyof F & string)[];
  const defaultSort = sorts[0]?.sort;
  type View = ListView<F, S>;
  // The view's values by name, untyped: the filters' types are checked where the page declares them.
  type Loose = Record<string, unknown> & ListPaging & { sort?: S };
  const loose = (view: View) => view as unknown as Loose;
  const typed = (view: Loose) => view as unknown as View;
  const filter = (name: string) => filters[name] as ListFilter<unknown>;

  const initialFilters = Object.fromEntries(names.map((name) => [name, filter(name).initial]));
  const defaults = typed({ ...initialFilters, ...(defaultSort ? { sort: defaultSort } : {}), per: defaultPageSize, page: 1 });

  const withView = (view: View, changes: ViewChanges<F, S>) => typed({ ...loose(view), ...(changes as Partial<Loose>), page: 1 });
  const narrowing = names.filter((name) => filter(name).narrows);
  const columnSorts = sorts.filter((option) => option.by);

  return {
    filters,
    sorts,
    pageSizes,
    defaults,
    parse(search) {
      const values = Object.fromEntries(names.map((name) => [name, filter(name).parse(search.get(name))]));
      const sort = defaultSort ? { sort: parseWord(search.get("sort"), sorts)?.sort ?? defaultSort } : {};
      const per = parsePageSizeParam(search.get("per"), pageSizes, defaultPageSize);
      return typed({ ...values, ...sort, per, page: parsePageParam(search.get("page")) });
    },
    serialize(view) {
      const values = loose(view);
      const search = new URLSearchParams();
      for (const name of names) {
        const word = filter(name).write(values[name]);
        if (word) search.set(name, word);
      }
      const sort = sorts.find((option) => option.sort === values.sort);
      if (sort && sort.sort !== defaultSort) search.set("sort", sort.param);
      writePageParams(search, values.per, values.page, defaultPageSize);
      return search;
    },
    withView,
    withPage: (view, page) => typed({ ...loose(view), page: clampPage(page) }),
    clearFilters: (view) => withView(view, Object.fromEntries(narrowing.map((name) => [name, filter(name).initial])) as ViewChanges<F, S>),
    hasNarrowingFilters: (view) => narrowing.some((name) => loose(view)[name] !== filter(name).initial),
    activeFilterCount: (view, except = []) =>
      names.filter((name) => !except.includes(name) && loose(view)[name] !== filter(name).initial).length,
    pageWindow: (view) => ({ skip: (view.page - 1) * view.per, take: view.per }),
    columnSortFor: (sort) => sorts.find((option) => option.sort === sort)?.by ?? null,
    isSortableColumn: (column) => columnSorts.some((option) => option.by?.column === column),
    sortForColumn(column, desc) {
      const options = columnSorts.filter((option) => option.by?.column === column);
      return (options.find((option) => option.by?.desc === desc) ?? options[0])?.sort ?? null;
    },
  };
}

/** A select's options for a filter's choices, after an "any" option when there is one. */
export function choiceOptions<V extends string>(choices: readonly ListChoice<V>[], any?: string): { value: V | ""; label: string }[] {
  const options = choices.map((choice) => ({ value: choice.value as V | "", label: choice.label }));
  return any === undefined ? options : [{ value: "", label: any }, ...options];
}
