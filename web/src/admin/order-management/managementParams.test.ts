import { describe, expect, it } from "vitest";
import { managementVariables, parseManagementParams, parsePrintParams, printHref, serializeManagementParams, withPage, withView } from "./managementParams";

const parse = (query: string) => parseManagementParams(new URLSearchParams(query));
const ID_A = "0b6f4c62-4f7e-4c1e-9a4a-1d2c3b4a5f60";
const ID_B = "9c1e2d3f-4a5b-4c6d-8e7f-a1b2c3d4e5f6";

describe("the order management view in the URL", () => {
  it("reads defaults from a bare URL and leaves them out when writing", () => {
    const params = parse("");
    expect(params).toEqual({ status: null, q: "", per: 20, page: 1 });
    expect(serializeManagementParams(params).toString()).toBe("");
  });

  it("round-trips a status, a search, a page size and a page", () => {
    const params = parse("status=processing&q=Karim&per=50&page=3");
    expect(params).toEqual({ status: "PROCESSING", q: "Karim", per: 50, page: 3 });
    expect(serializeManagementParams(params).toString()).toBe("status=processing&q=Karim&per=50&page=3");
    expect(managementVariables(params)).toEqual({ status: "PROCESSING", search: "Karim", skip: 100, take: 50 });
  });

  it("ignores what it does not know", () => {
    expect(parse(`status=lost&per=7&page=zero&q=${"x".repeat(101)}`)).toEqual({ status: null, q: "", per: 20, page: 1 });
  });

  it("starts a new filter at page 1 and keeps the filter when paging", () => {
    const params = parse("status=pending&page=4");
    expect(withView(params, { q: "01711" })).toMatchObject({ status: "PENDING", q: "01711", page: 1 });
    expect(withPage(params, 2)).toMatchObject({ status: "PENDING", page: 2 });
  });
});

describe("the print view's address", () => {
  it("carries the kind and the ids, and reads back only plausible ids, at most 100", () => {
    const href = printHref("/admin-dashboard", "packing-slip", [ID_A, ID_B]);
    expect(href).toBe(`/admin-dashboard/orders/print?kind=packing-slip&ids=${ID_A}%2C${ID_B}`);
    expect(parsePrintParams(new URL(href, "http://shop").searchParams)).toEqual({ kind: "packing-slip", ids: [ID_A, ID_B] });
    expect(parsePrintParams(new URLSearchParams(`ids=${ID_A},junk,${ID_A}&kind=other`))).toEqual({ kind: "invoice", ids: [ID_A] });
    const many = Array.from({ length: 120 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    expect(parsePrintParams(new URLSearchParams({ ids: many.join(",") })).ids).toHaveLength(100);
  });
});
