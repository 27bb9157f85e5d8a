import { describe, expect, it } from "vitest";
import { customerHref, customerTable, customerTableVariables, guestCustomerHref, guestTable, guestTableVariables } from "./customerTableParams";

const { defaults: DEFAULT_PARAMS, sortForColumn, withPage, withView } = customerTable;

const parse = (query: string) => customerTable.parse(new URLSearchParams(query));

describe("the customers table's URL", () => {
  it("is empty for the default view, and the default view is what an empty URL means", () => {
    expect(customerTable.serialize(DEFAULT_PARAMS).toString()).toBe("");
    expect(parse("")).toEqual(DEFAULT_PARAMS);
  });

  it("round-trips search, role, sort, page size and page", () => {
    const params = { q: "rahim", role: "ADMIN" as const, sort: "SPENT_DESC" as const, per: 50 as const, page: 3 };
    const query = customerTable.serialize(params).toString();
    expect(query).toBe("q=rahim&role=admin&sort=spent-desc&per=50&page=3");
    expect(parse(query)).toEqual(params);
  });

  it("ignores what it does not know", () => {
    expect(parse("role=boss&sort=random&per=7&page=-2")).toEqual(DEFAULT_PARAMS);
    expect(parse(`q=${"x".repeat(101)}`).q).toBe("");
  });

  it("starts again at page 1 when the view changes", () => {
    const paged = withPage(DEFAULT_PARAMS, 4);
    expect(withView(paged, { role: "CUSTOMER" })).toMatchObject({ role: "CUSTOMER", page: 1 });
  });

  it("asks the API for the page shown", () => {
    expect(customerTableVariables({ ...DEFAULT_PARAMS, q: "a", page: 2 })).toEqual({ search: "a", role: null, sort: "NEWEST", skip: 20, take: 20 });
    expect(customerTableVariables(DEFAULT_PARAMS).search).toBeNull();
  });

  it("maps column headers to sorts", () => {
    expect(sortForColumn("totalSpent", true)).toBe("SPENT_DESC");
    expect(sortForColumn("createdAt", false)).toBe("OLDEST");
    expect(sortForColumn("role", false)).toBeNull();
  });

  it("links to a customer's page with the uid encoded", () => {
    expect(customerHref("a/b")).toBe("/admin-dashboard/users/a%2Fb");
  });
});

describe("the guest buyers table's URL", () => {
  it("round-trips search, sort, page size and page, and asks for that window", () => {
    const params = { q: "+880 1711", sort: "ORDERS_DESC" as const, per: 50 as const, page: 2 };
    const query = guestTable.serialize(params).toString();
    expect(query).toBe("q=%2B880+1711&sort=orders-desc&per=50&page=2");
    expect(guestTable.parse(new URLSearchParams(query))).toEqual(params);
    expect(guestTableVariables(params)).toEqual({ search: "+880 1711", sort: "ORDERS_DESC", skip: 50, take: 50 });
    expect(guestTable.parse(new URLSearchParams(""))).toMatchObject({ q: "", sort: "LAST_ORDER_DESC" });
  });

  it("links a guest's page under the customers' path", () => {
    expect(guestCustomerHref("01711000000")).toBe("/admin-dashboard/users/guests/01711000000");
  });
});
