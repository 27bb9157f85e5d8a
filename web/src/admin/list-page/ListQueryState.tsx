import type { NetworkStatus } from "@apollo/client";
import { Button, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ProductListPagination } from "../../catalog";
import { EmptyNotice } from "../../shared/components/EmptyNotice";
import { QueryLoadError } from "../../shared/components/QueryLoadError";

/** What an empty list says. */
export interface ListEmpty {
  title: string;
  description: string;
  /** The way to the first row ("Create app"), under the text. */
  action?: ReactNode;
}

/** What a list narrowed to nothing says, and the button that widens it again. */
export interface ListNarrowedEmpty extends ListEmpty {
  clearLabel: string;
  onClear: () => void;
}

export interface ListQueryStateProps {
  /** The list query: its refetch and network status drive the error's "Try again". */
  list: { refetch: () => Promise<unknown>; networkStatus: NetworkStatus };
  /** The error to show instead of the list; none while the list can be shown. */
  error: unknown;
  /** Said when the server gave no message ("Failed to fetch orders"). */
  errorFallback: string;
  /** The rows shown, once the list has answered. */
  count: number | undefined;
  /** Shown until the list has answered; none when the content shows its own placeholders (skeleton rows). */
  loading?: ReactNode;
  empty: ListEmpty;
  /** Shown instead of `empty` while filters narrow the list. */
  narrowed?: ListNarrowedEmpty | null;
  children: ReactNode;
}

/**
 * The frame around every admin list: the load error with a Retry button, the loading
 * placeholder, the empty state (with a way to clear the filters when they emptied it), or the list.
 */
export function ListQueryState({ list, error, errorFallback, count, loading, empty, narrowed, children }: ListQueryStateProps) {
  if (error) return <QueryLoadError error={error} fallback={errorFallback} refetch={list.refetch} networkStatus={list.networkStatus} />;
  if (count === undefined && loading !== undefined) return loading;
  if (count === 0) {
    return narrowed ? (
      <EmptyNotice frame="dashed" titleAs="h2" title={narrowed.title} description={narrowed.description}>
        <Button colorPalette="blue" onClick={narrowed.onClear}>
          {narrowed.clearLabel}
        </Button>
      </EmptyNotice>
    ) : (
      <EmptyNotice frame="dashed" titleAs="h2" title={empty.title} description={empty.description}>
        {empty.action}
      </EmptyNotice>
    );
  }
  return children;
}

export interface PagedListProps {
  /** The page shown; no pager until the list has answered. */
  totalItems: number | undefined;
  per: number;
  page: number;
  onPageChange: (page: number) => void;
  children: ReactNode;
}

/** A list or table with its page buttons under it. */
export function PagedList({ totalItems, per, page, onPageChange, children }: PagedListProps) {
  return (
    <Stack gap="5">
      {children}
      {totalItems === undefined ? null : <ProductListPagination totalItems={totalItems} pageSize={per} page={page} onPageChange={onPageChange} />}
    </Stack>
  );
}

/** The polite status line above a list: its count once answered, `loading` before, nothing after an error. */
export function ListStatus({ text, failed, loading }: { text: string | undefined; failed: boolean; loading: string }) {
  return (
    <Text role="status" aria-live="polite" color="fg.muted" textStyle="sm">
      {text ?? (failed ? "" : loading)}
    </Text>
  );
}

/** The words for a count of rows: none, one and many ("No people", "1 person", "people"). */
export interface CountWords {
  none: string;
  one: string;
  many: string;
}

/** "Showing 21–40 of 95 people" while the rows fill more than one page; else just the count. */
export function rangeSummary(totalItems: number, view: { page: number; per: number }, shown: number, words: CountWords): string {
  if (totalItems === 0) return words.none;
  if (totalItems === 1) return words.one;
  const first = (view.page - 1) * view.per + 1;
  return shown > 0 && totalItems > view.per
    ? `Showing ${first}–${first + shown - 1} of ${totalItems} ${words.many}`
    : `${totalItems} ${words.many}`;
}
