import { describe, expect, it } from "vitest";
import {
  initialSearchState,
  NO_RESULTS_MESSAGE,
  type SearchAction,
  searchMessage,
  searchReducer,
  type SearchResult,
  type SearchState,
  shouldSearch,
} from "./searchLogic";

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

function run(...actions: SearchAction[]): SearchState {
  return actions.reduce(searchReducer, initialSearchState);
}

describe("search rules", () => {
  it("makes no call for empty or whitespace-only text", () => {
    expect(shouldSearch(initialSearchState, "")).toBe(false);
    expect(shouldSearch(initialSearchState, "   \t")).toBe(false);
    expect(run({ type: "started", term: "  " })).toEqual(initialSearchState);
  });

  it("searches a new term", () => {
    expect(shouldSearch(initialSearchState, "shirt")).toBe(true);
    const state = run({ type: "termChanged", term: "shirt" }, { type: "started", term: "shirt" });
    expect(state).toMatchObject({ isLoading: true, isError: false, pendingTerm: "shirt" });
  });

  it("skips a search while one is loading", () => {
    const loading = run({ type: "started", term: "shirt" });
    expect(shouldSearch(loading, "shoes")).toBe(false);
    expect(searchReducer(loading, { type: "started", term: "shoes" })).toBe(loading);
  });

  it("skips a search for the term searched last, compared trimmed", () => {
    const done = run({ type: "started", term: "shirt" }, { type: "succeeded", term: "shirt", results: [] });
    expect(shouldSearch(done, "shirt")).toBe(false);
    expect(shouldSearch(done, "  shirt ")).toBe(false);
    expect(searchReducer(done, { type: "started", term: "shirt" })).toBe(done);
    expect(shouldSearch(done, "shirts")).toBe(true);
  });

  it("stores the results and records the term on success", () => {
    const results = [aResult("Blue Shirt"), aResult("Red Shirt")];
    const state = run({ type: "started", term: " shirt " }, { type: "succeeded", term: "shirt", results });
    expect(state).toMatchObject({ results, isLoading: false, isError: false, error: null, lastSearched: "shirt" });
    expect(searchMessage(state)).toBeNull();
  });

  it("says No products found when a search finds nothing", () => {
    const state = run({ type: "started", term: "zzz" }, { type: "succeeded", term: "zzz", results: [] });
    expect(searchMessage(state)).toBe(NO_RESULTS_MESSAGE);
    expect(searchMessage(initialSearchState)).toBeNull();
  });

  it("sets the error flag and empties the results on failure, without recording the term", () => {
    const state = run(
      { type: "started", term: "shirt" },
      { type: "succeeded", term: "shirt", results: [aResult("Blue Shirt")] },
      { type: "termChanged", term: "shoes" },
      { type: "started", term: "shoes" },
      { type: "failed", term: "shoes", message: "Failed to search products" },
    );
    expect(state).toMatchObject({
      results: [],
      isLoading: false,
      isError: true,
      error: "Failed to search products",
      lastSearched: "shirt",
    });
    expect(searchMessage(state)).toBe("Failed to search products");
    // The failed term may be tried again.
    expect(shouldSearch(state, "shoes")).toBe(true);
  });

  it("resets everything when cleared", () => {
    const state = run(
      { type: "termChanged", term: "shirt" },
      { type: "started", term: "shirt" },
      { type: "succeeded", term: "shirt", results: [aResult("Blue Shirt")] },
      { type: "cleared" },
    );
    expect(state).toEqual(initialSearchState);
  });

  it("clears the search when the text is emptied", () => {
    const state = run(
      { type: "started", term: "shirt" },
      { type: "succeeded", term: "shirt", results: [aResult("Blue Shirt")] },
      { type: "termChanged", term: "  " },
    );
    expect(state).toEqual({ ...initialSearchState, searchTerm: "  " });
  });

  it("drops the answer of a search that was cleared while loading", () => {
    const cleared = run({ type: "started", term: "shirt" }, { type: "cleared" });
    expect(searchReducer(cleared, { type: "succeeded", term: "shirt", results: [aResult("Blue Shirt")] })).toBe(cleared);
    expect(searchReducer(cleared, { type: "failed", term: "shirt", message: "x" })).toBe(cleared);
  });
});
