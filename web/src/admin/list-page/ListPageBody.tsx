import type { ReactNode } from "react";
import { type CountWords, type ListEmpty, type ListNarrowedEmpty, ListQueryState, type ListQueryStateProps, ListStatus, PagedList, rangeSummary } from "./ListQueryState";

/** What the body reads of a list page's state (`useListPage`). */
export interface ListBodyState {
  view: { page: number; per: number };
  list: ListQueryStateProps["list"] & { error?: unknown };
  shown: { totalItems: number; items: readonly unknown[] } | undefined;
  setPage: (page: number) => void;
  clearFilters: () => void;
}

export interface ListPageBodyProps {
  page: ListBodyState;
  /** The count's words in the status line ("No people", "1 person", "people"), or the line itself from the count ("3 messages, 1 unread"). */
  words: CountWords | ((totalItems: number) => string);
  /** The status line until the list answers ("Loading customers…"). */
  loading: string;
  /** Placeholders until the list answers, when its rows draw none of their own. */
  placeholder?: ReactNode;
  errorFallback: string;
  empty: ListEmpty;
  /** Said when the filters emptied the list (null when none narrows it); its button clears the filters unless `onClear` says otherwise. */
  narrowed: (Omit<ListNarrowedEmpty, "onClear"> & { onClear?: () => void }) | null;
  /** The rows: a table, cards or a list. */
  children: ReactNode;
}

/**
 * A list page's body under its toolbar (decision 046): the polite count, then the load error,
 * the placeholders, the empty state or the rows with their page buttons.
 */
export function ListPageBody({ page, words, loading, placeholder, errorFallback, empty, narrowed, children }: ListPageBodyProps) {
  const { view, list, shown } = page;
  const text = shown && (typeof words === "function" ? words(shown.totalItems) : rangeSummary(shown.totalItems, view, shown.items.length, words));
  return (
    <>
      <ListStatus text={text} failed={Boolean(list.error)} loading={loading} />
      <ListQueryState
        list={list}
        error={list.error}
        errorFallback={errorFallback}
        count={shown?.items.length}
        loading={placeholder}
        empty={empty}
        narrowed={narrowed && { ...narrowed, onClear: narrowed.onClear ?? page.clearFilters }}
      >
        <PagedList totalItems={shown?.totalItems} per={view.per} page={view.page} onPageChange={page.setPage}>
          {children}
        </PagedList>
      </ListQueryState>
    </>
  );
}
