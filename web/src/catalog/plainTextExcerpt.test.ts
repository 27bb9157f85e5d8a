// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { plainTextExcerpt } from "./plainTextExcerpt";

describe("plainTextExcerpt", () => {
  it("turns HTML into one line of text, keeping words of adjacent blocks apart", () => {
    expect(plainTextExcerpt("<p>The <strong>best</strong> shirt.</p><ul><li>Cotton</li><li>Hand&nbsp;made</li></ul>")).toBe(
      "The best shirt. Cotton Hand made",
    );
  });

  it("never runs or keeps markup", () => {
    expect(plainTextExcerpt('<img src="x" onerror="alert(1)"><p>Safe &lt;text&gt;</p>')).toBe("Safe <text>");
  });

  it("cuts long text at a word boundary with an ellipsis", () => {
    const excerpt = plainTextExcerpt(`<p>${"word ".repeat(60)}</p>`, 30);
    expect(excerpt.length).toBeLessThanOrEqual(30);
    expect(excerpt).toBe("word word word word word word…");
  });

  it("is empty for an empty description", () => {
    expect(plainTextExcerpt("")).toBe("");
  });
});
