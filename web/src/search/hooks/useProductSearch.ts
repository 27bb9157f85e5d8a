import { useApolloClient } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { SearchProductsDocument } from "../../gql/graphql";
import { serverMessage } from "../../shared/errors/serverMessage";
import {
  initialSearchState,
  normalizeTerm,
  SEARCH_FAILED_MESSAGE,
  SEARCH_LIMIT,
  type SearchAction,
  searchReducer,
  type SearchState,
  shouldSearch,
} from "../searchLogic";

/** How long typing must pause before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface UseProductSearchResult {
  state: SearchState;
  /** The search box changed: searches after a pause in typing. */
  setTerm(term: string): void;
  /** Searches the current term now (e.g. after a failure). */
  searchNow(): void;
  /** Resets the search (docs/behaviour.md#states). */
  clear(): void;
}

/** The header's quick search: the rules of `searchReducer`, debounced typing and the GraphQL call. */
export function useProductSearch(): UseProductSearchResult {
  const client = useApolloClient();
  const [state, setState] = useState(initialSearchState);
  // The latest state, for callbacks that run after renders (timers, responses).
  const stateRef = useRef(initialSearchState);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const apply = useCallback((action: SearchAction) => {
    stateRef.current = searchReducer(stateRef.current, action);
    setState(stateRef.current);
  }, []);

  /** Searches the current term, unless a rule of `shouldSearch` skips it. */
  const run = useCallback(() => {
    const search = (): void => {
      const term = normalizeTerm(stateRef.current.searchTerm);
      if (!shouldSearch(stateRef.current, term)) return;
      apply({ type: "started", term });

      client
        .query({ query: SearchProductsDocument, variables: { q: term, limit: SEARCH_LIMIT } })
        .then(
          ({ data }) => apply({ type: "succeeded", term, results: data?.searchProducts ?? [] }),
          (error: unknown) => apply({ type: "failed", term, message: serverMessage(error, SEARCH_FAILED_MESSAGE) }),
        )
        .finally(() => {
          // Typing went on while this search was loading (and was skipped then): search the newer term.
          const latest = normalizeTerm(stateRef.current.searchTerm);
          if (latest !== term && latest !== "") search();
        });
    };
    search();
  }, [apply, client]);

  const setTerm = useCallback(
    (term: string) => {
      apply({ type: "termChanged", term });
      clearTimeout(timer.current);
      if (normalizeTerm(term) !== "") timer.current = setTimeout(run, SEARCH_DEBOUNCE_MS);
    },
    [apply, run],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    apply({ type: "cleared" });
  }, [apply]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { state, setTerm, searchNow: run, clear };
}
