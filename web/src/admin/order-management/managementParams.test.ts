import { describe, expect, it } from "vitest";
import { parsePrintParams, printHref, statusLabel } from "./managementParams";

const ID_A = "0b6f4c62-4f7e-4c1e-9a4a-1d2c3b4a5f60";
const ID_B = "9c1e2d3f-4a5b-4c6d-8e7f-a1b2c3d4e5f6";

describe("the print view's address", () => {
  it("carries the kind and the ids, and reads back only plausible ids, at most 100", () => {
    const href = printHref("/admin-dashboard", "packing-slip", [ID_A, ID_B]);
    expect(href).toBe(`/admin-dashboard/orders/print?kind=packing-slip&ids=${ID_A}%2C${ID_B}`);
    expect(parsePrintParams(new URL(href, "http://shop").searchParams)).toEqual({ kind: "packing-slip", ids: [ID_A, ID_B] });
    expect(parsePrintParams(new URLSearchParams(`ids=${ID_A},junk,${ID_A}&kind=other`))).toEqual({ kind: "invoice", ids: [ID_A] });
    const many = Array.from({ length: 120 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
    expect(parsePrintParams(new URLSearchParams({ ids: many.join(",") })).ids).toHaveLength(100);
  });

  it("names statuses as the orders table does", () => {
    expect(statusLabel("PROCESSING")).toBe("Processing");
  });
});
