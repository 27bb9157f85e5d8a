import { describe, expect, it } from "vitest";
import { ageText } from "./age";
import { choiceFilter, defineListParams, searchFilter } from "./listParams";

const NOW = Date.parse("2026-11-28T12:00:00Z");
const date = (iso: string) => `on ${iso.slice(0, 10)}`;
const ago = (ms: number) => ageText(new Date(NOW - ms).toISOString(), NOW, "en", date);

describe("ageText", () => {
  it("says how long ago, in the largest whole unit", () => {
    expect(ago(20_000)).toBe("now");
    expect(ago(5 * 60_000)).toBe("5 min. ago");
    expect(ago(3 * 3_600_000 + 59 * 60_000)).toBe("3 hr. ago");
    expect(ago(2 * 86_400_000)).toBe("2 days ago");
  });

  it("gives the date from a week on, and 'now' for a clock slightly ahead", () => {
    expect(ago(7 * 86_400_000)).toBe("on 2026-11-21");
    expect(ago(-30_000)).toBe("now");
  });
});

describe("activeFilterCount", () => {
  const choices = [
    { value: "A", param: "a", label: "A" },
    { value: "B", param: "b", label: "B" },
  ] as const;
  const list = defineListParams({
    filters: { q: searchFilter(), kind: choiceFilter(choices), shown: choiceFilter(choices, "A", { narrows: false }) },
    pageSizes: [20],
    defaultPageSize: 20,
  });

  it("counts every filter changed from its default, narrowing or not, but not those left out", () => {
    expect(list.activeFilterCount(list.defaults)).toBe(0);
    const view = list.parse(new URLSearchParams("q=rice&kind=b&shown=b&page=3"));
    expect(list.activeFilterCount(view)).toBe(3);
    expect(list.activeFilterCount(view, ["q"])).toBe(2);
  });
});
