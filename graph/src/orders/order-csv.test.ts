import { describe, expect, it } from "vitest";
import { safeCell } from "./order-csv.js";

describe("safeCell", () => {
  it("prefixes what a spreadsheet would run as a formula", () => {
    for (const text of ["=1+1", "+8801711", "-2", "@SUM(A1)", "\tx", "\rx"]) expect(safeCell(text)).toBe(`'${text}`);
  });

  it("leaves other text alone, and empty values empty", () => {
    expect(safeCell("Karim Ahmed")).toBe("Karim Ahmed");
    expect(safeCell("01711 = home")).toBe("01711 = home");
    expect(safeCell(null)).toBe("");
  });
});
