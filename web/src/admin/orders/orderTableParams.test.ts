import { describe, expect, it } from "vitest";
import { parseDay } from "../list-page/listParams";
import { exportSearchParams, orderFilter, orderTable, orderTableVariables } from "./orderTableParams";

const { defaults: DEFAULT_PARAMS, sortForColumn, withView } = orderTable;

const parse = (query: string) => orderTable.parse(new URLSearchParams(query));

describe("the orders table's URL", () => {
  it("reads every parameter and writes it back, defaults left out", () => {
    const query = "q=karim&status=shipped&payment=paid&from=2026-11-01&to=2026-11-30&sort=total-desc&per=50&page=3";
    const params = parse(query);
    expect(params).toEqual({ q: "karim", status: "SHIPPED", payment: "PAID", from: "2026-11-01", to: "2026-11-30", sort: "TOTAL_HIGH", per: 50, page: 3 });
    expect(orderTable.serialize(params).toString()).toBe(query);
    expect(orderTable.serialize(DEFAULT_PARAMS).toString()).toBe("");
  });

  it("gives invalid values their defaults", () => {
    expect(parse("status=lost&payment=maybe&from=2026-02-30&to=soon&sort=random&per=7&page=-1")).toEqual(DEFAULT_PARAMS);
    expect(parse(`q=${"x".repeat(101)}`).q).toBe("");
  });

  it("starts again at page 1 when the view changes", () => {
    expect(withView({ ...DEFAULT_PARAMS, page: 4 }, { payment: "UNPAID" })).toMatchObject({ page: 1, payment: "UNPAID" });
  });
});

describe("the orders query's filter", () => {
  it("takes the local days, the last one included, and lets a fixed status win", () => {
    const params = { ...DEFAULT_PARAMS, status: "SHIPPED" as const, from: "2026-11-01", to: "2026-11-30", q: "017" };
    expect(orderFilter(params, "PENDING")).toEqual({
      status: "PENDING",
      createdFrom: new Date(2026, 10, 1).toISOString(),
      createdBefore: new Date(2026, 11, 1).toISOString(),
      search: "017",
    });
    expect(orderTableVariables({ ...DEFAULT_PARAMS, page: 2 })).toEqual({ filter: {}, sort: "NEWEST", skip: 20, take: 20 });
  });

  it("is the CSV export's query string too", () => {
    expect(exportSearchParams({ status: "DELIVERED", search: "#10023" }, "OLDEST").toString()).toBe("status=DELIVERED&search=%2310023&sort=OLDEST");
  });

  it("sorts by the columns the API sorts by", () => {
    expect(sortForColumn("total", true)).toBe("TOTAL_HIGH");
    expect(sortForColumn("createdAt", false)).toBe("OLDEST");
    expect(sortForColumn("phone", true)).toBeNull();
  });

  it("accepts real days only", () => {
    expect(parseDay("2028-02-29")).toBe("2028-02-29");
    expect(parseDay("2027-02-29")).toBeNull();
  });
});
