import { describe, expect, it } from "vitest";
import { DEFAULT_PARAMS } from "./productListParams";
import { parseSearchPageParams, searchListVariables, searchPageHref } from "./searchPageParams";

describe("the search page's URL", () => {
  it("reads the text, a category and the list's filters, without subcategories", () => {
    const params = parseSearchPageParams(new URLSearchParams("q=%20red%20shirt&category=men&sale=1&page=2&sub=Shirts"));
    expect(params).toEqual({ q: "red shirt", category: "men", list: { ...DEFAULT_PARAMS, sale: true, page: 2 } });
  });

  it("writes q first and leaves defaults out", () => {
    expect(searchPageHref({ q: "a&b", category: null, list: DEFAULT_PARAMS })).toBe("/search?q=a%26b");
    expect(searchPageHref({ q: "shirt", category: "men", list: { ...DEFAULT_PARAMS, page: 3 } })).toBe("/search?q=shirt&category=men&page=3");
    expect(searchPageHref({ q: "", category: null, list: DEFAULT_PARAMS })).toBe("/search");
  });

  it("searches the text within the category and filters, and nothing without text", () => {
    const params = parseSearchPageParams(new URLSearchParams("q=shirt&category=men&max=500"));
    expect(searchListVariables(params)).toEqual({ filter: { search: "shirt", category: "men", maxPrice: 500 }, sort: "NEWEST", skip: 0, take: 12 });
    expect(searchListVariables(parseSearchPageParams(new URLSearchParams("q=%20%20")))).toBeNull();
  });
});
