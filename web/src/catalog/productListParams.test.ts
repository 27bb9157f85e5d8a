import { describe, expect, it } from "vitest";
import {
  DEFAULT_PARAMS,
  clearFilters,
  hasActiveFilters,
  pageCount,
  parsePrice,
  parseProductListParams,
  productListHref,
  productListVariables,
  serializeProductListParams,
  withFilters,
  withPage,
  type ProductListParams,
} from "./productListParams";

function parse(search: string): ProductListParams {
  return parseProductListParams(new URLSearchParams(search));
}

describe("parseProductListParams", () => {
  it("gives the defaults for a bare URL", () => {
    expect(parse("")).toEqual(DEFAULT_PARAMS);
  });

  it("reads every parameter", () => {
    expect(parse("sub=Shirts&min=500&max=1500.5&sale=1&featured=true&sort=price-asc&per=24&page=3")).toEqual({
      sub: "Shirts",
      min: 500,
      max: 1500.5,
      sale: true,
      featured: true,
      sort: "PRICE_ASC",
      per: 24,
      page: 3,
    });
  });

  it("accepts the sort in any case", () => {
    expect(parse("sort=PRICE-DESC").sort).toBe("PRICE_DESC");
  });

  it("ignores invalid parameters, keeping the valid ones", () => {
    expect(parse("sub=%20%20&min=abc&max=-5&sale=yes&sort=cheapest&per=13&page=0")).toEqual(DEFAULT_PARAMS);
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=-1").page).toBe(1);
    expect(parse("page=99999999").page).toBe(1);
    expect(parse("min=1e3").min).toBeNull();
    expect(parse("min=Infinity").min).toBeNull();
    expect(parse(`sub=${"x".repeat(101)}`).sub).toBeNull();
    expect(parse("min=abc&max=900")).toEqual({ ...DEFAULT_PARAMS, max: 900 });
  });

  it("ignores a price range whose ends are the wrong way round", () => {
    expect(parse("min=2000&max=100")).toMatchObject({ min: null, max: null });
    expect(parse("min=100&max=100")).toMatchObject({ min: 100, max: 100 });
  });

  it("keeps a price to the minor unit", () => {
    expect(parsePrice("12.345")).toBe(12.35);
    expect(parsePrice(" 0 ")).toBe(0);
    expect(parsePrice(null)).toBeNull();
  });
});

describe("serializeProductListParams", () => {
  it("leaves out every default", () => {
    expect(serializeProductListParams(DEFAULT_PARAMS).toString()).toBe("");
  });

  it("round-trips through the URL", () => {
    const params: ProductListParams = {
      sub: "T-Shirts & Polos",
      min: 99.5,
      max: 2000,
      sale: true,
      featured: false,
      sort: "DISCOUNT_DESC",
      per: 24,
      page: 4,
    };
    const search = serializeProductListParams(params);
    expect(search.toString()).toBe("sub=T-Shirts+%26+Polos&min=99.5&max=2000&sale=1&sort=discount-desc&per=24&page=4");
    expect(parseProductListParams(new URLSearchParams(search.toString()))).toEqual(params);
  });
});

describe("productListVariables", () => {
  it("asks for all products without a category or filters", () => {
    expect(productListVariables(undefined, DEFAULT_PARAMS)).toEqual({ filter: {}, sort: "NEWEST", skip: 0, take: 12 });
    expect(productListVariables("  ", DEFAULT_PARAMS).filter).toEqual({});
  });

  it("passes category and subcategory through unchanged, for the server to match case-insensitively", () => {
    const variables = productListVariables("Men-Fashion", { ...DEFAULT_PARAMS, sub: "SHIRTS" });
    expect(variables.filter).toEqual({ category: "Men-Fashion", subCategory: "SHIRTS" });
  });

  it("filters the price range on the discounted price (the filter's minPrice/maxPrice)", () => {
    const variables = productListVariables("footwear", { ...DEFAULT_PARAMS, min: 700, max: 2200 });
    expect(variables.filter).toEqual({ category: "footwear", minPrice: 700, maxPrice: 2200 });
    expect(productListVariables(undefined, { ...DEFAULT_PARAMS, min: 0 }).filter).toEqual({ minPrice: 0 });
  });

  it("narrows to discounted or featured products", () => {
    expect(productListVariables(undefined, { ...DEFAULT_PARAMS, sale: true, featured: true }).filter).toEqual({
      discounted: true,
      featured: true,
    });
  });

  it("pages with skip and take", () => {
    expect(productListVariables(undefined, { ...DEFAULT_PARAMS, per: 24, page: 3, sort: "NAME_ASC" })).toMatchObject({
      sort: "NAME_ASC",
      skip: 48,
      take: 24,
    });
  });
});

describe("filter changes", () => {
  const filtered: ProductListParams = {
    sub: "Shirts",
    min: 100,
    max: 900,
    sale: true,
    featured: true,
    sort: "PRICE_DESC",
    per: 24,
    page: 5,
  };

  it("start the list again at page 1", () => {
    expect(withFilters(filtered, { min: 200 })).toEqual({ ...filtered, min: 200, page: 1 });
    expect(withFilters(filtered, { sort: "NEWEST" }).page).toBe(1);
    expect(withFilters(filtered, { per: 12 }).page).toBe(1);
  });

  it("paging keeps the filters and clamps the page", () => {
    expect(withPage(filtered, 2)).toEqual({ ...filtered, page: 2 });
    expect(withPage(filtered, 0).page).toBe(1);
  });

  it("clearing restores the full list: every filter reset, sort order and page size kept", () => {
    const cleared = clearFilters(filtered);
    expect(cleared).toEqual({ ...DEFAULT_PARAMS, sort: "PRICE_DESC", per: 24 });
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(productListVariables("shoes", cleared).filter).toEqual({ category: "shoes" });
  });

  it("knows when filters are active", () => {
    expect(hasActiveFilters(DEFAULT_PARAMS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_PARAMS, sort: "OLDEST", page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_PARAMS, min: 0 })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_PARAMS, sub: "Boys" })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_PARAMS, sale: true })).toBe(true);
  });
});

describe("links and pages", () => {
  it("builds list links", () => {
    expect(productListHref(null, DEFAULT_PARAMS)).toBe("/product-category");
    expect(productListHref("home & living", { ...DEFAULT_PARAMS, sale: true })).toBe(
      "/product-category/home%20%26%20living?sale=1",
    );
  });

  it("counts pages", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(61, 24)).toBe(3);
  });
});
