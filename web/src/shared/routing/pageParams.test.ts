import { describe, expect, it } from "vitest";
import { clampPage, parsePageParam, parsePageSizeParam, writePageParams } from "./pageParams";

describe("page parameters", () => {
  it("reads a page number, else 1", () => {
    expect(parsePageParam("3")).toBe(3);
    expect(parsePageParam(" 10000 ")).toBe(10_000);
    for (const raw of [null, "", "0", "-1", "2.5", "1e2", "abc", "10001"]) expect(parsePageParam(raw)).toBe(1);
  });

  it("keeps a page number in range", () => {
    expect(clampPage(0)).toBe(1);
    expect(clampPage(4.9)).toBe(4);
    expect(clampPage(1e9)).toBe(10_000);
  });

  it("reads only an offered page size", () => {
    expect(parsePageSizeParam("50", [10, 20, 50] as const, 20)).toBe(50);
    expect(parsePageSizeParam("25", [10, 20, 50] as const, 20)).toBe(20);
    expect(parsePageSizeParam(null, [10, 20, 50] as const, 20)).toBe(20);
  });

  it("writes only what is not the default", () => {
    const search = new URLSearchParams();
    writePageParams(search, 20, 1, 20);
    expect(search.toString()).toBe("");
    writePageParams(search, 50, 2, 20);
    expect(search.toString()).toBe("per=50&page=2");
  });
});
