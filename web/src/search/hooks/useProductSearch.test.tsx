// @vitest-environment jsdom
import { MockedProvider, type MockedProviderProps } from "@apollo/client/testing/react";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import { GraphQLError } from "graphql";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SearchProductsDocument } from "../../gql/graphql";
import { NO_RESULTS_MESSAGE, SEARCH_FAILED_MESSAGE, SEARCH_LIMIT, searchMessage, type SearchResult } from "../searchLogic";
import { SEARCH_DEBOUNCE_MS, useProductSearch } from "./useProductSearch";

type Mocks = NonNullable<MockedProviderProps["mocks"]>;

function aResult(name: string): SearchResult {
  return {
    __typename: "Product",
    id: name,
    name,
    slug: name.toLowerCase().replaceAll(" ", "-"),
    images: [],
    price: 100,
    discount: 0,
    finalPrice: 100,
    inStock: true,
    category: { __typename: "Category", id: "c1", name: "Men" },
  };
}

function searchMock(q: string, answer: { results?: SearchResult[]; error?: Error; errors?: GraphQLError[] }): Mocks[number] {
  return {
    request: { query: SearchProductsDocument, variables: { q, limit: SEARCH_LIMIT } },
    ...(answer.error
      ? { error: answer.error }
      : answer.errors
        ? { result: { errors: answer.errors } }
        : { result: { data: { searchProducts: answer.results ?? [] } } }),
  };
}

function renderSearch(mocks: Mocks) {
  const wrapper = ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
  return renderHook(() => useProductSearch(), { wrapper });
}

describe("useProductSearch", () => {
  afterEach(cleanup);

  it("searches the trimmed term after a pause in typing and stores the results", async () => {
    const results = [aResult("Blue Shirt")];
    const { result } = renderSearch([searchMock("shirt", { results })]);

    act(() => result.current.setTerm(" sh"));
    act(() => result.current.setTerm(" shirt "));
    expect(result.current.state.isLoading).toBe(false);

    await waitFor(() => expect(result.current.state.lastSearched).toBe("shirt"));
    expect(result.current.state.results).toEqual(results);
    expect(result.current.state.searchTerm).toBe(" shirt ");
  });

  it("says No products found for an empty answer", async () => {
    const { result } = renderSearch([searchMock("zzz", { results: [] })]);
    act(() => result.current.setTerm("zzz"));
    await waitFor(() => expect(result.current.state.lastSearched).toBe("zzz"));
    expect(searchMessage(result.current.state)).toBe(NO_RESULTS_MESSAGE);
  });

  it("prefers the server's message when a search fails", async () => {
    const { result } = renderSearch([searchMock("shirt", { errors: [new GraphQLError("Search is resting")] })]);
    act(() => result.current.setTerm("shirt"));
    await waitFor(() => expect(result.current.state.isError).toBe(true));
    expect(result.current.state.error).toBe("Search is resting");
    expect(result.current.state.results).toEqual([]);
  });

  it("falls back to Failed to search products on a network failure", async () => {
    const { result } = renderSearch([searchMock("shirt", { error: new Error("socket hang up") })]);
    act(() => result.current.setTerm("shirt"));
    await waitFor(() => expect(result.current.state.isError).toBe(true));
    expect(result.current.state.error).toBe(SEARCH_FAILED_MESSAGE);
  });

  it("makes no call for whitespace and resets on clear", async () => {
    // Fake time, so "well past the debounce" is exact however busy the machine is.
    vi.useFakeTimers();
    try {
      // No mocks: any call would fail the search.
      const { result } = renderSearch([]);
      act(() => result.current.setTerm("   "));
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 3));
      expect(result.current.state.isLoading).toBe(false);
      expect(result.current.state.isError).toBe(false);

      act(() => result.current.clear());
      expect(result.current.state.searchTerm).toBe("");
    } finally {
      vi.useRealTimers();
    }
  });

  it("searches the newer term once a search that was loading while typing went on ends", async () => {
    const { result } = renderSearch([
      { ...searchMock("shi", { results: [aResult("Shiny Shoes")] }), delay: 200 },
      searchMock("shirt", { results: [aResult("Blue Shirt")] }),
    ]);

    act(() => result.current.setTerm("shi"));
    await waitFor(() => expect(result.current.state.isLoading).toBe(true));
    act(() => result.current.setTerm("shirt"));

    await waitFor(() => expect(result.current.state.lastSearched).toBe("shirt"));
    expect(result.current.state.results.map((product) => product.name)).toEqual(["Blue Shirt"]);
  });
});
