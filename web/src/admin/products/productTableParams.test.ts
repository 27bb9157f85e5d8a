import { describe, expect, it } from "vitest";
import { pageCount } from "../../shared/routing/pageParams";
import { SORT_OPTIONS, productTable, productTableHref, productTableVariables, type ProductTableParams } from "./productTableParams";

const { defaults: DEFAULT_PARAMS, clearFilters, columnSortFor, hasNarrowingFilters, isSortableColumn, sortForColumn, withPage, withView } = productTable;

const parse = (query: string) => productTable.parse(new URLSearchParams(query));

describe("productTable.parse", () => {
  it("gives the default view for a bare URL", () => {
    expect(parse("")).toEqual(DEFAULT_PARAMS);
    expect(DEFAULT_PARAMS).toEqual({ q: "", category: null, status: "ANY", stock: null, sort: "NEWEST", per: 20, page: 1 });
  });

  it("reads every parameter", () => {
    expect(parse("q=%20panjabi%20&category=men-fashion&status=draft&stock=low&sort=price-desc&per=50&page=3")).toEqual({
      q: "panjabi",
      category: "men-fashion",
      status: "DRAFT",
      stock: "LOW_STOCK",
      sort: "PRICE_DESC",
      per: 50,
      page: 3,
    });
  });

  it("reads the words whatever their case", () => {
    expect(parse("status=DRAFT&sort=Name-Asc")).toMatchObject({ status: "DRAFT", sort: "NAME_ASC" });
  });

  it("reads every status and every stock level", () => {
    expect(parse("status=all")).toMatchObject({ status: "ANY" });
    expect(parse("stock=in").stock).toBe("IN_STOCK");
    expect(parse("stock=LOW").stock).toBe("LOW_STOCK");
    expect(parse("stock=out").stock).toBe("OUT_OF_STOCK");
  });

  it.each([
    ["status=archived", { status: "ANY" }],
    ["status=", { status: "ANY" }],
    ["status=any", { status: "ANY" }],
    ["stock=low_stock", { stock: null }],
    ["stock=", { stock: null }],
    ["sort=NAME_ASC", { sort: "NEWEST" }],
    ["sort=cheapest", { sort: "NEWEST" }],
    ["per=25", { per: 20 }],
    ["per=1000", { per: 20 }],
    ["per=abc", { per: 20 }],
    ["page=0", { page: 1 }],
    ["page=-2", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=1e3", { page: 1 }],
    ["page=10001", { page: 1 }],
    ["q=%20%20", { q: "" }],
    [`q=${"x".repeat(101)}`, { q: "" }],
    ["category=%20", { category: null }],
    [`category=${"c".repeat(101)}`, { category: null }],
  ])("falls back to the default for %s", (query, expected) => {
    expect(parse(query)).toEqual({ ...DEFAULT_PARAMS, ...expected });
  });

  it("keeps the valid parameters when others are invalid", () => {
    expect(parse("status=nope&sort=name-desc&page=x&per=10")).toEqual({ ...DEFAULT_PARAMS, sort: "NAME_DESC", per: 10 });
  });
});

describe("productTable.serialize", () => {
  it("leaves every default out", () => {
    expect(productTable.serialize(DEFAULT_PARAMS).toString()).toBe("");
  });

  it("writes the URL words", () => {
    const params: ProductTableParams = {
      q: "red shirt",
      category: "men-fashion",
      status: "ACTIVE",
      stock: "OUT_OF_STOCK",
      sort: "BEST_SELLING",
      per: 100,
      page: 2,
    };
    expect(productTable.serialize(params).toString()).toBe(
      "q=red+shirt&category=men-fashion&status=active&stock=out&sort=best-selling&per=100&page=2",
    );
  });

  it("round-trips through the URL", () => {
    for (const option of SORT_OPTIONS) {
      const params: ProductTableParams = { q: "mug", category: "home", status: "DRAFT", stock: "IN_STOCK", sort: option.sort, per: 10, page: 4 };
      expect(productTable.parse(productTable.serialize(params))).toEqual(params);
    }
  });
});

describe("changing the view", () => {
  const onPage3: ProductTableParams = { ...DEFAULT_PARAMS, q: "bag", category: "bags", page: 3 };

  it("starts at page 1 after a filter, sort or page size change", () => {
    expect(withView(onPage3, { status: "DRAFT" })).toEqual({ ...onPage3, status: "DRAFT", page: 1 });
    expect(withView(onPage3, { sort: "NAME_ASC" }).page).toBe(1);
    expect(withView(onPage3, { per: 50 }).page).toBe(1);
  });

  it("keeps everything else when paging, within bounds", () => {
    expect(withPage(onPage3, 5)).toEqual({ ...onPage3, page: 5 });
    expect(withPage(onPage3, 0).page).toBe(1);
    expect(withPage(onPage3, 2.7).page).toBe(2);
  });

  it("clears the search, the category and the stock level, keeping status, sort and page size", () => {
    const params: ProductTableParams = { ...onPage3, status: "DRAFT", stock: "LOW_STOCK", sort: "PRICE_ASC", per: 50 };
    expect(clearFilters(params)).toEqual({ q: "", category: null, status: "DRAFT", stock: null, sort: "PRICE_ASC", per: 50, page: 1 });
    expect(hasNarrowingFilters(params)).toBe(true);
    expect(hasNarrowingFilters({ ...DEFAULT_PARAMS, stock: "OUT_OF_STOCK" })).toBe(true);
    expect(hasNarrowingFilters({ ...DEFAULT_PARAMS, status: "ANY" })).toBe(false);
    expect(hasNarrowingFilters(clearFilters(params))).toBe(false);
  });
});

describe("productTableVariables", () => {
  it("asks for the status always, and for search and category when set", () => {
    expect(productTableVariables({ ...DEFAULT_PARAMS, status: "ACTIVE" })).toEqual({ filter: { status: "ACTIVE" }, sort: "NEWEST", skip: 0, take: 20 });
    expect(productTableVariables({ q: "mug", category: "home", status: "DRAFT", stock: "LOW_STOCK", sort: "NAME_ASC", per: 50, page: 3 })).toEqual({
      filter: { status: "DRAFT", stock: "LOW_STOCK", search: "mug", category: "home" },
      sort: "NAME_ASC",
      skip: 100,
      take: 50,
    });
  });

  it("asks for every status with anyStatus, and no status then (the default: drafts are listed too)", () => {
    expect(productTableVariables(DEFAULT_PARAMS).filter).toEqual({ anyStatus: true });
  });

  it("links to a view of the table", () => {
    expect(productTableHref(DEFAULT_PARAMS)).toBe("/admin-dashboard/all-products");
    expect(productTableHref({ ...DEFAULT_PARAMS, status: "DRAFT" })).toBe("/admin-dashboard/all-products?status=draft");
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

describe("column sorting", () => {
  it("maps each order to the column that shows it", () => {
    expect(columnSortFor("NAME_ASC")).toEqual({ column: "name", desc: false });
    expect(columnSortFor("PRICE_DESC")).toEqual({ column: "price", desc: true });
    expect(columnSortFor("NEWEST")).toBeNull();
    expect(isSortableColumn("name")).toBe(true);
    expect(isSortableColumn("price")).toBe(true);
    expect(columnSortFor("STOCK_ASC")).toEqual({ column: "stock", desc: false });
    expect(columnSortFor("UPDATED_DESC")).toEqual({ column: "updatedAt", desc: true });
    for (const column of ["sku", "category", "stock", "status", "updatedAt"]) expect(isSortableColumn(column)).toBe(true);
    expect(isSortableColumn("image")).toBe(false);
  });

  it("maps a column's sorting state back to the order", () => {
    expect(sortForColumn("name", false)).toBe("NAME_ASC");
    expect(sortForColumn("name", true)).toBe("NAME_DESC");
    expect(sortForColumn("price", true)).toBe("PRICE_DESC");
    expect(sortForColumn("sku", true)).toBe("SKU_DESC");
    expect(sortForColumn("category", false)).toBe("CATEGORY_ASC");
    expect(sortForColumn("status", true)).toBe("STATUS_DESC");
    expect(sortForColumn("image", false)).toBeNull();
  });

  it("offers every order the API has", () => {
    // ProductSort's values (schema.graphql): a new one is added to SORT_OPTIONS.
    expect(SORT_OPTIONS.map((option) => option.sort).sort()).toEqual(
      [
        "NEWEST", "OLDEST", "PRICE_ASC", "PRICE_DESC", "NAME_ASC", "NAME_DESC", "BEST_SELLING", "DISCOUNT_DESC",
        "SKU_ASC", "SKU_DESC", "CATEGORY_ASC", "CATEGORY_DESC", "STOCK_ASC", "STOCK_DESC",
        "STATUS_ASC", "STATUS_DESC", "UPDATED_ASC", "UPDATED_DESC",
      ].sort(),
    );
  });

  it("has one URL word and one label per order", () => {
    expect(new Set(SORT_OPTIONS.map((option) => option.param)).size).toBe(SORT_OPTIONS.length);
    expect(new Set(SORT_OPTIONS.map((option) => option.sort)).size).toBe(SORT_OPTIONS.length);
    expect(new Set(SORT_OPTIONS.map((option) => option.label)).size).toBe(SORT_OPTIONS.length);
  });
});
