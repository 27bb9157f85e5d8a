import type { SearchProductsQuery } from "../gql/graphql";

/** Results of the header's quick search (docs/behaviour.md#constants: at most 10). */
export const SEARCH_LIMIT = 10;

/** Shown when a search fails and the server gave no message (docs/behaviour.md#messages). */
export const SEARCH_FAILED_MESSAGE = "Failed to search products";
/** Shown when a search finds nothing (docs/behaviour.md#messages). */
export const NO_RESULTS_MESSAGE = "No products found";

export type SearchResult = SearchProductsQuery["searchProducts"][number];

/** The search state of docs/behaviour.md#what-the-browser-keeps. */
export interface SearchState {
  /** Results of the last successful search. */
  results: SearchResult[];
  isLoading: boolean;
  isError: boolean;
  /** The failure's message, when isError. */
  error: string | null;
  /** The text in the search box. */
  searchTerm: string;
  /** The (trimmed) term of the last successful search; "" when none. */
  lastSearched: string;
  /** The (trimmed) term of the search in flight; its answer is dropped if anything reset it. */
  pendingTerm: string | null;
}

export type SearchAction =
  | { type: "termChanged"; term: string }
  | { type: "started"; term: string }
  | { type: "succeeded"; term: string; results: SearchResult[] }
  | { type: "failed"; term: string; message: string }
  | { type: "cleared" };

export const initialSearchState: SearchState = {
  results: [],
  isLoading: false,
  isError: false,
  error: null,
  searchTerm: "",
  lastSearched: "",
  pendingTerm: null,
};

/** The term as it is sent: trimmed. Empty or whitespace-only text means "no search". */
export function normalizeTerm(term: string): string {
  return term.trim();
}

/**
 * Whether `term` should be searched now (docs/behaviour.md#states, #validation): not when it is empty or whitespace,
 * not while a search is loading, and not when it equals the last searched term.
 */
export function shouldSearch(state: SearchState, term: string): boolean {
  const normalized = normalizeTerm(term);
  return normalized !== "" && !state.isLoading && normalized !== state.lastSearched;
}

/** The search state machine (docs/behaviour.md#states). */
export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case "termChanged":
      // Emptying the box clears the search: no results, no call.
      if (normalizeTerm(action.term) === "") return { ...initialSearchState, searchTerm: action.term };
      return { ...state, searchTerm: action.term };
    case "started":
      if (!shouldSearch(state, action.term)) return state;
      return { ...state, isLoading: true, isError: false, error: null, pendingTerm: normalizeTerm(action.term) };
    case "succeeded":
      if (state.pendingTerm !== normalizeTerm(action.term)) return state;
      return {
        ...state,
        results: action.results,
        isLoading: false,
        isError: false,
        error: null,
        lastSearched: state.pendingTerm,
        pendingTerm: null,
      };
    case "failed":
      if (state.pendingTerm !== normalizeTerm(action.term)) return state;
      return { ...state, results: [], isLoading: false, isError: true, error: action.message, pendingTerm: null };
    case "cleared":
      return initialSearchState;
  }
}

/** The message to show instead of results, if any: the failure's, or "No products found". */
export function searchMessage(state: SearchState): string | null {
  if (state.isLoading) return null;
  if (state.isError) return state.error ?? SEARCH_FAILED_MESSAGE;
  if (state.lastSearched !== "" && state.results.length === 0) return NO_RESULTS_MESSAGE;
  return null;
}
