import { describe, expect, it } from "vitest";
import { moveId, orderChanged } from "./bannerOrder";

describe("moveId", () => {
  it("moves an id up, down and to either end, clamped to the list", () => {
    expect(moveId(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveId(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveId(["a", "b", "c"], 1, 9)).toEqual(["a", "c", "b"]);
    expect(moveId(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveId(["a"], 5, 0)).toEqual(["a"]);
  });

  it("tells a changed order from the same one", () => {
    expect(orderChanged(["a", "b"], ["a", "b"])).toBe(false);
    expect(orderChanged(["a", "b"], ["b", "a"])).toBe(true);
  });
});
